import PopshotGraphics
import Testing

@testable import PopshotUI

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
    // The label keeps its text element, at x 0 and centred in the 31 pt row: (31 − 20.333) / 2
    // (the body line rounded up to the 3x pixel).
    let label = try #require(res.semantics["on/hstack/text"])
    #expect(label.frame.minX == 0 && near(label.frame.height, SF.lineOnPixels(17)))
    #expect(near(label.frame.minY, (31 - SF.lineOnPixels(17)) / 2))
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

  /// iOS draws a labelled toggle's switch 2 pt past the toggle's trailing edge: in a 375 pt view
  /// with 16 pt padding the track spans x 310–361, not 308–359 (an iOS 17 recording), and in an
  /// inset grouped list the track ends 14 pt inside the card, not at the 16 pt margin (two iOS 26
  /// recordings; docs/platform.md, "switch in a row"). Here the toggle fills 400 pt: the track
  /// spans 351–402, in both designs, and mirrors to −2…49 right to left. A switch without its
  /// label is where it is laid out (not measured).
  @Test(arguments: [Design.classic, .liquidGlass])
  func switchTrackEndsTwoPointsPastTheTrailingEdge(_ design: Design) throws {
    func trackBounds(_ v: some View, _ direction: LayoutDirection = .leftToRight) throws -> Rect {
      var env = EnvironmentValues()
      env.design = design
      env.layoutDirection = direction
      let items = try LayoutEngine.render(
        v.frame(width: 400, height: 400, alignment: .topLeading),
        size: Size(width: 400, height: 400), environment: env
      ).displayList.items
      return try #require(
        items.compactMap { item -> Rect? in
          if case .fill(let p, .solid(let c), _) = item, c != .white { return p.controlBounds }
          return nil
        }.first)
    }
    let width = design == .classic ? 51.0 : 63
    let labelled = try trackBounds(Toggle("Wi-Fi", isOn: .constant(true)))
    #expect(abs(labelled.maxX - 402) < 1e-6 && abs(labelled.width - width) < 1e-6)
    let mirrored = try trackBounds(Toggle("Wi-Fi", isOn: .constant(true)), .rightToLeft)
    #expect(abs(mirrored.minX + 2) < 1e-6)
    let alone = try trackBounds(Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden())
    #expect(abs(alone.minX) < 1e-6)
  }

  @Test func disabledToggleIsNotEnabled() throws {
    let res = try renderControls(Toggle("Wi-Fi", isOn: .constant(true)).disabled(true).id("t"))
    #expect(res.semantics["t"]?.traits == [.notEnabled] && res.semantics["t"]?.actions == [])
  }

  /// `.toggleStyle(.button)`: the label padded 12 × 7 pt, so 20.333 + 14 = 34.33 pt tall (the
  /// body line, 20.287, rounded up to the 3x pixel).
  @Test func buttonStyle() throws {
    let res = try renderControls(
      Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).id("t"))
    let t = try #require(res.semantics["t"])
    #expect(t.role == .toggle && t.label == "Bold" && t.value == "1")
    #expect(near(t.frame.height, SF.lineOnPixels(17) + 14))
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
}
