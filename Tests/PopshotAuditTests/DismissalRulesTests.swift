import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotAudit

@Suite struct DismissalTests {
  func popup(_ configure: (inout Popup) -> Void) -> Scene {
    var p = Popup(
      content: VStack {
        Text("Title")
        Button("Close") {}.frame(minWidth: 44, minHeight: 44).id("popup.close")
      }.padding().background(Color.white))
    configure(&p)
    return Scene(name: "t", page: Color.white, presentations: [.popup(p)])
  }

  func rules(_ s: Scene) throws -> Set<AuditRuleID> { Set(try findings(s).map(\.rule)) }

  @Test func modalWithNoWayOut() throws {
    let r = try rules(popup { $0.scrim = Color.black.opacity(0.3) })
    #expect(r.contains("dismiss.no-way-out"))
  }

  /// Tap-outside alone: gestures only. The Close button is 44 pt tall but no wider than its text
  /// (SwiftUI's frame outside a Button does not grow its hit area), so it does not count either.
  @Test func gestureOnlyModal() throws {
    #expect(
      try rules(
        popup {
          $0.scrim = Color.black.opacity(0.3)
          $0.closeOnTapOutside = true
        }
      ).contains("dismiss.gesture-only"))
    var withControl = popup {
      $0.scrim = Color.black.opacity(0.3)
      $0.closeOnTapOutside = true
      $0.closeControl = "popup.close"
    }
    withControl.presentations = [
      .popup(
        {
          var p = Popup(
            content: VStack {
              Text("Title")
              Button {
              } label: {
                Text("Close").frame(minWidth: 88, minHeight: 44).contentShape(Rectangle())
              }.id("popup.close")
            }.padding().background(Color.white))
          p.scrim = Color.black.opacity(0.3)
          p.closeOnTapOutside = true
          p.closeControl = "popup.close"
          p.escapeAction = true
          return p
        }())
    ]
    let r = try rules(withControl)
    #expect(
      !r.contains("dismiss.gesture-only") && !r.contains("dismiss.no-escape")
        && !r.contains("dismiss.no-way-out"))
  }

  /// A popup filling the whole safe area leaves nothing outside to tap.
  @Test func tapOutsideWithNoOutside() throws {
    var p = Popup(content: Color.white)
    p.scrim = Color.black.opacity(0.3)
    p.closeOnTapOutside = true
    #expect(
      try rules(Scene(name: "t", page: Color.white, presentations: [.popup(p)])).contains(
        "dismiss.tap-outside-unreachable"))
  }

  /// The close control pushed off screen.
  @Test func unreachableCloseControl() throws {
    let r = try rules(
      popup {
        $0.scrim = Color.black.opacity(0.3)
        $0.closeControl = "popup.close"
        $0.content = AnyView(
          Button("Close") {}.id("popup.close").offset(y: 2000))
      })
    #expect(r.contains("dismiss.control-unreachable"))
  }

  @Test func scrimBelowTheNavigationBar() throws {
    var p = Popup(content: Color.white.frame(width: 100, height: 100))
    p.scrim = Color.black.opacity(0.3)
    p.belowNavigationBar = true
    p.closeOnTapOutside = true
    let scene = Scene(
      name: "t", page: Text("Page"), navigationBar: NavigationBar(title: "Title", backButton: true),
      presentations: [.popup(p)])
    let f = try findings(scene).filter { $0.rule == "dismiss.scrim-leaves-live" }
    #expect(f.count == 1 && f[0].measured == "live: navigationbar.back")
  }

  func sheet(_ detents: [Detent], _ configure: (inout Sheet) -> Void = { _ in }) -> Scene {
    var s = Sheet(content: Text("Sheet"), detents: detents)
    configure(&s)
    return Scene(name: "t", page: Text("Page"), presentations: [.sheet(s)])
  }

  @Test func sheetRules() throws {
    #expect(
      try rules(sheet([.medium, .large]) { $0.dragIndicator = .hidden }).contains(
        "dismiss.hidden-grabber"))
    #expect(!(try rules(sheet([.medium, .large]))).contains("dismiss.hidden-grabber"))
    let landscape = Variant(
      device: Device.named("iphone-15")!, orientation: .landscape, design: .classic)
    #expect(
      try findings(sheet([.medium]), variant: landscape).contains {
        $0.rule == "dismiss.inactive-detents"
      })
    // No swipe, no close control, page inert: a trap.
    #expect(
      try rules(sheet([.medium]) { $0.interactiveDismissDisabled = true }).contains(
        "dismiss.sheet-trap"))
    // The Maps-style panel: the page is live at 100 pt, so it is not.
    let maps = sheet([.height(100), .medium, .large]) {
      $0.interactiveDismissDisabled = true
      $0.constant = true
      $0.backgroundInteraction = .enabledUpThrough(.height(100))
    }
    #expect(!(try rules(maps)).contains("dismiss.sheet-trap"))
  }
}

@Suite struct TimingTests {
  func toast(
    _ duration: Double, close: Bool = true,
    words: String = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
  ) -> Scene {
    var t = Toast(style: .error, title: "Error", message: words)
    t.duration = duration
    t.closeButton = close
    return Scene(name: "t", page: EmptyView(), presentations: [.toast(t)])
  }

  /// 9 words need 5 + 9/120 = 5.075 s: the seed's 3 s is too short, 6 s is enough.
  @Test func readingTime() throws {
    let f = try findings(toast(3)).filter { $0.rule == "timing.toast-too-short" }
    #expect(f.count == 1 && f[0].measured == "3 s for 9 words" && f[0].required == "5.08 s")
    #expect(try findings(toast(6)).filter { $0.rule == "timing.toast-too-short" }.isEmpty)
    #expect(try findings(toast(0)).filter { $0.rule == "timing.toast-too-short" }.isEmpty)
  }

  @Test func toastWithNoExit() throws {
    #expect(try findings(toast(0, close: false)).contains { $0.rule == "timing.toast-no-exit" })
    #expect(!(try findings(toast(3, close: false))).contains { $0.rule == "timing.toast-no-exit" })
  }
}
