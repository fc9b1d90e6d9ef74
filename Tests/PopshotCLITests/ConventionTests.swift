// The command line in swift-argument-parser's look: OVERVIEW/USAGE/ARGUMENTS/OPTIONS with every
// default, a help subcommand, short flags, NO_COLOR, and text sizes by their short names.
import Foundation
import PopshotTestSupport
import Testing

@Suite(.serialized, .removesTemporaryFolders) struct ConventionTests {
  @Test func helpSections() throws {
    let check = try popshot(["help", "check"])
    #expect(check.code == 0)
    #expect(check.stdout == (try popshot(["check", "--help"])).stdout)
    #expect(check.stdout == (try popshot(["check", "-h"])).stdout)
    let lines = check.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("OVERVIEW: ") == true)
    #expect(lines.contains("USAGE: popshot check [<options>]"))
    #expect(lines.contains("OPTIONS:"))
    // Every option that takes a value shows its default.
    var option = ""
    var options: [String: String] = [:]
    for line in lines.drop(while: { $0 != "OPTIONS:" }).dropFirst() where !line.isEmpty {
      if line.hasPrefix("  -") {
        option = String(line.dropFirst(2).prefix { $0 != " " || false })
        options[option] = String(line)
      } else {
        options[option, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    for (name, text) in options where text.contains("<") {
      #expect(text.contains("(default: "), "\(name)")
    }
    #expect(options["-o,"]?.contains("-o, --out <dir>") == true)
    #expect(options["-j,"]?.contains("(default: all cores)") == true)
    for short in ["-q, --quiet", "-v, --verbose", "-h, --help"] {
      #expect(check.stdout.contains(short))
    }
    let report = try popshot(["help", "report"])
    #expect(report.stdout.contains("USAGE: popshot report [<file>] [<options>]"))
    #expect(report.stdout.contains("ARGUMENTS:\n  <file> "))
    let main = try popshot(["help"])
    #expect(main.code == 0 && main.stdout.contains("SUBCOMMANDS:\n  check "))
    #expect(main.stdout == (try popshot(["--help"])).stdout)
  }

  @Test func shortFlagsAndTextSizeAliases() throws {
    let out = try temporaryDirectory()
    let r = try popshot([
      "audit", "--fixture", "toast-error", "--device", "iphone-15", "--orientation", "portrait",
      "--state", "default", "--text-size", "ax3,L,accessibility1", "-q", "-j", "1", "-o", out,
      "--fail-on", "never",
      "--format", "json",
    ])
    #expect(r.code == 0, "\(r.stderr)")
    #expect(r.stderr.isEmpty)  // -q: no progress
    let report =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: "\(out)/report.json"))) as! [String: Any]
    let variants = (report["results"] as! [[String: Any]]).map { $0["variant"] as! String }
    #expect(variants == ["iphone-15.portrait", "iphone-15.portrait.AX1", "iphone-15.portrait.AX3"])
    let verbose = try popshot(
      ["audit"] + oneToast + ["-v", "-o", out, "--fail-on", "never"])
    #expect(verbose.stdout.contains("toast-error iphone-15.portrait  rendered"))
  }

  /// Colour on a terminal, none with NO_COLOR (run under script(1) for a terminal).
  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
  func noColor() throws {
    let out = try temporaryDirectory()
    let binary = cliRoot.appendingPathComponent(".build/debug/popshot").path
    func run(_ env: [String: String]) throws -> String {
      let p = Process()
      p.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      p.arguments = [
        "-qec",
        "\(binary) audit --fixture toast-error --device iphone-15 --orientation portrait "
          + "--fail-on never -o \(out)", "/dev/null",
      ]
      p.currentDirectoryURL = cliRoot
      var environment = ProcessInfo.processInfo.environment
      environment["CI"] = nil
      environment["NO_COLOR"] = nil
      for (k, v) in env { environment[k] = v }
      p.environment = environment
      let pipe = Pipe()
      p.standardOutput = pipe
      p.standardInput = FileHandle.nullDevice
      try p.run()
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      p.waitUntilExit()
      return String(decoding: data, as: UTF8.self)
    }
    let colored = try run([:])
    #expect(colored.contains("\u{1B}[31merror\u{1B}[0m"))
    let plain = try run(["NO_COLOR": "1"])
    #expect(plain.contains("error target.size") && !plain.contains("\u{1B}[3"))
  }
}
