import CPopshotShims
import Foundation

/// A colour at a position along a gradient (0 = start, 1 = end).
public struct GradientStop: Hashable, Sendable, Codable {
  public var location: Double
  public var color: SRGBColor
  public init(_ color: SRGBColor, at location: Double) {
    self.color = color
    self.location = location
  }
}

/// What a fill or stroke paints with.
public enum Paint: Hashable, Sendable {
  case solid(SRGBColor)
  /// Colours along the line from `start` to `end`, constant across it, extended with the end
  /// colours.
  case linearGradient(stops: [GradientStop], start: Point, end: Point)
  /// Colours along the radius from `center`: `startRadius` has the first stop, `endRadius` the
  /// last.
  case radialGradient(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
  /// Colours around `center` (a conic gradient): `startAngle` has the first stop, `endAngle` the
  /// last, both in radians clockwise from the +x axis (y points down). See `ConicAngle`.
  case angularGradient(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
  /// A radial gradient of an ellipse: the distance from `center` is measured in units of
  /// `size` (a view's width and height), so `startFraction` and `endFraction` are fractions of it.
  case ellipticalGradient(
    stops: [GradientStop], center: Point, size: Size, startFraction: Double, endFraction: Double)

  /// The alphas it paints with: the colour's, or every stop's.
  private var alphas: [Double] {
    switch self {
    case .solid(let c): return [c.alpha]
    case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _),
      .angularGradient(let s, _, _, _), .ellipticalGradient(let s, _, _, _, _):
      return s.map(\.color.alpha)
    }
  }
  /// Whether every pixel it paints is fully opaque.
  public var isOpaque: Bool { alphas.allSatisfy { $0 >= 1 } }
  /// The largest alpha it paints with: 0 paints nothing.
  public var maxAlpha: Double { alphas.max() ?? 0 }

  /// Gradients mapped into device space by `t`.
  func applying(_ t: Transform) -> Paint {
    switch self {
    case .solid: return self
    case .linearGradient(let s, let a, let b):
      return .linearGradient(stops: s, start: t.apply(a), end: t.apply(b))
    case .radialGradient(let s, let c, let r0, let r1):
      let k = t.meanScale
      return .radialGradient(stops: s, center: t.apply(c), startRadius: r0 * k, endRadius: r1 * k)
    case .angularGradient(let s, let c, let a0, let a1):
      // Mirroring turns the sweep around; rotations are not carried (docs/swiftui.md).
      let flip = t.a * t.d - t.b * t.c < 0
      return .angularGradient(
        stops: s, center: t.apply(c), startAngle: flip ? -a0 : a0, endAngle: flip ? -a1 : a1)
    case .ellipticalGradient(let s, let c, let size, let f0, let f1):
      let sx = (t.a * t.a + t.b * t.b).squareRoot()
      let sy = (t.c * t.c + t.d * t.d).squareRoot()
      return .ellipticalGradient(
        stops: s, center: t.apply(c), size: Size(width: size.width * sx, height: size.height * sy),
        startFraction: f0, endFraction: f1)
    }
  }
}

/// A gradient evaluated per device pixel, at the pixel's centre.
///
/// Colours are interpolated between stops in straight (unpremultiplied) sRGB, as CoreGraphics and
/// SwiftUI do, into a table of `lutSize` premultiplied entries; a pixel takes the entry nearest to
/// its parameter t ∈ [0, 1]. The table makes the cost per pixel small and the result exact to
/// 1/1023 of the gradient's length, which is below one 8-bit step for any stop pair.
struct GradientShader {
  static let lutSize = 1024
  let lut: [UInt32]
  /// Every entry of `lut` has alpha 255.
  let lutOpaque: Bool
  let kind: Kind
  /// `prepareColumns`' terms, for columns from `columnOrigin` on (empty when not prepared).
  private(set) var columnTerms: [Double] = []
  private(set) var columnOrigin = 0
  enum Kind {
    case linear(x0: Double, y0: Double, dx: Double, dy: Double, invLen2: Double)
    case radial(cx: Double, cy: Double, r0: Double, invDr: Double)
    case elliptical(cx: Double, cy: Double, invW: Double, invH: Double, r0: Double, invDr: Double)
    case conic(cx: Double, cy: Double, sweep: ConicAngle.Sweep)
  }

  init?(_ paint: Paint) {
    switch paint {
    case .solid: return nil
    case .linearGradient(let stops, let a, let b):
      let dx = b.x - a.x
      let dy = b.y - a.y
      let len2 = dx * dx + dy * dy
      kind = .linear(x0: a.x, y0: a.y, dx: dx, dy: dy, invLen2: len2 > 0 ? 1 / len2 : 0)
      lut = GradientShader.table(stops)
    case .radialGradient(let stops, let c, let r0, let r1):
      kind = .radial(cx: c.x, cy: c.y, r0: r0, invDr: r1 != r0 ? 1 / (r1 - r0) : 0)
      lut = GradientShader.table(stops)
    case .ellipticalGradient(let stops, let c, let size, let f0, let f1):
      kind = .elliptical(
        cx: c.x, cy: c.y, invW: size.width > 0 ? 1 / size.width : 0,
        invH: size.height > 0 ? 1 / size.height : 0, r0: f0, invDr: f1 != f0 ? 1 / (f1 - f0) : 0)
      lut = GradientShader.table(stops)
    case .angularGradient(let stops, let c, let a0, let a1):
      kind = .conic(cx: c.x, cy: c.y, sweep: ConicAngle.Sweep(start: a0, end: a1))
      lut = GradientShader.table(stops)
    }
    lutOpaque = lut.allSatisfy { $0 >> 24 == 255 }
  }

  static func table(_ input: [GradientStop]) -> [UInt32] {
    let stops = input.enumerated().sorted {
      ($0.element.location, $0.offset) < ($1.element.location, $1.offset)
    }
    .map(\.element)
    guard let first = stops.first, let last = stops.last else {
      return [UInt32](repeating: 0, count: lutSize)
    }
    return (0..<lutSize).map { i in
      let t = Double(i) / Double(lutSize - 1)
      var c = first.color
      if t >= last.location {
        c = last.color
      } else if t > first.location {
        var k = 0
        while k + 1 < stops.count && stops[k + 1].location <= t { k += 1 }
        let a = stops[k]
        let b = stops[min(k + 1, stops.count - 1)]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 0
        c = SRGBColor(
          red: a.color.red + (b.color.red - a.color.red) * f,
          green: a.color.green + (b.color.green - a.color.green) * f,
          blue: a.color.blue + (b.color.blue - a.color.blue) * f,
          alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
      }
      return c.premultiplied.packed
    }
  }

  /// True when every pixel of a row gets the same colour: a linear gradient with no horizontal
  /// component, whose parameter `(px − x0)·0 + (py − y0)·dy` does not depend on the column.
  var isConstantAlongRows: Bool {
    if case .linear(_, _, let dx, _, _) = kind { return dx == 0 }
    return false
  }

  @inline(__always)
  func color(x: Int, y: Int) -> UInt32 {
    let px = Double(x) + 0.5
    let py = Double(y) + 0.5
    var t: Double
    switch kind {
    case .linear(let x0, let y0, let dx, let dy, let inv):
      t = Self.linear(px, x0, dx, (py - y0) * dy, inv)
    case .radial(let cx, let cy, let r0, let invDr):
      let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
      t = (d - r0) * invDr
    case .elliptical, .conic:
      t = parameter(px, py)
    }
    return lut[Self.entry(t)]
  }

  /// A linear gradient's parameter at column centre `px`, given its row's term `(py − y0)·dy`.
  /// One expression for `color(x:y:)` and `forEachColor`, so both give the same doubles.
  @inline(__always)
  static func linear(_ px: Double, _ x0: Double, _ dx: Double, _ rowTerm: Double, _ inv: Double)
    -> Double
  {
    ((px - x0) * dx + rowTerm) * inv
  }

  /// The table entry of parameter `t`, clamped to [0, 1].
  @inline(__always)
  static func entry(_ t: Double) -> Int {
    let clamped = t < 0 ? 0 : t > 1 ? 1 : t
    return Int(clamped * Double(lutSize - 1) + 0.5)
  }

  /// `body` with each pixel's colour from column `lo` to `hi` of row `y`, as `color(x:y:)` gives
  /// it, bit for bit: a linear gradient's row term and table are taken once for the run rather
  /// than for each pixel (a full-screen diagonal gradient took 13 ns a pixel).
  @inline(__always)
  func forEachColor(y: Int, from lo: Int, to hi: Int, _ body: (Int, UInt32) -> Void) {
    guard case .linear(let x0, let y0, let dx, let dy, let inv) = kind else {
      for i in lo..<hi { body(i, color(x: i, y: y)) }
      return
    }
    let rowTerm = (Double(y) + 0.5 - y0) * dy
    lut.withUnsafeBufferPointer { lut in
      for i in lo..<hi {
        body(i, lut[Self.entry(Self.linear(Double(i) + 0.5, x0, dx, rowTerm, inv))])
      }
    }
  }

  /// Each pixel of row `y` from column `lo` to `hi` (`row` is the row's column 0) takes
  /// `forEachColor`'s colour at coverage `alpha`: written where both are opaque, composited
  /// over it otherwise. A linear gradient runs in C (`popshot_linear_gradient_span`, the same
  /// doubles, so the same bytes), with the row-independent half of its parameter from
  /// `columnTerms` where they cover the run: the full-screen gradient behind a glass sheet took
  /// 2.7 ns a pixel in the Swift loop.
  @inline(__always)
  func composite(
    into row: UnsafeMutablePointer<UInt32>, y: Int, from lo: Int, to hi: Int, alpha: UInt8
  ) {
    guard lo < hi else { return }
    guard case .linear(let x0, let y0, let dx, let dy, let inv) = kind else {
      forEachColor(y: y, from: lo, to: hi) { i, c in
        row[i] =
          alpha == 255 && c >> 24 == 255
          ? c : sourceOver(alpha == 255 ? c : scalePixel(c, UInt32(alpha)), row[i])
      }
      return
    }
    let rowTerm = (Double(y) + 0.5 - y0) * dy
    lut.withUnsafeBufferPointer { lut in
      columnTerms.withUnsafeBufferPointer { columns in
        let covered = lo >= columnOrigin && hi <= columnOrigin + columns.count
        popshot_linear_gradient_span(
          row + lo, hi - lo, Int64(lo), covered ? columns.baseAddress! + (lo - columnOrigin) : nil,
          x0, dx, rowTerm, inv, lut.baseAddress, lut.count, lutOpaque ? 1 : 0, UInt32(alpha))
      }
    }
  }

  /// Works out a linear gradient's row-independent term `(px − x0)·dx` for the columns of
  /// `range` once, for `composite` to take instead of each row working it out again.
  mutating func prepareColumns(_ range: Range<Int>) {
    guard case .linear(let x0, _, let dx, _, _) = kind, !range.isEmpty else { return }
    columnOrigin = range.lowerBound
    columnTerms = [Double](unsafeUninitializedCapacity: range.count) { buf, n in
      popshot_linear_gradient_columns(buf.baseAddress, range.count, Int64(range.lowerBound), x0, dx)
      n = range.count
    }
  }

  /// The parameter of the elliptical and conic kinds, kept out of line so that `color(x:y:)`
  /// stays small enough to inline into the span loops of solid and linear paints.
  @inline(never)
  private func parameter(_ px: Double, _ py: Double) -> Double {
    switch kind {
    case .elliptical(let cx, let cy, let invW, let invH, let r0, let invDr):
      let u = (px - cx) * invW
      let v = (py - cy) * invH
      return ((u * u + v * v).squareRoot() - r0) * invDr
    case .conic(let cx, let cy, let sweep):
      return sweep.parameter(turns: ConicAngle.turns(dx: px - cx, dy: py - cy))
    case .linear, .radial:
      return 0
    }
  }
}
