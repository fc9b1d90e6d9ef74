// `.trim(from:to:)`: the part of a shape's outline between two fractions of its length, as
// SwiftUI measures it: along the whole path, sub-path after sub-path, closing edges included. The
// outline is walked as lines (curves flattened to 0.05 pt), so a trimmed outline is a polyline.
// SwiftUI's circles and ellipses start at their rightmost point and run clockwise on screen;
// Popshot's start at the top, so they give their SwiftUI start for trimming (`trimStart`).
import Foundation
import PopshotGraphics

/// A shape cut to a fraction of its outline (SwiftUI's trimmed shape).
public nonisolated struct TrimmedShape<Content: Shape>: Shape {
  let shape: Content, from: Double, to: Double
  public func path(in rect: CGRect) -> Path {
    let outline = (shape as? any SwiftUIStart)?.startingPath(in: rect) ?? shape.path(in: rect)
    return outline.trimmed(from: from, to: to)
  }
}

nonisolated extension Shape {
  /// The part of the outline from `from` to `to` (fractions of its length, 0…1).
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<
    Self
  > {
    TrimmedShape(
      shape: self, from: max(0, min(1, Double(startFraction))),
      to: max(0, min(1, Double(endFraction))))
  }
}

/// A shape whose outline starts elsewhere in SwiftUI than in Popshot's fill path.
protocol SwiftUIStart {
  func startingPath(in rect: CGRect) -> Path
}

extension Circle: SwiftUIStart {
  func startingPath(in rect: CGRect) -> Path {
    let r = Rect(cg: rect)
    return Path.ellipseFromRight(
      in: Rect(
        x: r.midX - min(r.width, r.height) / 2, y: r.midY - min(r.width, r.height) / 2,
        width: min(r.width, r.height), height: min(r.width, r.height)))
  }
}

extension Ellipse: SwiftUIStart {
  func startingPath(in rect: CGRect) -> Path { Path.ellipseFromRight(in: Rect(cg: rect)) }
}

extension Path {
  /// An ellipse from its rightmost point, clockwise on screen, as four quarter arcs.
  static func ellipseFromRight(in r: Rect) -> Path {
    var p = Path()
    p.addArc(
      center: CGPoint(x: 0, y: 0), radius: 1, startAngle: .zero, endAngle: .degrees(360),
      clockwise: false,
      transform: CGAffineTransform(
        a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY))
    p.close()
    return p
  }

  /// The polylines of the path, one per sub-path, with a closed sub-path ending at its start.
  func flattened(tolerance: Double = 0.05) -> [[Point]] {
    var lines: [[Point]] = []
    var current: [Point] = []
    func steps(_ length: Double) -> Int { max(2, min(256, Int((length / tolerance).squareRoot()))) }
    for e in elements {
      switch e {
      case .move(let p):
        if current.count > 1 { lines.append(current) }
        current = [p]
      case .line(let p):
        current.append(p)
      case .quad(let c, let p):
        let a = current.last ?? p
        let n = steps((c - a).length + (p - c).length)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(a * (u * u) + c * (2 * u * t) + p * (t * t))
        }
      case .cubic(let c1, let c2, let p):
        let a = current.last ?? p
        let n = steps((c1 - a).length + (c2 - c1).length + (p - c2).length)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(
            a * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + p * (t * t * t))
        }
      case .close:
        if let first = current.first {
          current.append(first)
          lines.append(current)
          current = [first]
        }
      }
    }
    if current.count > 1 { lines.append(current) }
    return lines
  }

  /// The part of the path between two fractions of its length, as open polylines.
  func trimmed(from: Double, to: Double) -> Path {
    guard to > from else { return Path() }
    let lines = flattened()
    let total = lines.reduce(0.0) { sum, line in
      sum + zip(line, line.dropFirst()).reduce(0.0) { $0 + ($1.1 - $1.0).length }
    }
    guard total > 0 else { return Path() }
    let start = from * total
    let end = to * total
    var out = Path()
    var walked = 0.0
    for line in lines {
      var drawing = false
      for (a, b) in zip(line, line.dropFirst()) {
        let l = (b - a).length
        defer { walked += l }
        guard l > 0, walked + l > start, walked < end else { continue }
        let t0 = max(0, (start - walked) / l)
        let t1 = min(1, (end - walked) / l)
        let p0 = a + (b - a) * t0
        let p1 = a + (b - a) * t1
        if !drawing {
          out.move(to: p0)
          drawing = true
        }
        out.line(to: p1)
      }
    }
    return out
  }
}
