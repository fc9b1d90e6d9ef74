// What the suites share: renders at fixed sizes, frames and fills read back, near-equality.
import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// 9:41 AM GMT on 5 January 2024: 1 704 412 800 s (that day's midnight) + 9 h 41 min.
let nineFortyOne = Date(timeIntervalSince1970: 1_704_412_800 + 9 * 3600 + 41 * 60)

/// The fills of a render, with their bounds.
func fills(_ res: LayoutResult) -> [(Rect, SRGBColor)] {
  res.displayList.items.compactMap { item in
    if case .fill(let p, .solid(let c), _) = item { return (p.controlBounds, c) }
    return nil
  }
}

/// Equal to within float rounding (1e-6 pt on each edge and side): what frame tables compare by.
func near(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
    && abs(a.height - b.height) < 1e-6
}

/// Renders a view at the top-left of a 400 × 400 screen.
/// The view drawn in the classic design (these suites test iOS 17's controls; the Liquid Glass
/// ones are in LiquidGlassControlsTests).
func renderControls(_ view: some View, dark: Bool = false) throws -> LayoutResult {
  var env = EnvironmentValues()
  env.design = .classic
  if dark { env.colorScheme = .dark }
  return try LayoutEngine.render(
    view.frame(width: 400, height: 400, alignment: .topLeading),
    size: Size(width: 400, height: 400), environment: env)
}

/// Frames of views marked with `.id`, laid out at the top-left of a 400×400 screen.
func layout(_ view: some View, screen: Size = Size(width: 400, height: 400)) throws -> [String:
  Rect]
{
  try LayoutEngine.frames(
    of: view.frame(width: screen.width, height: screen.height, alignment: .topLeading), size: screen
  )
}

func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}

func expectFrames(
  _ got: [String: Rect], _ expected: [String: Rect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (id, frame) in expected {
    guard let g = got[id] else {
      Issue.record("no frame for \(id)", sourceLocation: sourceLocation)
      continue
    }
    #expect(near(g, frame), "\(id): \(g) ≠ \(frame)", sourceLocation: sourceLocation)
  }
}

/// An iPhone 15 page: 393 × 852 with 59 pt at the top and 34 at the bottom unsafe, so the root
/// view is offered 393 × 759 from y = 59 (docs/platform.md, "Devices").
func phonePage(_ view: some View) throws -> LayoutResult {
  var env = EnvironmentValues()
  env.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
  return try LayoutEngine.render(view, size: Size(width: 393, height: 852), environment: env)
}

/// The clip rectangles a render pushes (a scroll view's visible region), in order.
func clipRects(_ res: LayoutResult) -> [Rect] {
  res.displayList.items.compactMap { item -> Rect? in
    if case .pushClip(let p, _) = item { return p.controlBounds }
    return nil
  }
}
