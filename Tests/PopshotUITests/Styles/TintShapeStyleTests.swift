import PopshotGraphics
import Testing

@testable import PopshotUI

/// TintShapeStyle.swift: `.tint` as a style is the tint where the view is drawn.
/// The renders are in the default design, Liquid Glass: iOS 26's blue (#0088FF) and red
/// (#FF383C in light mode).
@Suite struct TintShapeStyleTests {
  let screen = Size(width: 200, height: 100)

  func textColor(_ view: some View) throws -> SRGBColor? {
    try LayoutEngine.render(view, size: screen).semantics.elements.first { $0.role == .text }?
      .foreground
  }

  func fills(_ view: some View) throws -> [SRGBColor] {
    try LayoutEngine.render(view, size: screen).displayList.items.compactMap {
      if case .fill(_, .solid(let c), _) = $0 { return c }
      return nil
    }
  }

  /// Text in `.tint` is iOS's system blue (#0088FF) with no `.tint` set, and system red
  /// (#FF383C in light mode) under `.tint(.red)`, also when the tint is set inside the style.
  @Test func textInTheTintReadsTheTintAroundIt() throws {
    let blue = try SRGBColor(hex: "#0088FF")
    let red = try SRGBColor(hex: "#FF383C")
    #expect(try textColor(Text("Tinted").foregroundStyle(.tint)) == blue)
    #expect(try textColor(Text("Tinted").foregroundStyle(.tint).tint(.red)) == red)
    #expect(try textColor(Text("Tinted").tint(.red).foregroundStyle(.tint)) == red)
    #expect(try textColor(VStack { Text("Tinted") }.foregroundStyle(.tint).tint(.red)) == red)
  }

  /// A borderless button's label is in the tint where it is drawn: `.tint(.white)` on the label's
  /// text makes it white (next-to-go's "Apply Filters", iOS 17: white on orange), around the
  /// button system red, and with none system blue; a destructive role stays red.
  @Test func aButtonLabelReadsTheTintInsideIt() throws {
    let blue = try SRGBColor(hex: "#0088FF")
    let red = try SRGBColor(hex: "#FF383C")
    #expect(
      try textColor(
        Button {
        } label: {
          Text("Apply").tint(.white)
        }) == .white)
    #expect(try textColor(Button("Apply") {}.tint(.red)) == red)
    #expect(try textColor(Button("Apply") {}) == blue)
    #expect(try textColor(Button("Delete", role: .destructive) {}.tint(.green)) == red)
  }

  /// A shape filled with `.tint` under `.tint(.green)` is system green (#34C759 in light mode).
  @Test func aShapeFilledWithTheTintReadsTheTint() throws {
    let green = try SRGBColor(hex: "#34C759")
    #expect(try fills(Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.green)) == [green])
  }

  /// `ShapeStyle.opacity(_:)` on any style: the tint at 50% fills with system blue (#0088FF) at
  /// alpha 0.5, and under `.tint(.red)` with #FF383C at 0.5 (the tint read where it is drawn).
  @Test func aStyleAtAnOpacity() throws {
    let blue = try SRGBColor(hex: "#0088FF")
    let red = try SRGBColor(hex: "#FF383C")
    let square = Rectangle().fill(TintShapeStyle().opacity(0.5)).frame(width: 10, height: 10)
    #expect(try fills(square) == [blue.opacity(0.5)])
    #expect(try fills(square.tint(.red)) == [red.opacity(0.5)])
  }

  /// `Color.resolve(in:)` gives the components in the environment's appearance and design:
  /// system red in Liquid Glass (iOS 26) is #FF383C in light mode and #FF4245 in dark; a Color made of them is the same colour, and a
  /// Color still draws as itself (its fill is the light value, not a resolved copy).
  @Test func aColorResolvesToItsComponents() throws {
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let light = Color.red.resolve(in: EnvironmentValues())
    #expect(light.red == Float(255) / 255 && light.green == Float(0x38) / 255)
    #expect(light.blue == Float(0x3C) / 255 && light.opacity == 1)
    let night = Color.red.resolve(in: dark)
    #expect(night.green == Float(0x42) / 255 && night.blue == Float(0x45) / 255)
    #expect(Color(light).resolved(.dark) == Color(light).resolved(.light))
    #expect(
      try fills(Rectangle().fill(Color.red).frame(width: 10, height: 10))
        == [try SRGBColor(hex: "#FF383C")])
  }
}
