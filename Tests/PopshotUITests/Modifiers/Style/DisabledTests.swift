import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// tertiaryLabel, a disabled control's text: #3C3C43 at 30 %.
let disabledText = try! SRGBColor(hex: "#3C3C43").opacity(0.3)

/// A disabled control (ControlMetrics.classic, docs/platform.md "Controls"): its texts and
/// symbols in tertiaryLabel, its graphic parts at half opacity, the `notEnabled` trait.
@Suite struct DisabledTests {
  /// The foreground of the text element reading `label`.
  func foreground(_ res: LayoutResult, _ label: String) -> SRGBColor? {
    res.semantics.elements.first { $0.role == .text && $0.label == label }?.foreground
  }
  func opacities(_ res: LayoutResult) -> [Double] {
    res.displayList.items.compactMap { item in
      if case .pushOpacity(let o) = item { return o }
      return nil
    }
  }

  /// Each control's texts turn tertiaryLabel; enabled, they keep their colours.
  @Test(arguments: [true, false]) func textsTurnTertiary(disabled: Bool) throws {
    let res = try renderControls(
      VStack {
        Toggle("Wi-Fi", isOn: .constant(true))
        TextField("Name", text: .constant("Ada"))
        Picker("Flavour", selection: .constant(1)) { Text("Vanilla").tag(1) }
        Picker("Size", selection: .constant(1)) { Text("Small").tag(1) }.pickerStyle(.segmented)
        Stepper("Count", value: .constant(3), in: 0...5)
        Link("Apple", destination: URL(string: "https://apple.com")!)
        Menu("Sort") { Text("A") }
        DatePicker("Start", selection: .constant(nineFortyOne), displayedComponents: .date)
        ColorPicker("Tint", selection: .constant(.red))
        Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
      }.disabled(disabled))
    let black = SRGBColor.black
    let blue = try SRGBColor(hex: "#007AFF")
    let expected: [(String, SRGBColor)] = [
      ("Wi-Fi", black), ("Ada", black), ("Vanilla", blue), ("Small", black), ("Count", black),
      ("Apple", blue), ("Sort", blue), ("Jan 5, 2024", black), ("Tint", black), ("Bold", blue),
    ]
    for (label, enabled) in expected {
      #expect(foreground(res, label) == (disabled ? disabledText : enabled), "\(label)")
    }
    let controls = res.semantics.elements.filter { $0.role != .text && $0.role != .image }
    #expect(controls.count == 10)
    #expect(controls.allSatisfy { ($0.traits ?? []).contains(.notEnabled) == disabled })
  }

  /// The switch, the slider, the date picker's capsules and the colour well are drawn at half
  /// opacity; enabled, at full.
  @Test func graphicPartsAtHalfOpacity() throws {
    func halves(_ v: some View) throws -> (Int, Int) {
      let on = opacities(try renderControls(v)).filter { $0 == 0.5 }.count
      let off = opacities(try renderControls(v.disabled(true))).filter { $0 == 0.5 }.count
      return (on, off)
    }
    #expect(try halves(Toggle("A", isOn: .constant(true))) == (0, 1))
    #expect(try halves(Slider(value: .constant(0.5))) == (0, 1))
    #expect(try halves(ColorPicker("A", selection: .constant(.red))) == (0, 1))
    #expect(
      try halves(DatePicker("A", selection: .constant(nineFortyOne))) == (0, 2))
  }

  /// A menu picker's chevrons and a stepper's symbols turn tertiaryLabel with the texts.
  @Test func symbolsTurnTertiary() throws {
    func symbolColours(_ v: some View) throws -> [SRGBColor?] {
      try renderControls(v.disabled(true)).semantics.elements.filter { $0.role == .image }
        .map(\.foreground)
    }
    #expect(
      try symbolColours(Picker("F", selection: .constant(1)) { Text("V").tag(1) })
        == [disabledText])
    #expect(
      try symbolColours(Stepper("C", value: .constant(1), in: 0...2))
        == [disabledText, disabledText])
  }
}
