import PopshotGraphics
import PopshotSupport
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

  /// Compact height (docs/platform.md, "Sheets"): a sheet shows as a full-screen cover by default
  /// (Apple's presentationCompactAdaptation documentation): the whole 852 × 393 screen, square
  /// corners, no grabber, nothing of the page left to tap.
  @Test func landscapeIPhoneSheetCoversTheScreen() throws {
    let r = try render(sheet([.medium, .large]), variant("iphone-15", .landscape))
    let i = r.semantics.presentations[0]
    #expect(i.frame == Rect(x: 0, y: 0, width: 852, height: 393))
    #expect(i.sheet?.dragIndicatorVisible == false && i.modal && !i.pageInteractive)
    #expect(r.semantics.elements.filter { $0.layer == .page }.allSatisfy { $0.inert })
    #expect(!i.waysOut.contains(.tapOutside))
  }

  /// Asked not to adapt (`.none`, `.sheet`), it stays a sheet on the bottom edge: full height from
  /// 10 pt below the (zero) top inset, as wide as the safe area (UIKit's edge-attached sheet:
  /// 852 − 59 − 59 = 734 at x = 59); medium is inactive there.
  @Test(arguments: [PresentationAdaptation.Kind.none, .sheet])
  func landscapeSheetAskedNotToAdaptIsEdgeAttached(_ kind: PresentationAdaptation.Kind) throws {
    let adapt = PresentationAdaptation(kind)
    let i = try info(
      sheet([.medium, .large]) { $0.compactAdaptation = adapt }, variant("iphone-15", .landscape))
    #expect(near(i.frame, Rect(x: 59, y: 10, width: 734, height: 383)))
    #expect(i.sheet?.activeDetents == ["large"])
    let onlyMedium = try info(
      sheet([.medium]) { $0.compactAdaptation = adapt }, variant("iphone-15", .landscape))
    #expect(onlyMedium.sheet?.allDetentsInactive == true && onlyMedium.sheet?.activeDetents == [])
  }

  /// In portrait a sheet stays a sheet unless the compact-width adaptation asks for a cover.
  @Test func portraitCoverAdaptation() throws {
    let cover = try info(
      sheet([.medium]) { $0.compactWidthAdaptation = .fullScreenCover }, variant("iphone-15"))
    #expect(cover.frame == Rect(x: 0, y: 0, width: 393, height: 852))
    let kept = try info(sheet([.medium]) { $0.compactAdaptation = .none }, variant("iphone-15"))
    #expect(abs(kept.frame.height - (374.5 + 34)) < 1e-9)
  }

  /// iPad: SwiftUI's sheet is a form sheet (presentationSizing .automatic is .form), UIKit's
  /// 540 × 620, centred on the 820 × 1180 screen: x = 140, y = 280. No detents, no grabber.
  @Test func iPadShowsACentredFormSheet() throws {
    let i = try info(sheet([.medium, .large]), variant("ipad-air-11"))
    #expect(i.frame == Rect(x: 140, y: 280, width: 540, height: 620))
    #expect(i.sheet?.dragIndicatorVisible == false && i.modal)
    let landscape = try info(sheet([.large]), variant("ipad-air-11", .landscape))
    #expect(landscape.frame == Rect(x: 320, y: 100, width: 540, height: 620))
  }

  /// `.page`: min(704, 820 − 116) = 704 wide, from 24 + 20 to 20 + 20 above the bottom:
  /// 1180 − 44 − 40 = 1096 tall. `.fitted`: the content's ideal size, centred.
  @Test func iPadSizings() throws {
    let page = try info(sheet([.large]) { $0.sizing = .page }, variant("ipad-air-11"))
    #expect(near(page.frame, Rect(x: 58, y: 44, width: 704, height: 1096)))
    var fittedSheet = Sheet(content: Color.red.frame(width: 300, height: 200))
    fittedSheet.sizing = .fitted
    let fitted = try render(
      Scene(name: "t", page: Text("page"), presentations: [.sheet(fittedSheet)]),
      variant("ipad-air-11")
    ).semantics.presentations[0]
    #expect(fitted.frame == Rect(x: 260, y: 490, width: 300, height: 200))
  }

  /// The large detent on iPhone in portrait (docs/platform.md, "Page card"): the page behind
  /// shrinks to 0.915 about its top centre, its top at the top safe inset. On the iPhone 15:
  /// x = 196.5 − 0.915 × 393 / 2 = 16.7025, width 0.915 × 393 = 359.595, top 59; the sheet's top
  /// is 59 + 10 = 69. The screen around the card is black and the status bar's clock white.
  @Test func largeSheetTurnsThePageIntoACard() throws {
    let page = ZStack {
      Color.red.ignoresSafeArea()
      Text("page").id("p")
    }
    let plain = try render(Scene(name: "t", page: page), variant("iphone-15")).semantics["p"]!.frame
    let scene = Scene(
      name: "t", page: page, presentations: [.sheet(Sheet(content: Text("x"), detents: [.large]))])
    let r = try render(scene, variant("iphone-15"))
    #expect(r.semantics.presentations[0].frame.minY == 69)
    let s = 0.915
    let card = Rect(
      x: 196.5 + s * (plain.minX - 196.5), y: 59 + s * plain.minY, width: s * plain.width,
      height: s * plain.height)
    #expect(near(r.semantics["p"]!.frame, card))
    let px = try r.pixmap()
    // Pixels (×3): black left of the card at y = 63 pt, red card at the centre of that row,
    // white clock glyphs in the status bar.
    #expect(px[3 * 8, 3 * 63] == PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
    let red = px[3 * 196, 3 * 63]
    #expect(red.r > 200 && red.g < 60 && red.b < 60)
    // The card's corners are rounded with a 10 pt radius: 1 pt in from its top-left corner
    // ((16.7025, 59)) is outside the corner's arc (12.7 pt from its centre), so black; 8 pt in
    // from the left edge and 4 pt down is inside it (6.3 pt from the centre), so red.
    #expect(px[Int(3 * (16.7025 + 1)), Int(3 * (59 + 1))] == px[3 * 8, 3 * 63])
    let inside = px[Int(3 * (16.7025 + 8)), Int(3 * (59 + 4))]
    #expect(inside.r > 200 && inside.g < 60)
    let clock = try #require(r.semantics.elements.first { $0.id.hasSuffix("statusbar.time") })
    let row = Int(3 * clock.frame.midY)
    let lightest = (Int(3 * clock.frame.minX)..<Int(3 * clock.frame.maxX)).map { px[$0, row].g }
    #expect(lightest.max() == 255)
  }

  /// The card appears only at the large detent with the page dimmed: elsewhere the page keeps
  /// its frames.
  @Test func noCardBelowLargeOrWhenThePageIsLive() throws {
    func pageFrame(_ s: Sheet?) throws -> Rect {
      let scene = Scene(
        name: "t", page: Text("p").id("p"), presentations: s.map { [.sheet($0)] } ?? [])
      return try render(scene, variant("iphone-15")).semantics["p"]!.frame
    }
    let plain = try pageFrame(nil)
    #expect(try pageFrame(Sheet(content: Text("x"), detents: [.medium])) == plain)
    var live = Sheet(content: Text("x"), detents: [.large])
    live.backgroundInteraction = .enabled
    #expect(try pageFrame(live) == plain)
    #expect(try pageFrame(Sheet(content: Text("x"), detents: [.large])) != plain)
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

/// The same options from Swift and from JSON: `.presentationSizing`, `.presentationCompactAdaptation`.
@Suite struct SheetOptionsTests {
  struct Page: View {
    var body: some View {
      Text("page")
        .sheet(isPresented: .constant(true)) {
          Text("sheet")
            .presentationSizing(.page)
            .presentationCompactAdaptation(.none)
        }
    }
  }

  @Test func swiftModifiersReachTheSheet() throws {
    let scene = Scene(name: "t", page: Page())
    let pad = try render(scene, variant("ipad-air-11")).semantics.presentations[0]
    #expect(near(pad.frame, Rect(x: 58, y: 44, width: 704, height: 1096)))
    let phone = try render(scene, variant("iphone-15", .landscape)).semantics.presentations[0]
    #expect(near(phone.frame, Rect(x: 59, y: 10, width: 734, height: 383)))
  }

  @Test func jsonKeysReachTheSheet() throws {
    let json = #"""
      {"page": {"view": {"text": "page"}}, "presentations": [{"sheet": {"content": {"text": "x"},
        "sizing": "page", "compactAdaptation": "sheet"}}]}
      """#
    let scene = try FixtureDecoder.decode(json, name: "t", file: "t.json")
    let pad = try render(scene, variant("ipad-air-11")).semantics.presentations[0]
    #expect(near(pad.frame, Rect(x: 58, y: 44, width: 704, height: 1096)))
    let phone = try render(scene, variant("iphone-15", .landscape)).semantics.presentations[0]
    #expect(near(phone.frame, Rect(x: 59, y: 10, width: 734, height: 383)))
    #expect(throws: FixtureError.self) {
      try FixtureDecoder.decode(
        json.replacingOccurrences(of: #""page","#, with: #""pages","#), name: "t", file: "t.json")
    }
  }
}

/// Over a live page a sheet casts a soft shadow (black at 10%, 10 pt deviation): 3 pt above an
/// undimmed 100 pt sheet on the iPhone 15 the white page is darkened a little; far above it the
/// page stays white. A dimmed sheet has no shadow: the scrim sets it off.
@Suite struct UndimmedSheetShadowTests {
  @Test func undimmedSheetCastsAShadow() throws {
    var s = Sheet(content: Text("x"), detents: [.height(100)])
    s.backgroundInteraction = .enabled
    let r = try render(
      Scene(name: "t", page: Color.white.ignoresSafeArea(), presentations: [.sheet(s)]),
      variant("iphone-15"))
    let top = r.semantics.presentations[0].frame.minY
    let px = try r.pixmap()
    let near = px[3 * 196, Int(3 * (top - 3))]
    #expect(near.r < 255 && near.r > 230)
    #expect(px[3 * 196, Int(3 * (top - 80))] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
    let dimmed = try render(
      Scene(
        name: "t", page: Color.white.ignoresSafeArea(),
        presentations: [.sheet(Sheet(content: Text("x"), detents: [.height(100)]))]),
      variant("iphone-15"))
    #expect(!dimmed.displayList.items.contains { if case .shadow = $0 { true } else { false } })
  }
}
