import PopshotGraphics
import Testing

@testable import PopshotUI

/// A custom style as an app writes it for iOS 17: red in dark mode, blue in light.
private struct AppColorStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    environment.colorScheme == .dark ? Color.red : Color.blue
  }
}

/// A custom style that resolves to another custom one: the tint through `.tint`.
private struct TintedAppStyle: ShapeStyle {
  func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
    AnyShapeStyle(.tint)
  }
}

/// ShapeStyle.swift: a custom style resolves with the environment of the view that draws it.
@Suite struct ShapeStyleTests {
  func pixels(_ view: some View, dark: Bool = false) throws -> Pixmap {
    var e = EnvironmentValues()
    e.displayScale = 1
    e.colorScheme = dark ? .dark : .light
    let size = Size(width: 40, height: 20)
    let res = try LayoutEngine.render(
      view.frame(width: 40, height: 20, alignment: .topLeading), size: size, environment: e)
    return try Painter(scale: 1).render(res.displayList, size: size)
  }

  func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p[x, y]
    return [c.r, c.g, c.b]
  }

  /// Filled, as the foreground style and as a background, the style draws system blue
  /// (#007AFF) in light mode and system red (#FF453A, the dark value) in dark mode, at the
  /// centre of a 10 × 10 square (5, 5); stroked 4 pt wide, its corner pixel (0, 0) too.
  @Test(arguments: [false, true]) func aCustomStyleResolvesInTheViewsAppearance(dark: Bool)
    throws
  {
    // iOS 26's dark red and light blue: the renders are in the Liquid Glass design.
    let expected: [UInt8] = dark ? [0xFF, 0x42, 0x45] : [0x00, 0x88, 0xFF]
    let views: [AnyView] = [
      AnyView(Rectangle().fill(AppColorStyle()).frame(width: 10, height: 10)),
      AnyView(Rectangle().frame(width: 10, height: 10).foregroundStyle(AppColorStyle())),
      AnyView(Color.clear.frame(width: 10, height: 10).background(AppColorStyle())),
      AnyView(Rectangle().stroke(AppColorStyle(), lineWidth: 4).frame(width: 10, height: 10)),
    ]
    for (i, view) in views.enumerated() {
      let (x, y) = i == 3 ? (0, 0) : (5, 5)
      #expect(rgb(try pixels(view, dark: dark), x, y) == expected, "view \(i)")
    }
  }

  /// Text in a custom foreground style reads as the colour it resolves to (for the audit).
  @Test func textInACustomStyleHasTheResolvedColour() throws {
    let res = try LayoutEngine.render(
      Text("Hi").foregroundStyle(AppColorStyle()), size: Size(width: 100, height: 40))
    let text = res.semantics.elements.first { $0.role == .text }
    #expect(text?.foreground == (try SRGBColor(hex: "#0088FF")))
  }

  /// A style resolving to `.tint` draws the tint set around the view: system green (#34C759).
  @Test func aCustomStyleMayResolveToAnotherEnvironmentStyle() throws {
    let view = Rectangle().fill(TintedAppStyle()).frame(width: 10, height: 10).tint(.green)
    #expect(rgb(try pixels(view), 5, 5) == [0x34, 0xC7, 0x59])
  }
}
