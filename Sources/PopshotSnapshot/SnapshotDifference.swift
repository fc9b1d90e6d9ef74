// How a render differs from its baseline, as values: what kind of difference, how many pixels in
// which areas, and what changed in the semantics. The verifier's failure message is made from it,
// and reports format it themselves rather than reading the message back.
import PopshotGraphics

/// What a failed verification found.
public struct SnapshotDifference: Codable, Sendable, Equatable {
  public enum Kind: String, Codable, Sendable {
    /// There is no baseline to compare with.
    case noBaseline
    /// Pixels differ beyond the tolerance (or elements changed while pixels differ within it).
    case pixels
    /// The baseline and the render are not the same size.
    case size
    /// The pixels are the same, but elements changed.
    case semantics
  }

  /// A frame's size in device pixels.
  public struct PixelSize: Codable, Sendable, Equatable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
      self.width = width
      self.height = height
    }
  }

  public var kind: Kind
  /// Pixels that differ beyond the tolerance, of `pixels` in the frame.
  public var differingPixels = 0
  public var pixels = 0
  /// Pixels that differ but look like anti-aliasing, tolerated (perceptual comparison only).
  public var antialiasedPixels = 0
  /// Clusters of differing pixels: how many, and the first eight in points.
  public var areaCount = 0
  public var areas: [Rect] = []
  /// For a size difference: the baseline's and the render's sizes.
  public var baselineSize: PixelSize?
  public var renderSize: PixelSize?
  /// The sidecar's PNG hash is not the PNG file's: the baseline PNG was replaced by hand.
  public var sidecarDescribesAnotherPNG = false
  /// What changed in the semantics, most important first.
  public var changes: [SemanticChange] = []
  /// The baseline was re-recorded (POPSHOT_RECORD=failed).
  public var rerecorded = false

  public init(kind: Kind, changes: [SemanticChange] = []) {
    self.kind = kind
    self.changes = changes
  }

  /// The difference of two frames drawn at `scale`.
  public init(_ diff: ImageDiff, scale: Double, changes: [SemanticChange]) {
    kind = .pixels
    differingPixels = diff.differing
    pixels = diff.width * diff.height
    antialiasedPixels = diff.antialiased
    areaCount = diff.boxes.count
    areas = diff.boxes.prefix(8).map { b in
      Rect(
        x: Double(b.x0) / scale, y: Double(b.y0) / scale, width: Double(b.width) / scale,
        height: Double(b.height) / scale)
    }
    self.changes = changes
  }

  /// What differs, in a clause (no file name): "12 pixels differ (0.001%) in 1 area: (10, 20)
  /// 4×2 pt", "the baseline is 10×10 px, the render is 12×10 px".
  public var headline: String {
    switch kind {
    case .noBaseline: return "no baseline"
    case .semantics: return "the pixels are unchanged but the semantics differ"
    case .size:
      let b = baselineSize ?? PixelSize(width: 0, height: 0)
      let r = renderSize ?? PixelSize(width: 0, height: 0)
      return "the baseline is \(b.width)×\(b.height) px, the render is \(r.width)×\(r.height) px"
    case .pixels:
      let share = Double(differingPixels) / Double(max(1, pixels)) * 100
      let shown = areas.map { a in
        "(\(shortNumber(a.minX)), \(shortNumber(a.minY))) "
          + "\(shortNumber(a.width))×\(shortNumber(a.height)) pt"
      }
      var text = "\(differingPixels) pixels differ (\(String(format: "%.3f", share))%)"
      if !shown.isEmpty {
        text +=
          " in \(areaCount) area\(areaCount == 1 ? "" : "s"): \(shown.joined(separator: "; "))"
      }
      if antialiasedPixels > 0 { text += "; \(antialiasedPixels) anti-aliasing pixels tolerated" }
      if sidecarDescribesAnotherPNG { text += "; the sidecar describes another PNG file" }
      return text
    }
  }
}
