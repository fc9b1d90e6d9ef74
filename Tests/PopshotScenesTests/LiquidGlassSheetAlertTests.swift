// iOS 26's sheets and alerts, worked out by hand from the metrics in docs/platform.md ("Sheets in
// Liquid Glass", "Alerts in Liquid Glass"): a view-tree dump of an iOS 26.1 simulator (sheet
// inset 8 pt, alert 320 pt wide with 140 × 48 capsules 8 pt apart inside a 16 pt padding) and a
// measured iOS 26 alert screenshot.
import Foundation
import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

private func glass(_ id: String, _ o: Orientation = .portrait) -> Variant {
  Variant(device: Device.named(id)!, orientation: o, design: .liquidGlass)
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

/// A one-line text's height: SF Pro's line, size × 2444 / 2048, rounded up to the 3x pixel as
/// iOS lays a text out (docs/platform.md, "Line boxes"): 17 pt 20.287 → 20.333, 15 pt 17.9 → 18.
private func lineOnPixels(_ size: Double) -> Double {
  ((size * 2444 / 2048 * 3) - 1e-6).rounded(.up) / 3
}

@Suite struct LiquidGlassSheetTests {
  func sheet(_ detents: [Detent]) -> Scene {
    Scene(
      name: "t", page: Text("page"),
      presentations: [.sheet(Sheet(content: Text("Create with Swift"), detents: detents))])
  }

  /// iPhone 16 Pro (402 × 874, safe 62/34, display corners 62): the large detent's top is the top
  /// inset, so maxDetentValue = 874 − 62 − 34 = 778 and medium = 389; the floating sheet is
  /// 389 + 34 tall, 8 pt off the sides and the bottom: (8, 874 − 8 − 423, 386, 423).
  @Test func aMediumSheetFloatsInsetWithConcentricCorners() throws {
    let v = glass("iphone-16-pro")
    let g = SheetGeometry(
      Sheet(content: Text("x"), detents: [.medium, .large]), device: v.device,
      orientation: .portrait, design: .liquidGlass, state: nil
    ) { .zero }
    #expect(g.floating && g.pageCard == nil)
    #expect(g.frame == Rect(x: 8, y: 443, width: 386, height: 423))
    // Top 38; bottom 62 − 8 = 54, concentric with the display.
    #expect(
      g.cornerRadii
        == CornerRadii(topLeading: 38, topTrailing: 38, bottomTrailing: 54, bottomLeading: 54))
    let info = try render(sheet([.medium, .large]), v).semantics.presentations[0]
    #expect(info.frame == g.frame && info.modal)
  }

  /// At the large detent it is attached: (0, 62, 402, 812), square bottom, no page card.
  @Test func aLargeSheetIsAttachedAndThePageStaysFlat() throws {
    let v = glass("iphone-16-pro")
    let g = SheetGeometry(
      Sheet(content: Text("x"), detents: [.large]), device: v.device, orientation: .portrait,
      design: .liquidGlass, state: nil
    ) { .zero }
    #expect(!g.floating && g.pageCard == nil)
    #expect(g.frame == Rect(x: 0, y: 62, width: 402, height: 812))
    #expect(g.cornerRadii == CornerRadii(topLeading: 38, topTrailing: 38))
  }

  /// iPhone SE (375 × 667, status bar 20, no bottom inset, square display corners):
  /// maxDetentValue 647, medium 323.5; the bottom corners take the top's 38.
  @Test func onASquareDisplayTheBottomCornersMatchTheTop() throws {
    let v = glass("iphone-se-3")
    let g = SheetGeometry(
      Sheet(content: Text("x"), detents: [.medium]), device: v.device, orientation: .portrait,
      design: .liquidGlass, state: nil
    ) { .zero }
    #expect(g.frame == Rect(x: 8, y: 667 - 8 - 323.5, width: 359, height: 323.5))
    #expect(g.cornerRadii == CornerRadii(all: 38))
  }

  /// The classic design is unchanged: iPhone 15 medium = (852 − 69 − 34) / 2 + 34, attached.
  @Test func theClassicSheetIsUnchanged() throws {
    let g = SheetGeometry(
      Sheet(content: Text("x"), detents: [.medium]), device: Device.named("iphone-15")!,
      orientation: .portrait, design: .classic, state: nil
    ) { .zero }
    #expect(!g.floating && g.frame == Rect(x: 0, y: 852 - 408.5, width: 393, height: 408.5))
    #expect(g.cornerRadii == CornerRadii(topLeading: 10, topTrailing: 10))
  }

  /// A floating sheet is glass: the painter reads the page under it (a backdrop), where a
  /// classic sheet is an opaque fill; `presentationBackground` replaces the glass.
  @Test func theFloatingSheetIsGlassUnlessABackgroundIsSet() throws {
    func backdrops(_ s: Scene, _ v: Variant) throws -> Int {
      try render(s, v).displayList.items.filter {
        if case .backdrop = $0 { return true } else { return false }
      }.count
    }
    #expect(try backdrops(sheet([.medium]), glass("iphone-16-pro")) == 1)
    var classic = glass("iphone-16-pro")
    classic.design = .classic
    #expect(try backdrops(sheet([.medium]), classic) == 0)
    var filled = Sheet(content: Text("x"), detents: [.medium])
    filled.background = Color.yellow
    let s = Scene(name: "t", page: Text("page"), presentations: [.sheet(filled)])
    #expect(try backdrops(s, glass("iphone-16-pro")) == 0)
  }
}

@Suite struct LiquidGlassAlertTests {
  /// iPhone 16 Pro: the card is 320 wide, centred (x 41). Its height is 22 + a 17 pt title line
  /// (17 × 2444/2048 = 20.287, 20.333 on the 3x pixels) + 7.33 + a 15 pt message line (17.9, 18)
  /// + 4.33 + 16 + 48 + 16.
  @Test func twoCapsulesShareARowInsideAGlassCard() throws {
    let page = Button("Sign out") {}
      .alert("Sign out?", isPresented: .constant(true)) {
        Button("Sign Out", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      } message: {
        Text("Come back soon.")
      }
    let r = try SceneRenderer().render(Scene(name: "a", page: page), glass("iphone-16-pro"))
    let info = try #require(r.semantics.presentations.first)
    let card = info.frame
    let line17 = lineOnPixels(17)
    let line15 = lineOnPixels(15)
    let height = 22 + line17 + 7.33 + line15 + 4.33 + 16 + 48 + 16
    #expect(close(card.width, 320) && close(card.minX, 41) && abs(card.height - height) < 0.01)
    let buttons = r.semantics.elements.filter {
      $0.layer == .presentation("alert") && $0.role == .button
    }
    #expect(buttons.map(\.label) == ["Cancel", "Sign Out"])
    let top = card.maxY - 16 - 48
    #expect(buttons[0].frame == Rect(x: 41 + 16, y: top, width: 140, height: 48))
    #expect(buttons[1].frame == Rect(x: 41 + 16 + 140 + 8, y: top, width: 140, height: 48))
    // The title and message start 30 pt in, leading-aligned; the title 22 pt below the top.
    let title = try #require(r.semantics.elements.first { $0.text?.string == "Sign out?" })
    let message = try #require(r.semantics.elements.first { $0.text?.string == "Come back soon." })
    #expect(close(title.frame.minX, 41 + 30) && close(title.frame.minY, card.minY + 22))
    #expect(close(message.frame.minX, 41 + 30) && message.text?.size == 15)
    // Glass behind the card, and no separator lines.
    #expect(
      r.displayList.items.contains {
        if case .backdrop(_, let b) = $0 { return b.glass != nil }
        return false
      })
  }

  /// Three actions stack as full-width capsules (320 − 2 × 16 = 288), 8 pt apart, Cancel last.
  @Test func threeActionsStack() throws {
    let page = Text("p").alert("Photo", isPresented: .constant(true)) {
      Button("Save") {}
      Button("Cancel", role: .cancel) {}
      Button("Share") {}
    }
    let r = try SceneRenderer().render(Scene(name: "a", page: page), glass("iphone-16-pro"))
    let buttons = r.semantics.elements.filter {
      $0.layer == .presentation("alert") && $0.role == .button
    }
    #expect(buttons.map(\.label) == ["Save", "Share", "Cancel"])
    #expect(buttons.allSatisfy { close($0.frame.width, 288) && close($0.frame.height, 48) })
    #expect(close(buttons[1].frame.minY - buttons[0].frame.maxY, 8))
    #expect(close(buttons[2].frame.minY - buttons[1].frame.maxY, 8))
  }
}

@Suite struct LiquidGlassDialogTests {
  /// iPhone 16 Pro: a 240 pt card centred on the 402 × 874 screen (x 81); the title 22 pt below
  /// its top, then 2 + 16 pt to the first 208 × 48 capsule, capsules 8 pt apart, 16 pt below the
  /// last; the Cancel action is not a row: a tap outside (and VoiceOver's escape) performs it.
  @Test func aDialogIsACentredGlassCardWithoutCancel() throws {
    let page = Text("p").confirmationDialog(
      "Delete photo?", isPresented: .constant(true), titleVisibility: .visible
    ) {
      Button("Delete", role: .destructive) {}
      Button("Duplicate") {}
      Button("Cancel", role: .cancel) {}
    }
    let r = try SceneRenderer().render(Scene(name: "d", page: page), glass("iphone-16-pro"))
    let info = try #require(r.semantics.presentations.first)
    let line17 = lineOnPixels(17)
    let h: Double = 22 + line17 + 2 + 16 + 48 + 8 + 48 + 16
    #expect(close(info.frame.width, 240) && close(info.frame.minX, 81))
    #expect(close(info.frame.height, h) && close(info.frame.midY, 437))
    let buttons = r.semantics.elements.filter {
      $0.layer == .presentation("dialog") && $0.role == .button
    }
    #expect(buttons.map(\.label) == ["Delete", "Duplicate"])
    let first = buttons[0].frame
    #expect(
      first.minX == 81 + 16 && close(first.minY, info.frame.minY + h - 16 - 48 - 8 - 48)
        && first.size == Size(width: 208, height: 48))
    #expect(close(buttons[1].frame.minY - buttons[0].frame.maxY, 8))
    #expect(info.waysOut.first == .tapOutside && info.waysOut.last == .escape)
    // Not dimmed: the page's pixels around the card are the page's.
    let bare = try SceneRenderer().render(
      Scene(name: "d", page: Text("p")), glass("iphone-16-pro")
    ).pixmap()
    #expect(try r.pixmap()[30, 300] == bare[30, 300])
  }
}

/// Reduce Transparency: the glass is frosted (a 10 pt blur keeping 5% of the backdrop, where
/// the regular panel glass passes 23.3% of it through its measured transfer), and the variant
/// says so in its name.
@Suite struct ReduceTransparencyTests {
  @Test func glassIsFrostedAndTheVariantNamed() throws {
    let page = Text("p").alert("Saved", isPresented: .constant(true)) {}
    var v = glass("iphone-16-pro")
    v.reduceTransparency = true
    #expect(v.name == "iphone-16-pro.portrait.reduceTransparency")
    func backdrops(_ v: Variant) throws -> [Backdrop] {
      try SceneRenderer().render(Scene(name: "a", page: page), v).displayList.items.compactMap {
        if case .backdrop(_, let b) = $0 { b } else { nil }
      }
    }
    let frosted = try backdrops(v)
    #expect(frosted.map(\.radius) == [10] && frosted[0].glass == nil)
    #expect(abs(frosted[0].tint.alpha - 0.95) < 1e-9)
    v.reduceTransparency = false
    let regular = try backdrops(v)
    // A one-button alert is 22 + 20.333 + 4.33 + 80 ≈ 126.7 pt tall (its title line, 20.287,
    // rounded up to the 3x pixel): between a small element (up to 64 pt, gain 0.294) and a panel
    // (from 150 pt, 0.233), so its gain is interpolated.
    let line = lineOnPixels(17)
    let h: Double = 22 + line + 4.33 + 16 + 48 + 16
    let gain: Double = 0.294 + (0.233 - 0.294) * (h - 64) / (150 - 64)
    #expect(regular.count == 1 && abs((regular[0].glass?.gain ?? 0) - gain) < 1e-9)
  }
}
