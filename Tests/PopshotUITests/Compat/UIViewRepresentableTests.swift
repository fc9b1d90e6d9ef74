import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A blur as code wrapped one before SwiftUI had materials.
private struct Blur: UIViewRepresentable {
  var style: UIBlurEffect.Style = .systemMaterial
  func makeUIView(context: Context) -> UIVisualEffectView {
    UIVisualEffectView(effect: UIBlurEffect(style: style))
  }
  func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

/// A spinner, started or not, in a colour or the default one.
private struct Spinner: UIViewRepresentable {
  var style: UIActivityIndicatorView.Style = .large
  var animating = true
  var color: Color?
  func makeUIView(context: UIViewRepresentableContext<Spinner>) -> UIActivityIndicatorView {
    let v = UIActivityIndicatorView(style: style)
    if animating { v.startAnimating() }
    return v
  }
  func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
    if let color { uiView.color = UIColor(color) }
  }
}

/// A plain view coloured by the appearance it is updated in, with a subview at a frame, and a
/// coordinator that counts what was called.
private struct Swatch: UIViewRepresentable {
  final class Calls { var made = 0, updated = 0 }
  let calls: Calls
  func makeCoordinator() -> Calls { calls }
  func makeUIView(context: Context) -> UIView {
    context.coordinator.made += 1
    let v = UIView()
    let dot = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    dot.backgroundColor = .blue
    v.addSubview(dot)
    return v
  }
  func updateUIView(_ uiView: UIView, context: Context) {
    context.coordinator.updated += 1
    uiView.backgroundColor = context.environment.colorScheme == .dark ? .white : .black
  }
}

/// A black view at an alpha, or hidden.
private struct Shade: UIViewRepresentable {
  var alpha: CGFloat = 1
  var hidden = false
  func makeUIView(context: Context) -> UIView {
    let v = UIView()
    v.backgroundColor = .black
    v.alpha = alpha
    v.isHidden = hidden
    return v
  }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A representable that sizes itself.
private struct Sized: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
    CGSize(width: 50, height: 30)
  }
}

@MainActor @Suite struct UIViewRepresentableTests {
  func render(_ view: some View, dark: Bool = false) throws -> LayoutResult {
    var e = EnvironmentValues()
    e.displayScale = 1
    e.colorScheme = dark ? .dark : .light
    return try LayoutEngine.render(view, size: Size(width: 200, height: 200), environment: e)
  }
  func pixels(_ view: some View, dark: Bool = false) throws -> Pixmap {
    try Painter(scale: 1).render(
      render(view, dark: dark).displayList, size: Size(width: 200, height: 200))
  }
  func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p[x, y]
    return [c.r, c.g, c.b, c.a]
  }
  func backdrops(_ r: LayoutResult) -> [(Rect, Backdrop)] {
    r.displayList.items.compactMap {
      if case .backdrop(let path, let b) = $0 { return (path.controlBounds, b) }
      return nil
    }
  }

  /// A blur view fills what it is given (it has no intrinsic size) with the SwiftUI material of
  /// its style: as a 100 × 40 background, one backdrop of that rectangle, the same backdrop as
  /// `.regularMaterial` draws for .systemMaterial and `.bar` for the chrome material.
  @Test func aBlurViewIsTheMaterialOfItsStyle() throws {
    let r = try render(Color.clear.frame(width: 100, height: 40).background(Blur()))
    let drawn = try #require(backdrops(r).first)
    #expect(backdrops(r).count == 1)
    #expect(drawn.0 == Rect(x: 50, y: 80, width: 100, height: 40))
    #expect(drawn.1 == Material.regular.backdrop(.light))
    let chrome = try render(Blur(style: .systemChromeMaterial).frame(width: 10, height: 10))
    #expect(backdrops(chrome).map(\.1) == [Material.bar.backdrop(.light)])
  }

  /// The blur over white: the regular material's tint #FCFCFC at 78% over white is 253 (see
  /// GradientEffectTests). A style fixed to dark draws the dark tint in a light render: #292929
  /// at 75% over black, 41 × 191/255 = 30.7 → 31.
  @Test func aBlurStyleFixedToAnAppearanceKeepsIt() throws {
    let light = try pixels(
      ZStack {
        Color.white
        Blur().frame(width: 20, height: 20)
      })
    #expect(rgba(light, 100, 100) == [253, 253, 253, 255])
    let dark = try pixels(
      ZStack {
        Color.black
        Blur(style: .systemMaterialDark).frame(width: 20, height: 20)
      })
    #expect(rgba(dark, 100, 100) == [31, 31, 31, 255])
  }

  /// The spinner has UIKit's sizes: 37 × 37 large, 20 × 20 medium, centred; started, it is a
  /// progress element (what SwiftUI's ProgressView is, since it draws this view).
  @Test func aSpinnerHasItsStylesSize() throws {
    let large = try render(Spinner().id("s"))
    #expect(large.frames["s"] == Rect(x: 81.5, y: 81.5, width: 37, height: 37))
    #expect(large.semantics.elements.map(\.role) == [.progress])
    let medium = try render(Spinner(style: .medium).id("s"))
    #expect(medium.frames["s"] == Rect(x: 90, y: 90, width: 20, height: 20))
  }

  /// Stopped, the spinner hides (UIKit's hidesWhenStopped is true) and keeps its place.
  @Test func aStoppedSpinnerIsHidden() throws {
    let r = try render(Spinner(animating: false).id("s"))
    #expect(r.frames["s"]?.size == Size(width: 37, height: 37))
    #expect(r.semantics.elements.isEmpty)
    let inked = r.displayList.items.contains {
      if case .fill(_, .solid(let c), _) = $0 { c.alpha > 0 } else { false }
    }
    #expect(!inked)
  }

  /// Eight spokes; with a colour set, each spoke is that colour at the spinner's opacities, the
  /// top one at 147/255.
  @Test func aSpinnerTakesItsColour() throws {
    let r = try render(Spinner(color: Color(red: 1, green: 0, blue: 0)))
    let paints: [Paint] = r.displayList.items.compactMap {
      if case .fill(_, let paint, _) = $0 { return paint }
      return nil
    }
    #expect(paints.count == 8)
    #expect(paints.first == .solid(SRGBColor(red: 1, green: 0, blue: 0, alpha: 147.0 / 255)))
  }

  /// The context carries the render's environment and the coordinator; make and update run
  /// once; the background fills the view's place, and a subview is drawn at its frame.
  @Test func theContextHasTheEnvironmentAndCoordinator() throws {
    let calls = Swatch.Calls()
    let view = Swatch(calls: calls).frame(width: 100, height: 100)
    let p = try pixels(view, dark: true)
    #expect(calls.made == 1 && calls.updated == 1)
    #expect(rgba(p, 51, 51) == [255, 255, 255, 255])
    // The view's origin is (50, 50); the dot covers 60...90 across and 70...110 down.
    #expect(rgba(p, 61, 71) == [0, 0, 255, 255])
    #expect(rgba(p, 91, 71) == [255, 255, 255, 255])
    #expect(rgba(try pixels(view), 51, 51) == [0, 0, 0, 255])
  }

  /// Black at alpha 0.2 over white: 255 × 0.8 = 204. Hidden, the white shows through.
  @Test func aViewsAlphaAndHiddenAreDrawn() throws {
    func centre(_ shade: Shade) throws -> [UInt8] {
      rgba(
        try pixels(
          ZStack {
            Color.white
            shade.frame(width: 20, height: 20)
          }), 100, 100)
    }
    #expect(try centre(Shade(alpha: 0.2)) == [204, 204, 204, 255])
    #expect(try centre(Shade(hidden: true)) == [255, 255, 255, 255])
    #expect(try centre(Shade()) == [0, 0, 0, 255])
  }

  /// `sizeThatFits(_:uiView:context:)` sizes the view when it answers.
  @Test func aRepresentableCanSizeItself() throws {
    let r = try render(Sized().id("v"))
    #expect(r.frames["v"] == Rect(x: 75, y: 85, width: 50, height: 30))
  }

  /// A view with no natural size fills the proposal; asked for its ideal size, 10 × 10.
  @Test func aViewWithNoNaturalSizeFillsTheProposal() throws {
    let r = try render(Blur().id("b"))
    #expect(r.frames["b"] == Rect(x: 0, y: 0, width: 200, height: 200))
    let ideal = try render(Blur().fixedSize().id("b"))
    #expect(ideal.frames["b"]?.size == Size(width: 10, height: 10))
  }
}
