// PNG reading and writing over libpng (through the CPopshotShims functions; no libpng error ever
// unwinds through Swift). Decoding reads the header first and refuses images over the pixmap
// limits before allocating their pixels.

import CPopshotShims
import Foundation
import PopshotSupport

/// Why a PNG could not be read or written. Every message names the file (or what stood for it).
public enum PNGError: Error, Equatable, CustomStringConvertible {
  /// libpng rejected the data (bad signature, CRC, truncation, bad chunk…).
  case invalid(source: String, reason: String)
  /// The header declares an image larger than Pixmap's limits.
  case tooLarge(source: String, width: Int, height: Int)
  /// Reading or writing the file failed.
  case io(path: String, reason: String)
  /// The encoder failed (out of memory).
  case encode(reason: String)

  public var description: String {
    switch self {
    case .invalid(let s, let r): return "\(s): not a readable PNG: \(r)"
    case .tooLarge(let s, let w, let h):
      return "\(s): PNG is \(w)×\(h) pixels, over the limit of \(Pixmap.maxDimension) per side "
        + "and \(Pixmap.maxPixels) pixels in all; refusing to decode it"
    case .io(let p, let r): return "\(p): \(r)"
    case .encode(let r): return "PNG encoding failed: \(r)"
    }
  }
}

/// How to trade encoding time for file size.
public enum PNGCompression: Sendable {
  /// For scratch output (annotated frames, renders without a baseline, actual and diff images):
  /// Popshot's own encoder, filter none and one fixed-Huffman deflate block whose only matches are
  /// a pixel left and a row up (`popshot_png_fast.c`). On UI frames it is several times faster
  /// than zlib level 1 and its files are somewhat larger; its bytes depend on the pixels alone.
  case fast
  /// For baselines committed to git: zlib level 6, no filtering. On flat UI frames no-filter
  /// is both smaller and about twice as fast as libpng's adaptive filter choice.
  case compact
  /// Any libpng setting, for measuring alternatives.
  case custom(level: Int32, strategy: Int32, filter: Int32)

  /// libpng's settings, or nil for Popshot's own encoder.
  var settings: (level: Int32, strategy: Int32, filter: Int32)? {
    switch self {
    case .fast: return nil
    case .compact: return (6, 0, Int32(POPSHOT_PNG_FILTER_NONE))
    case .custom(let l, let s, let f): return (l, s, f)
    }
  }
}

/// Decodes and encodes PNG images.
public enum PNGCodec {
  /// The libpng version in use, e.g. "1.6.39".
  public static var libpngVersion: String {
    let v = popshot_png_version()
    return "\(v / 10000).\(v / 100 % 100).\(v % 100)"
  }

  /// Decodes any PNG (every colour type, bit depth, palette, tRNS, 16-bit, interlaced) to a
  /// premultiplied pixmap. `source` names the data in error messages (a path or a label).
  /// Samples come back as stored, with no gamma or colour-profile conversion (gAMA, sRGB, iCCP
  /// are ignored), as snapshot tools compare them; 16-bit samples are rounded to 8 bits.
  public static func decode(_ data: [UInt8], source: String) throws(PNGError) -> Pixmap {
    try decode(data, source: source, quick: true)
  }

  /// `decode`, with the quick decoder (`quick`) or with libpng alone: the two must agree on
  /// every file, pixels or error.
  static func decode(_ data: [UInt8], source: String, quick: Bool) throws(PNGError) -> Pixmap {
    // 8-bit RGB and RGBA (every file Popshot writes): the quick decoder, straight into the
    // pixel words, premultiplied as it goes.
    if quick,
      let quick: (Int, Int, [UInt32]) = try quickDecode(data, source: source, premultiply: true)
    {
      do {
        return try Pixmap(width: quick.0, height: quick.1, premultipliedPixels: quick.2)
      } catch {
        throw .tooLarge(source: source, width: quick.0, height: quick.1)
      }
    }
    var width = 0
    var height = 0
    var pixels: [UInt32] = []
    try read(data, source: source) { (w: Int, h: Int, fill: (UnsafeMutableRawPointer) -> Bool) in
      width = w
      height = h
      var ok = false
      // Decoded straight into the pixel words, then premultiplied in place: one pass, no copy.
      pixels = [UInt32](unsafeUninitializedCapacity: w * h) { buf, n in
        ok = fill(UnsafeMutableRawPointer(buf.baseAddress!))
        n = buf.count
      }
      return ok
    }
    pixels.withUnsafeMutableBufferPointer { buf in
      for i in 0..<buf.count {
        let p = UInt32(littleEndian: buf[i])
        let a = p >> 24
        if a == 255 { continue }
        buf[i] =
          PremultipliedColor(
            r: UInt8(truncatingIfNeeded: p), g: UInt8(truncatingIfNeeded: p >> 8),
            b: UInt8(truncatingIfNeeded: p >> 16), a: UInt8(a)
          ).packed
      }
    }
    do {
      return try Pixmap(width: width, height: height, premultipliedPixels: pixels)
    } catch {
      throw .tooLarge(source: source, width: width, height: height)
    }
  }

  /// Decodes to straight-alpha RGBA8 bytes, as stored in the file.
  public static func decodeStraight(_ data: [UInt8], source: String) throws(PNGError) -> (
    width: Int, height: Int, rgba: [UInt8]
  ) {
    try decodeStraight(data, source: source, quick: true)
  }

  /// `decodeStraight`, with the quick decoder (`quick`) or with libpng alone.
  static func decodeStraight(_ data: [UInt8], source: String, quick: Bool) throws(PNGError) -> (
    width: Int, height: Int, rgba: [UInt8]
  ) {
    if quick,
      let quick: (Int, Int, [UInt8]) = try quickDecode(data, source: source, premultiply: false)
    {
      return quick
    }
    var result: (Int, Int, [UInt8]) = (0, 0, [])
    try read(data, source: source) { (w: Int, h: Int, fill: (UnsafeMutableRawPointer) -> Bool) in
      var ok = false
      let rgba = [UInt8](unsafeUninitializedCapacity: w * h * 4) { buf, n in
        ok = fill(UnsafeMutableRawPointer(buf.baseAddress!))
        n = buf.count
      }
      result = (w, h, rgba)
      return ok
    }
    return result
  }

  /// Whether the quick decoder takes `data` (its chunks say 8-bit RGB or RGBA, and nothing it
  /// leaves to libpng).
  static func quickDecoderTakes(_ data: [UInt8]) -> Bool {
    var info = popshot_png_quick_info()
    return data.withUnsafeBytes { popshot_png_quick_probe($0.baseAddress, $0.count, &info) } == 1
  }

  /// The pixels of an 8-bit RGB or RGBA file from the quick decoder (popshot_png_quick.c:
  /// libdeflate, several times faster than libpng's zlib on UI frames), as `T`s (bytes or pixel
  /// words), width × height × 4 bytes; nil when the file is not one it takes, or its image data
  /// is not what the header promises: libpng then reads it and says what is wrong. The size is
  /// checked against the pixmap limits before anything is allocated.
  private static func quickDecode<T: BitwiseCopyable>(
    _ data: [UInt8], source: String, premultiply: Bool
  )
    throws(PNGError) -> (Int, Int, [T])?
  {
    var info = popshot_png_quick_info()
    guard data.withUnsafeBytes({ popshot_png_quick_probe($0.baseAddress, $0.count, &info) }) == 1
    else { return nil }
    let (w, h) = (Int(info.width), Int(info.height))
    do { try Pixmap.check(width: w, height: h) } catch {
      throw .tooLarge(source: source, width: w, height: h)
    }
    let size = MemoryLayout<T>.stride
    var ok = false
    // The capacity holds the inflated rows, which are widened to pixels in place; only the
    // pixels count as the array's elements.
    let pixels = data.withUnsafeBytes { raw in
      [T](unsafeUninitializedCapacity: (Int(info.capacity) + size - 1) / size) { buf, n in
        ok =
          popshot_png_quick_decode(
            raw.baseAddress, raw.count, &info, buf.baseAddress, premultiply ? 1 : 0) == 1
        n = ok ? w * h * 4 / size : 0
      }
    }
    return ok ? (w, h, pixels) : nil
  }

  /// Reads the header, checks the size, then lets `store` provide w × h × 4 bytes and fill them
  /// through the closure it is given (which returns false when libpng fails).
  private static func read(
    _ data: [UInt8], source: String,
    store: (Int, Int, (UnsafeMutableRawPointer) -> Bool) -> Bool
  ) throws(PNGError) {
    var message = [CChar](repeating: 0, count: 256)
    let failure: PNGError? = data.withUnsafeBytes { raw in
      guard
        let reader = popshot_png_reader_open(raw.baseAddress, raw.count, &message, message.count)
      else {
        return .invalid(source: source, reason: PNGCodec.text(message))
      }
      defer { popshot_png_reader_close(reader) }
      let w = Int(popshot_png_reader_width(reader))
      let h = Int(popshot_png_reader_height(reader))
      do { try Pixmap.check(width: w, height: h) } catch {
        return .tooLarge(source: source, width: w, height: h)
      }
      let ok = store(w, h) { out in
        popshot_png_reader_finish(reader, out, &message, message.count) == Int32(POPSHOT_PNG_OK)
      }
      return ok ? nil : .invalid(source: source, reason: PNGCodec.text(message))
    }
    if let failure { throw failure }
  }

  /// Reads and decodes the PNG file at `path`.
  public static func read(path: String) throws(PNGError) -> Pixmap {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io(
        path: path,
        reason: FileManager.default.fileExists(atPath: path)
          ? "cannot read the file" : "no such file")
    }
    return try decode([UInt8](data), source: path)
  }

  /// Encodes a pixmap. A fully opaque pixmap is written as RGB (colour type 2), anything else as
  /// RGBA with straight alpha.
  public static func encode(_ pixmap: Pixmap, compression: PNGCompression = .fast) throws(PNGError)
    -> [UInt8]
  {
    // Popshot's own encoder finds out whether the frame is opaque while it packs it (most are):
    // one pass over the pixels rather than a scan first.
    if case .fast = compression {
      var out = popshot_png_buffer(data: nil, size: 0, capacity: 0)
      let status = pixmap.pixels.withUnsafeBytes { raw in
        popshot_png_encode_fast_opaque(
          raw.baseAddress!.assumingMemoryBound(to: UInt8.self), UInt32(pixmap.width),
          UInt32(pixmap.height), pixmap.width * 4, &out)
      }
      defer { popshot_png_buffer_free(&out) }
      if status == Int32(POPSHOT_PNG_OK), let bytes = out.data {
        return [UInt8](UnsafeBufferPointer(start: bytes, count: out.size))
      }
      guard status == Int32(POPSHOT_PNG_NOT_OPAQUE) else {
        throw .encode(
          reason: "out of memory encoding a \(pixmap.width)×\(pixmap.height) image")
      }
    }
    let result: Result<[UInt8], PNGError>
    // `.fast` got here only for a frame it found translucent: no second scan.
    if compression.settings != nil && pixmap.isOpaque {
      result = pixmap.pixels.withUnsafeBytes { raw in
        Result { () throws(PNGError) in
          try encode(
            raw.baseAddress!.assumingMemoryBound(to: UInt8.self), pixmap.width, pixmap.height,
            opaque: true, compression)
        }
      }
    } else {
      let straight = pixmap.straightRGBA()
      result = straight.withUnsafeBufferPointer { buf in
        Result { () throws(PNGError) in
          try encode(buf.baseAddress!, pixmap.width, pixmap.height, opaque: false, compression)
        }
      }
    }
    return try result.get()
  }

  static func encode(
    _ rgba: UnsafePointer<UInt8>, _ width: Int, _ height: Int, opaque: Bool,
    _ compression: PNGCompression
  ) throws(PNGError) -> [UInt8] {
    var out = popshot_png_buffer(data: nil, size: 0, capacity: 0)
    var message = [CChar](repeating: 0, count: 256)
    let status: Int32
    if let (level, strategy, filter) = compression.settings {
      status = popshot_png_encode(
        rgba, UInt32(width), UInt32(height), width * 4, opaque ? 1 : 0, level, strategy, filter,
        &out, &message, message.count)
    } else {
      status = popshot_png_encode_fast(
        rgba, UInt32(width), UInt32(height), width * 4, opaque ? 1 : 0, &out)
      // It fails only without memory (a pixmap is never empty); no message comes back from C.
      guard status == Int32(POPSHOT_PNG_OK) else {
        throw .encode(reason: "out of memory encoding a \(width)×\(height) image")
      }
    }
    defer { popshot_png_buffer_free(&out) }
    guard status == Int32(POPSHOT_PNG_OK), let bytes = out.data else {
      throw .encode(reason: text(message))
    }
    return [UInt8](UnsafeBufferPointer(start: bytes, count: out.size))
  }

  /// Encodes and writes atomically: to a temporary file in the same folder, then renamed over
  /// `path`, so a reader never sees a half-written PNG and a failure leaves the old file intact.
  /// `durable` as `AtomicFile.write` takes it (false for a run's scratch output).
  public static func write(
    _ pixmap: Pixmap, to path: String, compression: PNGCompression = .fast, durable: Bool = true
  ) throws(PNGError) {
    try write(encoded: try encode(pixmap, compression: compression), to: path, durable: durable)
  }

  /// Writes an already encoded PNG atomically, as `write(_:to:compression:)` does; `durable`
  /// as `AtomicFile.write` takes it (false for a run's scratch output).
  public static func write(encoded bytes: [UInt8], to path: String, durable: Bool = true)
    throws(PNGError)
  {
    do {
      try AtomicFile.write(Data(bytes), to: path, durable: durable)
    } catch {
      throw .io(path: path, reason: "cannot write: \(error.localizedDescription)")
    }
  }

  static func text(_ message: [CChar]) -> String {
    let s = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return s.isEmpty ? "unknown libpng error" : s
  }
}
