import Foundation
import PopshotAudit
import PopshotSupport
import PopshotTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// End-to-end tests of the built `popshot` binary: stdout, stderr, exit code and files.
let cliRoot = repositoryRoot

struct RunResult {
  let code: Int32
  let stdout: String
  let stderr: String
}

func popshot(_ args: [String], environment: [String: String] = [:]) throws -> RunResult {
  let binary = cliRoot.appendingPathComponent(".build/debug/popshot").path
  guard FileManager.default.isExecutableFile(atPath: binary) else {
    Issue.record("\(binary) is missing: swift build first (swift test builds it)")
    return RunResult(code: -1, stdout: "", stderr: "")
  }
  var env = ProcessInfo.processInfo.environment
  env["CI"] = "true"
  for (k, v) in environment { env[k] = v }
  return try runProcess(binary, args, environment: env)
}

/// Runs `executable` with `args` in the checkout, and returns its exit code and output.
func runProcess(
  _ executable: String, _ args: [String],
  environment: [String: String] = ProcessInfo.processInfo.environment
) throws -> RunResult {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: executable)
  p.arguments = args
  p.currentDirectoryURL = cliRoot
  p.environment = environment
  let out = Pipe()
  let err = Pipe()
  p.standardOutput = out
  p.standardError = err
  try p.run()
  let o = out.fileHandleForReading.readDataToEndOfFile()
  let e = err.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return RunResult(
    code: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
    stderr: String(decoding: e, as: UTF8.self))
}

/// A new folder for one test, removed when it ends (the suite removes temporary folders).
func temporaryDirectory() throws -> String {
  try temporaryFolder("popshot-cli")
}

/// `dir/Fixtures` holding the committed toast-error fixture with its title changed from "Error" to
/// "Errors": a change its baselines catch. Returns the fixtures folder.
func retitledToastFixtures(in dir: String) throws -> String {
  let fixtures = "\(dir)/Fixtures"
  try FileManager.default.createDirectory(atPath: fixtures, withIntermediateDirectories: true)
  let original = try String(
    contentsOf: cliRoot.appendingPathComponent("Fixtures/toast-error.json"), encoding: .utf8)
  try original.replacingOccurrences(of: "\"title\": \"Error\"", with: "\"title\": \"Errors\"")
    .write(toFile: "\(fixtures)/toast-error.json", atomically: false, encoding: .utf8)
  return fixtures
}

/// One variant of the toast keeps these runs short.
let oneToast = [
  "--fixture", "toast-error", "--device", "iphone-15", "--orientation", "portrait", "--state",
  "default",
]

@Suite(.serialized, .removesTemporaryFolders) struct CLITests {
  @Test func cleanRun() throws {
    let out = try temporaryDirectory()
    let r = try popshot(
      ["check"] + oneToast + ["--fail-on", "never", "--format", "json", "--out", out])
    #expect(r.code == 0)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.contains("progress: 1/1 variants (100%)"))
    let report =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: "\(out)/report.json"))) as! [String: Any]
    let results = report["results"] as! [[String: Any]]
    #expect(
      report["schema"] as? Int == 1 && results.count == 1
        && results[0]["status"] as? String == "passed")
    // Renders and annotated images are formats of their own: a run that asks for JSON writes
    // neither (the passing render is its baseline; the toast's close button has a finding).
    let files = FileManager.default
    #expect(results[0]["actual"] == nil && results[0]["annotated"] == nil)
    #expect(!files.fileExists(atPath: "\(out)/render"))
    #expect(!files.fileExists(atPath: "\(out)/annotated"))
  }

  /// `--format png` writes every variant's render (a passing one is a copy of its baseline's
  /// PNG), and `--format annotated` the findings outlined; `report` cannot make either.
  @Test func checkWritesRendersAndAnnotatedImagesWhenAsked() throws {
    let out = try temporaryDirectory()
    let r = try popshot(
      ["check"] + oneToast + [
        "--fail-on", "never", "--format", "png", "--format", "annotated", "--out", out, "--quiet",
      ])
    #expect(r.code == 0, "\(r.stderr)")
    let render = "\(out)/render/toast-error/iphone-15.portrait.png"
    let baseline = cliRoot.appendingPathComponent("Snapshots/toast-error/iphone-15.portrait.png")
      .path
    let files = FileManager.default
    #expect(files.contents(atPath: render) != nil)
    #expect(files.contents(atPath: render) == files.contents(atPath: baseline))
    let annotated = "\(out)/annotated/toast-error/iphone-15.portrait.png"
    // One pixel per point: the IHDR width, big-endian at bytes 16…19, is the iPhone 15's 393.
    let png = try Data(contentsOf: URL(fileURLWithPath: annotated))
    #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 393)
    for format in ["png", "annotated"] {
      let again = try popshot(["report", "--format", format, "--out", out])
      #expect(again.code == 64)
      #expect(again.stderr.contains("--format \(format) draws each variant as it runs"))
    }
  }

  /// `render --format accessibility` draws what VoiceOver reads and the hit regions instead of
  /// the renders; a report's format is not one of render's.
  @Test func renderAccessibilityOverlays() throws {
    let out = try temporaryDirectory()
    let r = try popshot(
      ["render"] + oneToast + ["--format", "accessibility", "--out", out, "--quiet"])
    #expect(r.code == 0)
    #expect(
      r.stdout
        == "rendered 1 of 1 variants of 1 fixtures to \(out)/accessibility (hit regions in "
        + "\(out)/hit-regions)\n")
    let files = FileManager.default
    #expect(files.fileExists(atPath: "\(out)/accessibility/toast-error/iphone-15.portrait.png"))
    #expect(files.fileExists(atPath: "\(out)/hit-regions/toast-error/iphone-15.portrait.png"))
    #expect(!files.fileExists(atPath: "\(out)/render"))
    let bad = try popshot(["render"] + oneToast + ["--format", "html", "--out", out])
    #expect(bad.code == 64)
    #expect(bad.stderr.contains("--format takes png or accessibility, not 'html'"))
  }

  /// `check --format accessibility` writes the accessibility images beside the run's reports,
  /// as render does; `report` and `merge`, which draw nothing, refuse the format.
  @Test func checkWritesAccessibilityImages() throws {
    let out = try temporaryDirectory()
    let r = try popshot(
      ["check"] + oneToast + [
        "--format", "json", "--format", "accessibility", "--fail-on", "never", "--out", out,
        "--quiet",
      ])
    #expect(r.code == 0)
    let files = FileManager.default
    #expect(files.fileExists(atPath: "\(out)/accessibility/toast-error/iphone-15.portrait.png"))
    #expect(files.fileExists(atPath: "\(out)/hit-regions/toast-error/iphone-15.portrait.png"))
    #expect(files.fileExists(atPath: "\(out)/report.json"))
    let again = try popshot(["report", "--format", "accessibility", "--out", out])
    #expect(again.code == 64)
    #expect(
      again.stderr.contains(
        "--format accessibility draws each variant as it runs; report and merge only read reports"))
  }

  /// The seed toast has error findings (a 17.33 × 15.33 pt close button): they fail the run at the
  /// default level and pass it with --fail-on never; turned into warnings, only --fail-on warning
  /// fails.
  @Test func findingsAboveAndBelowFailOn() throws {
    let out = try temporaryDirectory()
    let failing = try popshot(["check"] + oneToast + ["--out", out])
    #expect(failing.code == 1)
    #expect(
      failing.stdout.contains(
        "error target.size toast-error toast.close: measured 17.33×15.33 pt, required 44×44 pt"))
    // --quiet says the summary alone.
    let quiet = try popshot(["check"] + oneToast + ["--out", out, "--quiet"])
    #expect(quiet.stdout.split(separator: "\n").count == 2)
    #expect(
      quiet.stdout.hasPrefix("1 variants: 1 passed, 0 recorded, 0 differ; findings: 4 errors"))
    #expect(
      failing.stdout.contains(
        "1 variants: 1 passed, 0 recorded, 0 differ; findings: 4 errors, 3 warnings, 0 notes"))
    let config = "\(out)/audit.json"
    try
      #"{"rules": {"target.size": "warning", "label.missing": "warning", "contrast.text": "warning"}}"#
      .write(toFile: config, atomically: false, encoding: .utf8)
    #expect(
      try popshot(["check"] + oneToast + ["--out", out, "--quiet", "--config", config]).code == 0)
    #expect(
      try popshot(
        ["check"] + oneToast + [
          "--out", out, "--quiet", "--config", config, "--fail-on", "warning",
        ]
      ).code == 1)
    #expect(
      try popshot(["audit"] + oneToast + ["--out", out, "--quiet", "--fail-on", "never"]).code == 0)
  }

  /// A changed title: the snapshot differs, the message says what changed, artifacts are written.
  @Test func aDiff() throws {
    let dir = try temporaryDirectory()
    let fixtures = try retitledToastFixtures(in: dir)
    let r = try popshot(
      ["verify"] + oneToast + ["--fixtures", fixtures, "--out", "\(dir)/out"])
    #expect(r.code == 1)
    #expect(
      r.stdout.contains(#"toast.title: resized"#) && r.stdout.contains(#"text "Error" → "Errors""#))
    #expect(
      FileManager.default.fileExists(
        atPath: "\(dir)/out/failures/toast-error/iphone-15.portrait.diff.png"))
  }

  /// scripts/in-container's argument handling (Docker cannot run here): the container command
  /// mounts the package and this checkout at their own paths, runs scripts/setup inside and
  /// then the command in the package folder; usage errors exit 64, a missing package 66.
  @Test func inContainerBuildsTheContainerCommand() throws {
    func run(_ args: [String]) throws -> RunResult {
      try runProcess(
        "/bin/bash", [cliRoot.appendingPathComponent("scripts/in-container").path] + args)
    }
    let root = cliRoot.path
    let r = try run([
      "--dry-run", "--engine", "podman", "--package", "Examples/ToastViewTests", "--", "swift",
      "test", "--scratch-path", ".build/linux",
    ])
    #expect(r.code == 0)
    let pkg = "\(root)/Examples/ToastViewTests"
    #expect(r.stdout.hasPrefix("podman run --rm -v \(pkg):\(pkg) -v \(root):\(root) -w \(pkg) "))
    #expect(r.stdout.contains("swift:6.3-bookworm bash -c "))
    #expect(r.stdout.contains(#"popshot_setup\ \&\&\ cd"#))
    #expect(r.stdout.contains(#"exec\ swift\ test\ --scratch-path\ .build/linux"#))
    #expect(try run(["--dry-run"]).code == 64)
    #expect(try run(["--bogus", "--", "x"]).code == 64)
    #expect(try run(["--engine", "lxc", "--dry-run", "--", "x"]).code == 64)
    let missing = try run(["--dry-run", "--package", "/nonexistent", "--", "x"])
    #expect(missing.code == 66 && missing.stderr.contains("/nonexistent"))
  }

  /// `--devices FILE` adds a device the run can name: a 810 × 1080 pt kiosk at 2x renders a
  /// 1620 × 2160 px PNG; a bad file is bad input (65), named with its JSON path.
  @Test func devicesOfYourOwn() throws {
    let dir = try temporaryDirectory()
    let file = "\(dir)/devices.json"
    try """
    {"devices": [{"id": "kiosk", "name": "Kiosk", "family": "pad", "scale": 2,
      "portraitSize": {"width": 810, "height": 1080},
      "safeAreaPortrait": {"top": 24, "leading": 0, "bottom": 20, "trailing": 0},
      "safeAreaLandscape": {"top": 24, "leading": 0, "bottom": 20, "trailing": 0},
      "displayCornerRadius": 18, "hasHomeIndicator": true, "regularWidthInLandscape": true}]}
    """.write(toFile: file, atomically: true, encoding: .utf8)
    let r = try popshot([
      "render", "--fixture", "toast-error", "--devices", file, "--device", "kiosk",
      "--orientation", "portrait", "--state", "default", "--out", "\(dir)/out",
    ])
    #expect(r.code == 0, "\(r.stderr)")
    let png = try Data(
      contentsOf: URL(fileURLWithPath: "\(dir)/out/render/toast-error/kiosk.portrait.png"))
    // The IHDR chunk's width and height, big-endian, at bytes 16…23.
    let w = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let h = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(w == 1620 && h == 2160)
    try "[{\"id\": \"kiosk\"}]".write(toFile: file, atomically: true, encoding: .utf8)
    let bad = try popshot(["render", "--devices", file, "--out", "\(dir)/out"])
    #expect(bad.code == 65 && bad.stderr.contains("devices.json: [0]: missing key"))
  }

  /// `popshot gallery`: the Examples package's baselines as a page, the `.eachTap` audit's two
  /// states in one card, the previews under their file (0); a folder with no baseline is bad input (65).
  @Test func galleryOfAPackagesBaselines() throws {
    let dir = try temporaryDirectory()
    let r = try popshot([
      "gallery", "--snapshots", "Examples/ToastViewTests/Snapshots", "--out", "\(dir)/gallery",
    ])
    #expect(r.code == 0, "\(r.stderr)")
    // 5 tests, and SyncBanner's 4 previews (a test each, grouped under SyncBannerPreviews).
    #expect(r.stdout == "\(dir)/gallery/index.html: 9 tests, 12 states\n")
    let html = try String(contentsOfFile: "\(dir)/gallery/index.html", encoding: .utf8)
    #expect(html.contains("<h3>everyStateOneTapAwayIsAudited <span class=\"variant\">· 2 states"))
    #expect(html.contains("<h2>SyncBannerPreviews</h2>"))
    let empty = try popshot(["gallery", "--snapshots", dir, "--out", "\(dir)/empty"])
    #expect(empty.code == 65 && empty.stderr == "popshot: \(dir): no baselines\n")
  }

  /// `popshot diff`: the same file matches (0); the example's page against its sheet differs
  /// (1) in pixels and in what the sidecars say, and writes the diff images; an unreadable file
  /// is bad input (65), named.
  @Test func diffTwoPNGs() throws {
    let dir = try temporaryDirectory()
    let base = "Examples/ToastViewTests/Snapshots/SaveConfirmationTests"
    let page = "\(base)/saveConfirmation/iphone-15.portrait.png"
    let sheet = "\(base)/saveConfirmation.sheet@vstack/iphone-15.portrait.png"
    let same = try popshot(["diff", page, page, "--out", dir])
    #expect(same.code == 0 && same.stdout.contains("the same pixels"))
    let r = try popshot(["diff", page, sheet, "--out", dir])
    #expect(r.code == 1)
    #expect(r.stdout.contains("pixels differ") && r.stdout.contains("sheet: presentation added"))
    #expect(FileManager.default.fileExists(atPath: "\(dir)/iphone-15.portrait.diff.png"))
    #expect(FileManager.default.fileExists(atPath: "\(dir)/iphone-15.portrait.side-by-side.png"))
    let bad = try popshot(["diff", page, "\(dir)/nope.png"])
    #expect(bad.code == 65 && bad.stderr.contains("nope.png"))
    let usage = try popshot(["diff", page])
    #expect(usage.code == 64)
  }

  /// `popshot diff` reads no PNG larger than a baseline of the largest device can be: the iPad
  /// Pro 13-inch, 2064 × 2752 pixels at 4 bytes, and 1 MiB, is 23,769,088 bytes. A 100 MB file
  /// is refused, named, before it is read (issue 48: it cost twice its size in memory).
  @Test func diffRefusesAnOversizedFile() throws {
    let dir = try temporaryDirectory()
    let big = "\(dir)/big.png"
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    let h = try FileHandle(forWritingTo: URL(fileURLWithPath: big))
    try h.truncate(atOffset: 100_000_000)
    try h.close()
    let page =
      "Examples/ToastViewTests/Snapshots/SaveConfirmationTests/saveConfirmation/"
      + "iphone-15.portrait.png"
    let r = try popshot(["diff", page, big])
    #expect(r.code == 65)
    #expect(r.stderr.contains("big.png: 100000000 bytes, more than the 23769088"))
  }

  @Test(arguments: [
    (["chek"], "popshot: unknown command 'chek'; did you mean 'check'?"),
    (
      ["check", "--fixtrue", "x"],
      "popshot: unknown option '--fixtrue' for check; did you mean '--fixture'?"
    ),
    (["check", "--out"], "popshot: --out needs a value (<dir>)"),
    (
      ["check", "--format", "xml"],
      "popshot: --format takes text, json, junit, sarif, html, html-single, accessibility, png or annotated, not 'xml'; did you mean 'html'?"
    ),
    (
      ["check", "--fail-on", "fatal"],
      "popshot: --fail-on takes error, warning or never, not 'fatal'"
    ),
    (["check", "--jobs", "0"], "popshot: --jobs takes a whole number of 1 or more, not '0'"),
    (["check", "--shard", "4/3"], "popshot: --shard takes I/N with 1 ≤ I ≤ N, not '4/3'"),
    (
      ["check", "--profile", "wcag"],
      "popshot: --profile takes hig, material, wcag-aa or wcag-aaa, not 'wcag'"
    ),
    (
      ["check", "--device", "iphone15"],
      "popshot: --device: unknown value 'iphone15'; did you mean 'iphone-15'? Valid: iphone-se-3, "
        + "iphone-13-mini, iphone-13, iphone-16e, iphone-15, iphone-16, iphone-16-pro, iphone-17, "
        + "iphone-17-pro, iphone-air, iphone-15-pro-max, iphone-16-plus, iphone-16-pro-max, "
        + "iphone-17-pro-max, ipad-mini-6, ipad-air-11, ipad-a16, ipad-pro-11, ipad-air-13, "
        + "ipad-pro-13, or all"
    ),
    (
      ["check", "--text-size", "AX9"],
      "popshot: --text-size: unknown value 'AX9'; did you mean 'AX1'? Valid: xSmall, small, "
        + "medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, "
        + "accessibility3, accessibility4, accessibility5, or all"
    ),
    (
      ["check", "--design", "liquidglas"],
      "popshot: --design: unknown value 'liquidglas'; did you mean 'liquidGlass'? Valid: "
        + "liquidGlass, classic, or all"
    ),
    (
      ["check", "--orientation", "zzzzzzzz"],
      "popshot: --orientation: unknown value 'zzzzzzzz'; valid: portrait, landscape, or all"
    ),
    (["help", "chek"], "popshot: help takes one subcommand, not 'chek'; did you mean 'check'?"),
    (["check", "-x"], "popshot: unknown option '-x' for check; did you mean '-j'?"),
    (
      ["list", "device"],
      "popshot: list takes devices, fixtures or rules, not 'device'; did you mean 'devices'?"
    ),
    (["check", "--quiet", "--quiet"], "popshot: --quiet is given twice"),
  ])
  func usageErrors(_ args: [String], _ message: String) throws {
    let r = try popshot(args)
    #expect(r.code == 64)
    #expect(r.stderr == message + "\n")
    #expect(r.stdout.isEmpty)
  }

  /// A selection no fixture matches is bad input (65, "a selection that yields no variant" in
  /// the README's exit codes), as is a fixtures folder that is not there, for `list` too.
  @Test(arguments: [
    (
      ["check", "--fixture", "toast-eror"],
      "popshot: no fixture matches 'toast-eror'; did you mean 'toast-error'?"
    ),
    (["check", "--fixture", "nomatch*"], "popshot: no fixture matches 'nomatch*'"),
    (
      ["list", "fixtures", "--fixtures", "/nonexistent"],
      "popshot: /nonexistent: no such fixtures folder"
    ),
    (["clean", "--fixtures", "/nonexistent"], "popshot: /nonexistent: no such fixtures folder"),
  ])
  func selectionsOfNothingAreBadInput(_ args: [String], _ message: String) throws {
    let r = try popshot(args + ["--quiet"].filter { _ in args[0] == "check" })
    #expect(r.code == 65)
    #expect(r.stderr == message + "\n")
    #expect(r.stdout.isEmpty)
  }

  /// Load errors quote fixture content (a colour, a key, a file name): its control characters
  /// reach standard error escaped as the text report writes them, never as raw escapes.
  @Test func loadErrorsEscapeControlCharacters() throws {
    let dir = try temporaryDirectory()
    let esc = "\u{1B}"
    try #"{"page":{"view":{"color":"\u001b[31mred"}}}"#.write(
      toFile: "\(dir)/colour.json", atomically: false, encoding: .utf8)
    try #"{"page":{"view":{"text":"a","\u001b[2J":1}}}"#.write(
      toFile: "\(dir)/key.json", atomically: false, encoding: .utf8)
    try #"{"page":"#.write(toFile: "\(dir)/bad\(esc)[5m.json", atomically: false, encoding: .utf8)
    for command in [["check", "--out", "\(dir)/out"], ["list", "fixtures"]] {
      let r = try popshot(command + ["--fixtures", dir])
      #expect(r.code == 65)
      #expect(!r.stderr.contains(esc))
      let lines = r.stderr.split(separator: "\n").map(String.init)
      #expect(lines.count == 3)
      #expect(lines[0].hasPrefix(#"popshot: \#(dir)/bad\u{1B}[5m.json: fixture names are "#))
      #expect(
        lines[1]
          == #"popshot: \#(dir)/colour.json: page.view.color: unknown colour "\u{1B}[31mred""#)
      #expect(
        lines[2].hasPrefix(
          #"popshot: \#(dir)/key.json: page.view.\u{1B}[2J: unknown key "\u{1B}[2J"; "#))
    }
  }

  /// A folder that cannot be written is named once, with the system's reason, on one line.
  @Test func unwritableFoldersSayWhy() throws {
    let dir = try temporaryDirectory()
    let file = "\(dir)/file"
    #expect(FileManager.default.createFile(atPath: file, contents: Data()))
    let record = try popshot(
      ["record"] + oneToast + [
        "--design", "classic", "--snapshots", "\(file)/Snapshots", "--out", "\(dir)/out", "--quiet",
      ])
    #expect(record.code == 70)
    #expect(
      record.stderr
        == "popshot: toast-error iphone-15.portrait.classic: \(file)/Snapshots/toast-error/"
        + "iphone-15.portrait.classic.png: cannot write the baseline: \(file)/Snapshots: Not a "
        + "directory\n")
    let render = try popshot(["render"] + oneToast + ["--out", "\(file)/out", "--quiet"])
    #expect(render.code == 70)
    #expect(
      render.stderr == "popshot: \(file)/out: cannot write the output folder: Not a directory\n")
    let page = "Snapshots/toast-error/iphone-15.portrait.png"
    let diff = try popshot([
      "diff", page, "Snapshots/toast-error/iphone-15.portrait.page.png", "--out", "\(file)/diff",
    ])
    #expect(diff.code == 70)
    #expect(diff.stderr == "popshot: \(file)/diff: cannot write the diff images: Not a directory\n")
  }

  @Test func malformedFixture() throws {
    let dir = try temporaryDirectory()
    try #"{"page": {"view": {"txt": "Hi"}}}"#.write(
      toFile: "\(dir)/broken.json", atomically: false, encoding: .utf8)
    let r = try popshot(["check", "--fixtures", dir, "--out", "\(dir)/out"])
    #expect(r.code == 65)
    #expect(
      r.stderr
        == #"popshot: \#(dir)/broken.json: page.view.txt: unknown key "txt"; did you mean "text"?"#
        + "\n")
  }

  @Test func unwritableOut() throws {
    let r = try popshot(["check"] + oneToast + ["--out", "/proc/popshot-out"])
    #expect(r.code == 70)
    #expect(r.stderr.hasPrefix("popshot: /proc/popshot-out: cannot write the output folder"))
  }

  /// Three shards cover every variant exactly once, and merging them gives the unsharded results.
  @Test func shardsMergeToTheWholeRun() throws {
    let dir = try temporaryDirectory()
    let selection = [
      "--fixture", "toast-*", "--device", "iphone-se-3,iphone-15", "--fail-on", "never", "--format",
      "json", "--quiet",
    ]
    #expect(try popshot(["check"] + selection + ["--out", "\(dir)/all"]).code == 0)
    for i in 1...3 {
      #expect(
        try popshot(["check"] + selection + ["--shard", "\(i)/3", "--out", "\(dir)/s\(i)"]).code
          == 0)
    }
    let merged = try popshot([
      "merge", "\(dir)/s1/report.json", "\(dir)/s2/report.json", "\(dir)/s3/report.json",
      "--format", "json", "--format", "junit", "--format", "sarif", "--out", "\(dir)/merged",
    ])
    #expect(merged.code == 0)
    func keyed(_ path: String) throws -> [String] {
      let report =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        as! [String: Any]
      return (report["results"] as! [[String: Any]]).map { r in
        let findings = (r["findings"] as! [[String: Any]]).map {
          "\($0["rule"]!)|\($0["element"]!)|\($0["measured"]!)"
        }.sorted()
        return "\(r["fixture"]!) \(r["variant"]!) \(r["status"]!) \(findings)"
      }
    }
    let whole = try keyed("\(dir)/all/report.json")
    // 5 toasts × 2 devices × 2 orientations × 2 states (the toast shown, and its page).
    #expect(whole.count == 5 * 4 * 2)
    #expect(try keyed("\(dir)/merged/report.json") == whole)
    var shardCounts: [Int] = []
    for i in 1...3 { shardCounts.append(try keyed("\(dir)/s\(i)/report.json").count) }
    #expect(shardCounts == [14, 13, 13])
    // The rules' tallies of the shards add up to the whole run's.
    func tallies(_ path: String) throws -> [String: [String: Int]] {
      let report =
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        as! [String: Any]
      return report["rules"] as! [String: [String: Int]]
    }
    let wholeTallies = try tallies("\(dir)/all/report.json")
    #expect(try tallies("\(dir)/merged/report.json") == wholeTallies)
    // Each of the 20 toast variants is one toast presentation the timing rules check.
    #expect(wholeTallies["timing.toast-no-exit"] == ["checked": 20, "passed": 20, "incomplete": 0])

    // JUnit: one testcase per variant; SARIF 2.1.0 with one result per rule, fixture and element.
    let junit = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/merged/junit.xml"))
    final class Counter: NSObject, XMLParserDelegate {
      var cases = 0, failures = 0
      func parser(
        _ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
      ) {
        if e == "testcase" { cases += 1 }
        if e == "failure" { failures += 1 }
      }
    }
    let counter = Counter()
    let parser = XMLParser(data: junit)
    parser.delegate = counter
    #expect(parser.parse())
    #expect(counter.cases == 40 && counter.failures == 0)
    let sarif =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/merged/popshot.sarif")))
      as! [String: Any]
    #expect(sarif["version"] as? String == "2.1.0")
    let run = (sarif["runs"] as! [[String: Any]])[0]
    let results = run["results"] as! [[String: Any]]
    let totalFindings = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/all/report.json")))
    let expected = Set(
      ((totalFindings as! [String: Any])["results"] as! [[String: Any]]).flatMap {
        ($0["findings"] as! [[String: Any]]).map {
          "\($0["rule"]!)|\($0["fixture"]!)|\($0["element"]!)"
        }
      })
    #expect(results.count == expected.count && expected.count > 0)
    let rules =
      ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
    // Every audit rule, the snapshot difference and the variant that could not be checked.
    #expect(
      rules.compactMap { $0["id"] as? String }
        == AuditRule.all.map(\.id.rawValue) + ["snapshot.diff", "snapshot.error"])
  }

  @Test func listAndVersion() throws {
    let devices = try popshot(["list", "devices"])
    #expect(devices.code == 0 && devices.stdout.contains("iphone-15\tiPhone 15\t393×852 pt @3x"))
    // One line per rule, its id first, in report order.
    let ruleLines = try popshot(["list", "rules"]).stdout.split(separator: "\n")
    #expect(ruleLines.map { String($0.prefix { $0 != "\t" }) } == AuditRule.all.map(\.id.rawValue))
    // A seed named with a tab and a terminal escape is printed escaped, in its one column.
    let dir = try temporaryDirectory()
    try #"{"seed": "a\tb\u001b[31m", "page": {"view": {"text": "Hi"}}}"#
      .write(toFile: "\(dir)/odd.json", atomically: false, encoding: .utf8)
    let odd = try popshot(["list", "fixtures", "--fixtures", dir])
    #expect(odd.code == 0 && odd.stdout == "odd\ta\\u{9}b\\u{1B}[31m\n")
    #expect(try popshot(["--version"]).stdout.hasPrefix("popshot 0.1.0 (popshot-renderer 1;"))
    let help = try popshot(["check", "--help"])
    #expect(
      help.code == 0 && help.stdout.contains("--shard <i/n>")
        && help.stdout.contains("--fail-on <level>"))
  }
}
