// The gallery's accept command read back by the command line's own parser: pasted into a shell,
// each variant's command selects that variant and nothing else.
import Foundation
import PopshotReport
import PopshotRun
import PopshotTestSupport
import Testing

@testable import popshot

@Suite(.removesTemporaryFolders) struct AcceptCommandTests {
  /// A fixtures folder whose name needs quoting, holding a sheet with two detents (states
  /// medium, large and page), a toast (states default and page), and the toast again with its
  /// design pinned to classic (`"design"`), which a run can still draw in Liquid Glass.
  func fixtures() throws -> String {
    let dir = try temporaryDirectory() + "/my fixtures"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    for name in ["sheet-medium-large", "toast-error"] {
      try FileManager.default.copyItem(
        atPath: cliRoot.appendingPathComponent("Fixtures/\(name).json").path,
        toPath: "\(dir)/\(name).json")
    }
    var pinned = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: URL(fileURLWithPath: "\(dir)/toast-error.json"))) as? [String: Any])
    pinned["design"] = "classic"
    try JSONSerialization.data(withJSONObject: pinned).write(
      to: URL(fileURLWithPath: "\(dir)/toast-classic.json"))
    return dir
  }

  /// The words a POSIX shell makes of `command`, after `popshot record`.
  func words(_ command: String) throws -> [String] {
    let split = try runProcess(
      "/bin/sh", ["-c", "set -- \(command); shift 2; printf '%s\\0' \"$@\""])
    #expect(split.code == 0 && command.hasPrefix("popshot record "), "\(command)")
    return split.stdout.split(separator: "\0").map(String.init)
  }

  /// The jobs `record` selects with `args`.
  func recorded(_ args: [String]) throws -> Selection {
    try select(try parse(RecordCommand(), args))
  }

  @Test(arguments: [
    // Every appearance, text size, design, direction and state of two devices.
    [
      "--device", "iphone-se-3,ipad-air-11", "--orientation", "all", "--appearance", "all",
      "--text-size", "large,AX3", "--design", "all", "--layout-direction", "all",
    ],
    // Every setting on, no chrome, in a locale.
    [
      "--device", "iphone-15", "--orientation", "landscape", "--reduce-transparency",
      "--bold-text", "--increase-contrast", "--differentiate-without-color", "--reduce-motion",
      "--no-chrome", "--locale", "pt-BR", "--layout-direction", "rtl",
    ],
  ])
  func selectsItsVariantAlone(_ options: [String]) throws {
    let dir = try fixtures()
    let snapshots = try temporaryDirectory() + "/baselines"
    let run = try recorded(["--fixtures", dir, "--state", "all"] + options)
    #expect(run.jobs.count > 1)
    for job in run.jobs {
      var row = VariantResult(
        fixture: job.scene.name, variant: job.variant.name, file: run.files[job.scene.name]!,
        status: .failed, baseline: "\(snapshots)/\(job.scene.name)/\(job.variant.name).png")
      row.fields = VariantFields(job.variant)
      let command = try #require(GalleryText.acceptCommand(row))
      let args = try words(command)
      // Every option it names is the parser's.
      #expect(
        args.filter { $0.hasPrefix("--") }.allSatisfy { OptionKey(rawValue: $0) != nil },
        "\(command)")
      let parsed = try parse(RecordCommand(), args)
      #expect(parsed.value(.fixtures) == dir && parsed.value(.snapshots) == snapshots)
      let again = try recorded(args)
      #expect(again.jobs.count == 1, "\(command)")
      let one = try #require(again.jobs.first)
      #expect(one.scene.name == row.fixture && one.variant.name == row.variant, "\(command)")
      #expect(VariantFields(one.variant) == row.fields, "\(command)")
    }
  }

  /// The CLI's option names are PopshotReport's, the type the gallery builds commands with.
  @Test func theCommandLineNamesItsOptionsWithTheReportsType() {
    #expect(OptionKey.self == CommandLineOption.self)
    #expect(OptionKey.layoutDirection.description == "--layout-direction")
  }
}
