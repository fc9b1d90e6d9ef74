// JPEG reading over libjpeg-turbo (through the CPopshotShims functions; no libjpeg error ever
// unwinds through Swift, and none ends the process). The header is read first and images over
// the pixmap limits are refused before their pixels are allocated.

import CPopshotShims
import Foundation

/// Why a bitmap image (PNG or JPEG) could not be read. Every message names the file.
public enum BitmapError: Error, Equatable, CustomStringConvertible {
  /// The decoder rejected the data.
  case invalid(source: String, format: String, reason: String)
  /// The header declares an image larger than Pixmap's limits.
  case tooLarge(source: String, width: Int, height: Int)
  /// The file could not be read.
  case io(path: String, reason: String)
  /// Neither a PNG nor a JPEG signature.
  case unknownFormat(source: String)

  public var description: String {
    switch self {
    case .invalid(let s, let f, let r): return "\(s): not a readable \(f): \(r)"
    case .tooLarge(let s, let w, let h):
      return "\(s): image is \(w)×\(h) pixels, over the limit of \(Pixmap.maxDimension) per "
        + "side and \(Pixmap.maxPixels) pixels in all; refusing to decode it"
    case .io(let p, let r): return "\(p): \(r)"
    case .unknownFormat(let s): return "\(s): neither a PNG nor a JPEG file"
    }
  }
}

/// Decodes JPEG images.
public enum JPEGCodec {
  /// The libjpeg API version built against (62 for libjpeg-turbo's libjpeg62 ABI).
  public static var apiVersion: Int { Int(popshot_jpeg_version()) }

  /// Decodes a baseline or progressive JPEG (greyscale, YCbCr, RGB, CMYK) to an opaque pixmap,
  /// with the exact integer IDCT so every machine gets the same pixels. No colour-profile
  /// conversion, as for PNG. `source` names the data in error messages.
  public static func decode(_ data: [UInt8], source: String) throws(BitmapError) -> Pixmap {
    var message = [CChar](repeating: 0, count: 256)
    var pixels: [UInt32] = []
    var size = (0, 0)
    let failure: BitmapError? = data.withUnsafeBytes { raw in
      guard
        let reader = popshot_jpeg_reader_open(raw.baseAddress, raw.count, &message, message.count)
      else {
        return .invalid(source: source, format: "JPEG", reason: text(message))
      }
      defer { popshot_jpeg_reader_close(reader) }
      let w = Int(popshot_jpeg_reader_width(reader))
      let h = Int(popshot_jpeg_reader_height(reader))
      do { try Pixmap.check(width: w, height: h) } catch {
        return .tooLarge(source: source, width: w, height: h)
      }
      var ok = false
      // RGBA bytes with alpha 255 are already premultiplied pixel words (little-endian RGBA).
      pixels = [UInt32](unsafeUninitializedCapacity: w * h) { buf, n in
        ok =
          popshot_jpeg_reader_finish(reader, buf.baseAddress, &message, message.count)
          == Int32(POPSHOT_JPEG_OK)
        n = buf.count
      }
      size = (w, h)
      return ok ? nil : .invalid(source: source, format: "JPEG", reason: text(message))
    }
    if let failure { throw failure }
    do {
      return try Pixmap(width: size.0, height: size.1, premultipliedPixels: pixels)
    } catch {
      throw .tooLarge(source: source, width: size.0, height: size.1)
    }
  }

  static func text(_ message: [CChar]) -> String {
    let s = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    return s.isEmpty ? "unknown libjpeg error" : s
  }
}

/// Reads bitmap files by their signature: PNG or JPEG.
public enum BitmapCodec {
  /// Decodes PNG or JPEG data, told apart by their first bytes (not by the file's extension).
  public static func decode(_ data: [UInt8], source: String) throws(BitmapError) -> Pixmap {
    if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      do { return try PNGCodec.decode(data, source: source) } catch {
        switch error {
        case .tooLarge(_, let w, let h): throw .tooLarge(source: source, width: w, height: h)
        case .invalid(_, let r): throw .invalid(source: source, format: "PNG", reason: r)
        default: throw .invalid(source: source, format: "PNG", reason: error.description)
        }
      }
    }
    if data.starts(with: [0xFF, 0xD8, 0xFF]) { return try JPEGCodec.decode(data, source: source) }
    throw .unknownFormat(source: source)
  }

  /// Reads and decodes the PNG or JPEG file at `path`.
  public static func read(path: String) throws(BitmapError) -> Pixmap {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io(
        path: path,
        reason: FileManager.default.fileExists(atPath: path)
          ? "cannot read the file" : "no such file")
    }
    return try decode([UInt8](data), source: path)
  }
}
