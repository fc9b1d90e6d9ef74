import CPopshotShims

/// A raster image of premultiplied RGBA8 pixels, rows top to bottom, no padding.
///
/// Guarantees: width and height are in 1...`maxDimension` and width × height ≤ `maxPixels`,
/// checked before any pixel memory is allocated. Each pixel is a `UInt32` whose memory bytes are
/// R, G, B, A (little-endian), and every colour channel is ≤ its alpha.
public struct Pixmap: Hashable, Sendable {
  /// The longest side accepted, in pixels.
  public static let maxDimension = 16_384
  /// The most pixels accepted (a 2064×2752 iPad frame is 5.7 M; this is 12× that).
  public static let maxPixels = 64 * 1024 * 1024

  public let width: Int
  public let height: Int
  /// `width × height` premultiplied pixels.
  public internal(set) var pixels: [UInt32]

  /// A pixmap filled with `color` (transparent by default).
  public init(width: Int, height: Int, filledWith color: PremultipliedColor = .transparent)
    throws(PixmapError)
  {
    try Pixmap.check(width: width, height: height)
    self.width = width
    self.height = height
    pixels = [UInt32](repeating: color.packed, count: width * height)
  }

  /// A pixmap over existing premultiplied pixels (`pixels.count` must be width × height).
  public init(width: Int, height: Int, premultipliedPixels: [UInt32]) throws(PixmapError) {
    try Pixmap.check(width: width, height: height)
    guard premultipliedPixels.count == width * height else {
      throw .pixelCount(expected: width * height, found: premultipliedPixels.count)
    }
    self.width = width
    self.height = height
    pixels = premultipliedPixels
  }

  /// Throws unless a `width × height` pixmap is within the limits.
  public static func check(width: Int, height: Int) throws(PixmapError) {
    guard width >= 1, height >= 1, width <= maxDimension, height <= maxDimension,
      width * height <= maxPixels
    else { throw .badSize(width: width, height: height) }
  }

  public var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

  /// The pixel at column `x`, row `y`.
  public subscript(x: Int, y: Int) -> PremultipliedColor {
    get { PremultipliedColor(packed: pixels[y * width + x]) }
    set { pixels[y * width + x] = newValue.packed }
  }

  /// The pixels as straight-alpha RGBA8 bytes (each channel round(c × 255 / a)).
  public func straightRGBA() -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 4)
    out.withUnsafeMutableBufferPointer { dst in
      for (i, p) in pixels.enumerated() {
        let a = p >> 24
        var (r, g, b) = (p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF)
        if a != 255 && a != 0 {
          r = (r * 255 + a / 2) / a
          g = (g * 255 + a / 2) / a
          b = (b * 255 + a / 2) / a
        }
        dst[4 * i] = UInt8(r)
        dst[4 * i + 1] = UInt8(g)
        dst[4 * i + 2] = UInt8(b)
        dst[4 * i + 3] = UInt8(a)
      }
    }
    return out
  }

  /// True when every pixel has alpha 255.
  public var isOpaque: Bool {
    pixels.withUnsafeBufferPointer { buf in
      var all: UInt32 = 0xFF00_0000
      for p in buf { all &= p }
      return all == 0xFF00_0000
    }
  }
}

/// Why a pixmap could not be made.
public enum PixmapError: Error, Equatable, CustomStringConvertible {
  case badSize(width: Int, height: Int)
  case pixelCount(expected: Int, found: Int)

  public var description: String {
    switch self {
    case .badSize(let w, let h):
      return "image size \(w)×\(h) is outside the limits (1...\(Pixmap.maxDimension) per side, "
        + "at most \(Pixmap.maxPixels) pixels)"
    case .pixelCount(let e, let f):
      return "expected \(e) pixels, found \(f)"
    }
  }
}

extension Pixmap: CustomStringConvertible, CustomDebugStringConvertible {
  /// A short summary (size and a checksum), so failed comparisons do not print every pixel.
  public var description: String {
    var h: UInt64 = 0xCBF2_9CE4_8422_2325  // FNV-1a over the pixel words
    for p in pixels { h = (h ^ UInt64(p)) &* 0x0000_0100_0000_01B3 }
    return "Pixmap(\(width)×\(height), FNV-1a \(String(h, radix: 16)))"
  }
  public var debugDescription: String { description }
}

extension Pixmap {
  /// A 64-bit hash of the pixels and size ("xs64:" and 16 hex digits, `popshot_hash_frame`):
  /// equal hashes mean equal frames for snapshot purposes (a collision is astronomically
  /// unlikely, never adversarial here).
  public var pixelHash: String { pixelHash(format: .stripes) }

  /// The hashes frames have been recorded with. Sidecars name theirs by its prefix, so a
  /// baseline recorded with an older one still verifies.
  public enum PixelHashFormat: String, CaseIterable, Sendable {
    /// `popshot_hash64`, four serial lanes: sidecars recorded before December 2026.
    case serial = "xh64:"
    /// `popshot_hash_frame`, vectorised stripes: about twice as fast on a frame.
    case stripes = "xs64:"
  }

  /// The pixel hash in `format`.
  public func pixelHash(format: PixelHashFormat) -> String {
    let seed = UInt64(width) << 32 | UInt64(height)
    let h = pixels.withUnsafeBytes { raw in
      switch format {
      case .serial: popshot_hash64(raw.baseAddress, raw.count, seed)
      case .stripes: popshot_hash_frame(raw.baseAddress, raw.count, seed)
      }
    }
    let hex = String(h, radix: 16)
    return format.rawValue + String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// True when `recorded` (a sidecar's hash, in any format) is this frame's hash. `known` is
  /// this frame's `pixelHash` when the caller has it already.
  public func matches(pixelHash recorded: String, known: String? = nil) -> Bool {
    if recorded.hasPrefix(PixelHashFormat.stripes.rawValue) {
      return recorded == known ?? pixelHash
    }
    guard let format = PixelHashFormat.allCases.first(where: { recorded.hasPrefix($0.rawValue) })
    else { return false }
    return recorded == pixelHash(format: format)
  }
}

extension Pixmap {
  /// For executables that draw many frames: frame-sized blocks come from malloc's heap and freed
  /// ones are kept for the next frame, instead of each frame being pages the kernel maps and
  /// zeroes anew (see `popshot_keep_frames_in_heap`). Peak memory is unchanged. True when the
  /// C library took the settings (glibc does); false where they do not exist.
  @discardableResult
  public static func keepFramesInHeap() -> Bool { popshot_keep_frames_in_heap() == 1 }
}
