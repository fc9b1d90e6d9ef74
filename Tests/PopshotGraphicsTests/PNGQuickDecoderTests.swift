import Foundation
import Testing

@testable import PopshotGraphics

/// The quick decoder (popshot_png_quick.c) takes 8-bit RGB and RGBA files and leaves the rest to
/// libpng. It must give libpng's answer on every file: the same pixels, or an error.
@Suite struct PNGQuickDecoderTests {
  /// An image of `width` × `height` with flat areas, gradients and noise, so that libpng's
  /// adaptive filtering picks every filter type somewhere (none, sub, up, average, Paeth).
  func image(width: Int, height: Int, opaque: Bool) throws -> Pixmap {
    var rng = TestRandom()
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      for x in 0..<width {
        let noise = y % 7 == 3 || x % 11 == 5
        let r = noise ? rng.byte() : UInt8(truncatingIfNeeded: x * 3)
        let g = noise ? rng.byte() : UInt8(truncatingIfNeeded: y * 5 + x)
        let b = y < height / 3 ? 200 : UInt8(truncatingIfNeeded: x ^ y)
        let a: UInt8 = opaque ? 255 : (x + y) % 5 == 0 ? 0 : UInt8(truncatingIfNeeded: 40 + x)
        pixels.append(PremultipliedColor(r: r, g: g, b: b, a: a).packed)
      }
    }
    return try Pixmap(width: width, height: height, premultipliedPixels: pixels)
  }

  /// Every encoding Popshot makes and libpng's adaptive filters, RGB and RGBA, one IDAT and
  /// many (libpng writes 8 KiB chunks): taken by the quick decoder, and decoded to the pixels
  /// that were encoded.
  @Test(arguments: [true, false])
  func roundTripsThroughTheQuickDecoder(_ opaque: Bool) throws {
    let original = try image(width: 211, height: 97, opaque: opaque)
    let encodings: [(String, PNGCompression)] = [
      ("fast", .fast), ("compact", .compact),
      ("all filters", .custom(level: 6, strategy: 0, filter: 3)),
      ("sub", .custom(level: 1, strategy: 0, filter: 1)),
      ("up", .custom(level: 9, strategy: 0, filter: 2)),
    ]
    for (name, compression) in encodings {
      let bytes = try PNGCodec.encode(original, compression: compression)
      #expect(PNGCodec.quickDecoderTakes(bytes), "\(name)")
      #expect(try PNGCodec.decode(bytes, source: name) == original, "\(name)")
      // Straight alpha: what the file stores, as libpng reads it.
      let straight = try PNGCodec.decodeStraight(bytes, source: name)
      let libpng = try PNGCodec.decodeStraight(bytes, source: name, quick: false)
      #expect(straight.rgba == libpng.rgba, "\(name)")
      #expect(straight.rgba.count == 211 * 97 * 4)
    }
  }

  /// What the quick decoder leaves to libpng: palettes, grey, 16-bit samples, interlacing and
  /// colour keys (PngSuite's files of each), and an RGB file whose chunks are out of order.
  @Test func leavesEveryOtherKindToLibpng() throws {
    func suite(_ name: String) throws -> [UInt8] {
      [UInt8](try Data(contentsOf: pngSuite.appendingPathComponent(name)))
    }
    for name in ["basn3p08.png", "basn0g08.png", "basn2c16.png", "ibasn2c08.png", "ftbrn2c08.png"] {
      #expect(!PNGCodec.quickDecoderTakes(try suite(name)), "\(name)")
    }
    #expect(PNGCodec.quickDecoderTakes(try suite("basn2c08.png")))
    #expect(PNGCodec.quickDecoderTakes(try suite("basn6a08.png")))
    // IEND removed: not a complete file.
    let bytes = try PNGCodec.encode(
      try image(width: 9, height: 4, opaque: true), compression: .fast)
    #expect(!PNGCodec.quickDecoderTakes(Array(bytes.dropLast(12))))
  }

  /// Deterministic fuzzing of files the quick decoder takes: bytes flipped, runs overwritten,
  /// files cut short, an IDAT's data altered with its CRC made right again (so the damage
  /// reaches the inflater). Each decodes to libpng's pixels or fails as libpng does, naming
  /// the source.
  @Test func agreesWithLibpngOnDamagedFiles() throws {
    var random = TestRandom()
    let originals = try [true, false].flatMap { opaque in
      try [PNGCompression.fast, .compact, .custom(level: 6, strategy: 0, filter: 3)].map {
        try PNGCodec.encode(try image(width: 64, height: 40, opaque: opaque), compression: $0)
      }
    }
    var agreedDecodes = 0
    for original in originals {
      for round in 0..<60 {
        var bytes = original
        switch round % 4 {
        case 0:
          bytes[Int(random.next() % UInt64(bytes.count))] = random.byte()
        case 1:
          let at = Int(random.next() % UInt64(bytes.count))
          for i in at..<min(bytes.count, at + 8) { bytes[i] = random.byte() }
        case 2:
          bytes.removeLast(Int(random.next() % UInt64(bytes.count)))
        default:
          guard bytes[37..<41].elementsEqual("IDAT".utf8) else {
            Issue.record("the first chunk after IHDR is not IDAT")
            continue
          }
          // Inside the first IDAT's data (it starts at byte 41, after the signature, IHDR and
          // the IDAT's length and type), then its CRC recomputed.
          let length =
            Int(bytes[33]) << 24 | Int(bytes[34]) << 16 | Int(bytes[35]) << 8
            | Int(bytes[36])
          let at = 41 + Int(random.next() % UInt64(max(1, length)))
          bytes[at] ^= UInt8(1 << (random.next() % 8))
          let crc = crc32(Array(bytes[37..<(41 + length)]))
          for k in 0..<4 { bytes[41 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
        }
        let quick = Result { () throws(PNGError) in try PNGCodec.decode(bytes, source: "f.png") }
        let libpng = Result { () throws(PNGError) in
          try PNGCodec.decode(bytes, source: "f.png", quick: false)
        }
        switch (quick, libpng) {
        case (.success(let a), .success(let b)):
          #expect(a == b, "round \(round): the decoders differ")
          agreedDecodes += 1
        case (.failure(let a), .failure(let b)):
          #expect(a.description.hasPrefix("f.png: ") && a == b)
        default:
          Issue.record("round \(round): quick \(quick), libpng \(libpng)")
        }
      }
    }
    #expect(agreedDecodes > 0)
  }
}
