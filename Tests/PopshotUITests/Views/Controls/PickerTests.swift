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

  /// A label shown as a menu picker's selection in a list row keeps a stack's spacing (8 pt)
  /// between its icon and title, where the row's own label takes the list's label columns (the
  /// title 44.33 pt after the content edge at Large): ModularHomeInventory's iOS 18 theme row
  /// inks the icon 5 pt before "System".
  @Test func aLabelAsTheSelectionKeepsItsStack() throws {
    let list = List {
      Picker(selection: .constant(0)) {
        Label("System", systemImage: "iphone").tag(0)
      } label: {
        Label("Theme", systemImage: "paintbrush")
      }
    }
    var env = EnvironmentValues()
    env.design = .classic
    let r = try LayoutEngine.render(list, size: Size(width: 393, height: 300), environment: env)
    let texts = r.semantics.elements.filter { $0.role == .text }
    let icons = r.semantics.elements.filter { $0.role == .image }
    let theme = try #require(texts.first { $0.label == "Theme" })
    let system = try #require(texts.first { $0.label == "System" })
    #expect(abs(theme.frame.minX - (40 + 44.33)) < 1e-9)
    let phone = try #require(
      icons.first { $0.frame.minX > 200 && $0.frame.maxX < system.frame.minX })
    #expect(abs(system.frame.minX - (phone.frame.maxX + 8)) < 1e-9)
  }

  /// The chevrons of a menu picker in a row, as iOS 18 draws them at 3x (ModularHomeInventory's
  /// General settings, docs/platform.md "Pickers"): ink 8.33 pt wide and 12 tall, ending 1.67 pt
  /// before the row's trailing edge and starting 7 pt after the selection's ink (the frames 4
  /// pt apart).
  @Test func menuChevronsInARowAreInkedAsOnIOS() throws {
    var env = EnvironmentValues()
    env.design = .classic
    env.displayScale = 3
    env.isInListRow = true
    let size = Size(width: 200, height: 40)
    let view = Picker("Sort", selection: .constant(1)) { Text("Added").tag(1) }
      .frame(width: 200, height: 40)
    let res = try LayoutEngine.render(view, size: size, environment: env)
    let chevrons = try #require(res.semantics.elements.first { $0.role == .image })
    let value = try #require(res.semantics.elements.last { $0.role == .text })
    #expect(abs(chevrons.frame.maxX - 200) < 1e-9)
    #expect(abs(chevrons.frame.minX - value.frame.maxX - 4) < 1e-9)
    // The ink: columns and rows holding a pixel at least half covered.
    let px = try Painter(scale: 3).render(res.displayList, size: size)
    let x0 = Int(chevrons.frame.minX * 3) - 3
    var cols = Set<Int>()
    var rows = Set<Int>()
    for y in 0..<px.height {
      for x in x0..<px.width where px[x, y].a > 127 {
        cols.insert(x)
        rows.insert(y)
      }
    }
    // Spans: the two chevrons leave empty rows between them.
    let inkWidth = Double(cols.max()! - cols.min()! + 1) / 3
    let inkHeight = Double(rows.max()! - rows.min()! + 1) / 3
    #expect(abs(inkWidth - 25 / 3.0) <= 1 / 3.0 + 1e-9, "ink \(inkWidth) pt wide")
    #expect(abs(inkHeight - 12) <= 1 / 3.0 + 1e-9, "ink \(inkHeight) pt tall")
    let between = inkHeight - Double(rows.count) / 3
    #expect(abs(between - 8 / 3.0) <= 1 / 3.0 + 1e-9, "chevrons \(between) pt apart")
    let trailing = 200 - Double(cols.max()! + 1) / 3
    #expect(abs(trailing - 5 / 3.0) <= 1 / 3.0 + 1e-9, "ink ends \(trailing) pt before the edge")
    // From the text's ink to the chevrons' ink, as iOS leaves it after "Recently Added".
    var textInk = -1
    for y in 0..<px.height {
      for x in 0..<x0 where px[x, y].a > 127 { textInk = max(textInk, x) }
    }
    let gap = Double(cols.min()! - textInk - 1) / 3
    #expect(abs(gap - 7) <= 1 / 3.0 + 1e-9, "ink starts \(gap) pt after the text's")
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
