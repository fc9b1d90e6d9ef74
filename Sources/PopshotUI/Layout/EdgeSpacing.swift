// The default gap between two views in a stack, by the kinds of view that meet (SwiftUI's
// spacing preferences). Facts and sources: docs/platform.md, "Stack spacing".
//
// A view's top and bottom edge each say what they want next to them. A text's edge carries its
// font's line metrics; any other view carries "not text". Two edges meeting in a VStack give:
// - text above text: the lower font's leading, which SF Pro does not have, so 0;
// - a view above text: the text's default line spacing (line height + a tenth of it, rounded up
//   to the pixel) less its ascent, 6.43 pt for body text;
// - text above a view: that line spacing less the cap height, at least a tenth of the line height
//   plus the descent, 10.64 pt for body;
// - view and view: 8 pt; anything next to a Spacer: 0.
// Side by side (HStack) the gap is 8 pt whatever the views.

/// What a view's top or bottom edge asks of its neighbour in a vertical stack.
struct EdgeSpacing: Equatable {
  /// A text's edge: its font's leading (for text next to text) and its distance to a view that
  /// is not text. Nil: no text reaches this edge.
  var text: TextEdge?
  /// Some view that is not text reaches this edge.
  var plain: Bool

  struct TextEdge: Equatable {
    var leading: Double
    var toView: Double
  }

  static let view = EdgeSpacing(text: nil, plain: true)

  /// Both edges' wishes, for a stack whose children share an edge (an HStack's top and bottom).
  func union(_ o: EdgeSpacing) -> EdgeSpacing {
    var t = text ?? o.text
    if let a = text, let b = o.text {
      t = TextEdge(leading: max(a.leading, b.leading), toView: max(a.toView, b.toView))
    }
    return EdgeSpacing(text: t, plain: plain || o.plain)
  }

  /// The gap between a view whose bottom edge is `upper` and the view below it with top edge
  /// `lower`: the largest distance among the kinds both ask about, else the standard 8 pt.
  static func gap(_ upper: EdgeSpacing, _ lower: EdgeSpacing, pixel: Double) -> Double {
    var best: Double?
    func offer(_ d: Double) { best = max(best ?? -.infinity, d) }
    if upper.text != nil, let b = lower.text { offer(roundUp(max(0, b.leading), pixel)) }
    if let a = upper.text, lower.plain { offer(a.toView) }
    if upper.plain, let b = lower.text { offer(b.toView) }
    return best ?? 8
  }

  static func roundUp(_ v: Double, _ pixel: Double) -> Double {
    pixel > 0 ? roundUpToPixel(v, scale: 1 / pixel) : v
  }

  /// A text's top and bottom edges from its font's line metrics (points) at a pixel size.
  static func text(
    ascent: Double, descent: Double, lineHeight: Double, capHeight: Double, pixel: Double
  ) -> (top: EdgeSpacing, bottom: EdgeSpacing) {
    let height = ascent + descent
    let textSpacing = roundUp(height * 0.1, pixel)
    let lineSpacing = height + textSpacing
    let leading = lineHeight - height
    let top = TextEdge(leading: leading, toView: lineSpacing - ascent)
    let bottom = TextEdge(
      leading: leading, toView: max(lineSpacing - capHeight, textSpacing + descent))
    return (EdgeSpacing(text: top, plain: false), EdgeSpacing(text: bottom, plain: false))
  }
}

/// `v` rounded up to whole device pixels at `scale` (pixels per point); within a millionth of a
/// pixel over a whole pixel it stays on that pixel (float sums), and values of 0 or less, or no
/// scale, are left as they are. Text sizes and text spacing both snap with it.
func roundUpToPixel(_ v: Double, scale: Double) -> Double {
  guard scale > 0, v > 0 else { return v }
  return ((v * scale) - 1e-6).rounded(.up) / scale
}

/// `v` moved to the nearest whole device pixel at `scale` (pixels per point), halves away from
/// zero (a millionth of a pixel short of a half counts as one: 237.83 pt at 3x is 713.5 pixels, though
/// thirds sum to 713.49999…); no scale leaves it as it is. UIKit puts table cells on whole pixels.
func roundToPixel(_ v: Double, scale: Double) -> Double {
  guard scale > 0 else { return v }
  let p = v * scale
  return (p + (p < 0 ? -1e-6 : 1e-6)).rounded() / scale
}
