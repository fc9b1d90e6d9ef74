// Animated PNG (APNG, which browsers play in an <img>): frames encoded one by one as PNGs by
// libpng, then put into one file. Debian's libpng writes no APNG chunks, so the file is assembled
// here: the first frame's header, an `acTL` (frame count, loops), then per frame an `fcTL`
// (size, delay) and its image data, as `IDAT` for the first frame and `fdAT` (a sequence number
// before the same bytes) for the others. Chunk layout and CRC: the PNG specification, 3rd
// edition (W3C, 2025), which took APNG in.

extension PNGCodec {
  /// The frames as one animated PNG that loops forever, frame i shown for `delays[i]` seconds
  /// (to a millisecond). Every frame must be the first's size; all are written as RGB when all
  /// are opaque, else all as RGBA.
  public static func encodeAnimated(_ frames: [Pixmap], delays: [Double]) throws(PNGError)
    -> [UInt8]
  {
    guard let first = frames.first, delays.count == frames.count else {
      throw .encode(reason: "an animated PNG needs one delay per frame, and a frame")
    }
    for f in frames where f.width != first.width || f.height != first.height {
      throw .encode(
        reason: "an animated PNG's frames are one size: \(f.width)×\(f.height) is not "
          + "\(first.width)×\(first.height)")
    }
    let opaque = frames.allSatisfy(\.isOpaque)
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var sequence: UInt32 = 0
    for (index, frame) in frames.enumerated() {
      let chunks = try Self.chunks(of: try encode(frame, asRGBA: !opaque))
      if index == 0 {
        for c in chunks where c.type != "IDAT" && c.type != "IEND" {
          Self.append(c.type, c.data, to: &out)
        }
        Self.append("acTL", Self.bigEndian(UInt32(frames.count)) + Self.bigEndian(0), to: &out)
      }
      let milliseconds = UInt16(clamping: Int((max(0, delays[index]) * 1000).rounded()))
      var control = Self.bigEndian(sequence)
      control += Self.bigEndian(UInt32(frame.width)) + Self.bigEndian(UInt32(frame.height))
      control += Self.bigEndian(0) + Self.bigEndian(0)
      control += [UInt8(milliseconds >> 8), UInt8(milliseconds & 0xFF), 0x03, 0xE8]
      control += [0, 0]  // dispose: none; blend: source
      Self.append("fcTL", control, to: &out)
      sequence += 1
      for c in chunks where c.type == "IDAT" {
        if index == 0 {
          Self.append("IDAT", c.data, to: &out)
        } else {
          Self.append("fdAT", Self.bigEndian(sequence) + c.data, to: &out)
          sequence += 1
        }
      }
    }
    Self.append("IEND", [], to: &out)
    return out
  }

  /// The pixmap as a PNG in the colour type asked for (RGBA, or RGB when it is opaque).
  private static func encode(_ pixmap: Pixmap, asRGBA: Bool) throws(PNGError) -> [UInt8] {
    guard asRGBA, pixmap.isOpaque else { return try encode(pixmap) }
    let straight = pixmap.straightRGBA()
    let result = straight.withUnsafeBufferPointer { buf in
      Result { () throws(PNGError) in
        try encode(buf.baseAddress!, pixmap.width, pixmap.height, opaque: false, .fast)
      }
    }
    return try result.get()
  }

  /// The chunks of a PNG file, in order.
  static func chunks(of png: [UInt8]) throws(PNGError) -> [(type: String, data: [UInt8])] {
    var chunks: [(type: String, data: [UInt8])] = []
    var i = 8
    while i + 12 <= png.count {
      let length =
        Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
      guard i + 12 + length <= png.count else { break }
      let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
      chunks.append((type, Array(png[(i + 8)..<(i + 8 + length)])))
      i += 12 + length
    }
    guard chunks.first?.type == "IHDR", chunks.last?.type == "IEND" else {
      throw .encode(reason: "libpng wrote a PNG without its header or end")
    }
    return chunks
  }

  private static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    out += bigEndian(UInt32(data.count))
    out += typeBytes
    out += data
    out += bigEndian(CRC32.checksum(typeBytes + data))
  }

  private static func bigEndian(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }
}

/// The CRC-32 every PNG chunk ends with (ISO 3309, polynomial 0xEDB88320 reflected).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }
}
