import PopshotGraphics

/// The page control's numbers (UIPageControl, iOS 14 and later, under a paged TabView's dots),
/// in one place; sources and which are estimates in docs/platform.md, "Page control". One
/// value serves both designs: the source is an iOS 26 dump and nothing published shows iOS 17
/// to 18 drawing them differently.
struct PageControlMetrics: DesignMetrics {
  /// Each page's indicator box, square, and the gap between boxes (18 pt from centre to centre).
  let indicatorBox: Double, gap: Double
  /// The dot drawn centred in its box.
  let dotDiameter: Double
  /// Between the control's sides and the first and last boxes.
  let sideInset: Double
  /// The control's height; the dots are centred in it.
  let height: Double
  /// From the control's bottom edge to the bottom of the paged TabView.
  let bottomInset: Double
  /// UIKit's defaults: the current page opaque white, the others translucent white.
  let current: Color, other: Color
  /// The backdrop behind the dots (`.indexViewStyle(.page(backgroundDisplayMode: .always))`),
  /// a capsule the size of the control.
  let background: Color

  /// iOS 26 draws the component as iOS 17–18 did: Popshot has no iOS 26 measurement that
  /// differs (docs/platform.md, "Designs").
  static let liquidGlass = classic

  static let classic = PageControlMetrics(
    indicatorBox: 10, gap: 8, dotDiameter: 8, sideInset: 10, height: 26, bottomInset: 0,
    current: .white, other: Color(white: 1, opacity: 0.3),
    background: Color(white: 0, opacity: 0.25))

  /// The control's size for `pages` pages (UIKit's `size(forNumberOfPages:)`).
  func size(pages: Int) -> Size {
    let n = Double(max(pages, 0))
    let row = n * indicatorBox + max(n - 1, 0) * gap
    return Size(width: row + 2 * sideInset, height: height)
  }
}

/// The colours a page control is drawn in: nil takes the metrics' default.
struct PageIndicatorTints: Hashable {
  var current: Color?
  var other: Color?
  /// Whether the backdrop is drawn whatever the index view style says (UIKit's `.prominent`).
  var prominentBackground: Bool
}
