import PopshotGraphics
import PopshotScenes
import PopshotUI
import Testing

@testable import PopshotAudit

/// A popup written as user code: a ZStack with an `if`, over a page with one button.
private struct UserPopupPage: View {
  @State var isShown = true
  let traits: AccessibilityTraits
  var body: some View {
    ZStack {
      Button("Behind") {}
      if isShown {
        ZStack {
          Color.black.opacity(0.3).ignoresSafeArea()
          Button("Close") { isShown = false }.padding().background(Color.white)
        }
        .accessibilityAddTraits(traits)
      }
    }
  }
}

@MainActor @Suite struct UserPopupTests {
  let iPhone15 = Variant(
    device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)

  func render(_ traits: AccessibilityTraits) throws -> RenderedScene {
    try SceneRenderer().render(Scene(name: "t", page: UserPopupPage(traits: traits)), iPhone15)
  }

  /// Without isModal, the scrim covers the page's button but VoiceOver can still reach it.
  @Test func withoutTheTraitVoiceOverReachesBehind() throws {
    let r = try render([])
    let behind = try #require(r.semantics.elements.first { $0.label == "Behind" })
    let overlay = try #require(r.semantics.overlays?.first)
    #expect(!overlay.modal && overlay.reachableBehind == [behind.id])
    // The overlay is the ZStack shown, in the safe area (its scrim colour reaches past it).
    #expect(overlay.frame == Rect(x: 0, y: 59, width: 393, height: 759))
    let findings = Auditor().audit(fixture: "t", r).filter { $0.rule == "modal.missing-trait" }
    #expect(findings.count == 1)
    #expect(findings.first?.measured.hasPrefix("1 element behind it") == true)
    #expect(r.semantics.presentations.isEmpty)
  }

  /// With isModal, the view is a popup to the audit: what it covers is out of reach and its
  /// button is its way out.
  @Test func withTheTraitItIsAPopup() throws {
    let r = try render(.isModal)
    #expect(r.semantics.overlays?.first?.modal == true)
    #expect(r.semantics.overlays?.first?.reachableBehind == [])
    let behind = try #require(r.semantics.elements.first { $0.label == "Behind" })
    #expect(behind.inert)
    let popup = try #require(r.semantics.presentations.first)
    let close = try #require(r.semantics.elements.first { $0.label == "Close" })
    #expect(popup.kind == .popup && popup.modal && popup.waysOut == [.closeControl(close.id)])
    #expect(popup.scrimCovers == [behind.id, behind.id + "/label"])
    let findings = Auditor().audit(fixture: "t", r)
    #expect(!findings.contains { $0.rule == "modal.missing-trait" })
    #expect(!findings.contains { $0.rule == "dismiss.no-way-out" })
  }

  /// The traits are recorded by name on the element that carries them.
  @Test func traitsAreRecorded() throws {
    let r = try render([.isModal, .isHeader])
    #expect(r.semantics.elements.contains { $0.traits == [.isHeader, .isModal] })
  }
}
