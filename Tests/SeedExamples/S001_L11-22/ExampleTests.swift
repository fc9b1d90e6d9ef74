// S001_L11-22: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS001_L11_22Tests {
  @Test func drawsWhatTheFixtureDraws() throws {
    let results = try compare(
      ContentView(), withFixture: "sheet-medium-fraction-large", state: "medium", opening: .sheet)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }

  /// presenting: .each renders the page and each presentation its tree attaches, opened.
  @Test func eachPresentationIsOpenedInTurn() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popshot-each-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let failures = verifySnapshots(
      of: Scene(name: "seed", page: ContentView()), variants: [.iPhone15], named: "each",
      presenting: .each, mode: .all, directory: root.path)
    #expect(failures.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(names == ["each", "each.sheet@button"])
  }
}
