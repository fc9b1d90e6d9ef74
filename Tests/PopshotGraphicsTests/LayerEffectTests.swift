import Foundation
import Testing

@testable import PopshotGraphics

/// Layer effects, blend modes, conic gradients and backdrops, with values worked out by hand
/// from the formulas in LayerPixels.swift and ConicAngle.swift.
@Suite struct LayerEffectTests {
  let square = Path.rect(Rect(x: 0, y: 0, width: 4, height: 4))

  func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p[x, y]
    return [c.r, c.g, c.b, c.a]
  }

  /// grayscale(0.5) of pure red: R' = 0.2126 + 0.7874 × 0.5 = 0.6063 → 154.6 → 155, and
  /// G' = B' = 0.2126 × 0.5 = 0.1063 → 27.1 → 27.
  @Test func halfGrayscaleOfRed() throws {
    let p = try render(4, 4) { list in
      list.withLayer(.filter(.grayscale(0.5))) {
        $0.fill(square, SRGBColor(red: 1, green: 0, blue: 0))
      }
    }
    #expect(pixel(p, 1, 1) == [155, 27, 27, 255])
  }

  /// colorInvert of (200, 100, 50) is (55, 155, 205); brightness 0.2 adds 51 to each.
  @Test func invertAndBrightness() throws {
    let c = SRGBColor(r8: 200, g8: 100, b8: 50)
    let inverted = try render(4, 4) { list in
      list.withLayer(.filter(.invert)) { $0.fill(square, c) }
    }
    #expect(pixel(inverted, 0, 0) == [55, 155, 205, 255])
    let brighter = try render(4, 4) { list in
      list.withLayer(.filter(.brightness(0.2))) { $0.fill(square, c) }
    }
    #expect(pixel(brighter, 0, 0) == [251, 151, 101, 255])
  }

  /// The other modes, by the same reduction (cb backdrop, cs source, in 255ths):
  /// - color-dodge cb/(1 − cs): 100/127 = 0.787 → 200.8 → 201; a white source gives 1 → 255,
  ///   a black backdrop 0;
  /// - color-burn 1 − (1 − cb)/cs: 1 − 55/128 = 0.570 → 145.4 → 145; a white backdrop 255, a
  ///   black source 0;
  /// - hard-light with a 128 source takes screen(cb, 2cs − 1 = 1/255): 64 + 1 − 64/255 = 64.75
  ///   → 65, 192.25 → 192, 128.5 less 0.5/255 → 128;
  /// - exclusion cb + cs − 2·cb·cs: 300/255 − 2·20000/65025 = 0.561 → 143.1 → 143, 110.8 →
  ///   111, 121.6 → 122;
  /// - soft-light: cs = 64 ≤ 128: cb − (1 − 2cs)·cb(1 − cb) → 96.25 → 96; cs = 192, cb = 32
  ///   ≤ 64: cb + (2cs − 1)·(((16cb − 12)cb + 4)cb − cb) → 60.27 → 60; cs = 128, cb = 200:
  ///   cb + (1/255)·(√cb − cb) → 200.1 → 200;
  /// - luminosity of grey (Lum 0.502) on red (Lum 0.3): red + 0.202 = (1.202, 0.202, 0.202),
  ///   clipped about 0.502 by (1 − 0.502)/(1.202 − 0.502): (1, 0.2885, 0.2885) → 255, 73.6 → 74;
  ///   color of red on grey is the same SetLum(red, 0.502);
  /// - saturation of grey (Sat 0) on (200, 100, 100): no saturation, at the backdrop's Lum
  ///   0.3·200 + 0.59·100 + 0.11·100 = 130;
  /// - plus-darker s + d − 255, at least 0: 45, 45, 0.
  /// Blends of an opaque source over an opaque backdrop reduce to B(cb, cs) × 255, rounded:
  /// multiply 200·128/255 = 100.4, 100, 50·64/255 = 12.5 → 13; difference |s − d|;
  /// plus-lighter min(255, s + d); overlay (64, 192, 128) under 128 grey: 2·cs·cb = 64.25 → 64,
  /// screen(cs, 2cb − 1) = 0.7539 → 192, and 0.5039 → 128.
  @Test(arguments: [
    (BlendMode.multiply, [200, 100, 50], [128, 255, 64], [100, 100, 13]),
    (.screen, [200, 100, 50], [128, 255, 64], [228, 255, 101]),
    (.difference, [200, 50, 100], [100, 100, 100], [100, 50, 0]),
    (.plusLighter, [200, 50, 100], [100, 100, 100], [255, 150, 200]),
    (.darken, [200, 50, 100], [100, 100, 100], [100, 50, 100]),
    (.lighten, [200, 50, 100], [100, 100, 100], [200, 100, 100]),
    (.overlay, [64, 192, 128], [128, 128, 128], [64, 192, 128]),
    (.normal, [64, 192, 128], [1, 2, 3], [1, 2, 3]),
    (.colorDodge, [100, 200, 0], [128, 255, 100], [201, 255, 0]),
    (.colorBurn, [200, 255, 200], [128, 0, 0], [145, 255, 0]),
    (.hardLight, [64, 192, 128], [128, 128, 128], [65, 192, 128]),
    (.exclusion, [200, 50, 100], [100, 100, 100], [143, 111, 122]),
    (.softLight, [128, 32, 200], [64, 192, 128], [96, 60, 200]),
    (.luminosity, [255, 0, 0], [128, 128, 128], [255, 74, 74]),
    (.color, [128, 128, 128], [255, 0, 0], [255, 74, 74]),
    (.saturation, [200, 100, 100], [128, 128, 128], [130, 130, 130]),
    (.plusDarker, [200, 100, 100], [100, 200, 50], [45, 45, 0]),
  ])
  func blend(_ mode: BlendMode, _ d: [Int], _ s: [Int], _ expected: [Int]) throws {
    func color(_ c: [Int]) -> SRGBColor {
      SRGBColor(r8: UInt8(c[0]), g8: UInt8(c[1]), b8: UInt8(c[2]))
    }
    let p = try render(4, 4) { list in
      list.fill(square, color(d))
      list.withLayer(.blend(mode)) { $0.fill(square, color(s)) }
    }
    #expect(pixel(p, 2, 2) == expected.map(UInt8.init) + [255])
  }

  /// screen's 228: 200 + 128 − 200·128/255 = 227.6.  Translucent source over translucent
  /// backdrop, multiply: S = (128, 0, 0, 128), D = (0, 0, 128, 128): R = (128·127)/255 = 63.8 →
  /// 64, B = 128·127/255 → 64, A = 128 + 128·127/255 = 191.7 → 192.
  @Test func translucentMultiply() throws {
    let p = try render(4, 4) { list in
      list.fill(square, SRGBColor(red: 0, green: 0, blue: 1, alpha: 0.5))
      list.withLayer(.blend(.multiply)) {
        $0.fill(square, SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5))
      }
    }
    #expect(pixel(p, 0, 0) == [64, 0, 64, 192])
  }

  /// The Porter-Duff modes with a half-transparent source (premultiplied, alpha 128):
  /// destination-out keeps D·(255 − Sa)/255 of opaque red: 255·127/255 = 127 in red and alpha;
  /// source-atop draws S·Da + D·(255 − Sa) at the backdrop's alpha: red 127, blue 128, alpha
  /// 255; destination-over puts opaque blue under half red: red 128, blue 255·127/255 = 127,
  /// alpha 128 + 127 = 255.
  @Test func porterDuffModes() throws {
    let red = SRGBColor(red: 1, green: 0, blue: 0)
    let halfBlue = SRGBColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    let out = try render(4, 4) { list in
      list.fill(square, red)
      list.withLayer(.blend(.destinationOut)) { $0.fill(square, halfBlue) }
    }
    #expect(pixel(out, 1, 1) == [127, 0, 0, 127])
    let atop = try render(4, 4) { list in
      list.fill(square, red)
      list.withLayer(.blend(.sourceAtop)) { $0.fill(square, halfBlue) }
    }
    #expect(pixel(atop, 1, 1) == [127, 0, 128, 255])
    let over = try render(4, 4) { list in
      list.fill(square, SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5))
      list.withLayer(.blend(.destinationOver)) {
        $0.fill(square, SRGBColor(red: 0, green: 0, blue: 1))
      }
    }
    #expect(pixel(over, 1, 1) == [128, 0, 127, 255])
  }

  /// A conic gradient red → blue around (15.5, 15.5): the pixel straight below the centre is at
  /// 90°, a quarter turn, t = 0.25 → table entry round(0.25 × 1023) = 256, 256/1023 = 0.2502:
  /// R = 0.7498 × 255 = 191.2 → 191, B = 63.8 → 64. Straight right is 0°: red. Half a sweep
  /// (0…180°) puts 90° at t = 0.5 → entry 512: R = 127.4 → 127, B = 127.6 → 128.
  @Test func conicGradientAtNinetyDegrees() throws {
    let stops = [
      GradientStop(.init(red: 1, green: 0, blue: 0), at: 0),
      GradientStop(.init(red: 0, green: 0, blue: 1), at: 1),
    ]
    func draw(_ end: Double) throws -> Pixmap {
      try render(32, 32) { list in
        list.append(
          .fill(
            .rect(Rect(x: 0, y: 0, width: 32, height: 32)),
            .angularGradient(
              stops: stops, center: Point(x: 15.5, y: 15.5), startAngle: 0, endAngle: end),
            .nonZero))
      }
    }
    let full = try draw(2 * .pi)
    #expect(pixel(full, 15, 25) == [191, 0, 64, 255])
    #expect(pixel(full, 25, 15) == [255, 0, 0, 255])
    let half = try draw(.pi)
    #expect(pixel(half, 15, 25) == [127, 0, 128, 255])
    // Above the centre (270°) is in the missing wedge, exactly at its middle: the first colour.
    #expect(pixel(half, 15, 5) == [255, 0, 0, 255])
  }

  @Test func conicAnglesOnTheAxesAreExact() {
    #expect(ConicAngle.turns(dx: 1, dy: 0) == 0)
    #expect(ConicAngle.turns(dx: 0, dy: 3) == 0.25)
    #expect(ConicAngle.turns(dx: -2, dy: 0) == 0.5)
    #expect(ConicAngle.turns(dx: 0, dy: -1) == 0.75)
    #expect(ConicAngle.turns(dx: 1, dy: 1) == 0.125)
    // 60°: within the polynomial's 1e-5 rad.
    #expect(abs(ConicAngle.turns(dx: 1, dy: 3.0.squareRoot()) - 1.0 / 6) < 1e-5 / (2 * .pi))
  }

  /// A mask at 50% alpha halves the content: red (255, 0, 0, 255) × 128/255 → (128, 0, 0, 128).
  @Test func maskMultipliesByTheMaskAlpha() throws {
    let p = try render(4, 4) { list in
      list.masked(
        { $0.fill(square, SRGBColor(red: 1, green: 0, blue: 0)) },
        by: {
          $0.fill(
            .rect(Rect(x: 0, y: 0, width: 2, height: 4)),
            SRGBColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        })
    }
    #expect(pixel(p, 0, 0) == [128, 0, 0, 128])
    #expect(pixel(p, 3, 0) == [0, 0, 0, 0])
  }

  /// A blurred square keeps its colour far inside, spreads symmetrically, and reaches only the
  /// blur's extent beyond its edge.
  @Test func blurSpreadsSymmetrically() throws {
    let p = try render(60, 60) { list in
      list.withLayer(.blur(radius: 3, opaque: false)) {
        $0.fill(
          .rect(Rect(x: 15, y: 15, width: 30, height: 30)), SRGBColor(red: 1, green: 0, blue: 0))
      }
    }
    #expect(pixel(p, 30, 30) == [255, 0, 0, 255])
    for y in 0..<60 {
      for x in 0..<60 { #expect(p[x, y] == p[59 - x, y] && p[x, y] == p[x, 59 - y]) }
    }
    let ext = Blur.extent(sigma: 3)
    #expect(p[15 - ext - 1, 30].a == 0)
    #expect(p[15 - ext + 1, 30].a > 0)
    #expect(p[15, 30].a > 100 && p[15, 30].a < 155)
  }

  /// A blur draws what lies beyond a clip into it: the clip cuts the blurred result.
  @Test func blurIsClippedAfterBlurring() throws {
    let p = try render(40, 20) { list in
      list.clipped(to: .rect(Rect(x: 20, y: 0, width: 20, height: 20))) { list in
        list.withLayer(.blur(radius: 2, opaque: false)) {
          $0.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), .black)
        }
      }
    }
    #expect(p[19, 10].a == 0)
    #expect(p[20, 10].a > 0)
  }

  /// A backdrop over a plain colour is that colour (its blur changes nothing), then the tint:
  /// black at 50% (alpha 128) over white leaves 255 × 127/255 = 127.
  @Test func backdropOverAPlainColourIsTheTintOverIt() throws {
    let p = try render(40, 40) { list in
      list.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), .white)
      list.append(
        .backdrop(
          .rect(Rect(x: 5, y: 5, width: 30, height: 30)),
          Backdrop(radius: 6, saturation: 1.8, tint: SRGBColor.black.opacity(0.5))))
    }
    #expect(pixel(p, 20, 20) == [127, 127, 127, 255])
    #expect(pixel(p, 2, 2) == [255, 255, 255, 255])
  }

  /// A backdrop blurs what is under it: across a red/blue edge the colours mix, while far from
  /// it (the blur's edges are extended, not faded) each side keeps its colour.
  @Test func backdropBlursWhatIsUnderIt() throws {
    let p = try render(80, 20) { list in
      list.fill(
        .rect(Rect(x: 0, y: 0, width: 40, height: 20)), SRGBColor(red: 1, green: 0, blue: 0))
      list.fill(
        .rect(Rect(x: 40, y: 0, width: 40, height: 20)), SRGBColor(red: 0, green: 0, blue: 1))
      list.append(
        .backdrop(
          .rect(Rect(x: 0, y: 0, width: 80, height: 20)),
          Backdrop(radius: 3, saturation: 1, tint: .clear)))
    }
    #expect(pixel(p, 2, 10) == [255, 0, 0, 255])
    #expect(pixel(p, 77, 10) == [0, 0, 255, 255])
    let mid = p[40, 10]
    #expect(mid.r > 60 && mid.b > 60 && mid.a == 255)
  }

  /// A frame with a blur and a backdrop: any region, drawn alone with the frame given, has the
  /// whole frame's pixels there; and frames drawn on several threads at once are the same bytes.
  @Test func regionsAndThreadsGiveTheSameBytes() async throws {
    var list = DisplayList()
    list.fill(.rect(Rect(x: 0, y: 0, width: 60, height: 50)), SRGBColor(r8: 240, g8: 230, b8: 200))
    list.fill(
      .circle(center: Point(x: 20, y: 20), radius: 12), SRGBColor(red: 1, green: 0, blue: 0))
    list.withLayer(.blur(radius: 2.5, opaque: false)) {
      $0.fill(
        .rect(Rect(x: 30, y: 5, width: 20, height: 20)), SRGBColor(red: 0, green: 0.5, blue: 1))
    }
    list.append(
      .backdrop(
        .roundedRect(Rect(x: 8, y: 18, width: 44, height: 24), cornerRadius: 8),
        Backdrop(radius: 5, saturation: 1.8, tint: SRGBColor.white.opacity(0.3))))
    list.withLayer(.filter(.grayscale(1))) {
      $0.fill(.rect(Rect(x: 12, y: 30, width: 10, height: 6)), SRGBColor(red: 0, green: 1, blue: 0))
    }
    let painter = Painter(scale: 2)
    let whole = try painter.render(list, size: Size(width: 60, height: 50))
    let frame = PixelRect(x0: 0, y0: 0, x1: 120, y1: 100)
    for region in [
      PixelRect(x0: 30, y0: 50, x1: 50, y1: 70), PixelRect(x0: 0, y0: 0, x1: 120, y1: 10),
      PixelRect(x0: 90, y0: 70, x1: 120, y1: 100),
    ] {
      let part = try painter.render(list, region: region, replacing: [:], frame: frame)
      for y in region.y0..<region.y1 {
        for x in region.x0..<region.x1 {
          #expect(part[x - region.x0, y - region.y0] == whole[x, y])
        }
      }
    }
    let frozen = list
    let frames = try await withThrowingTaskGroup(of: Pixmap.self) { group in
      for _ in 0..<4 {
        group.addTask { try painter.render(frozen, size: Size(width: 60, height: 50)) }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(frames.allSatisfy { $0 == whole })
  }
}
