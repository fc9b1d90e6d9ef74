import Foundation
import Testing

@testable import PopshotGraphics

@Suite struct PixmapTests {
  @Test func sizesAreCheckedBeforeAllocating() {
    #expect(throws: PixmapError.badSize(width: 0, height: 1)) { try Pixmap(width: 0, height: 1) }
    #expect(throws: PixmapError.badSize(width: 16_385, height: 1)) {
      try Pixmap(width: 16_385, height: 1)
    }
    #expect(throws: PixmapError.badSize(width: 9000, height: 9000)) {
      try Pixmap(width: 9000, height: 9000)
    }
    #expect(throws: PixmapError.pixelCount(expected: 4, found: 3)) {
      try Pixmap(width: 2, height: 2, premultipliedPixels: [0, 0, 0])
    }
  }

  /// Straight alpha is round(c × 255 / a); premultiplying it again restores the pixel exactly.
  @Test func straightAlphaRoundTrips() throws {
    var rng = TestRandom()
    var pixels: [UInt32] = []
    for _ in 0..<5000 {
      pixels.append(
        PremultipliedColor(r: rng.byte(), g: rng.byte(), b: rng.byte(), a: rng.byte()).packed)
    }
    let p = try Pixmap(width: 100, height: 50, premultipliedPixels: pixels)
    let s = p.straightRGBA()
    for i in 0..<pixels.count where s[4 * i + 3] > 0 {
      #expect(
        PremultipliedColor(r: s[4 * i], g: s[4 * i + 1], b: s[4 * i + 2], a: s[4 * i + 3]).packed
          == pixels[i])
    }
    // (64, 32, 0, 128) is 50% of (128, 64, 0): 64 × 255 / 128 = 127.5 → 128, 32 × 255 / 128 = 63.75
    // → 64.
    let half = try Pixmap(
      width: 1, height: 1,
      premultipliedPixels: [PremultipliedColor(premultipliedR: 64, g: 32, b: 0, a: 128).packed])
    #expect(half.straightRGBA() == [128, 64, 0, 128])
  }
}
