import CPopshotShims
import Testing

@testable import PopshotGraphics

@Suite struct BlendTests {
  /// A run's length is the count of leading bytes equal to the value, for every length from 0 to
  /// 40 (the 16-byte steps and the tail) and every place the first other byte can stand.
  @Test func runLengthsStopAtTheFirstOtherByte() {
    for count in 0...40 {
      for stop in 0...count {
        // `stop` bytes of 7, then one 8 where there is room, then 7 again.
        let bytes = (0..<count).map { $0 == stop ? UInt8(8) : 7 }
        let found = bytes.withUnsafeBufferPointer { popshot_run_length($0.baseAddress, count, 7) }
        #expect(found == stop, "count \(count), other byte at \(stop)")
      }
    }
    // A value that stands nowhere, and a run across the whole buffer.
    let flat = [UInt8](repeating: 200, count: 37)
    #expect(flat.withUnsafeBufferPointer { popshot_run_length($0.baseAddress, 37, 200) } == 37)
    #expect(flat.withUnsafeBufferPointer { popshot_run_length($0.baseAddress, 37, 0) } == 0)
  }

  /// The vectorised run (AVX2 and SSE2 where present) equals, per channel,
  /// s + round(d × (255 − s.a) / 255) worked out in floating point, for runs of every length up
  /// to 40 (the 8-pixel body, the 4-pixel one after it and the tail).
  @Test func solidRunsBlendLikeTheFormula() {
    var rng = TestRandom()
    for _ in 0..<4_000 {
      let alpha = UInt32(rng.byte())
      var s: UInt32 = alpha << 24
      for k in 0..<3 { s |= (UInt32(rng.byte()) % (alpha + 1)) << (8 * UInt32(k)) }
      let count = Int(rng.byte()) % 41
      var run = (0..<count).map { _ -> UInt32 in
        let a = UInt32(rng.byte())
        var d = a << 24
        for k in 0..<3 { d |= (UInt32(rng.byte()) % (a + 1)) << (8 * UInt32(k)) }
        return d
      }
      let expected = run.map { d in
        var out: UInt32 = 0
        for k in 0..<4 {
          let shift = 8 * UInt32(k)
          let dc = Double((d >> shift) & 0xFF) * Double(255 - alpha) / 255
          out |= (((s >> shift) & 0xFF) + UInt32(dc.rounded(.toNearestOrAwayFromZero))) << shift
        }
        return out
      }
      run.withUnsafeMutableBufferPointer { popshot_blend_solid($0.baseAddress, count, s) }
      #expect(run == expected)
    }
  }

  @Test func div255IsRoundToNearestForEveryProduct() {
    for x in UInt32(0)...(255 * 255) {
      let expected = UInt32((Double(x) / 255).rounded(.toNearestOrAwayFromZero))
      if div255(x) != expected {
        Issue.record("div255(\(x)) = \(div255(x)), expected \(expected)")
        return
      }
    }
  }

  @Test func scalePixelScalesEachChannelIndependently() {
    var rng = TestRandom()
    for _ in 0..<20_000 {
      let p = UInt32(truncatingIfNeeded: rng.next())
      let f = UInt32(rng.byte())
      var expected: UInt32 = 0
      for k in 0..<4 {
        let c = (p >> (8 * UInt32(k))) & 0xFF
        expected |=
          UInt32((Double(c * f) / 255).rounded(.toNearestOrAwayFromZero)) << (8 * UInt32(k))
      }
      #expect(scalePixel(p, f) == expected)
    }
  }

  /// 1×1 frames, one per blend case, with the results worked out by hand.
  @Test func onePixelBlendCases() throws {
    func pixel(_ build: (inout DisplayList) -> Void) throws -> PremultipliedColor {
      try render(1, 1, build)[0, 0]
    }
    let frame = Path.rect(Rect(x: 0, y: 0, width: 1, height: 1))

    // Opaque over anything replaces it.
    #expect(
      try pixel {
        $0.fill(frame, .white)
        $0.fill(frame, SRGBColor(r8: 255, g8: 59, b8: 48))
      }
        == PremultipliedColor(premultipliedR: 255, g: 59, b: 48, a: 255))
    // 30% black (alpha round(76.5) = 77) over #F2F2F7: each channel × 178/255:
    // 242 × 178 / 255 = 168.92 → 169; 247 × 178 / 255 = 172.42 → 172; alpha 77 + 178 = 255.
    #expect(
      try pixel {
        $0.fill(frame, try! SRGBColor(hex: "#F2F2F7"))
        $0.fill(frame, SRGBColor.black.opacity(0.3))
      }
        == PremultipliedColor(premultipliedR: 169, g: 169, b: 172, a: 255))
    // 50% red over transparent: alpha round(127.5) = 128, red premultiplied 255 × 128 / 255 = 128.
    #expect(
      try pixel { $0.fill(frame, SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5)) }
        == PremultipliedColor(premultipliedR: 128, g: 0, b: 0, a: 128))
    // Half-covered white over opaque black: white × 128/255 = 128 each, black × 127/255 = 0.
    #expect(
      try pixel {
        $0.fill(frame, .black)
        $0.fill(.rect(Rect(x: 0.5, y: 0, width: 0.5, height: 1)), .white)
      }
        == PremultipliedColor(premultipliedR: 128, g: 128, b: 128, a: 255))
    // 60% black text colour (alpha 153) over white: 255 × 102 / 255 = 102.
    #expect(
      try pixel {
        $0.fill(frame, .white)
        $0.fill(frame, SRGBColor.black.opacity(0.6))
      }
        == PremultipliedColor(premultipliedR: 102, g: 102, b: 102, a: 255))
    // Translucent over translucent: (0,0,128,128) over (128,0,0,128):
    // red 128 × 127/255 = 63.75 → 64; alpha 128 + 64 = 192.
    #expect(
      try pixel {
        $0.fill(frame, SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        $0.fill(frame, SRGBColor(red: 0, green: 0, blue: 1, alpha: 0.5))
      } == PremultipliedColor(premultipliedR: 64, g: 0, b: 128, a: 192))
  }

  /// A glyph's coverage row in one C call: every coverage byte from 0 to 255 over two
  /// backgrounds, for an opaque and a translucent colour, gives what a span of that coverage
  /// gives: nothing at 0, the colour itself where colour and coverage are opaque, else the colour
  /// times coverage / 255 (rounded, `scalePixel`) over the pixel (`sourceOver`).
  @Test(arguments: [
    PremultipliedColor(r: 20, g: 40, b: 200, a: 255).packed,
    PremultipliedColor(r: 250, g: 10, b: 90, a: 140).packed,
  ])
  func coverageRowsBlendLikeSpans(_ color: UInt32) {
    let coverage = (0...255).map { UInt8($0) }
    for background in [
      PremultipliedColor(r: 255, g: 255, b: 255, a: 255).packed,
      PremultipliedColor(r: 0, g: 60, b: 30, a: 100).packed,
    ] {
      var pixels = [UInt32](repeating: background, count: 256)
      popshot_coverage_solid(&pixels, coverage, 256, color)
      for a in 0...255 {
        let s = a == 255 ? color : scalePixel(color, UInt32(a))
        let expected = a == 0 ? background : s >> 24 == 255 ? s : sourceOver(s, background)
        #expect(pixels[a] == expected, "coverage \(a)")
      }
    }
  }
}
