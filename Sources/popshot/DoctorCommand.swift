// `popshot doctor --package DIR`: builds a package's target for Linux against Popshot (or reads
// a build log with --log) and explains every error: what Linux forbids, with the edit, and what
// Popshot lacks, with the symbol (PopshotRun's DoctorRule). Exit 0 when the target builds, 1
// when it does not, 64 usage, 65 a package, target or log that cannot be read, 70 a harness that
// cannot be written.
import Foundation
import PopshotRun

struct DoctorCommand: CommandRunner {
  /// doctor's output formats.
  enum Format: String, CaseIterable {
    case text, json
  }

  let name = "doctor"
  let abstract = "Build a package's target on Linux against Popshot and explain every error."
  let options = [
    OptionSpec(
      key: .package, value: "dir", help: "The package (the folder holding Package.swift).",
      defaultValue: "."),
    OptionSpec(
      key: .target, value: "name", help: "The library target to build.",
      defaultDescription: "the package's only target"),
    OptionSpec(
      key: .log, value: "file",
      help: "Explain this build log's errors instead of building (`swift build 2>&1 | tee FILE`).",
      defaultDescription: "build"),
    OptionSpec(
      key: .popshot, value: "dir",
      help: "The Popshot checkout a package that does not depend on Popshot is built against.",
      defaultDescription: "the checkout holding this popshot"),
    OptionSpec(
      key: .format, value: "format", help: "\(alternatives(Format.allCases.map(\.rawValue))).",
      defaultValue: Format.text.rawValue),
  ]

  func run(_ p: Parsed) throws -> Int32 {
    let formatName = p.value(.format)!
    guard let format = Format(rawValue: formatName) else {
      let known = Format.allCases.map(\.rawValue)
      throw UsageError(
        message: "\(OptionKey.format) takes \(alternatives(known)), not '\(formatName)'"
          + nearestName(formatName, known))
    }
    let package = URL(fileURLWithPath: p.value(.package)!).standardizedFileURL.path
    guard FileManager.default.fileExists(atPath: "\(package)/Package.swift") else {
      throw Failure(code: Exit.badInput, message: "\(package): no Package.swift")
    }
    let log: BuildLog
    let builds: Bool?
    let targetFolder: String
    if let file = p.value(.log) {
      guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
        throw Failure(code: Exit.badInput, message: "\(file): cannot read the build log")
      }
      log = BuildLog(text)
      builds = nil
      // A log names its files: the target's folder is read for `#if os(iOS)` declarations
      // (all of Sources/ without --target), with no manifest to evaluate.
      targetFolder = p.value(.target).map { "\(package)/Sources/\($0)" } ?? "\(package)/Sources"
    } else {
      let target = try DoctorHarness.target(package: package, name: p.value(.target))
      targetFolder = target.folder
      let buildFolder: String
      if target.dependsOnPopshot {
        buildFolder = package
      } else {
        let executable = Bundle.main.executableURL?.path ?? CommandLine.arguments[0]
        guard let popshot = p.value(.popshot) ?? DoctorHarness.checkout(holding: executable) else {
          throw UsageError(
            message: "no Popshot checkout holds this popshot; name one with \(OptionKey.popshot)")
        }
        let absolute = URL(fileURLWithPath: popshot).standardizedFileURL.path
        buildFolder = try DoctorHarness.write(target, package: package, popshot: absolute)
      }
      stderr("popshot: building \(target.name) in \(buildFolder) (the first build takes minutes)")
      let (status, output) = DoctorHarness.build(package: buildFolder, target: target.name)
      // The harness's link back to the target folder is the package's own path in the report.
      let link = "\(buildFolder)/Sources/\(target.name)/"
      log = BuildLog(output.replacingOccurrences(of: link, with: "\(target.folder)/"))
      builds = status == 0
    }
    let context = DoctorContext(
      sources: TargetSources.read(folder: targetFolder), quotedLines: log.quotedLines,
      packageFolder: package, targetFolder: targetFolder)
    let report = DoctorReport(log: log, context: context, builds: builds)
    print(format == .json ? report.json : report.text, terminator: "")
    return report.builds ? Exit.clean : Exit.failed
  }
}
