import Foundation
import PopshotGraphics
import PopshotSupport

/// A small reference image a test compares a render with, pixel for pixel (decoded pixels, so the
/// zlib version does not matter), written under the same record modes as snapshot baselines.
public enum GoldenImage {
  /// What comparing with (or recording) a golden came to.
  public enum Outcome: Equatable, Sendable {
    /// The render equals the golden.
    case matched
    /// The golden was written (it was missing, the mode records all, or it failed under `.failed`).
    case recorded(previously: Mismatch?)
    /// The render differs, or there is no golden, and the mode does not write.
    case failed(Mismatch)
  }

  /// Why a render does not match its golden.
  public enum Mismatch: Equatable, Sendable, CustomStringConvertible {
    case missing(path: String)
    case size(path: String, golden: Size, actual: Size)
    case pixels(path: String, count: Int)
    case unreadable(PNGError)

    public var description: String {
      switch self {
      case .missing(let path): return "missing golden \(path)"
      case .size(let path, let g, let a):
        return
          "size \(Int(a.width))×\(Int(a.height)) px differs from \(path) (\(Int(g.width))×\(Int(g.height)) px)"
      case .pixels(let path, let n): return "\(n) pixel\(n == 1 ? "" : "s") differ from \(path)"
      case .unreadable(let e): return "cannot read the golden: \(e)"
      }
    }
  }

  /// Compares `pixmap` with the golden PNG at `path` and writes it as `mode` says.
  public static func check(_ pixmap: Pixmap, path: String, mode: RecordMode) throws(PNGError)
    -> Outcome
  {
    if mode == .all {
      try PNGCodec.write(pixmap, to: path, compression: .compact)
      return .recorded(previously: nil)
    }
    let mismatch = compare(pixmap, path: path)
    guard let mismatch else { return .matched }
    let comparison: RecordMode.Comparison
    switch mismatch {
    case .missing: comparison = .missing
    case .unreadable: comparison = .unreadable
    case .size, .pixels: comparison = .differs
    }
    guard mode.writes(comparison) else { return .failed(mismatch) }
    try PNGCodec.write(pixmap, to: path, compression: .compact)
    return .recorded(previously: mismatch)
  }

  /// Why `pixmap` differs from the golden at `path`, or nil when it does not.
  static func compare(_ pixmap: Pixmap, path: String) -> Mismatch? {
    guard FileManager.default.fileExists(atPath: path) else { return .missing(path: path) }
    let golden: Pixmap
    do { golden = try PNGCodec.read(path: path) } catch { return .unreadable(error) }
    guard golden.width == pixmap.width && golden.height == pixmap.height else {
      func size(_ p: Pixmap) -> Size { Size(width: Double(p.width), height: Double(p.height)) }
      return .size(path: path, golden: size(golden), actual: size(pixmap))
    }
    let differing = zip(golden.pixels, pixmap.pixels).reduce(0) { $0 + ($1.0 != $1.1 ? 1 : 0) }
    return differing == 0 ? nil : .pixels(path: path, count: differing)
  }
}
