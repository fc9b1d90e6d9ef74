// Animated PNGs: the chunks the APNG part of the PNG specification (3rd edition) asks for, in
// its order, with valid CRCs, and a first frame that any PNG reader shows as the still image.
import Testing

@testable import PopshotGraphics

@Suite struct AnimatedPNGTests {
  private func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) throws -> Pixmap {
    try Pixmap(
      width: 4, height: 3, filledWith: PremultipliedColor(premultipliedR: r, g: g, b: b, a: 255))
  }

  private func uint32(_ bytes: [UInt8]) -> UInt32 {
    bytes.reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// Every PNG ends with the IEND chunk, whose CRC (over its type) is AE 42 60 82.
  @Test func theChecksumIsPNGs() {
    #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
  }

  @Test func threeFramesMakeAnAnimationThatLoops() throws {
    let frames = [try solid(255, 0, 0), try solid(0, 255, 0), try solid(0, 0, 255)]
    let apng = try PNGCodec.encodeAnimated(frames, delays: [0.25, 0.25, 1])
    let chunks = try PNGCodec.chunks(of: apng)
    let types = chunks.map(\.type).filter { $0 != "IDAT" && $0 != "fdAT" }
    #expect(types == ["IHDR", "acTL", "fcTL", "fcTL", "fcTL", "IEND"])
    let actl = try #require(chunks.first { $0.type == "acTL" })
    #expect(uint32(Array(actl.data[0..<4])) == 3 && uint32(Array(actl.data[4..<8])) == 0)
    // fcTL: sequence, width, height, x, y, delay numerator and denominator (ms ÷ 1000).
    let controls = chunks.filter { $0.type == "fcTL" }.map(\.data)
    #expect(controls.map { uint32(Array($0[4..<8])) } == [4, 4, 4])
    #expect(controls.map { Int($0[20]) << 8 | Int($0[21]) } == [250, 250, 1000])
    #expect(controls.map { Int($0[22]) << 8 | Int($0[23]) } == [1000, 1000, 1000])
    // Sequence numbers run through fcTL and fdAT from 0 without a gap.
    let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map {
      uint32(Array($0.data[0..<4]))
    }
    #expect(sequence == (0..<UInt32(sequence.count)).map { $0 })
    // Each chunk's CRC matches its type and data.
    var i = 8
    while i < apng.count {
      let length = Int(uint32(Array(apng[i..<(i + 4)])))
      let body = Array(apng[(i + 4)..<(i + 8 + length)])
      #expect(uint32(Array(apng[(i + 8 + length)..<(i + 12 + length)])) == CRC32.checksum(body))
      i += 12 + length
    }
    #expect(i == apng.count)
    // A reader without APNG shows the first frame.
    #expect(try PNGCodec.decode(apng, source: "animation") == frames[0])
  }

  @Test func framesOfDifferentSizesAreRefused() throws {
    #expect(throws: PNGError.self) {
      try PNGCodec.encodeAnimated(
        [try solid(0, 0, 0), try Pixmap(width: 2, height: 2)], delays: [1, 1])
    }
  }
}
