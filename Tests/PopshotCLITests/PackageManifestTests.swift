// Package.swift declares every module of this package that a target imports, so that a target's
// build never leans on another target having pulled a module in.
import Foundation
import PopshotTestSupport
import Testing

@Suite struct PackageManifestTests {
  let root = repositoryRoot

  /// Each `.target`/`.executableTarget`/`.macro`/`.systemLibrary` name and its dependencies.
  func manifest() throws -> [String: Set<String>] {
    let text = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let target = try Regex(
      #"\.(?:target|executableTarget|macro|systemLibrary)\(\s*name:\s*"([^"]+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?"#
    )
    var out: [String: Set<String>] = [:]
    for m in text.matches(of: target) {
      let name = String(m.output[1].substring ?? "")
      let deps = (m.output[2].substring.map(String.init) ?? "").matches(of: /"([^"]+)"/)
        .map { String($0.output.1) }
      out[name] = Set(deps)
    }
    return out
  }

  @Test func everyImportedModuleIsDeclared() throws {
    let targets = try manifest()
    #expect(targets["PopshotUI"]?.contains("PopshotText") == true)
    let importLine = /^\s*(?:@testable\s+)?import\s+([A-Za-z_]+)/.anchorsMatchLineEndings()
    for (name, deps) in targets {
      let dir = root.appendingPathComponent("Sources").appendingPathComponent(name)
      guard let files = FileManager.default.enumerator(atPath: dir.path) else { continue }
      var imported: Set<String> = []
      for case let file as String in files where file.hasSuffix(".swift") {
        let text = try String(
          contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
        for m in text.matches(of: importLine) { imported.insert(String(m.output.1)) }
      }
      let local = imported.filter { targets[$0] != nil && $0 != name }
      #expect(local.isSubset(of: deps), "\(name) imports \(local.subtracting(deps).sorted())")
    }
  }
}
