import PopshotGraphics
import Testing

@testable import PopshotUI

/// A user's style: the label over a grey capsule, reporting what it was given.
private struct CapsuleButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .padding(10)
      .background(Capsule().fill(configuration.isPressed ? Color.black : Color.gray))
      .foregroundColor(configuration.role == .destructive ? .red : .white)
  }
}

/// A user's primitive style that wraps the button the configuration makes.
private struct OutlinedButtonStyle: PrimitiveButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button(configuration).padding(6).overlay(Capsule().stroke(Color.blue, lineWidth: 1))
  }
}

@Suite struct ButtonStyleTests {
  let screen = Size(width: 390, height: 300)

  func size(_ view: some View) -> Size {
    LayoutEngine.size(of: view, proposal: ProposedSize(width: 390, height: 300))
  }
  func render(_ view: some View) throws -> LayoutResult {
    try LayoutEngine.render(view, size: screen)
  }
  func text(_ r: LayoutResult) -> SemanticElement? {
    r.semantics.elements.first { $0.role == .text }
  }

  /// `.bordered` pads the label by 12 × 7 pt at the regular size (docs/platform.md, Buttons).
  @Test func borderedPadsTheLabelForItsControlSize() {
    let label = size(Text("Save"))
    let bordered = Button("Save") {}.buttonStyle(.bordered)
    #expect(size(bordered) == Size(width: label.width + 24, height: label.height + 14))
    // Large: 20 × 15 pt around the same body text (iOS 17: 49.5 pt round a 16 pt line of
    // 19.5 on the 2x pixel; iOS 26: 44.33 round a 14.33 pt Work Sans line at 3x).
    #expect(
      size(bordered.controlSize(.large))
        == Size(width: label.width + 40, height: label.height + 30))
    // Small: 10 × 5 pt around subheadline text.
    let small = size(Text("Save").font(.subheadline))
    #expect(
      size(bordered.controlSize(.small)) == Size(width: small.width + 20, height: small.height + 10)
    )
  }

  @Test func theDefaultStyleIsTheLabelInTheTint() throws {
    let plainSize = size(Text("Save"))
    #expect(size(Button("Save") {}) == plainSize)
    // iOS 26's blue: the render's design is Liquid Glass.
    let blue = try SRGBColor(hex: "#0088FF")
    #expect(text(try render(Button("Save") {}))?.foreground == blue)
    #expect(text(try render(Button("Save") {}.tint(.green)))?.foreground == Color.green.light)
    #expect(
      text(try render(Button("Delete", role: .destructive) {}))?.foreground
        == Color.red.resolved(.light, design: .liquidGlass))
    // Plain: the label's own colour, the primary label colour.
    #expect(text(try render(Button("Save") {}.buttonStyle(.plain)))?.foreground == .black)
    // A colour set around the button wins over the style's.
    #expect(
      text(try render(Button("Save") {}.foregroundColor(.orange)))?.foreground
        == Color.orange.resolved(.light, design: .liquidGlass)
    )
  }

  @Test func borderedProminentIsAWhiteLabelOnTheTint() throws {
    let r = try render(Button("Go") {}.buttonStyle(.borderedProminent).tint(.purple))
    let label = try #require(text(r))
    #expect(label.foreground == .white)
    #expect(label.background == Color.purple.resolved(.light, design: .liquidGlass))
  }

  @Test func borderedFillsWithAPaleTint() throws {
    let r = try render(Button("Go") {}.buttonStyle(.bordered))
    let label = try #require(text(r))
    #expect(label.foreground == (try SRGBColor(hex: "#0088FF")))
    #expect(label.background == (try SRGBColor(hex: "#0088FF")).opacity(0.18))
  }

  @Test func disabledButtonsAreDimmedAndInactive() throws {
    let r = try render(Button("Save") {}.disabled(true).id("save"))
    let button = try #require(r.semantics["save"])
    #expect(button.traits == [.notEnabled])
    #expect(button.actions.isEmpty)
    #expect(text(r)?.foreground == Color.tertiaryLabel.light)
    // An inner `.disabled(false)` does not enable what an outer one disables.
    let inner = try render(Button("Save") {}.disabled(false).disabled(true).id("save"))
    #expect(inner.semantics["save"]?.traits == [.notEnabled])
  }

  @Test func aCustomStyleGetsTheLabelAndRole() throws {
    let label = size(Text("Delete"))
    let button = Button("Delete", role: .destructive) {}.buttonStyle(CapsuleButtonStyle()).id("b")
    #expect(size(button) == Size(width: label.width + 20, height: label.height + 20))
    let r = try render(button)
    #expect(text(r)?.foreground == Color.red.resolved(.light, design: .liquidGlass))
    #expect(text(r)?.background == Color.gray.light)
    #expect(r.semantics["b"]?.role == .button && r.semantics["b"]?.label == "Delete")
  }

  /// A primitive style's `Button(configuration)` is the same button: one element, not two.
  @Test func aPrimitiveStyleWrapsTheSameButton() throws {
    let r = try render(Button("Send") {}.buttonStyle(OutlinedButtonStyle()).id("b"))
    #expect(r.semantics.elements.filter { $0.role == .button }.count == 1)
    let label = size(Text("Send"))
    #expect(
      r.semantics["b"]?.frame.size == Size(width: label.width + 12, height: label.height + 12))
    #expect(text(r)?.foreground == (try SRGBColor(hex: "#0088FF")))
  }

  @Test func theNearestStyleWins() {
    let label = size(Text("Save"))
    let button = Button("Save") {}.buttonStyle(.plain).buttonStyle(.bordered)
    #expect(size(button) == label)
  }
}
