import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

/// Sheet geometry worked out by hand from the rules in SceneRenderer.swift: the large detent's
/// top is 10 pt below the top safe inset; maxDetentValue runs from there to the bottom inset; a
/// detent of height h shows h plus the bottom inset.
@Suite struct SheetTests {
  func sheet(_ detents: [Detent], _ configure: (inout Sheet) -> Void = { _ in }) -> Scene {
    var s = Sheet(content: Text("Create with Swift"), detents: detents)
    configure(&s)
    return Scene(name: "t", page: Text("page"), presentations: [.sheet(s)])
  }

  func info(_ scene: Scene, _ v: Variant) throws -> PresentationInfo {
    try render(scene, v).semantics.presentations[0]
  }

  /// iPhone 15 portrait: top inset 59, bottom 34, so maxDetentValue = 852 − 69 − 34 = 749.
  @Test(arguments: [
    (Detent.medium, 374.5), (.large, 749), (.fraction(0.7), 524.3), (.height(100), 100),
    // CompactDetent: max(50, min(0.3 × 749, 200)) = 200.
    (.formula(name: "compact", height: nil, fraction: 0.3, min: 50, max: 200), 200),
  ])
  func detentHeightsOnIPhone15(_ d: Detent, _ value: Double) throws {
    let i = try info(sheet([d]), variant("iphone-15"))
    #expect(abs(i.frame.height - (value + 34)) < 1e-9)
    #expect(abs(i.frame.maxY - 852) < 1e-9 && i.frame.minX == 0 && i.frame.width == 393)
    #expect(i.sheet?.detent == d.name)
  }

  /// Detent names as the fixture wrote them; a height too large for an Int (clamped when drawn)
  /// is named in Swift's exponent form instead of trapping.
  @Test func detentNames() {
    #expect(Detent.fraction(0.7).name == "fraction-0.7")
    #expect(Detent.height(100).name == "height-100")
    #expect(Detent.height(1e19).name == "height-1e+19")
    #expect(Detent.fraction(-0.0).name == "fraction-0")
  }

  /// iPhone SE: status bar 20, no bottom inset: maxDetentValue 667 − 30 = 637; medium 318.5;
  /// the compact detent is 0.3 × 637 = 191.1 (between 50 and 200).
  @Test func detentHeightsOnIPhoneSE() throws {
    #expect(abs(try info(sheet([.medium]), variant("iphone-se-3")).frame.height - 318.5) < 1e-9)
    #expect(abs(try info(sheet([.large]), variant("iphone-se-3")).frame.minY - 30) < 1e-9)
    let compact = Detent.formula(name: "compact", height: nil, fraction: 0.3, min: 50, max: 200)
    #expect(abs(try info(sheet([compact]), variant("iphone-se-3")).frame.height - 191.1) < 1e-9)
  }

  /// Detents are sorted by height whatever their order; with no selection the smallest shows.
  @Test func detentsAreSortedAndTheSmallestShows() throws {
    let i = try info(sheet([.large, .height(100), .medium]), variant("iphone-15"))
    #expect(i.sheet?.activeDetents == ["height-100", "medium", "large"])
    #expect(i.sheet?.detent == "height-100")
  }

  /// Compact height: every sheet is full height (10 pt from the top), as wide as the phone in
  /// portrait (393), centred in 852: x = 229.5; medium is inactive.
  @Test func landscapeIPhoneIsFullHeightAndIgnoresMedium() throws {
    let i = try info(sheet([.medium, .large]), variant("iphone-15", .landscape))
    #expect(near(i.frame, Rect(x: 229.5, y: 10, width: 393, height: 383)))
    #expect(i.sheet?.activeDetents == ["large"])
    #expect(i.sheet?.dragIndicatorVisible == false)
    let onlyMedium = try info(sheet([.medium]), variant("iphone-15", .landscape))
    #expect(onlyMedium.sheet?.allDetentsInactive == true && onlyMedium.sheet?.activeDetents == [])
    #expect(near(onlyMedium.frame, Rect(x: 229.5, y: 10, width: 393, height: 383)))
  }

  /// iPad: a centred page sheet, min(704, 820 − 116) = 704 wide, from 24 + 20 to 20 + 20 above
  /// the bottom: 1180 − 44 − 40 = 1096 tall. No detents, no grabber unless forced.
  @Test func iPadShowsACentredPageSheet() throws {
    let i = try info(sheet([.medium, .large]), variant("ipad-air-11"))
    #expect(near(i.frame, Rect(x: 58, y: 44, width: 704, height: 1096)))
    #expect(i.sheet?.dragIndicatorVisible == false && i.modal)
  }

  @Test func dragIndicatorRules() throws {
    #expect(
      try info(sheet([.medium, .large]), variant("iphone-15")).sheet?.dragIndicatorVisible == true)
    #expect(try info(sheet([.medium]), variant("iphone-15")).sheet?.dragIndicatorVisible == false)
    #expect(
      try info(sheet([.medium]) { $0.dragIndicator = .visible }, variant("iphone-15")).sheet?
        .dragIndicatorVisible == true)
    #expect(
      try info(sheet([.medium, .large]) { $0.dragIndicator = .hidden }, variant("iphone-15")).sheet?
        .dragIndicatorVisible == false)
    // The grabber is drawn 36 × 5, 5 pt from the sheet's top.
    let r = try render(sheet([.medium, .large]), variant("iphone-15"))
    let grabber = try #require(r.semantics["sheet/grabber"])
    #expect(near(grabber.frame, Rect(x: 178.5, y: 443.5 + 5, width: 36, height: 5)))
  }

  @Test func dimmingFollowsBackgroundInteraction() throws {
    #expect(try info(sheet([.medium]), variant("iphone-15")).modal)
    let enabled = try info(
      sheet([.medium]) { $0.backgroundInteraction = .enabled }, variant("iphone-15"))
    #expect(!enabled.modal && enabled.pageInteractive)
    func upThrough(_ state: String) -> Scene {
      sheet([.height(100), .medium, .large]) {
        $0.backgroundInteraction = .enabledUpThrough(.height(100))
        $0.renderEachDetent = true
      }
    }
    let low = try info(upThrough("height-100"), variant("iphone-15", state: "height-100"))
    #expect(!low.modal && low.sheet?.detent == "height-100")
    let high = try info(upThrough("medium"), variant("iphone-15", state: "medium"))
    #expect(high.modal && high.sheet?.detent == "medium")
    #expect(high.waysOut.contains(.interactivePageAtDetent("height-100")))
  }

  /// A dimmed page is inert; a live one is not.
  @Test func dimmedPageElementsAreInert() throws {
    let dimmed = try render(sheet([.medium]), variant("iphone-15"))
    #expect(dimmed.semantics.elements.filter { $0.layer == .page }.allSatisfy { $0.inert })
    let live = try render(
      sheet([.medium]) { $0.backgroundInteraction = .enabled }, variant("iphone-15"))
    let livePage = live.semantics.elements.filter { $0.layer == .page }
    #expect(livePage.allSatisfy { !$0.inert })
  }
}
