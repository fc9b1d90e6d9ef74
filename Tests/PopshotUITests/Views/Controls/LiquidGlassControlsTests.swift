import PopshotGraphics
import Testing

@testable import PopshotUI

/// iOS 26's switch (docs/platform.md, "Controls in Liquid Glass"): a 63 × 28 track with a
/// 37 × 24 capsule thumb 2 pt in, so it travels 63 − 37 − 2 × 2 = 22 pt.
@Suite struct LiquidGlassSwitchTests {
  func render(_ isOn: Bool, design: Design) throws -> LayoutResult {
    var env = EnvironmentValues()
    env.design = design
    return try LayoutEngine.render(
      Toggle("Wi-Fi", isOn: .constant(isOn)).labelsHidden().id("t")
        .frame(width: 200, height: 100, alignment: .topLeading),
      size: Size(width: 200, height: 100), environment: env)
  }

  /// The white fills' bounds: the thumb (and nothing else is white).
  func thumb(_ r: LayoutResult) -> [Rect] {
    r.displayList.items.compactMap {
      if case .fill(let p, .solid(let c), _) = $0, c == .white { return p.controlBounds }
      return nil
    }
  }

  @Test func theSwitchIsWiderAndLowerWithACapsuleThumb() throws {
    let on = try render(true, design: .liquidGlass)
    #expect(on.frames["t"] == Rect(x: 0, y: 0, width: 63, height: 28))
    #expect(thumb(on) == [Rect(x: 63 - 2 - 37, y: 2, width: 37, height: 24)])
    let off = try render(false, design: .liquidGlass)
    #expect(thumb(off) == [Rect(x: 2, y: 2, width: 37, height: 24)])
    // The classic switch beside it: 51 × 31 with a 27 pt disc.
    let classic = try render(true, design: .classic)
    #expect(classic.frames["t"] == Rect(x: 0, y: 0, width: 51, height: 31))
    #expect(thumb(classic) == [Rect(x: 51 - 2 - 27, y: 2, width: 27, height: 27)])
  }
}

/// Renders `view` in a 400 × 400 canvas at its top leading corner, in `design`.
func renderDesigned(_ view: some View, _ design: Design) throws -> LayoutResult {
  var env = EnvironmentValues()
  env.design = design
  return try LayoutEngine.render(
    view.frame(width: 400, height: 400, alignment: .topLeading),
    size: Size(width: 400, height: 400), environment: env)
}

/// The solid fills of a render: their paths and colours.
func solidFills(_ r: LayoutResult) -> [(path: Path, color: SRGBColor)] {
  r.displayList.items.compactMap {
    if case .fill(let p, .solid(let c), _) = $0 { return (p, c) }
    return nil
  }
}

/// iOS 26's slider (docs/platform.md, "Controls in Liquid Glass"; a replica's figures): 28 pt
/// tall, a 6 pt track centred (y = 11), the 37 × 24 thumb centred (y = 2), whose centre
/// travels from 18.5 to width − 18.5. At 25 % of 400 pt: centre 18.5 + 363 × 0.25 = 109.25.
@Suite struct LiquidGlassSliderTests {
  let quaternaryLabel = try! SRGBColor(hex: "#3C3C43").opacity(0.18)
  let systemFill = try! SRGBColor(hex: "#787880").opacity(0.2)
  /// iOS 26's systemBlue, the Liquid Glass design's accent.
  let blue = try! SRGBColor(hex: "#0088FF")

  func shadows(_ r: LayoutResult) -> [(Rect, Double, Point)] {
    r.displayList.items.compactMap {
      if case .shadow(let p, _, let radius, let o) = $0 { return (p.controlBounds, radius, o) }
      return nil
    }
  }

  @Test func aThickerTrackAndACapsuleThumb() throws {
    let r = try renderDesigned(Slider(value: .constant(0.25)).id("s"), .liquidGlass)
    #expect(r.frames["s"] == Rect(x: 0, y: 0, width: 400, height: 28))
    let fills = solidFills(r)
    let track = try #require(fills.first { $0.color == quaternaryLabel })
    #expect(track.path == Path.capsule(in: Rect(x: 0, y: 11, width: 400, height: 6)))
    let filled = try #require(fills.first { $0.color == blue })
    #expect(filled.path == Path.capsule(in: Rect(x: 0, y: 11, width: 109.25, height: 6)))
    let thumb = try #require(fills.first { $0.color == .white })
    #expect(thumb.path == Path.capsule(in: Rect(x: 90.75, y: 2, width: 37, height: 24)))
    // One soft shadow, not offset.
    let s = shadows(r)
    #expect(s.count == 1)
    #expect(s.first?.0 == Rect(x: 90.75, y: 2, width: 37, height: 24))
    #expect(s.first?.1 == 5 && s.first?.2 == Point(x: 0, y: 0))
  }

  /// The classic slider beside it: a 4 pt systemFill track (y = 12), a 28 pt disc at
  /// 363 + 9 = 372 × 0.25 = 93 with the switch's two shadows.
  @Test func theClassicSliderIsUnchanged() throws {
    let r = try renderDesigned(Slider(value: .constant(0.25)).id("s"), .classic)
    #expect(r.frames["s"] == Rect(x: 0, y: 0, width: 400, height: 28))
    let fills = solidFills(r)
    let track = try #require(fills.first { $0.color == systemFill })
    #expect(track.path.controlBounds == Rect(x: 0, y: 12, width: 400, height: 4))
    let thumb = try #require(fills.first { $0.color == .white })
    #expect(thumb.path.controlBounds == Rect(x: 93, y: 0, width: 28, height: 28))
    #expect(shadows(r).count == 2)
  }
}

/// iOS 26's bordered buttons: the classic paddings (12 × 7 at the regular size, 20 × 14 large,
/// 10 × 5 small, 7 × 3 mini), in a capsule at every size; an explicit shape still wins.
@Suite struct LiquidGlassButtonTests {
  func background(_ view: some View, _ design: Design) throws -> (Path, Rect) {
    let r = try renderDesigned(view.id("b"), design)
    let fill = try #require(solidFills(r).first)
    return (fill.path, try #require(r.frames["b"]))
  }

  @Test(arguments: [ControlSize.mini, .small, .regular, .large, .extraLarge])
  func borderedIsACapsuleAtEverySize(_ size: ControlSize) throws {
    for style in [0, 1] {
      let button = Button("Save") {}.controlSize(size)
      let (path, frame) =
        style == 0
        ? try background(button.buttonStyle(.bordered), .liquidGlass)
        : try background(button.buttonStyle(.borderedProminent), .liquidGlass)
      #expect(path == Path.capsule(in: frame))
    }
  }

  /// The same size as the classic button: only the shape changes.
  @Test func theSizeIsTheClassicOne() throws {
    for size in [ControlSize.small, .regular, .large] {
      let button = Button("Save") {}.buttonStyle(.bordered).controlSize(size)
      let glass = try background(button, .liquidGlass).1
      let classic = try background(button, .classic).1
      #expect(glass.size == classic.size)
    }
    let label = try #require(
      try renderDesigned(Text("Save").id("b"), .liquidGlass).frames["b"])
    let regular = try background(Button("Save") {}.buttonStyle(.bordered), .liquidGlass).1
    #expect(regular.size == Size(width: label.width + 24, height: label.height + 14))
  }

  /// `.roundedRectangle` keeps the size's radius (7 at the regular size); classic's automatic
  /// shape is that rounded rectangle.
  @Test func anExplicitShapeWinsAndClassicIsRounded() throws {
    let rounded = Button("Save") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle)
    let (path, frame) = try background(rounded, .liquidGlass)
    #expect(path == Path.roundedRect(frame, cornerRadius: 7, style: .continuous))
    let (classic, classicFrame) = try background(
      Button("Save") {}.buttonStyle(.bordered), .classic)
    #expect(classic == Path.roundedRect(classicFrame, cornerRadius: 7, style: .continuous))
  }
}

/// iOS 26's segmented picker (an estimate): a 32 pt capsule track, and the selected segment a
/// capsule 2 pt in: the second of four 100 pt segments is (102, 2, 96, 28).
@Suite struct LiquidGlassSegmentedTests {
  let trackFill = try! SRGBColor(hex: "#767680").opacity(0.12)

  func picker() -> some View {
    Picker("Range", selection: .constant(1)) {
      ForEach(0..<4) { Text(["Day", "Week", "Month", "Year"][$0]) }
    }.pickerStyle(.segmented).id("p")
  }

  @Test func aCapsuleTrackAndThumb() throws {
    let r = try renderDesigned(picker(), .liquidGlass)
    #expect(r.frames["p"] == Rect(x: 0, y: 0, width: 400, height: 32))
    let fills = solidFills(r)
    let track = try #require(fills.first { $0.color == trackFill })
    #expect(track.path == Path.capsule(in: Rect(x: 0, y: 0, width: 400, height: 32)))
    let thumb = try #require(fills.first { $0.color == .white })
    #expect(thumb.path == Path.capsule(in: Rect(x: 102, y: 2, width: 96, height: 28)))
  }

  /// Classic: radius 9 for the track, 7 for the thumb.
  @Test func theClassicPickerIsUnchanged() throws {
    let r = try renderDesigned(picker(), .classic)
    let fills = solidFills(r)
    let track = try #require(fills.first { $0.color == trackFill })
    #expect(
      track.path == Path.roundedRect(Rect(x: 0, y: 0, width: 400, height: 32), cornerRadius: 9))
    let thumb = try #require(fills.first { $0.color == .white })
    #expect(
      thumb.path == Path.roundedRect(Rect(x: 102, y: 2, width: 96, height: 28), cornerRadius: 7))
  }
}
