import PopshotGraphics
import Testing

@testable import PopshotUI

struct Flavour: Identifiable {
  let id: Int, name: String
}

/// Pickers: the selected option is the one whose tag (or ForEach identity) is the selection
/// (PickerMetrics.classic, docs/platform.md "Picker").
@Suite struct PickerTests {
  let flavours = ["Chocolate", "Vanilla", "Strawberry"]

  /// A menu picker outside a form is its button: the selection and the chevrons in the tint,
  /// the label not drawn but read.
  @Test func menuShowsTheSelectionInTheTint() throws {
    let res = try renderControls(
      Picker("Flavour", selection: .constant("Vanilla")) {
        ForEach(flavours, id: \.self) { Text($0) }
      }.id("p"))
    let p = try #require(res.semantics["p"])
    #expect(p.role == .button && p.label == "Flavour" && p.value == "Vanilla")
    let texts = res.semantics.elements.filter { $0.role == .text }
    #expect(texts.map(\.label) == ["Vanilla"])
    #expect(texts.first?.foreground == (try SRGBColor(hex: "#007AFF")))
    #expect(res.semantics.elements.contains { $0.role == .image })
  }

  /// Options under an `if`/`else` (a ForEach in one branch, tagged texts in the other) are
  /// the options of the branch shown: the menu shows the selected one as without the `if`.
  @Test(arguments: [true, false])
  func optionsInsideAnIfAreTheShownBranchs(_ all: Bool) throws {
    let res = try renderControls(
      Picker("Flavour", selection: .constant("Vanilla")) {
        if all {
          ForEach(flavours, id: \.self) { Text($0) }
        } else {
          Text("Plain").tag("Plain")
          Text("Vanilla").tag("Vanilla")
        }
      }.id("p"))
    let p = try #require(res.semantics["p"])
    #expect(p.value == "Vanilla")
    #expect(res.semantics.elements.filter { $0.role == .text }.map(\.label) == ["Vanilla"])
  }

  /// In a list row: the label leading, the selection and chevrons trailing in secondary.
  @Test func menuInARowSpreadsAcrossIt() throws {
    let res = try renderControls(
      Picker("Flavour", selection: .constant(2)) {
        Text("One").tag(1)
        Text("Two").tag(2)
      }.environment(\.isInListRow, true).id("p"))
    expectFrames(res.frames, ["p": r(0, 0, 400, SF.lineOnPixels(17))])
    #expect(res.semantics["p"]?.value == "Two")
    let texts = res.semantics.elements.filter { $0.role == .text }
    #expect(texts.map(\.label) == ["Flavour", "Two"])
    #expect(texts[0].frame.minX == 0)
    let chevrons = try #require(res.semantics.elements.first { $0.role == .image })
    #expect(abs(chevrons.frame.maxX - 400) < 1e-9)
    #expect(texts[1].foreground == (try SRGBColor(hex: "#3C3C43").opacity(0.6)))
  }

  /// A Form's row is a list row: its menu picker spreads across the row.
  @Test func menuInAFormRowSpreadsAcrossIt() throws {
    let res = try renderControls(
      Form {
        Picker("Flavour", selection: .constant(2)) {
          Text("One").tag(1)
          Text("Two").tag(2)
        }.id("p")
      })
    let texts = res.semantics.elements.filter { $0.role == .text }
    #expect(texts.map(\.label) == ["Flavour", "Two"])
    let p = try #require(res.semantics["p"])
    #expect(texts[1].frame.maxX < p.frame.maxX && texts[0].frame.minX == p.frame.minX)
  }

  /// Segmented: 32 pt tall, as wide as offered, four segments of 100 pt.
  @Test func segmentedIs32TallWithEqualSegments() throws {
    let res = try renderControls(
      Picker("Range", selection: .constant(1)) {
        ForEach(0..<4) { Text(["Day", "Week", "Month", "Year"][$0]) }
      }.pickerStyle(.segmented).id("p"))
    expectFrames(res.frames, ["p": r(0, 0, 400, 32)])
    #expect(res.semantics["p"]?.value == "Week" && res.semantics["p"]?.label == "Range")
    let texts = res.semantics.elements.filter { $0.role == .text }
    #expect(texts.count == 4)
    for (i, t) in texts.enumerated() { #expect(abs(t.frame.midX - (50 + 100 * Double(i))) < 1e-6) }
    #expect(texts[1].text?.weight == .semibold && texts[0].text?.weight == .medium)
    #expect(texts[0].text?.size == 13)  // footnote at the default size
  }

  /// Inline: a row of at least 44 pt per option, a one-pixel separator between two, a checkmark
  /// on the selection. Identifiable elements are tagged with their ids.
  @Test func inlineRowsWithACheckmark() throws {
    let items = [Flavour(id: 7, name: "Mint"), Flavour(id: 9, name: "Lemon")]
    let res = try renderControls(
      Picker("Flavour", selection: .constant(9)) {
        ForEach(items) { Text($0.name) }
      }.pickerStyle(.inline).id("p"))
    expectFrames(res.frames, ["p": r(0, 0, 400, 88 + 1.0 / 3)])
    #expect(res.semantics["p"]?.value == "Lemon")
    let mark = try #require(res.semantics.elements.first { $0.role == .image })
    #expect(mark.frame.minY > 44 && abs(mark.frame.maxX - 400) < 1e-9)
  }

  /// Wheel: 216 pt tall, the selection centred on its band.
  @Test func wheelCentresTheSelection() throws {
    let res = try renderControls(
      Picker("Flavour", selection: .constant("Strawberry")) {
        ForEach(flavours, id: \.self) { Text($0) }
      }.pickerStyle(.wheel).id("p"))
    expectFrames(res.frames, ["p": r(0, 0, 400, 216)])
    #expect(res.semantics["p"]?.value == "Strawberry")
    let selected = try #require(res.semantics.elements.first { $0.label == "Strawberry" })
    #expect(abs(selected.frame.midY - 108) < 1e-6)
  }
}
