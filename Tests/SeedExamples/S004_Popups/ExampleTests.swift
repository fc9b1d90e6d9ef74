// S004_L39-64, S004_L68-130, S004_L137-179, S004_L184-269, S004_L275-346: seed 004's custom popup
// program, compiled as written but for its import lines, with stand-ins for what the article
// never defines (StandIns.swift).
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS004_PopupsTests {
  /// The page of seven gradient buttons before any popup is shown. The article's button titles
  /// lost their interpolation's backslash, so each reads "展示弹窗(index + 1)" as printed.
  @Test func pageIsTheFixture() throws {
    let page = CustomPopPage().environmentObject(CustomPopObserver())
    let results = try compare(page, withFixture: "seven-buttons-page")
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }

  /// The observer's own subscription runs when the background is tapped: the popup hides.
  @Test func backgroundTapHidesThePopup() {
    let observer = CustomPopObserver()
    observer.popType = .popView2
    #expect(observer.isShowShowPopView)
    observer.backgroundTapPublisher.send()
    #expect(!observer.isShowShowPopView)
  }

  /// Until one is chosen, the modifier shows no popup and no overlay lies over the buttons.
  @Test func noPopupUntilOneIsChosen() throws {
    let r = try SceneRenderer().render(
      Scene(name: "t", page: CustomPopPage().environmentObject(CustomPopObserver())), .iPhone15)
    #expect(r.semantics.overlays == nil && r.semantics.presentations.isEmpty)
    #expect(r.semantics.elements.filter { $0.role == .button }.count == 7)
  }

  /// Tapping button 1, 2, 5 or 7 shows CustomPopView1, 2, 1 or 1 (their stand-ins) settled in the
  /// middle of the kScreenWidth × kScreenHeight frame over the 30% black background; the edge
  /// popup fixtures draw the same screens. The page keeps its observer private, so the test sets
  /// it through reflection, as the button's action would.
  @Test(arguments: [
    (CustomPopType.popView1, "edge-popup-top"), (.popView2, "edge-popup-bottom"),
    (.popView5, "edge-popup-leading"), (.popView7, "edge-popup-trailing"),
  ])
  func shownPopupIsTheFixture(type: CustomPopType, fixture: String) throws {
    let page = CustomPopPage()
    let observer = try #require(
      Mirror(reflecting: page).descendant("_popObserve", "wrappedValue") as? CustomPopObserver)
    observer.popType = type
    #expect(observer.isShowShowPopView)
    let results = try compare(page, withFixture: fixture)
    #expect(results.count == 8)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
