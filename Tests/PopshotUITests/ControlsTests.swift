import PopshotGraphics
import Testing

@testable import PopshotUI

/// Renders a view at the top-left of a 400 × 400 screen.
/// The view drawn in the classic design (these suites test iOS 17's controls; the Liquid Glass
/// ones are in LiquidGlassControlsTests).
func renderControls(_ view: some View, dark: Bool = false) throws -> LayoutResult {
  var env = EnvironmentValues()
  env.design = .classic
  if dark { env.colorScheme = .dark }
  return try LayoutEngine.render(
    view.frame(width: 400, height: 400, alignment: .topLeading),
    size: Size(width: 400, height: 400), environment: env)
}

/// A user's own toggle style: a symbol before the label.
struct CheckmarkToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    HStack {
      Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "xmark").id("mark")
      configuration.label
    }
  }
}

/// Toggle: the iOS 17 switch is 51 × 31 pt (ToggleMetrics.classic, docs/platform.md "Toggle").
@Suite struct ToggleTests {
  /// A toggle fills the width it is offered: label leading, switch trailing. Its height is the
  /// switch's 31 pt (the body text's line is 22 pt).
  @Test func switchFillsTheRowWithTheSwitchTrailing() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        Toggle("Wi-Fi", isOn: .constant(true)).id("on")
        Toggle("Bluetooth", isOn: .constant(false)).id("off")
      })
    expectFrames(res.frames, ["on": r(0, 0, 400, 31), "off": r(0, 31, 400, 31)])
    let on = try #require(res.semantics["on"])
    #expect(on.role == .toggle && on.label == "Wi-Fi" && on.value == "1")
    #expect(on.hitFrame == r(0, 0, 400, 31) && on.actions == [.tap("tap")] && on.traits == nil)
    #expect(res.semantics["off"]?.value == "0")
    // The label keeps its text element, at x 0 and centred in the 31 pt row: (31 − 20.287) / 2.
    let label = try #require(res.semantics["on/hstack/text"])
    #expect(label.frame.minX == 0 && near(label.frame.height, SF.line(17)))
    #expect(near(label.frame.minY, (31 - SF.line(17)) / 2))
  }

  /// With `.labelsHidden()` a toggle is the switch alone, 51 × 31, still labelled for VoiceOver.
  @Test func labelsHiddenLeavesTheSwitch() throws {
    let res = try renderControls(
      HStack(spacing: 0) {
        Toggle("Wi-Fi", isOn: .constant(true)).id("a")
        Toggle(isOn: .constant(false)) { Text("Sound") }.id("b")
      }.labelsHidden())
    expectFrames(res.frames, ["a": r(0, 0, 51, 31), "b": r(51, 0, 51, 31)])
    #expect(res.semantics["a"]?.label == "Wi-Fi")
    #expect(res.semantics["b"]?.label == "Sound" && res.semantics["b"]?.value == "0")
    // The hidden label draws nothing: no text element.
    #expect(!res.semantics.elements.contains { $0.role == .text })
  }

  /// The track: green when on (systemGreen #34C759), the tint when set, systemFill when off
  /// (#787880 at 20 %).
  @Test func trackColours() throws {
    func fills(_ v: some View) throws -> [SRGBColor] {
      try renderControls(v.labelsHidden()).displayList.items.compactMap { item -> SRGBColor? in
        if case .fill(_, .solid(let c), _) = item { return c }
        return nil
      }
    }
    let green = try SRGBColor(hex: "#34C759")
    #expect(try fills(Toggle("A", isOn: .constant(true))) == [green, .white])
    #expect(
      try fills(Toggle("A", isOn: .constant(true)).tint(.orange)).first
        == (try SRGBColor(hex: "#FF9500")))
    #expect(
      try fills(Toggle("A", isOn: .constant(false))).first
        == (try SRGBColor(hex: "#787880").opacity(0.2)))
  }

  /// The thumb: a 27 pt white disc 2 pt inside the 31 pt track, at its trailing end when on
  /// (measured on an iOS 18 recording, docs/platform.md).
  @Test func thumbSitsTwoPointsInsideTheTrack() throws {
    let items = try renderControls(Toggle("A", isOn: .constant(true)).labelsHidden()).displayList
      .items
    let bounds = items.compactMap { item -> Rect? in
      if case .fill(let p, .solid(let c), _) = item { return c == .white ? p.controlBounds : nil }
      return nil
    }
    let track = try #require(
      items.compactMap { item -> Rect? in
        if case .fill(let p, .solid(let c), _) = item, c != .white { return p.controlBounds }
        return nil
      }.first)
    let thumb = try #require(bounds.first)
    #expect(abs(thumb.width - 27) < 1e-6 && abs(thumb.height - 27) < 1e-6)
    #expect(abs(track.maxX - thumb.maxX - 2) < 1e-6 && abs(thumb.minY - track.minY - 2) < 1e-6)
  }

  @Test func disabledToggleIsNotEnabled() throws {
    let res = try renderControls(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true).id("t"))
    #expect(res.semantics["t"]?.traits == [.notEnabled] && res.semantics["t"]?.actions == [])
  }

  /// `.toggleStyle(.button)`: the label padded 12 × 7 pt, so 20.287 + 14 = 34.29 pt tall.
  @Test func buttonStyle() throws {
    let res = try renderControls(
      Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).id("t"))
    let t = try #require(res.semantics["t"])
    #expect(t.role == .toggle && t.label == "Bold" && t.value == "1")
    #expect(near(t.frame.height, SF.line(17) + 14))
    let text = try #require(res.semantics.elements.first { $0.role == .text })
    #expect(text.frame.minX == 12 && text.frame.width == t.frame.width - 24)
    #expect(text.foreground == (try SRGBColor(hex: "#007AFF")))
  }

  /// A user's style draws what it returns; the element still says toggle, its label and value.
  @Test func customStyle() throws {
    let res = try renderControls(
      Toggle("Remember me", isOn: .constant(true)).toggleStyle(CheckmarkToggleStyle()).id("t"))
    let t = try #require(res.semantics["t"])
    #expect(t.role == .toggle && t.label == "Remember me" && t.value == "1")
    #expect(res.semantics.elements.contains { $0.role == .image })
  }
}

/// Text fields: a body-text line is 20.287 pt; `.roundedBorder` pads it 7 pt sideways and
/// (34 − 20.287) / 2 above and below, so 34 pt tall (TextFieldMetrics.classic, docs/platform.md
/// "TextField").
@Suite struct TextFieldTests {
  let placeholder = try! SRGBColor(hex: "#3C3C43").opacity(0.3)

  @Test func plainFieldFillsTheWidthOneLineTall() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        TextField("Name", text: .constant("Jane")).id("a")
        TextField("Email", text: .constant(""), prompt: Text("you@example.com")).id("b")
      })
    expectFrames(
      res.frames, ["a": r(0, 0, 400, SF.line(17)), "b": r(0, SF.line(17), 400, SF.line(17))])
    let a = try #require(res.semantics["a"])
    #expect(a.role == .textField && a.label == "Name" && a.value == "Jane")
    let b = try #require(res.semantics["b"])
    #expect(b.label == "Email" && b.value == "")
    // The prompt is drawn in the placeholder colour (tertiary label).
    let prompt = try #require(res.semantics["b/text"])
    #expect(prompt.label == "you@example.com" && prompt.foreground == placeholder)
    #expect(res.semantics["a/text"]?.foreground == .black)
  }

  @Test func roundedBorderIs34Tall() throws {
    let res = try renderControls(
      TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).id("f"))
    expectFrames(res.frames, ["f": r(0, 0, 400, 34)])
    let text = try #require(res.semantics["f/text"])
    #expect(text.frame.minX == 7 && near(text.frame.minY, (34 - SF.line(17)) / 2))
    #expect(text.label == "Name")
  }

  @Test func secureFieldDrawsBullets() throws {
    let res = try renderControls(SecureField("Password", text: .constant("abc")).id("p"))
    #expect(res.semantics["p"]?.value == "•••" && res.semantics["p"]?.label == "Password")
    #expect(res.semantics["p/text"]?.label == "•••")
  }

  /// A vertical field is at least the range's lower bound tall and wraps to its upper bound:
  /// 3 lines of 20.287 pt empty; a long text stops at 5 lines; `reservesSpace` keeps 2 lines.
  @Test func verticalFieldLineLimits() throws {
    let long = String(repeating: "word ", count: 200)
    let res = try renderControls(
      VStack(spacing: 0) {
        TextField("Bio", text: .constant(""), axis: .vertical).lineLimit(3...5).id("empty")
        TextField("Bio", text: .constant(long), axis: .vertical).lineLimit(3...5).id("long")
        TextField("Bio", text: .constant("x"), axis: .vertical).lineLimit(2, reservesSpace: true)
          .id("two")
      })
    let l = SF.line(17)
    expectFrames(
      res.frames,
      [
        "empty": r(0, 0, 400, 3 * l), "long": r(0, 3 * l, 400, 5 * l),
        "two": r(0, 8 * l, 400, 2 * l),
      ])
    #expect(res.semantics["long/text"]?.text?.lineCount == 5)
  }

  /// A TextEditor fills what it is offered; its text sits inside UITextView's 5 × 8 pt insets.
  @Test func textEditorFillsItsFrame() throws {
    let res = try renderControls(TextEditor(text: .constant("Notes")).frame(height: 100).id("e"))
    expectFrames(res.frames, ["e": r(0, 0, 400, 100)])
    #expect(res.semantics["e"]?.role == .textField && res.semantics["e"]?.value == "Notes")
    #expect(res.semantics["e"]?.label == nil)
    let text = try #require(res.semantics["e/text"])
    #expect(text.frame.minX == 5 && text.frame.minY == 8)
  }

  /// The input modifiers compile and change nothing in a still.
  @Test func inputModifiersChangeNothing() throws {
    let plain = try renderControls(TextField("Email", text: .constant("a@b.c")).id("f"))
    let modified = try renderControls(
      TextField("Email", text: .constant("a@b.c")).keyboardType(.emailAddress)
        .textContentType(.emailAddress).autocorrectionDisabled().textInputAutocapitalization(
          .never
        ).submitLabel(.next).onSubmit {}.id("f"))
    #expect(plain.semantics == modified.semantics)
  }
}

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

  /// In a list row: the label leading, the selection and chevrons trailing in secondary.
  @Test func menuInARowSpreadsAcrossIt() throws {
    let res = try renderControls(
      Picker("Flavour", selection: .constant(2)) {
        Text("One").tag(1)
        Text("Two").tag(2)
      }.environment(\.isInListRow, true).id("p"))
    expectFrames(res.frames, ["p": r(0, 0, 400, SF.line(17))])
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

/// ProgressView, Slider, Stepper (ProgressViewMetrics, SliderMetrics, StepperMetrics;
/// docs/platform.md).
@Suite struct AdjustableControlTests {
  /// `.controlSize(.large)` draws UIActivityIndicatorView's large spinner, 37 × 37 pt; `.small`
  /// keeps the medium 20 × 20.
  @Test func largeSpinner() throws {
    let res = try renderControls(
      VStack(alignment: .leading, spacing: 0) {
        ProgressView().controlSize(.large).id("large")
        ProgressView().controlSize(.small).id("small")
      })
    expectFrames(res.frames, ["large": r(0, 0, 37, 37), "small": r(0, 37, 20, 20)])
  }

  /// The spinner is 20 × 20 pt, eight spokes, no value; a bar is 4 pt tall and reads "50%".
  @Test func progressViews() throws {
    let res = try renderControls(
      VStack(alignment: .leading, spacing: 0) {
        ProgressView().id("spinner")
        ProgressView(value: 0.5).id("bar")
        ProgressView("Downloading", value: 30, total: 100).id("titled")
      })
    expectFrames(
      res.frames,
      [
        "spinner": r(0, 0, 20, 20), "bar": r(0, 20, 400, 4),
        "titled": r(0, 24, 400, SF.line(17) + 8 + 4),
      ])
    let spinner = try #require(res.semantics["spinner"])
    #expect(spinner.role == .progress && spinner.value == nil && spinner.actions == [])
    #expect(res.semantics["bar"]?.value == "50%")
    #expect(res.semantics["titled"]?.label == "Downloading")
    #expect(res.semantics["titled"]?.value == "30%")
    // The bar's fill: the tint over half of the 400 pt track.
    let fills = res.displayList.items.compactMap { item -> Rect? in
      if case .fill(let p, .solid(let c), _) = item, c == (try? SRGBColor(hex: "#007AFF")) {
        return p.controlBounds
      }
      return nil
    }
    #expect(fills.first.map { abs($0.width - 200) < 1e-6 && $0.height == 4 } == true)
  }

  @Test func circularStyleDrawsASpinnerForAFraction() throws {
    let res = try renderControls(
      ProgressView(value: 0.5).progressViewStyle(.circular).id("p"))
    expectFrames(res.frames, ["p": r(0, 0, 20, 20)])
    #expect(res.semantics["p"]?.value == "50%")
  }

  /// A slider is as wide as offered and 28 pt tall (its thumb); value labels take their width
  /// and 8 pt gaps; the label is not drawn but names it.
  @Test func slider() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        Slider(value: .constant(0.25)).id("a")
        Slider(value: .constant(5.0), in: 0...10) {
          Text("Volume")
        } minimumValueLabel: {
          Text("0")
        } maximumValueLabel: {
          Text("10")
        }.id("b")
      })
    expectFrames(res.frames, ["a": r(0, 0, 400, 28), "b": r(0, 28, 400, 28)])
    let a = try #require(res.semantics["a"])
    #expect(a.role == .adjustable && a.value == "25%" && a.actions == [])
    let b = try #require(res.semantics["b"])
    #expect(b.label == "Volume" && b.value == "50%")
    #expect(
      res.semantics.elements.filter { $0.role == .text }.map(\.label) == ["0", "10"])
  }

  /// A stepper fills the row: the label leading, the 94 × 32 control trailing.
  @Test func stepper() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        Stepper("Quantity", value: .constant(3), in: 0...10).id("s")
        Stepper("Alone", value: .constant(3), in: 0...10).labelsHidden().id("h")
      })
    expectFrames(res.frames, ["s": r(0, 0, 400, 32), "h": r(153, 32, 94, 32)])
    let s = try #require(res.semantics["s"])
    #expect(s.role == .adjustable && s.label == "Quantity" && s.value == "3")
    #expect(res.semantics["h"]?.label == "Alone")
  }
}

/// Link and Menu (closed): their labels in the tint colour.
@Suite struct LinkAndMenuTests {
  @Test func linkAndClosedMenu() throws {
    let blue = try SRGBColor(hex: "#007AFF")
    let res = try renderControls(
      VStack {
        Link("Privacy", destination: URL(string: "https://example.com")!).id("l")
        Menu("Sort") { Button("Name") {} }.id("m")
      })
    let l = try #require(res.semantics["l"])
    #expect(l.role == .link && l.label == "Privacy" && l.actions == [.tap("open")])
    let m = try #require(res.semantics["m"])
    #expect(m.role == .button && m.label == "Sort")
    let texts = res.semantics.elements.filter { $0.role == .text }
    #expect(
      texts.map(\.label) == ["Privacy", "Sort"] && texts.allSatisfy { $0.foreground == blue })
  }
}
