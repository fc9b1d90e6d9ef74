import PopshotGraphics
import Testing

@testable import PopshotUI

/// SwiftUI's Liquid Glass API: what `glassEffect`, the glass button styles and
/// `GlassEffectContainer` draw, with values from GlassMetrics worked out by hand
/// (docs/platform.md, "Liquid Glass material").
@Suite struct GlassTests {
  let screen = Size(width: 390, height: 300)

  func render(_ view: some View, scheme: ColorScheme = .light) throws -> LayoutResult {
    var env = EnvironmentValues()
    env.colorScheme = scheme
    return try LayoutEngine.render(view, size: screen, environment: env)
  }
  func glassItems(_ r: LayoutResult) -> [(Path, Backdrop)] {
    r.displayList.items.compactMap {
      if case .backdrop(let p, let b) = $0, b.glass != nil { return (p, b) }
      return nil
    }
  }
  func size(_ view: some View) -> Size {
    LayoutEngine.size(of: view, proposal: ProposedSize(width: 390, height: 300))
  }
  func pixels(_ view: some View, scheme: ColorScheme) throws -> Pixmap {
    try Painter(scale: 1).render(try render(view, scheme: scheme).displayList, size: screen)
  }

  /// The default shape is a capsule of the view's bounds: a 100 × 40 view centred on the
  /// 390 × 300 screen stands at (145, 130).
  @Test func theDefaultShapeIsACapsuleOfTheBounds() throws {
    let r = try render(Color.clear.frame(width: 100, height: 40).glassEffect())
    let items = glassItems(r)
    #expect(items.count == 1)
    #expect(items.first?.0 == .capsule(in: Rect(x: 145, y: 130, width: 100, height: 40)))
    #expect(items.first?.1.radius == 2.8)
  }

  /// A given shape is laid in the bounds, padding included.
  @Test func aGivenShapeTakesThePaddedBounds() throws {
    let view = Color.clear.frame(width: 80, height: 20).padding(10)
      .glassEffect(in: .rect(cornerRadius: 16))
    let items = glassItems(try render(view))
    #expect(
      items.first?.0
        == RoundedRectangle(cornerRadius: 16).path(
          in: CGRect(x: 145, y: 130, width: 100, height: 40)))
  }

  /// `.identity` draws nothing: the same list as the view alone.
  @Test func identityGlassDrawsNothing() throws {
    let plain = try render(Text("Hi").padding())
    let glass = try render(Text("Hi").padding().glassEffect(.identity))
    #expect(glass.displayList == plain.displayList)
  }

  /// The light panel over the backdrop CustomAlert's image shows, (194, 194, 198): 0.233 · 194 +
  /// 0.748 · 255 = 235.9 → 236, and 0.233 · 198 + 190.7 = 236.9 → 237 (measured: 236, 236, 239).
  @Test func aLightPanelMatchesTheMeasuredAlert() throws {
    let view = ZStack {
      Color(red: 194 / 255, green: 194 / 255, blue: 198 / 255)
      Color.clear.frame(width: 320, height: 152).glassEffect(in: .rect(cornerRadius: 34))
    }
    let p = try pixels(view, scheme: .light)
    let c = p[195, 150]
    #expect([c.r, c.g, c.b] == [236, 236, 237])
  }

  /// A small dark element over #0A0A0B: 0.294 · 10 + 0.098 · 255 = 27.9 → 28 (measured
  /// #1C1C1E); the rim brightens the capsule's top row, nothing draws outside it.
  @Test func aSmallDarkElementOverBlack() throws {
    let view = ZStack {
      Color(red: 10 / 255, green: 10 / 255, blue: 11 / 255)
      Color.clear.frame(width: 100, height: 44).glassEffect()
    }
    let p = try pixels(view, scheme: .dark)
    let centre = p[195, 150]
    #expect([centre.r, centre.g, centre.b] == [28, 28, 28])
    // The capsule spans y 128…172; its top row at x 195 has the rim (1 px at 1×: 42 over 28).
    #expect(p[195, 128].r > 28)
    #expect(p[195, 127].r == 10)
  }

  /// `.clear` lets more through than `.regular`; `.tint` carries its colour; `interactive`
  /// changes nothing in a still.
  @Test func variantsResolveToTheirLooks() throws {
    let m = GlassMetrics.liquidGlass
    let small = Size(width: 100, height: 44)
    let regular = try #require(m.look(.regular, size: small, scheme: .dark))
    let clear = try #require(m.look(.clear, size: small, scheme: .dark))
    #expect(clear.gain > regular.gain)
    #expect(regular.gain == 0.294 && regular.lift == 0.098)
    #expect(m.look(.regular.tint(.red), size: small, scheme: .dark)?.tint == Color.red.dark)
    #expect(m.look(.regular.interactive(), size: small, scheme: .dark) == regular)
    #expect(m.look(.identity, size: small, scheme: .dark) == nil)
    // A 150 pt panel takes the panel fit, 0.233 · bd + 0.118 in the dark.
    let panel = try #require(m.look(.regular, size: Size(width: 386, height: 451), scheme: .dark))
    #expect(panel.gain == 0.233 && panel.lift == 0.118)
  }

  /// Glass buttons pad the label by 12 × 7 pt at the regular size (34.3 pt tall for body
  /// text) and 20 × 14 pt at the large one (48.3 pt, iOS 26's 48 pt alert capsules), on a
  /// capsule.
  @Test func glassButtonsAreCapsulesSizedByControlSize() throws {
    let label = size(Text("Save"))
    let button = Button("Save") {}.buttonStyle(.glass)
    #expect(size(button) == Size(width: label.width + 24, height: label.height + 14))
    #expect(
      size(button.controlSize(.large)) == Size(width: label.width + 40, height: label.height + 28)
    )
    let r = try render(button)
    let frame = try #require(r.semantics.elements.first { $0.role == .button }?.frame)
    #expect(glassItems(r).first?.0 == .capsule(in: frame))
  }

  /// Glass buttons are buttons: one element with the role, the label and the tap action.
  @Test func glassButtonsHaveButtonSemantics() throws {
    for style in [
      AnyButtonStyle.primitive(GlassButtonStyle()), .primitive(GlassProminentButtonStyle()),
    ] {
      let r = try render(Button("Save") {}.environment(\.buttonStyle, style))
      let buttons = r.semantics.elements.filter { $0.role == .button }
      #expect(buttons.count == 1)
      #expect(buttons.first?.label == "Save")
      #expect(buttons.first?.actions == [.tap("tap")])
    }
  }

  /// `.glassProminent`: glass tinted with the accent colour, white label; `.glass`: untinted,
  /// the label in the primary colour.
  @Test func prominentGlassIsTintedWithAWhiteLabel() throws {
    let r = try render(Button("Go") {}.buttonStyle(.glassProminent))
    #expect(
      glassItems(r).first?.1.glass?.tint == Color.accentColor.resolved(.light, design: .liquidGlass)
    )
    #expect(r.semantics.elements.first { $0.role == .text }?.foreground == Color.white.light)
    let plain = try render(Button("Go") {}.buttonStyle(.glass))
    #expect(glassItems(plain).first?.1.glass?.tint == nil)
    #expect(
      plain.semantics.elements.first { $0.role == .text }?.foreground == Color.primary.light)
  }

  /// In a container every glass shape is drawn before the rest of its content, and shapes that
  /// overlap are one shape: no glass samples a label or another glass.
  @Test func aContainerDrawsItsGlassFirstAndMergesOverlaps() throws {
    let apart = GlassEffectContainer(spacing: 20) {
      HStack(spacing: 20) {
        Text("A").padding().glassEffect()
        Text("B").padding().glassEffect()
      }
    }
    let r = try render(apart)
    let first = r.displayList.items.firstIndex { if case .glyphRun = $0 { true } else { false } }
    let backdrops = r.displayList.items.indices.filter {
      if case .backdrop = r.displayList.items[$0] { true } else { false }
    }
    #expect(backdrops.count == 2)
    #expect(backdrops.allSatisfy { $0 < first! })
    let overlapping = GlassEffectContainer {
      HStack(spacing: -10) {
        Text("A").padding().glassEffect()
        Text("A").padding().glassEffect()
      }
    }
    #expect(glassItems(try render(overlapping)).count == 1)
  }

  /// The morphing modifiers draw nothing of their own in a still.
  @Test func morphingModifiersChangeNothingInAStill() throws {
    @Namespace var ns
    let plain = try render(Text("A").padding().glassEffect())
    let tagged = try render(
      Text("A").padding().glassEffect().glassEffectID("a", in: ns)
        .glassEffectUnion(id: "u", namespace: ns).glassEffectTransition(.materialize))
    #expect(tagged.displayList == plain.displayList)
  }
}
