import Foundation
import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

/// Fonts, designs and the text modifiers. Expected values come from the faces' files and Apple's
/// documented rules (Font.Leading: ±2 pt; lineSpacing adds between lines), not from the code. A
/// text's size is rounded up to the pixel (3x here: `SF.onPixels`).
@Suite struct TextStyleTests {
  let screen = Size(width: 390, height: 400)

  func size(_ view: some View, width: Double? = nil) -> Size {
    LayoutEngine.size(of: view, proposal: ProposedSize(width: width, height: nil))
  }

  func runs(_ view: some View) throws -> [GlyphRun] {
    try LayoutEngine.render(view, size: screen).displayList.items.compactMap {
      if case .glyphRun(let r) = $0 { return r } else { return nil }
    }
  }

  func faceFiles(_ view: some View) throws -> [String] {
    try runs(view).map {
      ($0.source as! FontFace).path.split(separator: "/").last.map(String.init)!
    }
  }

  @Test func designsDrawFromTheirDebianFaces() throws {
    #expect(try faceFiles(Text("Hi").fontDesign(.serif)) == ["DejaVuSerif.ttf"])
    #expect(try faceFiles(Text("Hi").fontDesign(.monospaced)) == ["DejaVuSansMono.ttf"])
    #expect(try faceFiles(Text("Hi").fontDesign(.rounded)) == ["Quicksand-Regular.ttf"])
    #expect(
      try faceFiles(Text("Hi").font(.system(size: 15, weight: .bold, design: .serif)))
        == ["DejaVuSerif-Bold.ttf"])
    #expect(
      try faceFiles(Text("Hi").font(.system(.title, design: .rounded, weight: .bold)))
        == ["Quicksand-Bold.ttf"])
    #expect(try faceFiles(Text("Hi").monospaced()) == ["DejaVuSansMono.ttf"])
    #expect(try faceFiles(Text("Hi").font(.body.monospaced())) == ["DejaVuSansMono.ttf"])
  }

  @Test func customNamesPickAFamilyOrTheSystemFace() throws {
    #expect(try faceFiles(Text("Hi").font(.custom("Menlo", size: 17))) == ["DejaVuSansMono.ttf"])
    #expect(try faceFiles(Text("Hi").font(.custom("Georgia", size: 17))) == ["DejaVuSerif.ttf"])
    #expect(
      try faceFiles(Text("Hi").font(.custom("Avenir Next", size: 17))) == ["Inter-Regular.otf"])
    // custom(_:size:) scales like body; fixedSize does not.
    var env = EnvironmentValues()
    env.dynamicTypeSize = .xxxLarge
    let scaled = Font.custom("Avenir", size: 17).resolved(.xxxLarge)
    #expect(scaled.size == 23)
    #expect(Font.custom("Avenir", fixedSize: 17).resolved(.xxxLarge).size == 17)
  }

  @Test func italicUsesInterItalicsAndSlantsQuicksand() throws {
    #expect(try faceFiles(Text("Hi").italic()) == ["Inter-Italic.otf"])
    #expect(try faceFiles(Text("Hi").bold().italic()) == ["Inter-BoldItalic.otf"])
    #expect(try faceFiles(Text("Hi").font(.body.italic())) == ["Inter-Italic.otf"])
    let rounded = try runs(Text("Hi").fontDesign(.rounded).italic())
    #expect(rounded.map { $0.source.cacheKey.contains("oblique") } == [true])
  }

  /// A body line is SF Pro's line height, 20.287 pt (20.333 on the 3x pixels), not the type
  /// table's 22; tight and loose leading take 2 pt from it or add 2.
  @Test func leadingTakesOrAddsTwoPoints() {
    #expect(near(size(Text("A")).height, 61.0 / 3))
    #expect(near(size(Text("A").font(.body.leading(.tight))).height, SF.onPixels(SF.line(17) - 2)))
    #expect(near(size(Text("A").font(.body.leading(.loose))).height, SF.onPixels(SF.line(17) + 2)))
  }

  /// A text style's lines are its type-table leading apart (body at Large: 22, Apple's HIG
  /// "Dynamic Type sizes"): a line is SF Pro's line height, and the rest (22 − 20.287) lies
  /// between lines, plus the line spacing; one line has none. A fixed size has no table: its
  /// lines touch. The text's height is then rounded up to the pixel.
  @Test func lineSpacingGoesBetweenLines() {
    let gap = 22 - SF.line(17)
    let up = { SF.onPixels($0) }
    #expect(near(size(Text("a\nb\nc")).height, up(3 * SF.line(17) + 2 * gap)))
    #expect(
      near(size(Text("a\nb\nc").lineSpacing(5)).height, up(3 * SF.line(17) + 2 * (gap + 5))))
    #expect(near(size(Text("a").lineSpacing(5)).height, SF.lineOnPixels(17)))
    #expect(near(size(Text("a\nb").font(.system(size: 17))).height, up(2 * SF.line(17))))
  }

  /// The table at other sizes and styles, as the reference recordings show them (SST's Medium):
  /// subheadline 14 pt lines 19 apart, title 2 21 pt lines 26 apart. Where the table's leading
  /// is less than the line (body at AX5: 62 for a 53 × 2444/2048 = 63.25 pt line), lines touch
  /// and do not overlap. Each text's height is rounded up to the 3x pixel, so the pitch is the
  /// difference of two rounded heights.
  @Test func theLeadingFollowsTheTypeTable() {
    func pitch(_ font: Font, _ dt: DynamicTypeSize) -> Double {
      size(Text("a\nb").font(font).dynamicTypeSize(dt)).height
        - size(Text("a").font(font).dynamicTypeSize(dt)).height
    }
    #expect(near(pitch(.subheadline, .medium), 19))
    #expect(near(pitch(.title2, .medium), 26))
    #expect(
      near(pitch(.body, .accessibility5), SF.onPixels(2 * SF.line(53)) - SF.lineOnPixels(53)))
    #expect(near(pitch(.footnote, .xSmall), 16))
  }

  /// Every text style's line is its size × 2444 / 2048, rounded up to the 3x pixel: the large
  /// title 40.57 (40.67), a fixed 12 pt system font 14.32 (14.33), the rounded design the same;
  /// the serif design keeps DejaVu's own.
  @Test func lineHeightsFollowSFPro() {
    let up = { SF.onPixels($0) }
    #expect(near(size(Text("A").font(.largeTitle)).height, up(34.0 * 2444 / 2048)))
    #expect(near(size(Text("A").font(.footnote)).height, up(13.0 * 2444 / 2048)))
    #expect(near(size(Text("A").font(.system(size: 12))).height, up(12.0 * 2444 / 2048)))
    #expect(near(size(Text("A").font(.system(size: 12, design: .rounded))).height, 43.0 / 3))
    #expect(!near(size(Text("A").font(.system(size: 12, design: .serif))).height, 43.0 / 3))
  }

  @Test func trackingAndKerningWidenEveryCharacter() {
    let plain = size(Text("abc")).width
    #expect(abs(size(Text("abc").tracking(2)).width - (plain + 3 * 2)) < 1e-9)
    #expect(abs(size(Text("abc").kerning(-1)).width - (plain - 3)) < 1e-9)
  }

  /// Inter's proportional 1 is narrower than its 0; tabular figures are one width.
  @Test func monospacedDigitsAreOneWidth() {
    #expect(size(Text("111")).width < size(Text("000")).width)
    #expect(size(Text("111").monospacedDigit()).width == size(Text("000").monospacedDigit()).width)
  }

  @Test func boldAndWeightModifiersOnViews() throws {
    #expect(try faceFiles(VStack { Text("Hi") }.bold()) == ["Inter-Bold.otf"])
    #expect(try faceFiles(VStack { Text("Hi") }.italic()) == ["Inter-Italic.otf"])
  }

  @Test func minimumScaleFactorShrinksUntilTheLineFits() throws {
    let long = "A line that is much too long for its frame"
    let full = size(Text(verbatim: long)).width
    let width = full * 0.7
    let result = try LayoutEngine.render(
      Text(verbatim: long).lineLimit(1).minimumScaleFactor(0.5).frame(width: width).id("t"),
      size: screen)
    let info = try #require(result.semantics.elements.first { $0.role == .text }?.text)
    #expect(!info.truncated)
    #expect(info.size < 17 * 0.7 + 0.3 && info.size > 17 * 0.6)
    // Below the factor it truncates at the factor's size.
    let tiny = try LayoutEngine.render(
      Text(verbatim: long).lineLimit(1).minimumScaleFactor(0.9).frame(width: width), size: screen)
    let t = try #require(tiny.semantics.elements.first { $0.role == .text }?.text)
    #expect(t.truncated && abs(t.size - 17 * 0.9) < 1e-9)
  }

  @Test func truncationModesPutTheEllipsisWhereAsked() throws {
    let face = try FontCatalog.shared.system(weight: .regular, size: 17)
    let ellipsis = try #require(face.glyph(for: "…"))
    func glyphs(_ mode: Text.TruncationMode) throws -> [UInt32] {
      try runs(
        Text(verbatim: "Lorem ipsum dolor sit amet").lineLimit(1).truncationMode(mode)
          .frame(width: 120)
      ).sorted { $0.positions[0].x < $1.positions[0].x }.flatMap(\.glyphs)
    }
    #expect(try glyphs(.head).first == ellipsis)
    #expect(try glyphs(.tail).last == ellipsis)
    let middle = try glyphs(.middle)
    #expect(middle.first != ellipsis && middle.last != ellipsis && middle.contains(ellipsis))
    #expect(
      size(
        Text(verbatim: "Lorem ipsum dolor sit amet").lineLimit(1).truncationMode(.head),
        width: 120
      ).width <= 120)
  }

  @Test func underlineAndStrikethroughAreRulesAcrossTheText() throws {
    let text = size(Text("Hello"))
    let items = try LayoutEngine.render(
      Text("Hello").underline().strikethrough(color: .red), size: screen
    ).displayList.items
    let rects = items.compactMap { item -> Rect? in
      if case .fill(let p, _, _) = item { return p.rectangle } else { return nil }
    }
    #expect(rects.count == 2)
    let origin = (screen.height - text.height) / 2
    // The text's width is rounded up to the 3x pixel; the rules span its glyphs, within it.
    for r in rects { #expect(r.width <= text.width && r.width > text.width - 1.0 / 3) }
    // Inter: underline below the baseline, strikeout above it; both inside the line box.
    let baseline = origin + text.height / 2 + 4
    #expect(rects[0].minY > rects[1].maxY)
    #expect(rects.allSatisfy { $0.minY > origin && $0.maxY < origin + text.height })
    _ = baseline
  }

  @Test func dynamicTypeSizeFixesOrClamps() {
    var env = EnvironmentValues()
    env.dynamicTypeSize = .accessibility5
    func height(_ v: some View) -> Double {
      LayoutEngine.size(of: v, proposal: ProposedSize(width: nil, height: nil), environment: env)
        .height
    }
    // Body is 17 pt at Large and 23 pt at xxxLarge: lines of 20.287 and 27.447 pt, laid out
    // as 20.333 and 27.667 (rounded up to the 3x pixel).
    #expect(near(height(Text("A").dynamicTypeSize(.large)), SF.lineOnPixels(17)))
    #expect(
      near(height(Text("A").dynamicTypeSize(...DynamicTypeSize.xxxLarge)), SF.lineOnPixels(23)))
    #expect(near(height(Text("A").dynamicTypeSize(.xSmall ... .large)), SF.lineOnPixels(17)))
    env.dynamicTypeSize = .xSmall
    #expect(near(height(Text("A").dynamicTypeSize(DynamicTypeSize.large...)), SF.lineOnPixels(17)))
  }

  @Test func textsAddUpKeepingTheirStyles() throws {
    #expect(size(Text("a") + Text("b")) == size(Text("ab")))
    let files = try faceFiles(Text("a").bold() + Text("b") + Text("c").italic())
    #expect(files == ["Inter-Bold.otf", "Inter-Regular.otf", "Inter-Italic.otf"])
    // The sum's own modifiers reach every part.
    #expect(
      try faceFiles((Text("a") + Text("b").italic()).bold())
        == ["Inter-Bold.otf", "Inter-BoldItalic.otf"])
  }
}
