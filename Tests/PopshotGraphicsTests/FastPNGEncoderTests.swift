import Testing

@testable import PopshotGraphics

/// `PNGCompression.fast`, Popshot's own encoder (popshot_png_fast.c): what libpng reads back, and
/// what it costs on a flat frame, worked out from RFC 1951's fixed codes.
@Suite struct FastPNGEncoderTests {
  /// An image of flat runs whose values repeat for three rows (matched a row up or a pixel left)
  /// between patches of noise that move every row, opaque or with varying alpha.
  static func mixed(width: Int, height: Int, opaque: Bool, _ rng: inout TestRandom) -> [UInt32] {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        let noisy = (x / 5 + y) % 3 == 0
        let byte = noisy ? rng.byte() : UInt8(truncatingIfNeeded: (x / 9) * 40 + y / 3)
        let a: UInt8 = opaque ? 255 : (noisy ? rng.byte() : 200)
        let v = min(byte, a)
        pixels.append(PremultipliedColor(r: v, g: v / 2, b: a - v, a: a).packed)
      }
    }
    return pixels
  }

  /// A 1000 × 1000 frame of one opaque colour, (0x34, 0x78, 0xF6). Its image data is 1000 rows
  /// of 3001 bytes (a filter byte and 1000 RGB pixels), 3,001,000 bytes, coded as:
  /// - the block header, 3 bits;
  /// - row 0: the filter byte and the first pixel as literals (0x00, 0x34 and 0x78 take 8 bits,
  ///   0xF6 takes 9: 33 bits), then the row's other 2,997 bytes as matches one pixel back
  ///   (distance 3, code 2, 5 bits): 11 of 258 bytes (symbol 285, 8 bits; 13 bits each) and one
  ///   of 159 (symbol 281, 8 bits and 5 extra; 18 bits): 194 bits;
  /// - every later byte, 2,997,999 of them, as matches one row back (distance 3001: code 22,
  ///   5 bits and 10 extra): 11,620 of 258 bytes (23 bits each, 267,260 bits) and one of 39
  ///   (symbol 273, 7 bits and 3 extra; 25 bits with its distance);
  /// - the end of the block, 7 bits.
  /// That is 267,489 bits, 33,437 bytes. The file adds the signature (8), IHDR (25), the IDAT
  /// chunk's 12, zlib's header (2) and Adler-32 (4), and IEND (12): 33,500 bytes.
  @Test func aFlatFrameCostsOneMatchPer258Bytes() throws {
    let colour = PremultipliedColor(r: 0x34, g: 0x78, b: 0xF6, a: 255).packed
    let image = try Pixmap(
      width: 1000, height: 1000,
      premultipliedPixels: [UInt32](repeating: colour, count: 1_000_000))
    let bytes = try PNGCodec.encode(image, compression: .fast)
    #expect(bytes.count == 33_500)
    #expect(try PNGCodec.decode(bytes, source: "flat") == image)
  }

  /// Images of every width from 1 to 40 and a few heights, made of runs, repeated rows and noise,
  /// opaque (RGB) and not (RGBA): libpng, which checks every CRC and the Adler-32, reads back the
  /// same pixels.
  @Test(arguments: [true, false])
  func libpngReadsBackEveryShape(_ opaque: Bool) throws {
    var rng = TestRandom()
    for width in 1...40 {
      for height in [1, 2, 7] {
        let pixels = Self.mixed(width: width, height: height, opaque: opaque, &rng)
        let image = try Pixmap(width: width, height: height, premultipliedPixels: pixels)
        let bytes = try PNGCodec.encode(image, compression: .fast)
        #expect(bytes[25] == (opaque ? 2 : 6))
        #expect(
          try PNGCodec.decode(bytes, source: "\(width)×\(height)") == image,
          "\(width)×\(height), opaque: \(opaque)")
      }
    }
  }

  /// A row of 8,200 RGBA pixels is 32,801 bytes, beyond deflate's 32,768-byte window: the encoder
  /// then matches only a pixel back, and the image still reads back exactly.
  @Test func rowsWiderThanTheWindowReadBack() throws {
    let (width, height) = (8200, 3)
    let pixels = (0..<(width * height)).map { i -> UInt32 in
      let x = i % width
      let a = UInt8(truncatingIfNeeded: 128 + x / 100)
      return PremultipliedColor(r: min(a, UInt8(truncatingIfNeeded: x / 64)), g: 0, b: a, a: a)
        .packed
    }
    let image = try Pixmap(width: width, height: height, premultipliedPixels: pixels)
    let bytes = try PNGCodec.encode(image, compression: .fast)
    #expect(try PNGCodec.decode(bytes, source: "wide") == image)
    // Two identical runs of rows would have been matched a row back: here each row costs the
    // same as the first, so the file is about three times one row's worth, not one.
    let oneRow = try PNGCodec.encode(
      try Pixmap(width: width, height: 1, premultipliedPixels: Array(pixels.prefix(width))),
      compression: .fast)
    #expect(bytes.count > 2 * oneRow.count)
  }

  /// The encoder keeps only the rows its matches still read, in a window of at least 128 KiB and
  /// two rows that moves down the image. Images several windows tall, in which matches a row up
  /// and a pixel left run across row ends and across the window's moves, read back exactly: RGB
  /// and RGBA rows within deflate's reach, and rows beyond it (matched only a pixel back).
  @Test(arguments: [(45, 2000, true), (45, 2000, false), (700, 150, false), (8200, 40, true)])
  func imagesTallerThanTheEncodersWindowReadBack(_ width: Int, _ height: Int, _ opaque: Bool)
    throws
  {
    var rng = TestRandom()
    let pixels = Self.mixed(width: width, height: height, opaque: opaque, &rng)
    let image = try Pixmap(width: width, height: height, premultipliedPixels: pixels)
    let bytes = try PNGCodec.encode(image, compression: .fast)
    #expect(bytes[25] == (opaque ? 2 : 6))
    #expect(try PNGCodec.decode(bytes, source: "\(width)×\(height)") == image)
  }
}
