// Comparing two frames: exactly (the default), perceptually with pixelmatch's method (YIQ colour
// distance against a threshold, and its anti-aliasing detection), or by swift-snapshot-testing's
// ΔE 1994 per pixel, within budgets.
import Foundation
import PopshotGraphics

/// How two frames are compared.
public struct DiffOptions: Sendable, Equatable {
  public enum Mode: Sendable, Equatable {
    /// Any differing byte fails.
    case exact
    /// pixelmatch's colour distance; pixels within `threshold` (0…1) count as equal, and
    /// differences that look like anti-aliasing are tolerated.
    case perceptual(threshold: Double)
    /// swift-snapshot-testing's perceptual comparison: pixels whose CIE ΔE 1994 (0…100, the
    /// measure Core Image's CILabDeltaE gives) is at most `maximum` count as equal.
    case deltaE(maximum: Double)
  }
  public var mode: Mode = .exact
  /// The most differing pixels that still pass, and the most as a share of the frame.
  public var maxDifferingPixels = 0
  public var maxDifferingRatio = 0.0
  /// Elements left out of the comparison, by id or accessibility identifier: their pixels (in
  /// the baseline's frame and the render's) and their semantics do not count, and the diff
  /// image hatches them. A name matches an element whose id holds it as whole path segments
  /// (`clock` masks `clock`, `sheet/clock` and `clock/text`).
  public var masks: [String] = []

  public init(
    mode: Mode = .exact, maxDifferingPixels: Int = 0, maxDifferingRatio: Double = 0,
    masks: [String] = []
  ) {
    self.mode = mode
    self.maxDifferingPixels = maxDifferingPixels
    self.maxDifferingRatio = maxDifferingRatio
    self.masks = masks
  }

  /// Whether `masks` leave out the element with this id.
  public func masks(_ id: String) -> Bool {
    masks.contains { ("/" + id + "/").contains("/" + $0 + "/") }
  }
  public static let exact = DiffOptions()
  /// swift-snapshot-testing's `precision` and `perceptualPrecision`: a pixel matches when its
  /// ΔE 1994 is at most (1 − perceptualPrecision) × 100 (every byte must match at 1), and the
  /// frame matches when at most 1 − precision of its pixels do not. SST counts differing bytes
  /// when `perceptualPrecision` is 1; Popshot counts pixels.
  public init(precision: Double, perceptualPrecision: Double) {
    self.init(
      mode: perceptualPrecision < 1 ? .deltaE(maximum: (1 - perceptualPrecision) * 100) : .exact,
      maxDifferingRatio: precision < 1 ? 1 - precision : 0)
  }
  /// pixelmatch's default threshold, 0.1.
  public static let perceptual = DiffOptions(mode: .perceptual(threshold: 0.1))
}

/// The outcome of comparing a frame with its baseline. Comparing counts; the diff image is drawn
/// only when asked for (a failure's artifacts), from the two frames it keeps.
public struct ImageDiff: Sendable {
  public var width: Int, height: Int
  /// Pixels that differ beyond the tolerance.
  public var differing: Int
  /// Pixels that differ but look like anti-aliasing (perceptual mode only).
  public var antialiased: Int
  /// Boxes around clusters of differing pixels, in device pixels.
  public var boxes: [PixelRect]
  /// The frames and how they were compared, to draw `image`.
  private let baseline: Pixmap, actual: Pixmap
  private let tolerance: Tolerance
  private let masked: [PixelRect]

  /// Baseline faded to grey, differing pixels red, anti-aliasing yellow, masked areas hatched.
  public var image: Pixmap { drawImage() }

  /// "N pixels differ (p %) in K areas: (x, y) w×h pt; …" for a frame drawn at `scale`, the
  /// first eight areas in points, and the anti-aliasing pixels tolerated.
  public func summary(scale: Double) -> String {
    SnapshotDifference(self, scale: scale, changes: []).headline
  }

  /// Within every budget that is set (a budget of 0 is not set); with none, no pixel may differ.
  public func passes(_ o: DiffOptions) -> Bool {
    if differing == 0 { return true }
    if o.maxDifferingPixels == 0 && o.maxDifferingRatio == 0 { return false }
    let pixels = o.maxDifferingPixels == 0 || differing <= o.maxDifferingPixels
    let ratio =
      o.maxDifferingRatio == 0 || Double(differing) <= o.maxDifferingRatio * Double(width * height)
    return pixels && ratio
  }

  /// The per-pixel tolerances of a comparison's mode (negative: not used).
  private struct Tolerance: Sendable {
    let maxDelta: Double
    let maxDeltaE: Double
    init(_ mode: DiffOptions.Mode) {
      if case .perceptual(let t) = mode { maxDelta = 35215 * t * t } else { maxDelta = -1 }
      if case .deltaE(let m) = mode { maxDeltaE = m } else { maxDeltaE = -1 }
    }
  }

  /// What one pixel is in a comparison.
  private enum PixelClass { case same, masked, tolerated, antialiased, differing }

  /// The class of the pixel at (x, y), whose values differ (`pa != pb`).
  @inline(__always)
  private static func classify(
    _ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>, _ x: Int, _ y: Int,
    _ w: Int, _ h: Int, _ t: Tolerance, _ masked: [PixelRect]
  ) -> PixelClass {
    let i = y &* w &+ x
    let (pa, pb) = (a[i], b[i])
    if !masked.isEmpty, masked.contains(where: { $0.contains(x, y) }) { return .masked }
    if t.maxDeltaE >= 0, deltaE94(pa, pb) <= t.maxDeltaE { return .tolerated }
    if t.maxDelta >= 0 {
      if abs(colorDelta(pa, pb, yOnly: false)) <= t.maxDelta { return .tolerated }
      if antialiased(a, x, y, w, h, b) || antialiased(b, x, y, w, h, a) { return .antialiased }
    }
    return .differing
  }

  /// Compares two frames of the same size; pixels inside `masked` do not count, and are
  /// hatched grey in the diff image. Rows whose bytes are equal are told apart by a memory
  /// compare; only the others are looked at pixel by pixel.
  public static func compare(
    _ baseline: Pixmap, _ actual: Pixmap, _ options: DiffOptions = .exact,
    masked: [PixelRect] = []
  ) -> ImageDiff {
    precondition(
      baseline.width == actual.width && baseline.height == actual.height,
      "sizes are checked by the caller")
    let w = baseline.width
    let h = baseline.height
    var differing = 0
    var aa = 0
    // One flag per 8 × 8 cell that holds a differing pixel.
    let cw = (w + 7) / 8
    let ch = (h + 7) / 8
    var cells = [Bool](repeating: false, count: cw * ch)
    let tolerance = Tolerance(options.mode)
    baseline.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        let rowBytes = w * MemoryLayout<UInt32>.stride
        for y in 0..<h {
          let row = y &* w
          if memcmp(a.baseAddress! + row, b.baseAddress! + row, rowBytes) == 0 { continue }
          for x in 0..<w where a[row &+ x] != b[row &+ x] {
            switch classify(a, b, x, y, w, h, tolerance, masked) {
            case .antialiased: aa += 1
            case .differing:
              differing += 1
              cells[(y / 8) &* cw &+ x / 8] = true
            case .same, .masked, .tolerated: break
            }
          }
        }
      }
    }
    return ImageDiff(
      width: w, height: h, differing: differing, antialiased: aa,
      boxes: boxes(cells: cells, cellsPerRow: cw, width: w, height: h), baseline: baseline,
      actual: actual, tolerance: tolerance, masked: masked)
  }

  /// The diff image: each pixel classified again, as `compare` classified it.
  private func drawImage() -> Pixmap {
    let (w, h) = (width, height)
    var out = [UInt32](repeating: 0, count: w * h)
    baseline.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        out.withUnsafeMutableBufferPointer { o in
          // UI frames are long runs of one colour: remember the last faded pixel.
          var lastIn: UInt32 = 0
          var lastOut: UInt32 = 0
          var primed = false
          for y in 0..<h {
            for x in 0..<w {
              let i = y &* w &+ x
              let pa = a[i]
              if pa == b[i] {
                if pa != lastIn || !primed {
                  let g = Self.fadedGrey(pa)
                  lastIn = pa
                  primed = true
                  lastOut = 0xFF00_0000 | g << 16 | g << 8 | g
                }
                o[i] = lastOut
                continue
              }
              switch Self.classify(a, b, x, y, w, h, tolerance, masked) {
              case .masked: continue
              case .same, .tolerated:
                let g = Self.fadedGrey(pa)
                o[i] = 0xFF00_0000 | g << 16 | g << 8 | g
              case .antialiased: o[i] = 0xFF00_FFFF  // yellow
              case .differing: o[i] = 0xFF00_00FF  // red
              }
            }
          }
        }
      }
    }
    for r in masked {
      let c = r.intersection(PixelRect(x0: 0, y0: 0, x1: w, y1: h))
      guard !c.isEmpty else { continue }
      for y in c.y0..<c.y1 {
        for x in c.x0..<c.x1 {
          out[y * w + x] = (x + y) / 6 % 2 == 0 ? 0xFFA0_A0A0 : 0xFFE0_E0E0
        }
      }
    }
    return try! Pixmap(width: w, height: h, premultipliedPixels: out)
  }

  /// Groups marked 8 × 8 cells into 8-connected clusters and returns their bounds, in the order
  /// of each cluster's first cell in reading order.
  static func boxes(cells: [Bool], cellsPerRow cw: Int, width: Int, height: Int) -> [PixelRect] {
    var seen = [Bool](repeating: false, count: cells.count)
    var result: [PixelRect] = []
    for start in cells.indices where cells[start] && !seen[start] {
      var stack = [start]
      var box = PixelRect(x0: Int.max, y0: Int.max, x1: Int.min, y1: Int.min)
      seen[start] = true
      while let c = stack.popLast() {
        let cx = c % cw
        let cy = c / cw
        box = PixelRect(
          x0: min(box.x0, cx * 8), y0: min(box.y0, cy * 8),
          x1: max(box.x1, min(width, cx * 8 + 8)), y1: max(box.y1, min(height, cy * 8 + 8)))
        for dy in -1...1 {
          for dx in -1...1 where dx != 0 || dy != 0 {
            let nx = cx + dx
            let ny = cy + dy
            let n = ny * cw + nx
            guard nx >= 0, nx < cw, ny >= 0, n < cells.count else { continue }
            if cells[n] && !seen[n] {
              seen[n] = true
              stack.append(n)
            }
          }
        }
      }
      result.append(box)
    }
    return result
  }

  /// The pixel over white, as YIQ; premultiplied p over white is p + 255 × (1 − a).
  @inline(__always)
  static func yiq(_ p: UInt32) -> (Double, Double, Double) {
    let a = Double(p >> 24)
    let r = Double(p & 0xFF) + 255 - a
    let g = Double((p >> 8) & 0xFF) + 255 - a
    let b = Double((p >> 16) & 0xFF) + 255 - a
    return (
      r * 0.29889531 + g * 0.58662247 + b * 0.11448223,
      r * 0.59597799 - g * 0.27417610 - b * 0.32180189,
      r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    )
  }

  /// pixelmatch's colour distance (squared, weighted YIQ), negative when the second is brighter;
  /// with `yOnly`, the brightness difference alone.
  @inline(__always)
  static func colorDelta(_ p1: UInt32, _ p2: UInt32, yOnly: Bool) -> Double {
    let (y1, i1, q1) = yiq(p1)
    let (y2, i2, q2) = yiq(p2)
    let dy = y1 - y2
    if yOnly { return dy }
    let d = 0.5053 * dy * dy + 0.299 * (i1 - i2) * (i1 - i2) + 0.1957 * (q1 - q2) * (q1 - q2)
    return y1 > y2 ? -d : d
  }

  /// The pixel over white in CIE L*a*b* (sRGB, D65 white).
  static func lab(_ p: UInt32) -> (l: Double, a: Double, b: Double) {
    let alpha = Double(p >> 24)
    func linear(_ channel: UInt32) -> Double {
      let c = (Double(channel & 0xFF) + 255 - alpha) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let r = linear(p)
    let g = linear(p >> 8)
    let b = linear(p >> 16)
    let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    func f(_ t: Double) -> Double {
      t > 216.0 / 24389 ? cbrt(t) : t * 841 / 108 + 4.0 / 29
    }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }

  /// CIE ΔE 1994 (graphic arts weights) from `reference` to `sample`.
  static func deltaE94(_ reference: UInt32, _ sample: UInt32) -> Double {
    let p = lab(reference)
    let q = lab(sample)
    let c1 = (p.a * p.a + p.b * p.b).squareRoot()
    let c2 = (q.a * q.a + q.b * q.b).squareRoot()
    let dl = p.l - q.l
    let dc = c1 - c2
    let da = p.a - q.a
    let db = p.b - q.b
    let dh2 = max(0, da * da + db * db - dc * dc)
    let sc = 1 + 0.045 * c1
    let sh = 1 + 0.015 * c1
    return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
  }

  static func fadedGrey(_ p: UInt32) -> UInt32 {
    let (y, _, _) = yiq(p)
    return UInt32(max(0, min(255, 255 + (y - 255) * 0.1)).rounded())
  }

  /// pixelmatch's anti-aliasing test (after Vysniauskas, 2009): the pixel sits between a darker and
  /// a brighter neighbour, and one of those is part of a flat area in both images.
  static func antialiased(
    _ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int,
    _ other: UnsafeBufferPointer<UInt32>
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, w - 1)
    let y2 = min(y1 + 1, h - 1)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var minD = 0.0
    var maxD = 0.0
    var minX = 0
    var minY = 0
    var maxX = 0
    var maxY = 0
    let center = img[y1 * w + x1]
    for x in x0...x2 {
      for y in y0...y2 where x != x1 || y != y1 {
        let d = colorDelta(center, img[y * w + x], yOnly: true)
        if d == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if d < minD {
          minD = d
          minX = x
          minY = y
        } else if d > maxD {
          maxD = d
          maxX = x
          maxY = y
        }
      }
    }
    if minD == 0 || maxD == 0 { return false }
    return (manySiblings(img, minX, minY, w, h) && manySiblings(other, minX, minY, w, h))
      || (manySiblings(img, maxX, maxY, w, h) && manySiblings(other, maxX, maxY, w, h))
  }

  static func manySiblings(
    _ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ w: Int, _ h: Int
  ) -> Bool {
    let x0 = max(x1 - 1, 0)
    let y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, w - 1)
    let y2 = min(y1 + 1, h - 1)
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    let center = img[y1 * w + x1]
    for x in x0...x2 {
      for y in y0...y2 where (x != x1 || y != y1) && img[y * w + x] == center {
        zeroes += 1
        if zeroes > 2 { return true }
      }
    }
    return false
  }

  /// Baseline | actual | diff, side by side on a neutral grey with 8 px gutters.
  public static func sideBySide(_ images: [Pixmap]) throws(PixmapError) -> Pixmap {
    let gutter = 8
    var w = gutter
    var h = 0
    for img in images {
      w += img.width + gutter
      h = max(h, img.height)
    }
    h += 2 * gutter
    try Pixmap.check(width: w, height: h)
    var out = [UInt32](
      repeating: PremultipliedColor(r: 128, g: 128, b: 128, a: 255).packed, count: w * h)
    var x0 = gutter
    for img in images {
      for y in 0..<img.height {
        let dst: Int = (y + gutter) * w + x0
        let src: Int = y * img.width
        for x in 0..<img.width { out[dst + x] = img.pixels[src + x] }
      }
      x0 += img.width + gutter
    }
    return try Pixmap(width: w, height: h, premultipliedPixels: out)
  }
}
