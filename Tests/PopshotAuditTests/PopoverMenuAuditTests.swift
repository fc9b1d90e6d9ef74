import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotUI
import Testing

@testable import PopshotAudit

/// The audit over popovers and open menus: both close on a tap outside and on VoiceOver's
/// escape, so neither is "gesture-only"; a menu's items close it; the page behind is inert.
@Suite struct PopoverMenuAuditTests {
  let iPad = Variant(device: Device.named("ipad-air-11")!, orientation: .portrait, design: .classic)

  @Test func aSystemPopoverNeedsNoCloseButton() throws {
    let scene = page(
      Button("Share") {}.frame(minWidth: 44, minHeight: 44)
        .popover(isPresented: .constant(true)) { Text("Shared with 3 people").padding() })
    let f = try findings(scene, variant: iPad)
    #expect(!f.contains { $0.rule.rawValue.hasPrefix("dismiss") }, "\(f.map(\.rule))")
    // The Share button is under the popover's invisible outside: inert, not audited as a target.
    #expect(!f.contains { $0.rule.rawValue.hasPrefix("target") }, "\(f.map(\.element))")
  }

  @Test func aMenuClosesByItsItems() throws {
    let view = VStack {
      Menu("Options") {
        Button("Copy") {}
        Button("Delete", role: .destructive) {}
      }
      Spacer()
    }
    let scene = page(view)
    var v = iPhone15
    v.openMenu = try #require(SceneRenderer().render(scene, v).requests.first?.source)
    let f = try findings(scene, variant: v)
    #expect(!f.contains { $0.rule.rawValue.hasPrefix("dismiss") }, "\(f.map(\.rule))")
  }
}
