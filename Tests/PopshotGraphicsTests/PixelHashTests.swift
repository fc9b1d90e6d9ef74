import CPopshotShims
import Testing

@testable import PopshotGraphics

@Suite struct PixelHashTests {
  /// Opaque pixels with varied channels: pixel i is 0xFF000000 | (i × 2654435761 mod 2³²) >> 8.
  func frame(_ w: Int, _ h: Int) throws -> Pixmap {
    let pixels = (0..<(w * h)).map { i in
      0xFF00_0000 | (UInt32(truncatingIfNeeded: i &* 2_654_435_761) >> 8)
    }
    return try Pixmap(width: w, height: h, premultipliedPixels: pixels)
  }

  /// Values from a separate Python transcription of the algorithm popshot_hash.c describes (and
  /// of popshot_hash64 for the older format): 3×2 is all tail, 17×5 has five stripes and a
  /// tail, 64×40 has 160 stripes and ten stirs.
  @Test(arguments: [
    (3, 2, "xs64:0d9e27189eb11c56", "xh64:0e34f1e23415091e"),
    (17, 5, "xs64:1f7ad090b981f555", "xh64:a0932e3d31ff0a45"),
    (64, 40, "xs64:77ed650aeb8d42c3", "xh64:139d13ae8513daf2"),
  ])
  func knownValues(_ w: Int, _ h: Int, _ stripes: String, _ serial: String) throws {
    let p = try frame(w, h)
    #expect(p.pixelHash == stripes)
    #expect(p.pixelHash(format: .serial) == serial)
  }

  /// The SSE2 form and the portable form agree on every length around the stripe and stir sizes.
  @Test func vectorAndPortableFormsAgree() {
    let bytes = (0..<5000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }
    bytes.withUnsafeBytes { raw in
      for length in Array(0...300) + [1023, 1024, 1025, 4096, 4999, 5000] {
        #expect(
          popshot_hash_frame(raw.baseAddress, length, 7)
            == popshot_hash_frame_portable(raw.baseAddress, length, 7), "length \(length)")
      }
    }
  }

  /// Any one bit changed in a 32×32 frame changes its hash.
  @Test func everyBitCounts() throws {
    var p = try frame(32, 32)
    let original = p.pixelHash
    var unchanged = 0
    for i in 0..<p.pixels.count {
      for bit in 0..<32 {
        p.pixels[i] ^= 1 << bit
        if p.pixelHash == original { unchanged += 1 }
        p.pixels[i] ^= 1 << bit
      }
    }
    #expect(unchanged == 0)
  }

  /// An 8 × 8 patch moved 16 pixels (one 64-byte stripe) sideways, at every place on a
  /// 750-pixel-wide frame: the hash changes each time. (It did not when every stripe between
  /// stirs had the same keys, since a sum does not see the order of its terms.)
  @Test func movedContentChangesTheHash() throws {
    let (w, h) = (750, 24)
    let background: UInt32 = 0xFFF7_F2F2
    func frame(patchAt x0: Int, _ y0: Int) throws -> Pixmap {
      var pixels = [UInt32](repeating: background, count: w * h)
      for y in y0..<(y0 + 8) {
        for x in x0..<(x0 + 8) { pixels[y * w + x] = 0xFFC0_5030 }
      }
      return try Pixmap(width: w, height: h, premultipliedPixels: pixels)
    }
    var same = 0
    for y0 in stride(from: 0, through: h - 8, by: 8) {
      for x0 in stride(from: 0, to: w - 24, by: 3) {
        if try frame(patchAt: x0, y0).pixelHash == frame(patchAt: x0 + 16, y0).pixelHash {
          same += 1
        }
      }
    }
    #expect(same == 0)
  }

  /// A sidecar names its hash's format: both verify; another frame, a damaged hash or an unknown
  /// format does not.
  @Test func recordedHashesOfEitherFormatMatch() throws {
    let p = try frame(17, 5)
    #expect(p.matches(pixelHash: "xs64:1f7ad090b981f555"))
    #expect(p.matches(pixelHash: "xh64:a0932e3d31ff0a45"))
    #expect(!p.matches(pixelHash: "xh64:a0932e3d31ff0a46"))
    #expect(!p.matches(pixelHash: "xs64:0d9e27189eb11c56"))
    #expect(!p.matches(pixelHash: "md5:e70bdd6056ce3818"))
    #expect(!(try frame(3, 2)).matches(pixelHash: "xh64:a0932e3d31ff0a45"))
  }
}
