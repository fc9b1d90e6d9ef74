// A display list's fingerprint: equal for lists that draw the same, different when any field the
// painter reads changes, and the list of fields it reads kept in step with the types.
import PopshotGraphics
import Testing

/// A face whose every glyph is a unit square (for runs in tests).
final class SquareFace: GlyphOutlineSource {
  let cacheKey: String
  var unitsPerEm: Double { 1000 }
  init(_ key: String) { cacheKey = key }
  func outline(glyph: UInt32) -> Path? { .rect(Rect(x: 0, y: 0, width: 500, height: 500)) }
}

@Suite struct DisplayListFingerprintTests {
  static let face = SquareFace("square#0")
  static let size = Size(width: 100, height: 80)
  static let box = Path.rect(Rect(x: 10, y: 10, width: 30, height: 20))
  static let stops = [
    GradientStop(.white, at: 0), GradientStop(SRGBColor(r8: 0, g8: 0x7A, b8: 0xFF), at: 1),
  ]
  static let glass = GlassLook(
    gain: 0.8, lift: 0.1, adaptiveLift: 0.05, adaptFrom: 0.3, adaptTo: 0.8, tint: nil,
    rimWidth: 1, rimAlpha: 0.3)
  static let bitmap = try! Bitmap(
    Pixmap(width: 2, height: 2, filledWith: .init(packed: 0xFF00_00FF)), source: "red")

  /// One item of each kind, the list the mutations start from.
  static func items() -> [DisplayItem] {
    [
      .fill(box, .solid(.black), .nonZero),
      .stroke(box, StrokeStyle(width: 2, cap: .round, join: .bevel, miterLimit: 4), .solid(.white)),
      .shadow(
        box, color: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.3), radius: 8,
        offset: Point(x: 0, y: 2)),
      .pushClip(.ellipse(in: Rect(x: 0, y: 0, width: 50, height: 50)), .evenOdd),
      .pushOpacity(0.5),
      .fill(box, .linearGradient(stops: stops, start: .zero, end: Point(x: 0, y: 20)), .nonZero),
      .popOpacity,
      .pushLayer(.blur(radius: 4, opaque: false)),
      .backdrop(box, Backdrop(radius: 10, saturation: 1.8, tint: .white, glass: glass)),
      .popLayer,
      .glyphRun(
        GlyphRun(
          source: face, size: 17, glyphs: [1, 2],
          positions: [Point(x: 5, y: 30), Point(x: 15, y: 30)], paint: .solid(.black))),
      .image(
        BitmapDraw(
          bitmap: bitmap, source: PixelRect(x0: 0, y0: 0, x1: 2, y1: 2),
          in: Rect(x: 60, y: 10, width: 20, height: 20), sampling: .bilinear)),
      .popClip,
    ]
  }

  static func print(_ items: [DisplayItem], size: Size = size, scale: Double = 3) -> String {
    DisplayList(items).fingerprint(size: size, scale: scale)
  }

  @Test func theSameDrawingHasTheSameFingerprint() throws {
    let a = Self.print(Self.items())
    #expect(a.hasPrefix("dl1:") && a.count == 4 + 16)
    #expect(Self.print(Self.items()) == a)
    // The text element a run belongs to draws nothing.
    var items = Self.items()
    var run = try #require(items[10].asGlyphRun, "item 10 is no longer the glyph run")
    run.elementID = "toast.title"
    items[10] = .glyphRun(run)
    #expect(Self.print(items) == a)
  }

  /// Each change a painter would draw differently gives another fingerprint.
  @Test func everyDrawnFieldCounts() throws {
    let base = Self.print(Self.items())
    let grey = SRGBColor(r8: 1, g8: 0, b8: 0)
    var changed: [(String, [DisplayItem])] = []
    func with(_ name: String, _ i: Int, _ item: DisplayItem) {
      var items = Self.items()
      items[i] = item
      changed.append((name, items))
    }
    let moved = Path.rect(Rect(x: 10, y: 10.5, width: 30, height: 20))
    with("fill colour", 0, .fill(Self.box, .solid(grey), .nonZero))
    with("fill path", 0, .fill(moved, .solid(.black), .nonZero))
    with("fill rule", 0, .fill(Self.box, .solid(.black), .evenOdd))
    for s in [
      StrokeStyle(width: 3, cap: .round, join: .bevel, miterLimit: 4),
      StrokeStyle(width: 2, cap: .butt, join: .bevel, miterLimit: 4),
      StrokeStyle(width: 2, cap: .round, join: .miter, miterLimit: 4),
      StrokeStyle(width: 2, cap: .round, join: .bevel, miterLimit: 5),
    ] {
      with("stroke style", 1, .stroke(Self.box, s, .solid(.white)))
    }
    let shade = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.3)
    with("shadow radius", 2, .shadow(Self.box, color: shade, radius: 9, offset: Point(x: 0, y: 2)))
    with("shadow offset", 2, .shadow(Self.box, color: shade, radius: 8, offset: Point(x: 1, y: 2)))
    with("clip rule", 3, .pushClip(.ellipse(in: Rect(x: 0, y: 0, width: 50, height: 50)), .nonZero))
    with("opacity", 4, .pushOpacity(0.6))
    with(
      "gradient end", 5,
      .fill(
        Self.box, .linearGradient(stops: Self.stops, start: .zero, end: Point(x: 0, y: 21)),
        .nonZero))
    with("blur radius", 7, .pushLayer(.blur(radius: 4, opaque: true)))
    with("layer effect", 7, .pushLayer(.blend(.multiply)))
    var tinted = Self.glass
    tinted.tint = .white
    with(
      "glass tint", 8,
      .backdrop(Self.box, Backdrop(radius: 10, saturation: 1.8, tint: .white, glass: tinted)))
    with(
      "backdrop saturation", 8,
      .backdrop(Self.box, Backdrop(radius: 10, saturation: 1.7, tint: .white, glass: Self.glass)))
    let run = { (glyphs: [UInt32], x: Double, face: SquareFace, size: Double) -> DisplayItem in
      .glyphRun(
        GlyphRun(
          source: face, size: size, glyphs: glyphs,
          positions: [Point(x: x, y: 30), Point(x: 15, y: 30)], paint: .solid(.black)))
    }
    with("glyph", 10, run([1, 3], 5, Self.face, 17))
    with("glyph position", 10, run([1, 2], 5.25, Self.face, 17))
    with("face", 10, run([1, 2], 5, SquareFace("square#1"), 17))
    with("text size", 10, run([1, 2], 5, Self.face, 17.5))
    let other = try Bitmap(
      Pixmap(width: 2, height: 2, filledWith: .init(packed: 0xFF00_FF00)), source: "red")
    with(
      "bitmap pixels", 11,
      .image(
        BitmapDraw(
          bitmap: other, source: PixelRect(x0: 0, y0: 0, x1: 2, y1: 2),
          in: Rect(x: 60, y: 10, width: 20, height: 20), sampling: .bilinear)))
    with(
      "bitmap sampling", 11,
      .image(
        BitmapDraw(
          bitmap: Self.bitmap, source: PixelRect(x0: 0, y0: 0, x1: 2, y1: 2),
          in: Rect(x: 60, y: 10, width: 20, height: 20), sampling: .nearest)))
    var fingerprints = Set([base])
    for (name, items) in changed {
      let f = Self.print(items)
      #expect(f != base, "\(name) does not count")
      fingerprints.insert(f)
    }
    // Every change gives its own value, as a 64-bit hash of distinct bytes should.
    #expect(fingerprints.count == changed.count + 1)
    #expect(Self.print(Array(Self.items().dropLast())) != base)
    #expect(Self.print(Self.items(), size: Size(width: 100, height: 81)) != base)
    #expect(Self.print(Self.items(), scale: 2) != base)
  }

  /// The fingerprint writes each type's fields by hand: a type that gains one must have it added
  /// (or a reason it draws nothing written there), so this counts them.
  @Test func theFieldsItReadsAreAllThereAre() throws {
    func fields(_ v: Any) -> Int { Mirror(reflecting: v).children.count }
    #expect(fields(StrokeStyle()) == 4)
    #expect(fields(Self.glass) == 8)
    #expect(fields(Backdrop(radius: 1, saturation: 1, tint: .white)) == 4)
    #expect(fields(Self.stops[0]) == 2)
    #expect(fields(Transform.identity) == 6)
    // GlyphRun: source, size, glyphs, positions, paint, and the element id left out on purpose.
    let run = try #require(Self.items()[10].asGlyphRun, "item 10 is no longer the glyph run")
    #expect(fields(run) == 6)
    let image = try #require(Self.items()[11].asImage, "item 11 is no longer the image")
    #expect(fields(image) == 6)
    #expect(fields(Self.box) == 2)
  }
}

extension DisplayItem {
  /// The run this item draws, or nil when it is another kind of item: the tests reach items by
  /// index, so a list that moves them fails here instead of skipping the check.
  fileprivate var asGlyphRun: GlyphRun? {
    if case .glyphRun(let run) = self { run } else { nil }
  }
  /// The bitmap this item draws, or nil when it is another kind of item.
  fileprivate var asImage: BitmapDraw? {
    if case .image(let draw) = self { draw } else { nil }
  }
}
