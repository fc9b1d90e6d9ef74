import Foundation
import Testing

@testable import PopshotGraphics

/// Renders a display list at scale 1 on a `w × h` transparent frame.
func render(_ w: Int, _ h: Int, scale: Double = 1, _ build: (inout DisplayList) -> Void) throws
  -> Pixmap
{
  var list = DisplayList()
  build(&list)
  return try Painter(scale: scale).render(
    list, size: Size(width: Double(w) / scale, height: Double(h) / scale))
}

/// The alpha channel of every pixel, row by row.
func alphas(_ p: Pixmap) -> [[UInt8]] {
  (0..<p.height).map { y in (0..<p.width).map { x in p[x, y].a } }
}

/// CRC-32 as PNG chunks use it (ISO 3309), for building test PNGs by hand.
func crc32(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for b in bytes {
    crc ^= UInt32(b)
    for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
  }
  return ~crc
}

/// A deterministic pseudo-random sequence (xorshift64*), so tests do not depend on a seed.
struct TestRandom {
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 2_685_821_657_736_338_717
  }
  mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next() >> 32) }
}
