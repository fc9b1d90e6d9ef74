// zlib's inflate, for the FlateDecode streams of PDF vector assets. The output is capped, so a
// small hostile stream cannot expand into gigabytes (a zip bomb): past the cap it is an error.
import CZlib

/// Why a compressed stream could not be inflated.
public struct InflateError: Error, CustomStringConvertible, Sendable {
  public let description: String
}

public enum Inflate {
  /// The bytes `data` (a zlib stream, or raw deflate when `raw`) inflates to, at most `limit`.
  public static func zlib(_ data: [UInt8], limit: Int = 64 << 20, raw: Bool = false)
    throws(InflateError) -> [UInt8]
  {
    var stream = z_stream()
    guard
      inflateInit2_(&stream, raw ? -15 : 15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        == Z_OK
    else { throw InflateError(description: "zlib could not start") }
    defer { inflateEnd(&stream) }
    var out: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    var input = data
    let status: Int32 = input.withUnsafeMutableBufferPointer { inBuf in
      stream.next_in = inBuf.baseAddress
      stream.avail_in = UInt32(inBuf.count)
      while true {
        let code: Int32 = chunk.withUnsafeMutableBufferPointer { c in
          stream.next_out = c.baseAddress
          stream.avail_out = UInt32(c.count)
          return inflate(&stream, Z_NO_FLUSH)
        }
        let produced = chunk.count - Int(stream.avail_out)
        if out.count + produced > limit { return Z_BUF_ERROR - 100 }
        out.append(contentsOf: chunk[0..<produced])
        if code == Z_STREAM_END { return Z_STREAM_END }
        // All the input read without its end mark: a truncated stream, kept as far as it goes
        // (PDF readers accept these).
        if stream.avail_in == 0 && (code == Z_BUF_ERROR || produced == 0) { return Z_STREAM_END }
        if code != Z_OK { return code }
      }
    }
    switch status {
    case Z_STREAM_END: return out
    case Z_BUF_ERROR - 100:
      throw InflateError(description: "inflates to more than \(limit) bytes")
    default: throw InflateError(description: "not a valid deflate stream (zlib error \(status))")
    }
  }
}
