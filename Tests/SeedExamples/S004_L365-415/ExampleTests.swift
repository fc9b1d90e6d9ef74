// S004_L365-415: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS004_L365_415Tests {
  /// The page: two purple buttons in a NavigationView whose title is attached outside it, so the
  /// bar shows no title.
  @Test func pageIsTheFixture() throws {
    let results = try compare(TestView(), withFixture: "modal-buttons-page")
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }

  @Test func sheetIsTheFixture() throws {
    let results = try compare(TestView(), withFixture: "half-screen-sheet", opening: .sheet)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }

  @Test func coverIsTheFixture() throws {
    let results = try compare(
      TestView(), withFixture: "full-screen-cover", opening: .fullScreenCover)
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }

  /// The title attached outside the NavigationView titles nothing.
  @Test func titleOutsideTheNavigationViewShowsNothing() throws {
    let r = try layout(TestView())
    #expect(r.semantics.elements.first { $0.id == "navigationbar.title" }?.label == "")
  }

  /// presenting: .each renders the page and each presentation its tree attaches, opened.
  @Test func eachPresentationIsOpenedInTurn() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popshot-each-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let failures = verifySnapshots(
      of: Scene(name: "seed", page: TestView()), variants: [.iPhone15], named: "each",
      presenting: .each, mode: .all, directory: root.path)
    #expect(failures.isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(names == ["each", "each.fullScreenCover@vstack-shape", "each.sheet@vstack-shape"])
  }
}
