import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// 9:41 AM GMT on 5 January 2024: 1 704 412 800 s (that day's midnight) + 9 h 41 min.
let nineFortyOne = Date(timeIntervalSince1970: 1_704_412_800 + 9 * 3600 + 41 * 60)

/// The fills of a render, with their bounds.
func fills(_ res: LayoutResult) -> [(Rect, SRGBColor)] {
  res.displayList.items.compactMap { item in
    if case .fill(let p, .solid(let c), _) = item { return (p.controlBounds, c) }
    return nil
  }
}

func near(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
    && abs(a.height - b.height) < 1e-6
}

/// tertiarySystemFill, the capsules' fill: #767680 at 12 %.
let capsuleFill = try! SRGBColor(hex: "#767680").opacity(0.12)
/// tertiaryLabel, a disabled control's text: #3C3C43 at 30 %.
let disabledText = try! SRGBColor(hex: "#3C3C43").opacity(0.3)

/// DatePicker closed, compact (DatePickerMetrics.classic, docs/platform.md "DatePicker").
@Suite struct DatePickerTests {
  /// The date and time in US English, GMT, whatever the machine's locale.
  @Test func writesDatesInUSEnglishAndGMT() {
    let midnight = Date(timeIntervalSince1970: 1_704_412_800)
    #expect(DateWriting(nineFortyOne).date == "Jan 5, 2024")
    #expect(DateWriting(nineFortyOne).time == "9:41 AM")
    #expect(DateWriting(midnight).time == "12:00 AM")
    #expect(DateWriting(midnight.addingTimeInterval(13 * 3600 + 5 * 60)).time == "1:05 PM")
    #expect(DateWriting(midnight.addingTimeInterval(12 * 3600)).time == "12:00 PM")
  }

  /// The label leading, the two capsules trailing, the picker as wide as offered. A capsule is
  /// the body line (20.287 pt) plus 7 pt above and below: 34.29 pt (iOS: 34.33, the same rounded
  /// to the pixel); its text is 12 pt in from each side, and the capsules are 6 pt apart.
  @Test func compactCapsulesTrailing() throws {
    let res = try renderControls(DatePicker("Start", selection: .constant(nineFortyOne)).id("d"))
    let d = try #require(res.semantics["d"])
    let h = SF.line(17) + 14
    #expect(near(d.frame, r(0, 0, 400, h)))
    #expect(d.role == .button && d.label == "Start" && d.value == "Jan 5, 2024, 9:41 AM")
    let texts = res.semantics.elements.filter { $0.role == .text }
    let label = try #require(texts.first { $0.label == "Start" })
    let date = try #require(texts.first { $0.label == "Jan 5, 2024" })
    let time = try #require(texts.first { $0.label == "9:41 AM" })
    #expect(label.frame.minX == 0 && label.frame.minY == 7)
    #expect(time.frame.maxX == 388 && time.frame.minY == 7 && near(time.frame.height, SF.line(17)))
    #expect(abs(date.frame.maxX - (time.frame.minX - 12 - 6 - 12)) < 1e-6)
    let capsules = fills(res).filter { $0.1 == capsuleFill }.map(\.0)
    #expect(capsules.count == 2)
    #expect(near(capsules[1], r(time.frame.minX - 12, 0, time.frame.width + 24, h)))
    #expect(near(capsules[0], r(date.frame.minX - 12, 0, date.frame.width + 24, h)))
    #expect(date.foreground == .black && time.foreground == .black)
  }

  /// `.date` alone shows one capsule; `.hourAndMinute` the time alone.
  @Test func displayedComponents() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        DatePicker("A", selection: .constant(nineFortyOne), displayedComponents: .date).id("a")
        DatePicker("B", selection: .constant(nineFortyOne), displayedComponents: .hourAndMinute)
          .id("b")
      })
    #expect(res.semantics["a"]?.value == "Jan 5, 2024")
    #expect(res.semantics["b"]?.value == "9:41 AM")
    #expect(fills(res).filter { $0.1 == capsuleFill }.count == 2)
  }

  /// A selection outside the range is shown clamped to it.
  @Test func rangesClampTheShownDate() throws {
    let next = nineFortyOne.addingTimeInterval(86_400)
    let res = try renderControls(
      VStack {
        DatePicker("A", selection: .constant(nineFortyOne), in: next..., displayedComponents: .date)
          .id("a")
        DatePicker(
          "B", selection: .constant(next), in: ...nineFortyOne, displayedComponents: .date
        ).id("b")
        DatePicker(
          selection: .constant(nineFortyOne), in: next...next.addingTimeInterval(60),
          displayedComponents: .date
        ) { Text("C") }.id("c")
      })
    #expect(res.semantics["a"]?.value == "Jan 6, 2024")
    #expect(res.semantics["b"]?.value == "Jan 5, 2024")
    #expect(res.semantics["c"]?.value == "Jan 6, 2024" && res.semantics["c"]?.label == "C")
  }

  /// Every style draws the compact form (graphical and wheel are placeholders), and
  /// `.labelsHidden()` leaves the capsules alone.
  @Test func stylesDrawTheCompactForm() throws {
    func frame(_ v: some View) throws -> Rect? {
      try renderControls(v.id("d")).semantics["d"]?.frame
    }
    let picker = DatePicker("Start", selection: .constant(nineFortyOne))
    let compact = try frame(picker.datePickerStyle(.compact))
    #expect(compact.map { near($0, r(0, 0, 400, SF.line(17) + 14)) } == true)
    #expect(try frame(picker.datePickerStyle(.graphical)) == compact)
    #expect(try frame(picker.datePickerStyle(.wheel)) == compact)
    #expect(try frame(picker.datePickerStyle(.automatic)) == compact)
    let hidden = try renderControls(picker.labelsHidden().id("d"))
    let h = try #require(hidden.semantics["d"])
    #expect(h.label == "Start" && near(h.frame.height, SF.line(17) + 14) && h.frame.width < 400)
    #expect(!hidden.semantics.elements.contains { $0.label == "Start" && $0.role == .text })
  }
}

/// ColorPicker closed (ColorPickerMetrics.classic, docs/platform.md "ColorPicker").
@Suite struct ColorPickerTests {
  /// The 28 pt well trailing; its disc is inset by the 3 pt ring and a 2 pt gap: 18 pt, at
  /// x 400 − 28 + 5 = 377. The row is the well's 28 pt tall (the label line is 22).
  @Test func wellTrailing() throws {
    let res = try renderControls(ColorPicker("Tint", selection: .constant(.red)).id("c"))
    let c = try #require(res.semantics["c"])
    #expect(c.frame == r(0, 0, 400, 28))
    #expect(c.role == .button && c.label == "Tint" && c.value == "#FF3B30")
    let red = try SRGBColor(hex: "#FF3B30")
    let disc = try #require(fills(res).first { $0.1 == red })
    #expect(near(disc.0, r(377, 5, 18, 18)))
    // The ring: 36 flat hue segments within the well, the first red (hue 0) at the top.
    let ring = fills(res).filter { $0.1 != red }
    #expect(ring.count == 36)
    #expect(ring.allSatisfy { $0.0.minX >= 372 - 1e-6 && $0.0.maxX <= 400 + 1e-6 })
    #expect(ring[0].1 == SRGBColor(red: 1, green: 0, blue: 0))
    #expect(abs(ring[0].0.minY) < 1e-6)
  }

  /// The value is the hex; with opacity, a translucent colour keeps its alpha byte.
  @Test func valueIsTheHex() throws {
    let res = try renderControls(
      VStack {
        ColorPicker("A", selection: .constant(Color.red.opacity(0.5))).id("a")
        ColorPicker("B", selection: .constant(Color.red.opacity(0.5)), supportsOpacity: false)
          .id("b")
        ColorPicker(selection: .constant(.blue)) { Text("C") }.id("c")
      })
    #expect(res.semantics["a"]?.value == "#FF3B3080")
    #expect(res.semantics["b"]?.value == "#FF3B30")
    #expect(res.semantics["c"]?.value == "#007AFF" && res.semantics["c"]?.label == "C")
    let dark = try renderControls(ColorPicker("A", selection: .constant(.blue)).id("a"), dark: true)
    #expect(dark.semantics["a"]?.value == "#0A84FF")
  }
}

/// Gauge (GaugeMetrics.classic, docs/platform.md "Gauge").
@Suite struct GaugeTests {
  /// linearCapacity, the default: the label's 20.287 pt line, 8 pt, the 4 pt bar; the bar filled
  /// with the tint to the fraction (40 % of 400 = 160).
  @Test func linearCapacityBar() throws {
    let res = try renderControls(Gauge(value: 0.4) { Text("Battery") }.id("g"))
    let g = try #require(res.semantics["g"])
    #expect(near(g.frame, r(0, 0, 400, SF.line(17) + 12)))
    #expect(g.role == .progress && g.label == "Battery" && g.value == "40%" && g.actions == [])
    let bars = fills(res).map(\.0)
    #expect(bars.count == 2)
    let top = SF.line(17) + 8
    #expect(near(bars[0], r(0, top, 400, 4)) && near(bars[1], r(0, top, 160, 4)))
    #expect(fills(res)[1].1 == (try SRGBColor(hex: "#007AFF")))
  }

  /// A range maps the value into it: 75 in 0…150 is 50 %; values past the bounds clamp.
  @Test func rangesAndClamping() throws {
    let res = try renderControls(
      VStack {
        Gauge(value: 75.0, in: 0...150) { Text("Speed") }.id("a")
        Gauge(value: 200.0, in: 0...150) { Text("Speed") }.id("b")
      })
    #expect(res.semantics["a"]?.value == "50%" && res.semantics["b"]?.value == "100%")
  }

  /// The minimum and maximum labels stand at the bar's ends, 8 pt from it; the current value
  /// label below it.
  @Test func valueLabels() throws {
    let res = try renderControls(
      Gauge(value: 0.5) {
        Text("Level")
      } currentValueLabel: {
        Text("50")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("1")
      }.id("g"))
    let texts = res.semantics.elements.filter { $0.role == .text }
    let low = try #require(texts.first { $0.label == "0" })
    let high = try #require(texts.first { $0.label == "1" })
    let current = try #require(texts.first { $0.label == "50" })
    let track = try #require(fills(res).first).0
    #expect(abs(track.minX - (low.frame.maxX + 8)) < 1e-6)
    #expect(abs(track.maxX - (high.frame.minX - 8)) < 1e-6)
    // The bar is centred in the row of the bound labels; the current value label is 8 pt
    // under that row.
    #expect(abs(track.midY - low.frame.midY) < 1e-6)
    #expect(abs(current.frame.minY - (low.frame.maxY + 8)) < 1e-6)
    #expect(current.foreground == (try SRGBColor(hex: "#3C3C43").opacity(0.6)))
  }

  /// accessoryCircularCapacity: a 58 pt ring, the current value label centred in it.
  @Test func circularCapacityRing() throws {
    let res = try renderControls(
      Gauge(value: 0.65) {
        Text("Charge")
      } currentValueLabel: {
        Text("65")
      }
      .gaugeStyle(.accessoryCircularCapacity).id("g"))
    let g = try #require(res.semantics["g"])
    #expect(g.frame == r(0, 0, 58, 58) && g.value == "65%" && g.label == "Charge")
    let label = try #require(res.semantics.elements.first { $0.label == "65" && $0.role == .text })
    #expect(abs(label.frame.midX - 29) < 1e-6 && abs(label.frame.midY - 29) < 1e-6)
    let strokes = res.displayList.items.compactMap { item -> StrokeStyle? in
      if case .stroke(_, let s, _) = item { return s }
      return nil
    }
    #expect(strokes.count == 2 && strokes.allSatisfy { $0.width == 6 })
  }

  /// The other accessory styles are placeholders drawn as linearCapacity.
  @Test func placeholdersDrawTheBar() throws {
    func frame(_ s: some GaugeStyle) throws -> Rect? {
      try renderControls(Gauge(value: 0.4) { Text("B") }.gaugeStyle(s).id("g")).semantics["g"]?
        .frame
    }
    for style in [
      try frame(.accessoryLinear), try frame(.accessoryCircular),
      try frame(.accessoryLinearCapacity), try frame(.linearCapacity), try frame(.automatic),
    ] {
      #expect(style.map { near($0, r(0, 0, 400, SF.line(17) + 12)) } == true)
    }
  }
}

/// A disabled control (ControlMetrics.classic, docs/platform.md "Controls"): its texts and
/// symbols in tertiaryLabel, its graphic parts at half opacity, the `notEnabled` trait.
@Suite struct DisabledControlTests {
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

/// Toggle for a collection, and a stepper in a form's LabeledContent.
@Suite struct Controls2MiscTests {
  struct Alarm {
    var isOn: Binding<Bool>
  }

  /// On when every source is on; a mixed or empty collection reads off.
  @Test func toggleForSources() throws {
    let all = [Alarm(isOn: .constant(true)), Alarm(isOn: .constant(true))]
    let mixed = [Alarm(isOn: .constant(true)), Alarm(isOn: .constant(false))]
    let res = try renderControls(
      VStack {
        Toggle("All", sources: all, isOn: \.isOn).id("a")
        Toggle(sources: mixed, isOn: \.isOn) { Text("Mixed") }.id("b")
        Toggle("None", sources: [Alarm](), isOn: \.isOn).id("c")
      })
    #expect(res.semantics["a"]?.value == "1" && res.semantics["a"]?.label == "All")
    #expect(res.semantics["b"]?.value == "0" && res.semantics["b"]?.label == "Mixed")
    #expect(res.semantics["c"]?.value == "0")
  }

  /// A stepper with a hidden label as a LabeledContent's value: the 94 × 32 control trailing,
  /// its element still labelled.
  @Test func stepperInLabeledContent() throws {
    let res = try renderControls(
      LabeledContent("Steps") {
        Stepper("Steps", value: .constant(2), in: 0...5).labelsHidden().id("s")
      })
    let s = try #require(res.semantics["s"])
    #expect(s.frame == r(306, 0, 94, 32) && s.label == "Steps" && s.value == "2")
  }
}
