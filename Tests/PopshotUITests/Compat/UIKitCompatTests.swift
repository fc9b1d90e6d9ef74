import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A view that is Animatable without animatable data of its own, as SwiftUI allows.
private struct Pulse: View, Animatable {
  var body: some View { Color.red.frame(width: 10, height: 10) }
}

@Suite struct UIKitCompatTests {
  func render(_ view: some View) throws -> LayoutResult {
    try LayoutEngine.render(view, size: Size(width: 200, height: 200))
  }

  @Test func anOptionalViewIsItsViewOrNothing() throws {
    let shown: Text? = Text("Shown")
    let hidden: Text? = nil
    let r = try render(
      VStack {
        shown
        hidden
      })
    #expect(r.semantics.elements.filter { $0.role == .text }.map(\.label) == ["Shown"])
    // `.overlay(condition ? colour : nil)` draws nothing for nil.
    let plain = try render(Color.blue.frame(width: 20, height: 20))
    let overlaid = try render(Color.blue.frame(width: 20, height: 20).overlay(nil as Color?))
    #expect(plain.displayList == overlaid.displayList)
  }

  @Test func animatableWithoutDataHasTheEmptyDefault() {
    var p = Pulse()
    p.animatableData = EmptyAnimatableData()
    #expect(p.animatableData == EmptyAnimatableData())
  }

  /// A 10 pt line stroked 4 wide with butt caps covers a 10 × 4 rectangle.
  @Test func strokedPathIsTheAreaTheStrokeCovers() {
    var line = Path()
    line.move(to: CGPoint(x: 0, y: 10))
    line.addLine(to: CGPoint(x: 10, y: 10))
    let area = line.strokedPath(StrokeStyle(lineWidth: 4))
    #expect(area.boundingRect == CGRect(x: 0, y: 8, width: 10, height: 4))
  }

  /// Rounding the top corners only: the bottom corners stay square (the path reaches them).
  @Test func bezierPathRoundsTheCornersNamed() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
    let top = Path(
      UIBezierPath(
        roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
        cornerRadii: CGSize(width: 10, height: 10)
      ).cgPath)
    let points = top.flattened()[0]
    #expect(points.contains { $0.x == 0 && $0.y == 50 })
    #expect(points.contains { $0.x == 100 && $0.y == 50 })
    #expect(!points.contains { $0.x == 0 && $0.y == 0 })
  }

  @Test func feedbackGeneratorsAndPreviewSettingsChangeNothing() throws {
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UIImpactFeedbackGenerator(style: .heavy).impactOccurred()
    let plain = try render(Text("A"))
    let previewed = try render(
      Text("A").previewLayout(.sizeThatFits).previewDevice("iPhone 15").previewDisplayName("A"))
    #expect(plain.displayList == previewed.displayList)
  }

  @Test func stepperTakesItsLabelLast() throws {
    let r = try render(Stepper(onIncrement: {}, onDecrement: nil) { Text("Count") }.id("s"))
    #expect(r.semantics["s"]?.label == "Count")
  }

  /// `.background(.background)` fills with the system background: white, black in dark mode.
  @Test func theBackgroundStyleIsTheSystemBackground() throws {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let view = Text("A").background(.background).id("t")
    let light = try LayoutEngine.render(view, size: Size(width: 100, height: 100))
    let night = try LayoutEngine.render(
      view, size: Size(width: 100, height: 100), environment: dark)
    func firstFill(_ r: LayoutResult) -> SRGBColor? {
      for item in r.displayList.items {
        if case .fill(_, .solid(let c), _) = item { return c }
      }
      return nil
    }
    #expect(firstFill(light) == .white)
    #expect(firstFill(night) == .black)
    // `.background()` with no style is the same (iOS 15's `background(ignoresSafeAreaEdges:)`).
    let plain = Text("A").background().id("t")
    #expect(
      firstFill(try LayoutEngine.render(plain, size: Size(width: 100, height: 100))) == .white)
    #expect(
      firstFill(
        try LayoutEngine.render(plain, size: Size(width: 100, height: 100), environment: dark))
        == .black)
  }

  /// AppKit's window and text backgrounds, for the macOS branch: drawn as 236 grey (#ECECEC) and
  /// white in light mode, 50 (#323232) and 30 (#1E1E1E) in dark mode.
  @Test func nsColorBackgrounds() throws {
    func pixel(_ color: Color, _ scheme: ColorScheme) throws -> PremultipliedColor {
      var env = EnvironmentValues()
      env.colorScheme = scheme
      env.displayScale = 1
      let size = Size(width: 4, height: 4)
      let result = try LayoutEngine.render(color, size: size, environment: env)
      return try Painter(scale: 1).render(result.displayList, size: size)[2, 2]
    }
    func grey(_ v: UInt8) -> PremultipliedColor { PremultipliedColor(r: v, g: v, b: v, a: 255) }
    let window = Color(nsColor: .windowBackgroundColor)
    let text = Color(NSColor.textBackgroundColor)
    #expect(try pixel(window, .light) == grey(236))
    #expect(try pixel(window, .dark) == grey(50))
    #expect(try pixel(text, .light) == grey(255))
    #expect(try pixel(text, .dark) == grey(30))
  }

  /// NSScreen, for the macOS branch of multiplatform files, reads the same screen as UIScreen:
  /// an iPhone 15's 393 × 852 pt at 3x outside a render.
  @Test func nsScreenIsTheVariantsScreen() {
    #expect(NSScreen.main?.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(NSScreen.main?.backingScaleFactor == 3)
    #expect(NSScreen.screens.count == 1)
  }
}
