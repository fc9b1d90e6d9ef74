import Foundation
import PopshotReference
import Testing

@testable import PopshotGraphics

@Suite struct PainterTests {
  let red = SRGBColor(r8: 255, g8: 59, b8: 48)

  @Test func pixelSizeRoundsPointsTimesScale() {
    let p = Painter(scale: 3)
    #expect(p.pixelSize(of: Size(width: 430, height: 932)) == (1290, 2796))
    #expect(Painter(scale: 2).pixelSize(of: Size(width: 375, height: 667)) == (750, 1334))
  }

  /// Drawing marks over a finished frame gives the bytes of one list holding both: the frame's
  /// background, a translucent group and a clip, then two strokes across them.
  @Test func drawingOverAFrameEqualsDrawingEverything() throws {
    func frame(_ list: inout DisplayList) {
      list.fill(.rect(Rect(x: 0, y: 0, width: 30, height: 20)), .white)
      list.withOpacity(0.5) { $0.fill(.circle(center: Point(x: 12, y: 10), radius: 7.5), red) }
      list.clipped(to: .rect(Rect(x: 3, y: 3, width: 20, height: 9))) {
        $0.fill(.rect(Rect(x: 0, y: 0, width: 30, height: 30)), .black)
      }
    }
    func marks(_ list: inout DisplayList) {
      list.stroke(
        .rect(Rect(x: 1.5, y: 2.5, width: 20, height: 12)), red, style: StrokeStyle(width: 2))
      list.stroke(
        .circle(center: Point(x: 20, y: 10), radius: 6), .black, style: StrokeStyle(width: 1))
    }
    let whole = try render(30, 20) {
      frame(&$0)
      marks(&$0)
    }
    var overlay = DisplayList()
    marks(&overlay)
    let over = try Painter(scale: 1).render(overlay, over: try render(30, 20) { frame(&$0) })
    #expect(over == whole)
    #expect(over != (try render(30, 20) { frame(&$0) }))
  }

  /// An opaque fill through a clip takes the clip's coverage as its alpha, so clipping a
  /// rectangle to a circle gives exactly the circle.
  /// A bitmap drawn at less than two thirds of its size is averaged over the source pixels under
  /// each device pixel (a box filter), as iOS smooths a large image drawn small: a 100 px
  /// black-and-white checkerboard of 2 px squares drawn 10 pt wide at 1x is grey (each device
  /// pixel averages 10 × 10 source pixels, 5 × 5 squares, 12 or 13 of them white: 122 or 133),
  /// where four-pixel sampling, which reads one square, gave black and white. At its own size
  /// it keeps its pixels.
  @Test func aShrunkBitmapIsAveraged() throws {
    var checker = [UInt32](repeating: 0, count: 100 * 100)
    for y in 0..<100 {
      for x in 0..<100 {
        checker[y * 100 + x] = (x / 2 + y / 2) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF
      }
    }
    let bitmap = try Bitmap(
      Pixmap(width: 100, height: 100, premultipliedPixels: checker), source: "checker")
    func draw(_ side: Double) throws -> Pixmap {
      try Painter(scale: 1).render(
        DisplayList([
          .image(
            BitmapDraw(
              bitmap: bitmap, source: PixelRect(x0: 0, y0: 0, x1: 100, y1: 100),
              in: Rect(x: 0, y: 0, width: side, height: side), sampling: .bilinear))
        ]), size: Size(width: side, height: side))
    }
    let small = try draw(10)
    for y in 0..<10 {
      for x in 0..<10 { #expect([122, 133].contains(small[x, y].r), "(\(x), \(y))") }
    }
    let full = try draw(100)
    #expect(full[0, 0].r == 0 && full[2, 0].r == 255)
  }

  @Test func clipToACircleEqualsFillingTheCircle() throws {
    let circle = Path.circle(center: Point(x: 20, y: 20), radius: 13.3)
    let clipped = try render(40, 40) { list in
      list.clipped(to: circle) { $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), red) }
    }
    let direct = try render(40, 40) { $0.fill(circle, red) }
    #expect(clipped == direct)
  }

  @Test func nestedClipsIntersect() throws {
    let p = try render(20, 20) { list in
      list.clipped(to: .rect(Rect(x: 0, y: 0, width: 10, height: 20))) { list in
        list.clipped(to: .rect(Rect(x: 5, y: 5, width: 10, height: 10))) { list in
          list.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .black)
        }
      }
      // After both pops: unclipped.
      list.fill(.rect(Rect(x: 19, y: 19, width: 1, height: 1)), .black)
    }
    for y in 0..<20 {
      for x in 0..<20 {
        let inside = (5..<10).contains(x) && (5..<15).contains(y) || (x == 19 && y == 19)
        #expect(p[x, y].a == (inside ? 255 : 0), "pixel \(x),\(y)")
      }
    }
  }

  /// Inside an opacity group, overlapping shapes do not show through each other: the overlap
  /// has the top shape's colour at the group's opacity (alpha 128), not a mix.
  @Test func opacityGroupCompositesOnce() throws {
    let p = try render(30, 10) { list in
      list.withOpacity(0.5) { list in
        list.fill(
          .rect(Rect(x: 0, y: 0, width: 20, height: 10)), SRGBColor(red: 1, green: 0, blue: 0))
        list.fill(
          .rect(Rect(x: 10, y: 0, width: 20, height: 10)), SRGBColor(red: 0, green: 0, blue: 1))
      }
    }
    #expect(p[5, 5] == PremultipliedColor(premultipliedR: 128, g: 0, b: 0, a: 128))
    #expect(p[15, 5] == PremultipliedColor(premultipliedR: 0, g: 0, b: 128, a: 128))
    #expect(p[25, 5] == PremultipliedColor(premultipliedR: 0, g: 0, b: 128, a: 128))
  }

  /// Black to white across 256 px: a pixel's centre is at t = (x + 0.5) / 256, so each pixel is
  /// within one level of 255·t, the ends are 0 and 255, and the ramp never goes down.
  @Test func linearGradientRamps() throws {
    let p = try render(256, 1) {
      $0.append(
        .fill(
          .rect(Rect(x: 0, y: 0, width: 256, height: 1)),
          .linearGradient(
            stops: [GradientStop(.black, at: 0), GradientStop(.white, at: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 256, y: 0)), .nonZero))
    }
    #expect(p[0, 0].r == 0 && p[255, 0].r == 255)
    for x in 0..<256 {
      let ideal = 255 * (Double(x) + 0.5) / 256
      #expect(abs(Double(p[x, 0].r) - ideal) <= 1, "pixel \(x)")
      #expect(p[x, 0].a == 255 && p[x, 0].r == p[x, 0].g && p[x, 0].g == p[x, 0].b)
      if x > 0 { #expect(p[x, 0].r >= p[x - 1, 0].r) }
    }
  }

  @Test func radialGradientIsSymmetric() throws {
    let stops = [GradientStop(red, at: 0), GradientStop(SRGBColor.white.opacity(0), at: 1)]
    let p = try render(32, 32) {
      $0.append(
        .fill(
          .rect(Rect(x: 0, y: 0, width: 32, height: 32)),
          .radialGradient(stops: stops, center: Point(x: 16, y: 16), startRadius: 0, endRadius: 16),
          .nonZero))
    }
    for y in 0..<32 { for x in 0..<32 { #expect(p[x, y] == p[31 - x, y] && p[x, y] == p[y, x]) } }
    #expect(p[0, 0].a == 0 && p[16, 16].a > 240)
  }

  /// A shadow spreads symmetrically around its (offset) shape, is darkest under it, and is gone
  /// beyond 3σ.
  @Test func shadowSpreadsAroundTheOffsetShape() throws {
    let shape = Path.rect(Rect(x: 20, y: 20, width: 20, height: 10))
    let p = try render(60, 60) {
      $0.append(
        .shadow(shape, color: SRGBColor.black.opacity(0.5), radius: 3, offset: Point(x: 0, y: 4)))
    }
    // Centred at (30, 29): symmetric left-right about x = 30 and top-bottom about y = 29.
    for y in 0..<60 { for x in 0..<60 { #expect(p[x, y] == p[59 - x, y]) } }
    for x in 0..<60 { for d in 1..<20 { #expect(p[x, 29 - d] == p[x, 28 + d]) } }
    // At the centre: σ = 3 gives boxes 6, 6, 7 (see BlurTests). Convolved exactly, the 20-px run
    // keeps 1.0 of its weight across and the 10-px run 0.881 (37/42) down: 128 × 0.881 = 112.8.
    #expect(p[30, 29].a == 113)
    #expect(p[30, 12].a == 0 && p[10, 29].a == 0)  // more than 3σ + ½ box away
    #expect(p[30, 23].a > 0 && p[30, 23].a < 128)  // the blurred edge
  }

  /// Full-frame fills before anything else only change one colour; the result must be the same
  /// bytes as compositing them pixel by pixel.
  @Test func uniformFrameShortcutMatchesPixelCompositing() throws {
    let frame = Path.rect(Rect(x: 0, y: 0, width: 16, height: 8))
    let shortcut = try render(16, 8) { list in
      list.fill(frame, try! SRGBColor(hex: "#F2F2F7"))
      list.fill(frame, SRGBColor.black.opacity(0.3))
      list.fill(.rect(Rect(x: 2, y: 2, width: 3.5, height: 3)), red)
    }
    let direct = try render(16, 8) { list in
      list.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .clear)  // forces a real frame first
      list.fill(frame, try! SRGBColor(hex: "#F2F2F7"))
      list.fill(frame, SRGBColor.black.opacity(0.3))
      list.fill(.rect(Rect(x: 2, y: 2, width: 3.5, height: 3)), red)
    }
    #expect(shortcut == direct)
    #expect(shortcut[0, 0] == PremultipliedColor(premultipliedR: 169, g: 169, b: 172, a: 255))
  }

  @Test func unbalancedListsStillRender() throws {
    let p = try render(4, 4) { list in
      list.append(.popClip)
      list.append(.popOpacity)
      list.append(.pushOpacity(0.5))
      list.append(.pushClip(.rect(Rect(x: 0, y: 0, width: 2, height: 4)), .nonZero))
      list.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 4)), .black)
    }
    #expect(p[0, 0].a == 128 && p[3, 0].a == 0)
  }

  @Test func refusesFramesBeyondTheLimits() {
    #expect(throws: PixmapError.badSize(width: 0, height: 10)) {
      try Painter(scale: 1).render(DisplayList(), size: Size(width: 0, height: 10))
    }
    #expect(throws: PixmapError.badSize(width: 30_000, height: 30_000)) {
      try Painter(scale: 3).render(DisplayList(), size: Size(width: 10_000, height: 10_000))
    }
  }

  /// The same list renders to the same bytes on any thread, however many render at once.
  @Test func renderingIsDeterministicAcrossThreads() async throws {
    let painter = Painter(scale: 1)
    let reference = try painter.render(ReferenceScene.toastShapes(), size: ReferenceScene.size)
    let frames = try await withThrowingTaskGroup(of: Pixmap.self) { group in
      for _ in 0..<4 {
        group.addTask {
          try painter.render(ReferenceScene.toastShapes(), size: ReferenceScene.size)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    for f in frames { #expect(f == reference) }
  }
}

@Suite struct RegionRenderingTests {
  /// A region of the frame has exactly the frame's pixels there, glyphs and shadows included.
  @Test func regionMatchesTheFullFrame() throws {
    let painter = Painter(scale: 1)
    let full = try painter.render(ReferenceScene.toastShapes(), size: ReferenceScene.size)
    let region = PixelRect(x0: 10, y0: 780, x1: 170, y1: 870)
    let part = try painter.render(ReferenceScene.toastShapes(), region: region)
    #expect(part.width == 160 && part.height == 90)
    for y in 0..<part.height {
      for x in 0..<part.width {
        #expect(part[x, y] == full[x + region.x0, y + region.y0], "pixel \(x),\(y)")
      }
    }
  }

  /// A copy of the frame "before item k" has the pixels of the list cut before k, drawn alone
  /// (over the same region); an item reached inside a group gets no copy.
  @Test func copiesBeforeAnItemAreTheListSoFar() throws {
    let painter = Painter(scale: 2)
    var list = DisplayList()
    list.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 50)), SRGBColor(r8: 240, g8: 230, b8: 200))
    list.append(
      .backdrop(
        .roundedRect(Rect(x: 8, y: 18, width: 44, height: 24), cornerRadius: 8),
        Backdrop(radius: 5, saturation: 1.8, tint: SRGBColor.white.opacity(0.3))))
    list.fill(
      .circle(center: Point(x: 20, y: 20), radius: 12), SRGBColor(red: 1, green: 0, blue: 0))
    list.withOpacity(0.5) {
      $0.fill(.rect(Rect(x: 30, y: 5, width: 20, height: 20)), SRGBColor(red: 0, green: 0, blue: 1))
    }
    let region = PixelRect(x0: 10, y0: 20, x1: 90, y1: 70)
    let wanted: Set<Painter.FrameCopy> = Set(
      (0...list.items.count - 1).map { Painter.FrameCopy(index: $0, region: region) })
    let drawn = try painter.render(list, size: Size(width: 60, height: 50), before: wanted)
    #expect(drawn.frame == (try painter.render(list, size: Size(width: 60, height: 50))))
    let inGroup =
      list.items.firstIndex {
        if case .pushOpacity = $0 { return true } else { return false }
      }! + 1
    for k in 0..<list.items.count {
      let copy = drawn.before[Painter.FrameCopy(index: k, region: region)]
      if k == inGroup || k == inGroup + 1 {
        #expect(copy == nil)
        continue
      }
      let soFar = try painter.render(
        DisplayList(Array(list.items[..<k])), region: region, replacing: [:],
        frame: PixelRect(x0: 0, y0: 0, x1: 120, y1: 100))
      #expect(copy == soFar, "before item \(k)")
    }
  }

  /// A region drawn from an item on over the copy taken before it has the pixels of the region
  /// drawn whole without the items before: the clip open there (pushed before it, past a blur
  /// layer that opened and closed its own) still clips what follows, a group after it is
  /// composited, and what is drawn after the clip closes is not clipped.
  @Test func drawingOverACopyIsTheRegionWithoutWhatCameBefore() throws {
    let painter = Painter(scale: 2)
    let frame = PixelRect(x0: 0, y0: 0, x1: 120, y1: 100)
    let region = PixelRect(x0: 10, y0: 20, x1: 90, y1: 70)
    var list = DisplayList()
    list.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 50)), SRGBColor(r8: 240, g8: 230, b8: 200))
    // A clip from x 5 to 25 points (10 to 50 pixels): the region crosses its right edge.
    list.append(.pushClip(.rect(Rect(x: 5, y: 5, width: 20, height: 40)), .nonZero))
    list.withLayer(.blur(radius: 2, opaque: false)) {
      $0.fill(
        .circle(center: Point(x: 15, y: 20), radius: 6), SRGBColor(red: 0, green: 0.5, blue: 0))
    }
    let left = list.items.count
    list.fill(.rect(Rect(x: 8, y: 12, width: 10, height: 10)), SRGBColor(red: 1, green: 0, blue: 0))
    // Wider than the clip: unclipped, it would paint pixels 50 to 90 of the region too.
    list.fill(.rect(Rect(x: 0, y: 15, width: 60, height: 8)), SRGBColor(red: 0, green: 0, blue: 1))
    list.append(.popClip)
    list.withOpacity(0.5) {
      $0.fill(
        .rect(Rect(x: 20, y: 20, width: 30, height: 10)), SRGBColor(red: 1, green: 1, blue: 0))
    }
    list.fill(
      .rect(Rect(x: 30, y: 28, width: 20, height: 4)), SRGBColor(red: 0.2, green: 0, blue: 0.4))
    let copy = try #require(
      try painter.render(
        list, size: Size(width: 60, height: 50),
        before: [Painter.FrameCopy(index: left, region: region)]
      ).before[Painter.FrameCopy(index: left, region: region)])
    let whole = try painter.render(list, region: region, replacing: [left: nil], frame: frame)
    let over = try painter.render(list, region: region, from: left + 1, over: copy)
    #expect(over == whole)
    // Drawn without the clip the blue bar would show right of pixel 50: the clip mattered.
    var unclipped = list
    unclipped.items.remove(at: 1)
    #expect(
      try painter.render(unclipped, region: region, replacing: [left - 1: nil], frame: frame)
        != whole)
    // Inside a group, or with a material drawn over the region later: no drawing.
    let inGroup =
      list.items.firstIndex {
        if case .pushOpacity = $0 { return true } else { return false }
      }! + 1
    #expect(try painter.render(list, region: region, from: inGroup, over: copy) == nil)
    var frosted = list
    frosted.append(
      .backdrop(
        .rect(Rect(x: 40, y: 30, width: 10, height: 10)),
        Backdrop(radius: 5, saturation: 1.8, tint: SRGBColor.white.opacity(0.3))))
    #expect(try painter.render(frosted, region: region, from: left + 1, over: copy) == nil)
    // Inside a blur layer a material's pixels spread: far from the region, it still stops it.
    var blurred = list
    blurred.withLayer(.blur(radius: 4, opaque: false)) {
      $0.append(
        .backdrop(
          .rect(Rect(x: 52, y: 2, width: 6, height: 6)),
          Backdrop(radius: 5, saturation: 1.8, tint: SRGBColor.white.opacity(0.3))))
    }
    #expect(try painter.render(blurred, region: region, from: left + 1, over: copy) == nil)
  }

  /// The area a region render draws so a backdrop reads what the frame has: a backdrop far from
  /// the region is left out, one that meets it is taken in, and so is one that meets that one.
  @Test func aRegionReachesOnlyTheBackdropsThatDrawIntoIt() {
    let frame = PixelRect(x0: 0, y0: 0, x1: 1000, y1: 1000)
    let region = PixelRect(x0: 100, y0: 800, x1: 200, y1: 850)
    let bar = PixelRect(x0: 0, y0: 0, x1: 1000, y1: 100)
    let sheet = PixelRect(x0: 50, y0: 700, x1: 950, y1: 1000)
    let button = PixelRect(x0: 900, y0: 650, x1: 980, y1: 720)
    #expect(Painter.reach(of: region, through: [bar], in: frame) == region)
    #expect(
      Painter.reach(of: region, through: [bar, sheet], in: frame)
        == PixelRect(x0: 50, y0: 700, x1: 950, y1: 1000))
    #expect(
      Painter.reach(of: region, through: [button, bar, sheet], in: frame)
        == PixelRect(x0: 50, y0: 650, x1: 980, y1: 1000))
    // Off the frame, a backdrop's area is cut to it.
    let below = PixelRect(x0: 120, y0: 840, x1: 160, y1: 2000)
    #expect(
      Painter.reach(of: region, through: [below], in: frame)
        == PixelRect(x0: 100, y0: 800, x1: 200, y1: 1000))
  }
}

/// A span of a gradient takes each pixel's colour from `forEachColor`, which works a linear
/// gradient's row out once: the colours are those `color(x:y:)` gives pixel by pixel, bit for
/// bit, for a diagonal ramp of four stops across a 3× phone frame, clamped at both ends.
@Suite struct GradientSpanTests {
  @Test func aRunsColoursAreEachPixelsColour() throws {
    let stops = [
      GradientStop(SRGBColor(r8: 255, g8: 149, b8: 0), at: 0),
      GradientStop(SRGBColor(r8: 255, g8: 45, b8: 85), at: 0.3),
      GradientStop(SRGBColor(r8: 175, g8: 82, b8: 222).opacity(0.5), at: 0.7),
      GradientStop(SRGBColor(r8: 0, g8: 122, b8: 255), at: 1),
    ]
    let shader = try #require(
      GradientShader(
        .linearGradient(
          stops: stops, start: Point(x: 100, y: -50), end: Point(x: 1079, y: 2600))))
    var differing = 0
    var clamped = (low: 0, high: 0)
    for y in stride(from: -80, through: 2700, by: 37) {
      var seen: [UInt32] = []
      shader.forEachColor(y: y, from: -20, to: 1200) { i, c in
        seen.append(c)
        if c != shader.color(x: i, y: y) { differing += 1 }
      }
      #expect(seen.count == 1220)
      if seen.first == shader.lut.first { clamped.low += 1 }
      if seen.last == shader.lut.last { clamped.high += 1 }
    }
    #expect(differing == 0)
    #expect(clamped.low > 0 && clamped.high > 0)
  }

  /// The C span (`composite`) gives each pixel `color(x:y:)` composited at the span's coverage:
  /// written where colour and coverage are opaque, `sourceOver` of the colour scaled by the
  /// coverage otherwise. With the columns' terms prepared and without, over the translucent
  /// stop and both clamped ends.
  @Test(arguments: [UInt8(255), 128, 1])
  func theCSpanComposites(_ alpha: UInt8) throws {
    let stops = [
      GradientStop(SRGBColor(r8: 255, g8: 149, b8: 0), at: 0),
      GradientStop(SRGBColor(r8: 175, g8: 82, b8: 222).opacity(0.5), at: 0.6),
      GradientStop(SRGBColor(r8: 0, g8: 122, b8: 255), at: 1),
    ]
    var shader = try #require(
      GradientShader(
        .linearGradient(stops: stops, start: Point(x: 120, y: -50), end: Point(x: 700, y: 900))))
    #expect(!shader.lutOpaque)
    let background = PremultipliedColor(r: 30, g: 200, b: 90, a: 255).packed
    for prepared in [false, true] {
      if prepared { shader.prepareColumns(-20..<1200) }
      var differing = 0
      for y in stride(from: -80, through: 1000, by: 29) {
        var row = [UInt32](repeating: background, count: 1300)
        row.withUnsafeMutableBufferPointer { buf in
          // Column 0 of the row is buffer index 50.
          shader.composite(into: buf.baseAddress! + 50, y: y, from: -20, to: 1200, alpha: alpha)
        }
        for x in -20..<1200 {
          let c = shader.color(x: x, y: y)
          let expected =
            alpha == 255 && c >> 24 == 255
            ? c : sourceOver(alpha == 255 ? c : scalePixel(c, UInt32(alpha)), background)
          if row[x + 50] != expected { differing += 1 }
        }
        #expect(
          row[..<30].allSatisfy { $0 == background } && row[1250...].allSatisfy { $0 == background }
        )
      }
      #expect(differing == 0, "prepared: \(prepared)")
    }
  }

  /// An opaque gradient over the whole frame is drawn into pixels that were never cleared:
  /// every pixel is the gradient's, whatever was drawn under it, and the frame is the same as
  /// the gradient drawn over a cleared one (a 1 pt translucent dot first makes the frame clear
  /// itself).
  @Test func aFullFrameGradientLeavesNothingUnder() throws {
    let paint = Paint.linearGradient(
      stops: [
        GradientStop(.black, at: 0), GradientStop(SRGBColor(r8: 0, g8: 122, b8: 255), at: 1),
      ],
      start: Point(x: 0, y: 0), end: Point(x: 40, y: 90))
    var list = DisplayList()
    list.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 48)), SRGBColor(r8: 255, g8: 0, b8: 0))
    list.items.append(.fill(.rect(Rect(x: 0, y: 0, width: 64, height: 48)), paint, .nonZero))
    let frame = try Painter(scale: 2).render(list, size: Size(width: 64, height: 48))
    let shader = try #require(GradientShader(paint.applying(.scale(2, 2))))
    #expect(shader.lutOpaque)
    var differing = 0
    for y in 0..<96 {
      for x in 0..<128 where frame.pixels[y * 128 + x] != shader.color(x: x, y: y) {
        differing += 1
      }
    }
    #expect(differing == 0)
  }
}

/// Drawing only the parts of a frame that hold some regions (`render(_:size:covering:before:)`):
/// each part has the whole frame's pixels, a backdrop reading into a region widens its part, and
/// the copies taken inside a part are the frame's.
@Suite struct FramePiecesTests {
  /// A page, a frosted panel (a backdrop) at the bottom, and a blurred badge: regions at the
  /// top, inside the panel, and over the badge.
  func list() -> DisplayList {
    var list = DisplayList()
    list.fill(
      .rect(Rect(x: 0, y: 0, width: 100, height: 200)), SRGBColor(r8: 240, g8: 230, b8: 200))
    list.fill(
      .circle(center: Point(x: 50, y: 150), radius: 30), SRGBColor(red: 1, green: 0, blue: 0))
    list.withLayer(.blur(radius: 2, opaque: false)) {
      $0.fill(
        .rect(Rect(x: 70, y: 60, width: 20, height: 10)), SRGBColor(red: 0, green: 0, blue: 1))
    }
    list.append(
      .backdrop(
        .roundedRect(Rect(x: 10, y: 120, width: 80, height: 70), cornerRadius: 12),
        Backdrop(radius: 6, saturation: 1.8, tint: SRGBColor.white.opacity(0.3))))
    list.fill(
      .rect(Rect(x: 20, y: 130, width: 10, height: 6)), SRGBColor(red: 0, green: 0.4, blue: 0))
    return list
  }

  @Test func everyPartHasTheFramesPixelsAndCopies() throws {
    let painter = Painter(scale: 2)
    let size = Size(width: 100, height: 200)
    let whole = try painter.render(list(), size: size)
    // Pixels: the top strip, a square inside the panel, the badge's neighbourhood.
    let top = PixelRect(x0: 4, y0: 4, x1: 40, y1: 20)
    let inPanel = PixelRect(x0: 40, y0: 260, x1: 60, y1: 270)
    let badge = PixelRect(x0: 136, y0: 116, x1: 184, y1: 144)
    let copies: Set<Painter.FrameCopy> = [
      Painter.FrameCopy(index: 1, region: top), Painter.FrameCopy(index: 5, region: inPanel),
    ]
    let drawn = try painter.render(
      list(), size: size, covering: [top, inPanel, badge], before: copies)
    let full = try painter.render(list(), size: size, before: copies)
    // The panel's square is widened to the panel (20…180 × 240…380 px, outset by a pixel); the
    // three parts are far apart, so they stay three, and together they are under half the frame.
    #expect(drawn.frame.pieces.count == 3)
    #expect(drawn.frame.pieces.contains { $0.area == PixelRect(x0: 19, y0: 239, x1: 181, y1: 381) })
    #expect(drawn.frame.drawnArea * 2 < 200 * 400)
    for region in [top, inPanel, badge] {
      let crop = try #require(drawn.frame.cropped(to: region))
      #expect(crop == (try whole.cropped(to: region)))
    }
    for piece in drawn.frame.pieces {
      #expect(piece.pixels == (try whole.cropped(to: piece.area)))
    }
    #expect(drawn.before.count == 2)
    for c in copies { #expect(drawn.before[c] == full.before[c]) }
    // A region no part holds has no crop: the caller draws it.
    #expect(drawn.frame.cropped(to: PixelRect(x0: 0, y0: 100, x1: 10, y1: 110)) == nil)
  }

  /// A part that cuts an edge of a shape other than a rectangle holds all of the shape (an edge
  /// cut at the part's side would be walked in other rounded steps); one inside a rounded
  /// card, meeting none of its edges, or one that cuts a rectangle, does not.
  @Test func aPartHoldsEveryShapeItCuts() throws {
    let painter = Painter(scale: 3)
    let size = Size(width: 200, height: 300)
    var list = DisplayList()
    list.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 300)), SRGBColor.white)
    list.fill(
      .roundedRect(Rect(x: 5, y: 140, width: 190, height: 150), cornerRadius: 24),
      SRGBColor(r8: 230, g8: 230, b8: 240))
    list.fill(
      .rect(Rect(x: 10.3, y: 200.4, width: 180.5, height: 60.2)), SRGBColor(r8: 0, g8: 99, b8: 0))
    list.fill(
      .circle(center: Point(x: 100, y: 80), radius: 40.3), SRGBColor(r8: 200, g8: 40, b8: 90))
    // The circle's box, 59.7…140.3 × 39.7…120.3 pt, in pixels at 3x and one more on each side.
    let circle = PixelRect(x0: 178, y0: 118, x1: 422, y1: 362)
    let inCircle = PixelRect(x0: 280, y0: 230, x1: 320, y1: 250)
    let inRect = PixelRect(x0: 100, y0: 650, x1: 140, y1: 670)
    let drawn = try painter.render(list, size: size, covering: [inCircle, inRect], before: [])
    #expect(drawn.frame.pieces.map(\.area) == [circle, inRect])
    let whole = try painter.render(list, size: size)
    for piece in drawn.frame.pieces {
      #expect(piece.pixels == (try whole.cropped(to: piece.area)))
    }
  }

  /// Parts that meet, or whose common rectangle is at most a 64-pixel square larger, become
  /// one; parts over half the frame, or more than 64 regions, draw the frame whole.
  @Test func partsMergeAndFallBackToTheWholeFrame() {
    let frame = PixelRect(x0: 0, y0: 0, x1: 1000, y1: 2000)
    let a = PixelRect(x0: 0, y0: 0, x1: 100, y1: 50)
    // 100 × 50 apart by 20 px: the union (100 × 120 = 12,000) is 2,000 more than the two.
    let b = PixelRect(x0: 0, y0: 70, x1: 100, y1: 120)
    #expect(
      Painter.parts(covering: [a, b], backdrops: [], in: frame) == [
        PixelRect(x0: 0, y0: 0, x1: 100, y1: 120)
      ])
    // 100 px apart: 10,000 more, so two parts.
    let c = PixelRect(x0: 0, y0: 150, x1: 100, y1: 200)
    #expect(Painter.parts(covering: [a, c], backdrops: [], in: frame)?.count == 2)
    // Overlapping in a cross: one part, the rectangle holding both.
    let wide = PixelRect(x0: 0, y0: 500, x1: 600, y1: 510)
    let tall = PixelRect(x0: 300, y0: 300, x1: 310, y1: 900)
    #expect(
      Painter.parts(covering: [wide, tall], backdrops: [], in: frame) == [
        PixelRect(x0: 0, y0: 300, x1: 600, y1: 900)
      ])
    // A backdrop under `a` widens its part to the backdrop's area.
    let panel = PixelRect(x0: 0, y0: 0, x1: 800, y1: 400)
    #expect(Painter.parts(covering: [a], backdrops: [panel], in: frame) == [panel])
    // Over half the frame: nil.
    #expect(
      Painter.parts(
        covering: [PixelRect(x0: 0, y0: 0, x1: 1000, y1: 1001)], backdrops: [], in: frame) == nil)
    // More than 64 regions: nil, however they lie; 64 (these merge into one strip): parts.
    let many = (0..<65).map { PixelRect(x0: 0, y0: $0 * 30, x1: 5, y1: $0 * 30 + 1) }
    #expect(Painter.parts(covering: many, backdrops: [], in: frame) == nil)
    #expect(Painter.parts(covering: Array(many.prefix(64)), backdrops: [], in: frame) != nil)
  }
}
