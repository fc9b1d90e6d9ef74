import Foundation
import Testing

@testable import PopshotGraphics

/// Liquid Glass as the painter draws it (Glass.swift), with values worked out by hand from
/// out = k · blur + lift and the rim's ramp, in the 16.16 fixed point the painter uses.
@Suite struct GlassTests {
  /// The dark small-element transfer (k 0.294, L 0.098 + 0.102 · smoothstep(0.19, 0.5, Ȳ)).
  func darkSmall(rim: Double = 0, tint: SRGBColor? = nil) -> GlassLook {
    GlassLook(
      gain: 0.294, lift: 0.098, adaptiveLift: 0.102, adaptFrom: 0.19, adaptTo: 0.5, tint: tint,
      rimWidth: rim, rimAlpha: 0.165)
  }

  func glass(_ rect: Rect, _ look: GlassLook, blur: Double = 2.8) -> DisplayItem {
    let clear = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0)
    return .backdrop(.rect(rect), Backdrop(radius: blur, saturation: 1, tint: clear, glass: look))
  }

  func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p[x, y]
    return [c.r, c.g, c.b]
  }

  /// Over #0A0A0B (mean luma 10.07/255, below 0.19: no adaptive lift) the blur is the flat
  /// colour, and R = 0.294 · 10 + 0.098 · 255 = 27.93 → 28, B = 3.23 + 24.99 = 28.22 → 28 (in
  /// 16.16: (19268 · 10 + 1637745 + 32768) >> 16 = 28). NoTomorrow measured #1C1C1E (28, 28, 30).
  @Test func darkGlassOverNearBlackLiftsToSystemGray6() throws {
    let p = try render(40, 40) { list in
      list.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), SRGBColor(r8: 10, g8: 10, b8: 11))
      list.append(glass(Rect(x: 10, y: 10, width: 20, height: 20), darkSmall()))
    }
    #expect(rgb(p, 20, 20) == [28, 28, 28])
    #expect(rgb(p, 5, 5) == [10, 10, 11])
  }

  /// At 3× the blur runs on 6 × 6 blocks and comes back by bilinear interpolation: a flat
  /// colour stays exactly itself through both, so the glass is the same 28 to the edges.
  @Test func theBlockBlurKeepsFlatColoursExact() throws {
    let p = try render(120, 120, scale: 3) { list in
      list.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), SRGBColor(r8: 10, g8: 10, b8: 11))
      list.append(glass(Rect(x: 10, y: 10, width: 20, height: 20), darkSmall()))
    }
    #expect(rgb(p, 60, 60) == [28, 28, 28])
    #expect(rgb(p, 30, 30) == [28, 28, 28])
    #expect(rgb(p, 89, 89) == [28, 28, 28])
    #expect(rgb(p, 29, 60) == [10, 10, 11])
  }

  /// Under a clip the glass is cut by it, but the clip's edge is not the glass's: no rim there.
  @Test func aClipCutsTheGlassWithoutARim() throws {
    var look = darkSmall(rim: 4)
    look.gain = 0
    look.lift = 0.5
    look.adaptiveLift = 0
    let p = try render(40, 40) { list in
      list.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), SRGBColor(r8: 0, g8: 0, b8: 0))
      list.clipped(to: .circle(center: Point(x: 20, y: 20), radius: 10)) {
        $0.append(glass(Rect(x: 0, y: 0, width: 40, height: 40), look))
      }
    }
    // 0.5 · 255 = 127.5 → 128 inside; the clip's edge 1 px in is still 128 (no rim), outside 0.
    #expect(rgb(p, 20, 20) == [128, 128, 128])
    #expect(rgb(p, 20, 11) == [128, 128, 128])
    #expect(rgb(p, 2, 2) == [0, 0, 0])
  }

  /// Over mid grey 128 (luma 0.502, past 0.5: the whole adaptive lift) the lift is 0.2:
  /// 0.294 · 128 + 0.2 · 255 = 37.63 + 51 = 88.63 → 89.
  @Test func brightBackdropsGetTheWholeAdaptiveLift() throws {
    let p = try render(40, 40) { list in
      list.fill(
        .rect(Rect(x: 0, y: 0, width: 40, height: 40)), SRGBColor(r8: 128, g8: 128, b8: 128))
      list.append(glass(Rect(x: 10, y: 10, width: 20, height: 20), darkSmall()))
    }
    #expect(rgb(p, 20, 20) == [89, 89, 89])
  }

  /// A fully tinted glass is the tint over k of the backdrop: over grey 100 with blue,
  /// R = G = 0.294 · 100 = 29.4 → 29, B = 29.4 + 0.706 · 255 = 209.43 → 209.
  @Test func aTintTakesTheLift() throws {
    let blue = SRGBColor(r8: 0, g8: 0, b8: 255)
    let p = try render(40, 40) { list in
      list.fill(
        .rect(Rect(x: 0, y: 0, width: 40, height: 40)), SRGBColor(r8: 100, g8: 100, b8: 100))
      list.append(glass(Rect(x: 10, y: 10, width: 20, height: 20), darkSmall(tint: blue)))
    }
    #expect(rgb(p, 20, 20) == [29, 29, 209])
  }

  /// A black glass (k 0, no lift) with a 4 px rim over black shows the rim alone: white at
  /// 0.165 · 255 → 42 on the first row inside the top edge, then 42 · (4 − i)/4 = 31.5 → 32,
  /// 21, 10.5 → 11, and 0 from 4 px in; nothing outside the shape.
  @Test func theRimFallsLinearlyFromTheEdge() throws {
    var look = darkSmall(rim: 4)
    look.gain = 0
    look.lift = 0
    look.adaptiveLift = 0
    let p = try render(40, 40) { list in
      list.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), SRGBColor(r8: 0, g8: 0, b8: 0))
      list.append(glass(Rect(x: 10, y: 10, width: 20, height: 20), look))
    }
    #expect((9...15).map { p[20, $0].r } == [0, 42, 32, 21, 11, 0, 0])
    // The same ramp from the left edge, and at the scale of a 3× screen the rim is 1.22 pt,
    // 3.66 → 4 px.
    #expect((9...15).map { p[$0, 20].r } == [0, 42, 32, 21, 11, 0, 0])
  }

  /// A 1.22 pt rim at 3× is 4 px wide: a 4 pt glass square at 3× has the same top ramp.
  @Test func theRimWidthScalesWithTheScreen() throws {
    var look = darkSmall(rim: 1.22)
    look.gain = 0
    look.lift = 0
    look.adaptiveLift = 0
    let p = try render(60, 60, scale: 3) { list in
      list.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), SRGBColor(r8: 0, g8: 0, b8: 0))
      list.append(glass(Rect(x: 5, y: 5, width: 10, height: 10), look))
    }
    #expect((14...20).map { p[30, $0].r } == [0, 42, 32, 21, 11, 0, 0])
  }

  /// Glass over vertical stripes is the transpose of glass over the same stripes laid
  /// horizontally: rows and columns are blurred by the same integer passes.
  @Test func rowsAndColumnsBlurAlike() throws {
    let size = 30
    func stripes(vertical: Bool) throws -> Pixmap {
      try render(size, size) { list in
        list.fill(.rect(Rect(x: 0, y: 0, width: 30, height: 30)), SRGBColor(r8: 0, g8: 0, b8: 0))
        for i in stride(from: 0, to: size, by: 6) {
          let r =
            vertical
            ? Rect(x: Double(i), y: 0, width: 3, height: 30)
            : Rect(x: 0, y: Double(i), width: 30, height: 3)
          list.fill(.rect(r), SRGBColor(r8: 250, g8: 120, b8: 30))
        }
        list.append(glass(Rect(x: 0, y: 0, width: 30, height: 30), darkSmall()))
      }
    }
    let v = try stripes(vertical: true)
    let h = try stripes(vertical: false)
    var same = true
    for y in 0..<size {
      for x in 0..<size where v[x, y] != h[y, x] { same = false }
    }
    #expect(same)
    // And the stripes are blurred: no pixel keeps the stripe's full red.
    #expect((0..<size).allSatisfy { v[$0, 15].r < 250 })
  }

  /// A square centred in the frame gives a glass symmetric left to right and top to bottom
  /// (σ 2.8 px makes odd, centred boxes).
  @Test func aCentredSquareGivesAMirrorSymmetricGlass() throws {
    let p = try render(40, 40) { list in
      list.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), SRGBColor(r8: 20, g8: 40, b8: 90))
      list.fill(
        .rect(Rect(x: 15, y: 15, width: 10, height: 10)), SRGBColor(r8: 255, g8: 220, b8: 0))
      list.append(glass(Rect(x: 0, y: 0, width: 40, height: 40), darkSmall(rim: 1.22)))
    }
    var symmetric = true
    for y in 0..<40 {
      for x in 0..<40 where p[x, y] != p[39 - x, y] || p[x, y] != p[x, 39 - y] {
        symmetric = false
      }
    }
    #expect(symmetric)
  }

  /// The same list gives the same bytes, twice and on four threads at once.
  @Test func glassIsDeterministic() async throws {
    var list = DisplayList()
    list.fill(.rect(Rect(x: 0, y: 0, width: 120, height: 80)), SRGBColor(r8: 255, g8: 45, b8: 85))
    list.fill(
      .circle(center: Point(x: 45, y: 35), radius: 25), SRGBColor(r8: 255, g8: 204, b8: 0))
    list.append(
      .backdrop(
        .capsule(in: Rect(x: 10, y: 30, width: 100, height: 40)),
        Backdrop(
          radius: 2.8, saturation: 1, tint: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0),
          glass: darkSmall(rim: 1.22))))
    let painter = Painter(scale: 3)
    let size = Size(width: 120, height: 80)
    let frozen = list
    let reference = try painter.render(list, size: size)
    #expect(try painter.render(list, size: size) == reference)
    let frames = try await withThrowingTaskGroup(of: Pixmap.self) { group in
      for _ in 0..<4 { group.addTask { try painter.render(frozen, size: size) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    for f in frames { #expect(f == reference) }
  }
}
