import Foundation
import Testing

@testable import PopshotGraphics

/// Willem van Schaik's PngSuite basic images, a resource of this test target (its README holds the
/// licence).
let pngSuite: URL = Bundle.module.resourceURL!.appendingPathComponent("PngSuite")

let pngSuiteFiles: [String] = {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: pngSuite.path)) ?? []
  return names.filter { $0.hasSuffix(".png") }.sorted()
}()

@Suite struct PNGCodecTests {
  @Test func theCorpusIsThere() {
    #expect(pngSuiteFiles.count == 60, "expected the 60 PngSuite images in \(pngSuite.path)")
  }

  /// Every colour type, bit depth, palette, tRNS and interlaced image decodes to 32×32.
  @Test(arguments: pngSuiteFiles)
  func decodesEveryCorpusImage(_ name: String) throws {
    let image = try PNGCodec.read(path: pngSuite.appendingPathComponent(name).path)
    #expect(image.width == 32 && image.height == 32)
    // Interlaced twins decode to the same pixels as their progressive originals.
    if name.hasPrefix("i") {
      let twin = try PNGCodec.read(
        path: pngSuite.appendingPathComponent(String(name.dropFirst())).path)
      #expect(twin.pixels == image.pixels, "\(name) differs from its non-interlaced twin")
    }
  }

  /// Pixels read independently: 8-bit images with Pillow; 16-bit ones by a small Python decoder
  /// (zlib + unfiltering) and scaled as round(v × 255 / 65535), e.g. basn2c16 (5, 7) =
  /// (54965, 50737, 0) → (214, 197, 0). Stored samples, no gamma applied (the files carry gAMA
  /// 1.0).
  @Test(
    arguments: [
      ("basn0g08.png", 5, 7, [229, 229, 229, 255]), ("basn0g08.png", 16, 3, [112, 112, 112, 255]),
      ("basn2c08.png", 5, 7, [255, 255, 26, 255]), ("basn2c08.png", 31, 0, [255, 255, 224, 255]),
      ("basn3p04.png", 5, 7, [255, 187, 0, 255]), ("basn3p04.png", 31, 0, [0, 255, 153, 255]),
      ("basn3p01.png", 31, 0, [34, 102, 255, 255]), ("basn0g02.png", 5, 7, [170, 170, 170, 255]),
      ("basn6a08.png", 5, 7, [255, 223, 7, 41]), ("basn6a08.png", 16, 3, [255, 95, 8, 131]),
      ("ftbrn2c08.png", 16, 3, [126, 46, 46, 255]), ("ftbrn2c08.png", 31, 0, [255, 255, 255, 0]),
      ("ftbbn3p08.png", 16, 3, [134, 38, 38, 255]), ("ftbbn3p08.png", 31, 0, [255, 255, 255, 0]),
      ("basn0g01.png", 5, 7, [0, 0, 0, 255]), ("basn0g01.png", 16, 3, [255, 255, 255, 255]),
      ("ibasn6a08.png", 5, 7, [255, 223, 7, 41]), ("ibasn0g04.png", 5, 7, [34, 34, 34, 255]),
      ("iftp0n3p08.png", 16, 3, [134, 38, 38, 255]),
      ("basn2c16.png", 5, 7, [214, 197, 0, 255]), ("basn2c16.png", 16, 3, [123, 230, 0, 255]),
      ("basn0g16.png", 16, 3, [149, 149, 149, 255]), ("basn4a16.png", 5, 7, [49, 49, 49, 82]),
      ("basn6a16.png", 16, 3, [122, 255, 0, 49]),
    ] as [(String, Int, Int, [Int])])
  func pixelsMatchAnIndependentDecoder(_ name: String, _ x: Int, _ y: Int, _ rgba: [Int]) throws {
    let data = try Data(contentsOf: pngSuite.appendingPathComponent(name))
    let image = try PNGCodec.decodeStraight([UInt8](data), source: name)
    let i = (y * image.width + x) * 4
    let got = (0..<4).map { Int(image.rgba[i + $0]) }
    // Colour under full transparency is not kept (the pixmap is premultiplied): alpha only.
    #expect(rgba[3] == 0 ? got[3] == 0 : got == rgba, "\(name) at \(x),\(y): \(got)")
  }

  func sample(opaque: Bool) throws -> Pixmap {
    var rng = TestRandom()
    let pixels = (0..<(37 * 23)).map { _ -> UInt32 in
      let a = opaque ? 255 : rng.byte()
      return PremultipliedColor(r: rng.byte(), g: rng.byte(), b: rng.byte(), a: a).packed
    }
    return try Pixmap(width: 37, height: 23, premultipliedPixels: pixels)
  }

  @Test(arguments: [true, false])
  func encodeDecodeRoundTripsExactly(_ opaque: Bool) throws {
    let image = try sample(opaque: opaque)
    for compression in [PNGCompression.fast, .compact] {
      let bytes = try PNGCodec.encode(image, compression: compression)
      #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
      // Colour type (byte 25): 2 = RGB for opaque frames, 6 = RGBA otherwise.
      #expect(bytes[25] == (opaque ? 2 : 6))
      #expect(try PNGCodec.decode(bytes, source: "round trip") == image)
    }
  }

  func validPNG() throws -> [UInt8] {
    try PNGCodec.encode(try sample(opaque: true), compression: .fast)
  }

  @Test func badSignatureIsAnError() throws {
    var bytes = try validPNG()
    bytes[1] = UInt8(ascii: "Q")
    expectInvalid(bytes)
  }

  @Test func truncatedDataIsAnError() throws {
    let bytes = try validPNG()
    for length in [0, 5, 8, 20, 33, bytes.count / 2, bytes.count - 13] {
      expectInvalid(Array(bytes.prefix(length)))
    }
  }

  @Test func badCRCIsAnError() throws {
    var bytes = try validPNG()
    bytes[29] ^= 0xFF  // the last byte of IHDR's CRC
    expectInvalid(bytes)
    var idat = try validPNG()
    idat[idat.count - 20] ^= 0x55  // inside the last IDAT's data, so its CRC no longer matches
    expectInvalid(idat)
  }

  func expectInvalid(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
    do {
      _ = try PNGCodec.decode(bytes, source: "Snapshots/toast/iphone-15.portrait.png")
      Issue.record("decoded \(bytes.count) corrupt bytes", sourceLocation: sourceLocation)
    } catch {
      guard case .invalid(let source, let reason) = error else {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
        return
      }
      #expect(source == "Snapshots/toast/iphone-15.portrait.png", sourceLocation: sourceLocation)
      #expect(!reason.isEmpty, sourceLocation: sourceLocation)
      #expect(
        error.description.hasPrefix("Snapshots/toast/iphone-15.portrait.png: not a readable PNG: "),
        sourceLocation: sourceLocation)
    }
  }

  /// A header declaring 100 000 × 100 000 pixels (40 GB decoded) is refused from the header
  /// alone, before any pixel memory is allocated.
  @Test func absurdDimensionsAreRefusedBeforeAllocating() throws {
    var ihdr: [UInt8] = Array("IHDR".utf8)
    // libpng's own default limit is 1 000 000 per side; 100 000 passes it and must be ours to stop.
    for v in [UInt32(100_000), 100_000] {
      ihdr += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) }
    }
    ihdr += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, no filter method, not interlaced
    func chunk(_ body: [UInt8]) -> [UInt8] {
      let n = UInt32(body.count - 4)
      let crc = crc32(body)
      return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: n >> $0) } + body
        + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
    }
    // A few bytes of image data follow, as in a real file; they are never read.
    let bytes: [UInt8] =
      [137, 80, 78, 71, 13, 10, 26, 10] + chunk(ihdr)
      + chunk(Array("IDAT".utf8) + [120, 156, 1, 0, 0])
    #expect(throws: PNGError.tooLarge(source: "huge.png", width: 100_000, height: 100_000)) {
      try PNGCodec.decode(bytes, source: "huge.png")
    }
  }

  @Test func missingFileNamesThePath() {
    #expect(throws: PNGError.io(path: "/nonexistent/baseline.png", reason: "no such file")) {
      try PNGCodec.read(path: "/nonexistent/baseline.png")
    }
  }

  @Test func writesAtomicallyAndLeavesNoTemporaryFiles() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popshot-png-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("nested/frame.png").path
    let image = try sample(opaque: false)
    try PNGCodec.write(image, to: path, compression: .compact)
    try PNGCodec.write(image, to: path, compression: .fast)  // replaces it whole
    #expect(try PNGCodec.read(path: path) == image)
    let left = try FileManager.default.contentsOfDirectory(
      atPath: dir.appendingPathComponent("nested").path)
    #expect(left == ["frame.png"])
  }

  @Test func unwritableFolderIsAnErrorAndLeavesTheOldFile() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popshot-ro-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent("frame.png").path
    let original = try sample(opaque: true)
    try PNGCodec.write(original, to: path)
    // A path whose parent is a file cannot be written.
    #expect(throws: PNGError.self) { try PNGCodec.write(original, to: path + "/child.png") }
    // A failed encode of the same name leaves the original readable.
    #expect(try PNGCodec.read(path: path) == original)
  }
}
