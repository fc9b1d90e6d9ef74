import PopshotGraphics
import Testing

@testable import PopshotUI

/// An app's own style, as written for iOS: the field padded 8 pt on a yellow background.
private struct BoxedFieldStyle: TextFieldStyle {
  func _body(configuration: TextField<Self._Label>) -> some View {
    configuration.padding(8).background(Color.yellow)
  }
}

/// TextFieldStyle.swift: an app's own style wraps the field, drawn plain.
@Suite struct TextFieldStyleTests {
  let size = Size(width: 200, height: 100)

  func render(_ view: some View) throws -> LayoutResult {
    var e = EnvironmentValues()
    e.displayScale = 1
    return try LayoutEngine.render(
      view.frame(width: 200, height: 100, alignment: .topLeading), size: size, environment: e)
  }

  /// In a 200 pt wide frame the field (which takes the width) is inset 8 pt on every side of
  /// the yellow background: x 8, y 8, 184 wide; the background is the field's height + 16 tall
  /// from (0, 0), system yellow #FFCC00 at (2, 2).
  @Test func aCustomStyleWrapsTheField() throws {
    let res = try render(
      TextField("Name", text: .constant("")).textFieldStyle(BoxedFieldStyle()))
    let field = try #require(res.semantics.elements.first { $0.role == .textField })
    #expect(field.label == "Name")
    #expect(abs(field.frame.minX - 8) < 1e-6 && abs(field.frame.minY - 8) < 1e-6)
    #expect(abs(field.frame.width - 184) < 1e-6)
    let background = try #require(
      fills(res).first { $0.1 == Color.yellow.resolved(.light) })
    #expect(near(background.0, r(0, 0, 200, field.frame.height + 16)))
    let pixels = try Painter(scale: 1).render(res.displayList, size: size)
    let c = pixels[2, 2]
    #expect([c.r, c.g, c.b, c.a] == [0xFF, 0xCC, 0x00, 0xFF])
  }

  /// The field inside a custom style is drawn plain (no rounded box of its own): the only fill
  /// is the style's yellow background; the field keeps its value for VoiceOver.
  @Test func theConfigurationIsDrawnPlain() throws {
    let res = try render(
      TextField("Name", text: .constant("Ada")).textFieldStyle(BoxedFieldStyle()))
    #expect(fills(res).map(\.1) == [Color.yellow.resolved(.light)])
    let field = try #require(res.semantics.elements.first { $0.role == .textField })
    #expect(field.value == "Ada")
  }
}
