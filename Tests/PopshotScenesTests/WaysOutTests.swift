import PopshotGraphics
import Testing

@testable import PopshotScenes

/// The ways out the seed fixtures record on an iPhone 15 in portrait: what the audit reads.
@Suite struct WaysOutTests {
  func presentation(_ name: String, state: String? = nil) throws -> PresentationInfo {
    try render(try fixture(name), variant("iphone-15", state: state)).semantics.presentations[0]
  }

  @Test func toastClosesByButtonAndTimer() throws {
    let p = try presentation("toast-error")
    #expect(p.waysOut == [.closeControl("toast.close"), .timer(3)])
    #expect(!p.modal && p.pageInteractive && p.toast?.wordCount == 9)
  }

  @Test func seed003PopupClosesByScrimAndButton() throws {
    let p = try presentation("popup-hello-world")
    #expect(p.waysOut == [.tapOutside, .closeControl("popup.close")])
    // The seed's root frame is 375 × 700, centred in the iPhone 15's safe area (393 × 759 at
    // y = 59): its scrim is that frame, at (196.5 − 187.5, 438.5 − 350) = (9, 88.5).
    #expect(p.modal && p.scrimFrame == Rect(x: 9, y: 88.5, width: 375, height: 700))
    #expect(p.scrimCovers.contains { $0.hasSuffix("button[0]") } && p.uncoveredInteractive.isEmpty)
  }

  @Test func seed000PopupClosesOnTapOnly() throws {
    let p = try presentation("basic-popup")
    #expect(p.waysOut == [.tapOnSelf] && !p.modal)
  }

  /// Seed 004's popup program shows its popup in an `if` with no isModal trait: the fixture says
  /// so with `shownWhen`, and the 30% background is an overlay that leaves the seven buttons in
  /// VoiceOver's reach. The ZStack is as tall as its 393 × 852 popup frame and is centred in the
  /// safe area (59…818), so it starts at 438.5 − 426 = 12.5.
  @Test func seed004PopupIsAnOverlayThatIsNotModal() throws {
    let r = try render(try fixture("edge-popup-bottom"), variant("iphone-15"))
    let overlays = r.semantics.overlays ?? []
    let background = try #require(overlays.first { $0.id == "#popup.background" })
    #expect(!background.modal)
    #expect(background.frame == Rect(x: 0, y: 12.5, width: 393, height: 852))
    #expect(background.reachableBehind == (1...7).map { "page.button\($0)" })
    #expect(r.semantics.presentations.isEmpty)
  }

  @Test func zstackPopupHasNoWayOut() throws {
    #expect(try presentation("zstack-text-popup").waysOut.isEmpty)
  }

  /// The problem of seed 004: the scrim stops below the navigation bar, so the back button is
  /// neither covered nor inert. The bar shows its title large (automatic with a title): 44 + 52
  /// below the 59 pt top inset.
  @Test func popupInNavigationLeavesTheBackButtonLive() throws {
    let r = try render(try fixture("popup-in-navigation"), variant("iphone-15"))
    let p = r.semantics.presentations[0]
    #expect(p.uncoveredInteractive == ["navigationbar.back"])
    #expect(r.semantics["navigationbar.back"]?.inert == false)
    #expect(abs((p.scrimFrame?.minY ?? 0) - (59 + 44 + 52)) < 1e-9)
  }

  /// The Maps-style panel: never dismissed, but the page is live at its 100 pt detent.
  @Test func mapsStylePanelKeepsThePageLive() throws {
    let p = try presentation("sheet-background-interaction")
    #expect(p.waysOut == [.interactivePageAtDetent("height-100")])
    #expect(!p.modal && p.pageInteractive)
  }

  /// The first Maps example of seed 001 has no background interaction: dimmed, no way out.
  @Test func persistentSheetWithoutBackgroundInteractionIsATrap() throws {
    let p = try presentation("sheet-maps-persistent")
    #expect(p.waysOut.isEmpty && p.modal && p.sheet?.detent == "height-100")
  }

  @Test func ordinarySheetSwipesAndTapsOutside() throws {
    let p = try presentation("sheet-medium-large", state: "medium")
    #expect(p.waysOut == [.swipe, .tapOutside] && p.sheet?.detent == "medium")
  }

  @Test func coverClosesOnlyByItsTappableBackground() throws {
    let p = try presentation("full-screen-cover")
    #expect(p.waysOut == [.closeControl("cover.background")] && p.modal)
  }

  /// Every seed fixture loads, names its seed, and renders its default matrix.
  @Test func everyFixtureRenders() throws {
    let (scenes, errors) = FixtureLibrary.load(
      directory: scenesRepositoryRoot.appendingPathComponent("Fixtures").path)
    #expect(errors.isEmpty, "\(errors)")
    #expect(scenes.count >= 20)
    for s in scenes {
      #expect(s.seed?.hasSuffix(".txt") == true, "\(s.name) names no seed")
      for v in s.variants(.default) where v.device.id == "iphone-15" { _ = try render(s, v) }
    }
  }
}
