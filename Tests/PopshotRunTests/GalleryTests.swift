import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotReport
import PopshotRun
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotTestSupport
import Testing

/// Sizes of the files under `dir`, by path relative to it.
func fileSizes(_ dir: String) -> [String: Int] {
  var out: [String: Int] = [:]
  let fm = FileManager.default
  for case let path as String in fm.enumerator(atPath: dir)?.allObjects ?? [] {
    var isDir: ObjCBool = false
    if fm.fileExists(atPath: "\(dir)/\(path)", isDirectory: &isDir), !isDir.boolValue {
      out[path] = (try? fm.attributesOfItem(atPath: "\(dir)/\(path)")[.size] as? Int) ?? 0
    }
  }
  return out
}

/// Every src and href attribute value of a page.
func urls(_ html: String) -> [String] {
  var out: [String] = []
  for attr in ["src=\"", "href=\""] {
    var rest = html[...]
    while let r = rest.range(of: attr) {
      let tail = rest[r.upperBound...]
      let end = tail.firstIndex(of: "\"") ?? tail.endIndex
      out.append(String(tail[..<end]))
      rest = tail[end...]
    }
  }
  return out
}

@Suite(.removesTemporaryFolders) struct GalleryTests {
  /// The page's style sheet and script are the files in Sources/PopshotReport/Resources, as
  /// they are, less each file's final newline, between their tags.
  @Test func styleAndScriptComeFromTheResourceFiles() throws {
    let resources = "\(root)/Sources/PopshotReport/Resources"
    let css = try String(contentsOfFile: "\(resources)/gallery.css", encoding: .utf8)
    let script = try String(contentsOfFile: "\(resources)/gallery.js", encoding: .utf8)
    #expect(css.hasSuffix("}\n") && script.hasSuffix("})();\n"))
    let report = CheckReport(
      tool: "t", profile: "hig", failOn: .error, shard: "1/1", results: [], seconds: 0)
    let html = try HTMLReport.page(report, images: [])
    #expect(html.contains("<style>\(css.dropLast())</style></head>"))
    #expect(html.contains("<script>\(script.dropLast())</script></body></html>\n"))
    #expect(html.components(separatedBy: "<style>").count == 2)
    #expect(html.components(separatedBy: "<script>").count == 2)
  }

  /// The seed toast with its title changed and moved 4 pt up, on an iPhone 15 in portrait, checked
  /// against the committed baselines: its own state differs, its page (the toast not shown) is
  /// unchanged, and both have findings.
  @Test func changedVariantShowsSideBySideAcceptCommandAndFindings() throws {
    let dir = try temporaryDirectory()
    let toast = try String(contentsOfFile: "\(root)/Fixtures/toast-error.json", encoding: .utf8)
      .replacingOccurrences(of: "\"title\": \"Error\"", with: "\"title\": \"Failure\"")
      .replacingOccurrences(of: "\"offset\": 30", with: "\"offset\": 34")
    try toast.write(toFile: "\(dir)/toast-error.json", atomically: false, encoding: .utf8)
    let out = try temporaryDirectory()
    let selection = try RunSelection(
      fixtures: dir, devices: "iphone-15", orientations: "portrait", states: "default,page"
    ).select()
    let plan = RunPlan(
      out: out, writeRenders: true,
      verify: SnapshotVerifier(
        store: BaselineStore(root: "\(root)/Snapshots"), mode: .never, options: .exact,
        artifactsDirectory: "\(out)/failures"),
      auditor: Auditor(config: AuditConfig()))
    let outcomes = Pipeline.run(selection, plan: plan, jobs: 2)
    let report = CheckReport(
      tool: "popshot test", profile: "hig", failOn: .error, shard: "1/1",
      results: outcomes.map(\.result), seconds: 1)
    #expect(report.sorted.map(\.status) == [.failed, .passed])
    #expect(report.sorted.allSatisfy { !$0.findings.isEmpty })
    try writeReports(report, formats: [.html, .htmlSingle], out: out, color: false, verbose: false)

    let html = try String(contentsOfFile: "\(out)/html/index.html", encoding: .utf8)
    #expect(
      html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
    // Failures first: the changed variant's card comes before the page's.
    let changed = try #require(
      html.range(of: "<span class=\"variant-name\">iphone-15.portrait</span>"))
    let page = try #require(
      html.range(of: "<span class=\"variant-name\">iphone-15.portrait.page</span>"))
    #expect(changed.lowerBound < page.lowerBound)
    // Side by side, with the slider and the onion skin.
    for part in [
      "<div class=\"side-by-side portrait\">", "<figcaption>Baseline</figcaption>",
      "<figcaption>Actual</figcaption>", "<figcaption>Diff</figcaption>",
      "<input type=\"range\" class=\"mix\"",
      "<button type=\"button\" class=\"onion\" aria-pressed=\"false\">",
    ] {
      #expect(html.contains(part), "\(part)")
    }
    // What changed, in words, and the command that accepts it.
    #expect(html.contains("<li>toast.title resized from"))
    #expect(html.contains("moved 4 pt up"))
    #expect(html.contains("its text changed from &quot;Error&quot; to &quot;Failure&quot;"))
    let command =
      "popshot record --fixtures \(dir) --snapshots \(root)/Snapshots --fixture toast-error "
      + "--device iphone-15 --orientation portrait --design liquidGlass --state default"
    #expect(html.contains("<code>\(escapeXML(command))</code>"))
    #expect(html.contains("data-copy=\"\(escapeXML(command))\""))
    // Ticked with others, the same command joins one for all of them (the script joins the
    // ticked ones with &&); the panel is hidden until one is ticked.
    #expect(html.contains("class=\"accept-pick\" data-accept=\"\(escapeXML(command))\""))
    #expect(
      html.contains(
        "<section aria-labelledby=\"h-accept\" class=\"accept-all\" id=\"accept-all\" hidden>"))
    #expect(html.contains("var text=cmds.join(' && ');"))
    // A finding in words: title, measured, required, standard, and the JSON that suppresses it.
    #expect(html.contains("<strong>Tap target is too small</strong>"))
    #expect(
      html.contains("<dt>Measured</dt><dd>17.33×15.33 pt</dd><dt>Required</dt><dd>44×44 pt</dd>"))
    #expect(html.contains("Apple HIG: Buttons (44 × 44 pt)"))
    #expect(
      html.contains(
        escapeXML(
          "{\"rule\": \"target.size\", \"fixture\": \"toast-error\", \"element\": \"toast.close\", "
            + "\"reason\": \"…\"}")))
    #expect(html.contains(escapeXML("\"target.size|toast-error|toast.close\"")))

    // Only what changed is copied; the unchanged page and the changed variant's baseline are
    // linked where they are.
    let files = fileSizes("\(out)/html")
    #expect(
      Set(files.keys) == [
        "index.html", "images/toast-error.iphone-15.portrait.page.thumb.png",
        "images/toast-error.iphone-15.portrait.actual.png",
        "images/toast-error.iphone-15.portrait.diff.png",
      ])
    for name in ["iphone-15.portrait.page.png", "iphone-15.portrait.png"] {
      let link = FilePaths.uriPath(
        FilePaths.relative("\(root)/Snapshots/toast-error/\(name)", from: "\(out)/html"))
      #expect(link.hasPrefix("../"))
      #expect(html.contains("\"\(link)\""), "\(link)")
      let resolved = URL(fileURLWithPath: "\(out)/html/\(link.removingPercentEncoding!)")
      #expect(FileManager.default.fileExists(atPath: resolved.standardizedFileURL.path))
    }
    // Every local URL names a file that exists.
    for u in urls(html) where !u.hasPrefix("#") {
      let path = URL(fileURLWithPath: "\(out)/html/\(u.removingPercentEncoding!)").path
      #expect(FileManager.default.fileExists(atPath: path), "\(u)")
    }

    // Size: thumbnails are small enough that the default run's 456 variants stay far under 6 MB,
    // and this run's gallery (two full-size frames copied) is under 1 MB.
    let total = files.values.reduce(0, +)
    #expect(total < 1_000_000, "\(total) bytes")
    let thumbs = files.filter { $0.key.hasSuffix(".thumb.png") }.values
    #expect(thumbs.allSatisfy { $0 < 6_000 }, "\(thumbs)")
    #expect(html.utf8.count < 40_000, "\(html.utf8.count) bytes of HTML for 2 variants")
    // What an unchanged variant with findings costs (its card and its thumbnail), times the
    // default run's 456 variants, stays under 6 MB with room to spare.
    let card = try #require(
      html.components(separatedBy: "<article").first { $0.contains("iphone-15.portrait.page") })
    let perVariant =
      card.utf8.count
      + (try #require(files["images/toast-error.iphone-15.portrait.page.thumb.png"]))
    #expect(perVariant * 456 < 5_000_000, "\(perVariant) bytes per variant")

    // One self-contained file: the unchanged variant's thumbnail and the failing variant's three
    // frames embedded, each once; nothing linked.
    let single = try String(contentsOfFile: "\(out)/gallery.html", encoding: .utf8)
    #expect(single.components(separatedBy: "data:image/png;base64,").count - 1 == 1 + 3)
    #expect(single.components(separatedBy: "data-same=").count - 1 == 3)
    #expect(urls(single).allSatisfy { $0.hasPrefix("#") || $0.hasPrefix("data:image/png;base64,") })
    #expect(single.contains("<code>\(escapeXML(command))</code>"))
  }

  /// A name holding `#`, `%`, `<`, `"` (which fixture files may not have, but a report may) is
  /// percent-encoded in every URL and escaped in every attribute and text.
  @Test func awkwardNamesAreEncodedAndEscaped() throws {
    let fixture = "a#b%c<d\"e 'f&"
    let variant = "iphone-15.portrait.x#y%z<\"w"
    let dir = try temporaryDirectory()
    let snapshots = "\(dir)/snap"
    let baseline = "\(snapshots)/\(fixture)/\(variant).png"
    try FileManager.default.createDirectory(
      atPath: "\(snapshots)/\(fixture)", withIntermediateDirectories: true)
    try PNGCodec.write(
      try Pixmap(width: 393, height: 852, filledWith: .init(packed: 0xFF80_8080)), to: baseline)
    var row = VariantResult(
      fixture: fixture, variant: variant, file: "Fixtures/\(fixture).json", status: .passed,
      baseline: baseline, width: 393, height: 852)
    var awkward = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
    awkward.state = "x#y%z<\"w"
    row.fields = VariantFields(awkward)
    // Finding has no public memberwise initializer: decoded as a report holds it.
    let finding: [String: Any] = [
      "rule": "target.size", "severity": "error", "fixture": fixture, "variant": variant,
      "element": "b<\"#%", "label": "x\"<y",
      "frame": ["origin": ["x": 10, "y": 10], "size": ["width": 20, "height": 20]],
      "measured": "20×20 pt", "required": "44×44 pt", "standard": "WCAG <2.5.8>",
      "message": "the tap target is \"small\"",
    ]
    row.findings = [
      try JSONDecoder().decode(
        Finding.self, from: try JSONSerialization.data(withJSONObject: finding))
    ]
    var failed = VariantResult(
      fixture: fixture, variant: "iphone-15.landscape", file: "Fixtures/\(fixture).json",
      status: .failed, message: "\(baseline): 3 pixels differ", baseline: baseline,
      actual: baseline, diff: baseline, width: 852, height: 393)
    failed.findings = []
    failed.fields = VariantFields(
      Variant(device: Device.named("iphone-15")!, orientation: .landscape))
    let report = CheckReport(
      tool: "t", profile: "hig", failOn: .error, shard: "1/1", results: [row, failed], seconds: 0)
    try HTMLReport.write(report, to: "\(dir)/out/html")
    let html = try String(contentsOfFile: "\(dir)/out/html/index.html", encoding: .utf8)
    let encodedFixture = "a%23b%25c%3Cd%22e%20%27f%26"
    #expect(
      html.contains(
        "src=\"images/\(encodedFixture).iphone-15.portrait.x%23y%25z%3C%22w.thumb.png\""))
    #expect(
      html.contains(
        "href=\"../../snap/\(encodedFixture)/iphone-15.portrait.x%23y%25z%3C%22w.png\""))
    #expect(html.contains("href=\"#fixture=\(encodedFixture)&amp;device=iphone-15\""))
    #expect(
      FileManager.default.fileExists(
        atPath: "\(dir)/out/html/images/\(fixture).iphone-15.portrait.x#y%z<\"w.thumb.png"))
    for u in urls(html) {
      let body = u.hasPrefix("#") ? String(u.dropFirst()) : u
      #expect(!body.contains("#") && !body.contains("<") && !body.contains(" "), "\(u)")
      // Every % starts an escape.
      let parts = body.components(separatedBy: "%").dropFirst()
      #expect(parts.allSatisfy { $0.prefix(2).allSatisfy(\.isHexDigit) && $0.count >= 2 }, "\(u)")
    }
    // Outside the script, no raw name is left: every `<` opens a tag, every attribute is quoted
    // and escaped.
    let markup = html.components(separatedBy: "<script>")[0]
    #expect(!markup.contains(fixture) && !markup.contains("x#y%z<"))
    #expect(markup.contains("data-fixture=\"a#b%c&lt;d&quot;e &#39;f&amp;\""))
    #expect(markup.contains("data-state=\"x#y%z&lt;&quot;w\""))
    #expect(markup.contains("“x&quot;&lt;y” (b&lt;&quot;#%)"))
    #expect(markup.contains("<option value=\"a#b%c&lt;d&quot;e &#39;f&amp;\">"))
    var inTag = false
    var quote = false
    for c in markup {
      if inTag {
        if c == "\"" {
          quote.toggle()
        } else if c == "<" && quote {
          Issue.record("a raw < inside an attribute")
        } else if c == ">" && !quote {
          inTag = false
        }
      } else if c == "<" {
        inTag = true
      }
    }
    #expect(!inTag && !quote)
  }
}
