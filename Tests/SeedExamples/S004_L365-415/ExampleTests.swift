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
}
