// popshot doctor's classifier on a package made here and a build log written by hand in the
// compiler's format (what Swift 6.3 prints for these files on Linux), and the harness it writes
// for a package that does not depend on Popshot. The real build (which builds Popshot itself,
// minutes) is left to a manual check.
import Foundation
import PopshotTestSupport
import Testing

@testable import PopshotRun

@Suite(.removesTemporaryFolders) struct DoctorTests {
  /// A package of one target, Kit, with a file for each of doctor's causes.
  func makePackage() throws -> String {
    let dir = try temporaryFolder("popshot-doctor")
    let kit = "\(dir)/Sources/Kit"
    try FileManager.default.createDirectory(
      atPath: "\(kit)/Resources", withIntermediateDirectories: true)
    let files = [
      "Package.swift": """
      // swift-tools-version:5.9
      import PackageDescription
      let package = Package(name: "Kit", targets: [.target(name: "Kit")])
      """,
      "Sources/Kit/Log.swift": """
      import Foundation
      import os

      let logger = Logger(subsystem: "kit", category: "ui")
      """,
      "Sources/Kit/Host.swift": """
      import SwiftUI

      final class Host: UIHostingController<Text> {
        @objc func tapped() {}
      }
      """,
      "Sources/Kit/Haptics.swift": """
      #if os(iOS)
        import UIKit
        func haptic() {}
      #endif
      """,
      "Sources/Kit/Card.swift": """
      import SwiftUI

      struct Card: View {
        var body: some View {
          ContentUnavailableView("None", systemImage: "tray")
            .onAppear { haptic() }
        }
      }
      let logo = Bundle.module.url(forResource: "logo", withExtension: "png")
      """,
      "Sources/Kit/Model.swift": """
      import Foundation
      final class Model: ObservableObject {
        @Published var count = 0
      }
      """,
      "Sources/Kit/Resources/logo.png": "",
    ]
    for (path, text) in files {
      try text.write(toFile: "\(dir)/\(path)", atomically: true, encoding: .utf8)
    }
    return dir
  }

  /// The log `swift build` prints for the package, errors repeated as the compiler repeats
  /// them for each file it compiles, with a note and a warning doctor skips.
  func log(_ dir: String) -> String {
    let k = "\(dir)/Sources/Kit"
    return """
      Building for debugging...
      error: emit-module command failed with exit code 1 (use -v to see invocation)
      \(k)/Log.swift:2:8: error: no such module 'os'
      1 | import Foundation
      2 | import os
        |        `- error: no such module 'os'
      3 |
      [3/8] Compiling Kit Card.swift
      \(k)/Log.swift:2:8: error: no such module 'os'
      \(k)/Host.swift:4:4: error: Objective-C interoperability is disabled
      2 |
      3 | final class Host: UIHostingController<Text> {
      4 |   @objc func tapped() {}
        |    `- error: Objective-C interoperability is disabled
      \(k)/Card.swift:5:5: error: cannot find 'ContentUnavailableView' in scope
      \(k)/Card.swift:6:19: error: cannot find 'haptic' in scope
      \(k)/Card.swift:9:19: error: type 'Bundle' has no member 'module'
      \(k)/Card.swift:9:19: note: did you mean 'main'?
      \(k)/Model.swift:2:20: error: cannot find type 'ObservableObject' in scope
      \(k)/Model.swift:3:4: error: unknown attribute 'Published'
      \(k)/Model.swift:3:14: warning: var 'count' was never mutated
      \(k)/Card.swift:6:8: error: value of type 'ContentUnavailableView' has no member 'onAppear'

      """
  }

  func report(_ dir: String) -> DoctorReport {
    let log = BuildLog(log(dir))
    let context = DoctorContext(
      sources: TargetSources.read(folder: "\(dir)/Sources/Kit"), quotedLines: log.quotedLines,
      packageFolder: dir, targetFolder: "\(dir)/Sources/Kit")
    return DoctorReport(log: log, context: context)
  }

  @Test func parsesEachErrorOnceAndSkipsNotesAndWarnings() throws {
    let dir = try makePackage()
    let log = BuildLog(log(dir))
    // Nine error lines, one the repeat of the first.
    #expect(log.errors.count == 8)
    #expect(log.hasErrors)
    #expect(
      log.errors[0]
        == CompilerDiagnostic(
          file: "\(dir)/Sources/Kit/Log.swift", line: 2, column: 8,
          message: "no such module 'os'"))
    #expect(log.quotedLines["\(dir)/Sources/Kit/Host.swift"]?[4] == "  @objc func tapped() {}")
    #expect(!BuildLog("Building for debugging...\nBuild complete!\n").hasErrors)
  }

  @Test func classifiesEveryError() throws {
    let dir = try makePackage()
    let found = report(dir).findings.map {
      (
        "\(($0.diagnostic.file as NSString).lastPathComponent):\($0.diagnostic.line)",
        $0.group, $0.rule, $0.editFile.map { ($0 as NSString).lastPathComponent }, $0.symbol
      )
    }
    let expected: [(String, DoctorGroup, String, String?, String?)] = [
      ("Log.swift:2", .linuxForbids, "apple-only-module", "Log.swift", nil),
      ("Host.swift:4", .linuxForbids, "objective-c", "Host.swift", nil),
      ("Card.swift:5", .popshotLacks, "popshot-lacks-name", nil, "ContentUnavailableView"),
      ("Card.swift:6", .linuxForbids, "ios-only-declaration", "Haptics.swift", nil),
      ("Card.swift:9", .linuxForbids, "bundle-module", "Package.swift", nil),
      ("Model.swift:2", .linuxForbids, "combine-import", "Model.swift", nil),
      ("Model.swift:3", .linuxForbids, "combine-import", "Model.swift", nil),
      (
        "Card.swift:6", .popshotLacks, "popshot-lacks-member", nil,
        "ContentUnavailableView.onAppear"
      ),
    ]
    #expect(found.count == expected.count)
    for (f, e) in zip(found, expected) {
      #expect(f.0 == e.0 && f.1 == e.1 && f.2 == e.2 && f.3 == e.3 && f.4 == e.4, "\(f) ≠ \(e)")
    }
  }

  @Test func namesTheEdits() throws {
    let dir = try makePackage()
    let edits = report(dir).findings(.linuxForbids).map { $0.edit ?? "" }
    #expect(edits[0] == "wrap `import os` and its uses (lines 4) in `#if canImport(os)` … `#endif`")
    #expect(edits[1].hasPrefix("wrap the `@objc` declaration in `#if canImport(ObjectiveC)`"))
    #expect(
      edits[2]
        == "`haptic` is declared under `#if os(iOS)` (Haptics.swift:1): make it "
        + "`#if os(iOS) || os(Linux)`")
    #expect(
      edits[3]
        == "declare the target's resources in Package.swift: `resources: [.process(\"Resources\")]` "
        + "in its `.target(…)`")
    #expect(edits[4].hasPrefix("add `import Combine`"))
  }

  @Test func endsWithTheCounts() throws {
    let dir = try makePackage()
    let text = report(dir).text
    // Log, Host, Haptics (its #if), Package.swift (resources), Model.
    #expect(text.hasSuffix("5 files need edits\n2 symbols Popshot lacks\n"))
    #expect(text.hasPrefix("Linux forbids (edit the package):\n  Sources/Kit/Log.swift\n    2: "))
    #expect(text.contains("    5: ContentUnavailableView (cannot find 'ContentUnavailableView'"))
    #expect(text.contains("      → `haptic` is declared under `#if os(iOS)` (Haptics.swift:1)"))
    #expect(text.contains(" [in Sources/Kit/Haptics.swift]\n"))
  }

  @Test func jsonHasTheSameFacts() throws {
    let dir = try makePackage()
    let data = Data(report(dir).json.utf8)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["builds"] as? Bool == false)
    #expect((object["linuxForbids"] as? [Any])?.count == 6)
    #expect(
      object["filesNeedingEdits"] as? [String] == [
        "Package.swift", "Sources/Kit/Haptics.swift", "Sources/Kit/Host.swift",
        "Sources/Kit/Log.swift", "Sources/Kit/Model.swift",
      ])
    #expect(
      object["symbolsPopshotLacks"] as? [String] == [
        "ContentUnavailableView", "ContentUnavailableView.onAppear",
      ])
  }

  @Test func aCoreGraphicsImportFallsBackToFoundation() {
    let d = CompilerDiagnostic(
      file: "/p/A.swift", line: 1, column: 8, message: "no such module 'CoreGraphics'")
    let context = DoctorContext(
      sources: TargetSources(files: ["/p/A.swift": "import CoreGraphics\nlet x: CGFloat = 1\n"]),
      packageFolder: "/p")
    let f = DoctorRule.classify(d, context)
    #expect(f.group == .linuxForbids)
    #expect(
      f.edit?.hasPrefix(
        "replace `import CoreGraphics` with `#if canImport(CoreGraphics)` `import CoreGraphics` "
          + "`#else` `import Foundation` `#endif`") == true)
  }

  @Test func callsAndMembersNameTheAppleSymbol() {
    func classify(_ message: String, _ line: String, column: Int) -> DoctorFinding {
      let d = CompilerDiagnostic(file: "/p/A.swift", line: 2, column: column, message: message)
      let context = DoctorContext(
        sources: TargetSources(files: ["/p/A.swift": "import SwiftUI\n\(line)\n"]),
        packageFolder: "/p")
      return DoctorRule.classify(d, context)
    }
    #expect(
      classify(
        "incorrect argument label in call (have 'named:in:with:', expected 'named:in:compatibleWith:')",
        "let i = UIImage(named: \"a\", in: nil, with: nil)", column: 16
      ).symbol == "UIImage(named:in:with:)")
    #expect(
      classify("value of type 'some View' has no member 'accessibility'", "x", column: 1).symbol
        == "View.accessibility")
    #expect(
      classify("type 'NSAttributedString.Key' has no member 'font'", "x", column: 1).symbol
        == "NSAttributedString.Key.font")
    #expect(classify("cannot find 'CAShapeLayer' in scope", "x", column: 1).group == .linuxForbids)
    // Darwin's constants and Apple's Foundation additions (seen in public targets, issue 44).
    for name in ["NSEC_PER_MSEC", "LocalizedStringResource", "CGPathElement"] {
      #expect(
        classify("cannot find '\(name)' in scope", "x", column: 1).group == .linuxForbids, "\(name)"
      )
    }
    #expect(classify("cannot find 'myHelper' in scope", "x", column: 1).group == .unclassified)
  }

  @Test func harnessManifestPointsAtTheTargetAndDependsOnPopshot() {
    let target = DoctorTarget(
      name: "Kit", folder: "/work/pkg/Sources/Kit", languageMode: "5",
      resources: [.init(rule: "process", path: "Resources")], exclude: ["README.md"])
    #expect(
      DoctorHarness.manifest(target, popshot: "/opt/popshot") == """
        // swift-tools-version:6.0
        // Written by `popshot doctor`: Kit built on Linux against Popshot. Safe to delete.
        import PackageDescription

        let package = Package(
          name: "PopshotDoctor",
          dependencies: [.package(name: "Popshot", path: "/opt/popshot")],
          targets: [
            .target(
              name: "Kit",
              dependencies: [
                .product(name: "SwiftUI", package: "Popshot"),
                .product(name: "UIKit", package: "Popshot"),
                .product(name: "PopshotUI", package: "Popshot"),
              ],
              path: "Sources/Kit",
              exclude: ["README.md"],
              resources: [.process("Resources")],
              swiftSettings: [.swiftLanguageMode(.v5)]
            )
          ]
        )

        """)
  }

  @Test func readsTheTargetFromTheManifestAndWritesTheHarnessInsideThePackage() throws {
    let dir = try makePackage()
    let target = try DoctorHarness.target(package: dir, name: nil)
    #expect(
      target
        == DoctorTarget(
          name: "Kit", folder: "\(dir)/Sources/Kit", languageMode: "5", dependsOnPopshot: false))
    let harness = try DoctorHarness.write(target, package: dir, popshot: "/opt/popshot")
    #expect(harness == "\(dir)/.build/popshot-doctor")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: "\(harness)/Sources/Kit")
        == "\(dir)/Sources/Kit")
    let manifest = try String(contentsOfFile: "\(harness)/Package.swift", encoding: .utf8)
    #expect(manifest == DoctorHarness.manifest(target, popshot: "/opt/popshot"))
    #expect(throws: Failure.self) { try DoctorHarness.target(package: dir, name: "Kat") }
  }
}
