import Foundation
import PopshotGraphics

// The lengths are CGFloat, as in SwiftUI. A Double still converts to CGFloat, and to CGFloat?,
// implicitly (SE-0307); a `CGFloat?` does not convert to `Double?`, and SwiftUI code passes
// optional lengths (aheze/Setting: `.padding(.horizontal, configuration.horizontalPadding)`).
// One signature per shape, not Double and CGFloat twins, so `padding(.top, 4)` has one candidate.
nonisolated extension View {
  /// Space around the view: `length` points on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(EdgeInsets(all: Double(length)))
  }
  /// Space on some edges: `length` points, or the system's 16 when it is nil.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let l = length.map { Double($0) } ?? PaddingModifier.systemLength
    return padding(
      EdgeInsets(
        top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
        bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
  }
  /// Space on each edge by its own length.
  public func padding(_ insets: EdgeInsets) -> some View {
    modified(PaddingModifier(insets: insets))
  }
}

/// `.padding`: insets around the content.
struct PaddingModifier: LayoutModifier {
  /// The padding SwiftUI gives when no length is given, on iOS.
  static let systemLength = 16.0
  let insets: EdgeInsets
  func makeLayout(_ c: ModifierContext) -> LayoutNode { PaddingNode(c.content(), insets: insets) }
}

/// Child sizing: the proposal less the insets (nil stays nil). Preferred size: the child's plus
/// the insets.
class PaddingNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let insets: EdgeInsets
  init(_ child: LayoutNode, insets: EdgeInsets) {
    self.insets = insets
    super.init(child)
    // A padded edge keeps its content away from the safe area's edge, so content that ignores
    // the safe area does not reach past it there (SwiftUI: a view extends only over the unsafe
    // part of its own frame).
    if insets.top > 0 { ignoredSafeEdges.remove(.top) }
    if insets.bottom > 0 { ignoredSafeEdges.remove(.bottom) }
    if insets.leading > 0 { ignoredSafeEdges.remove(.leading) }
    if insets.trailing > 0 { ignoredSafeEdges.remove(.trailing) }
  }
  override func measure(_ p: ProposedSize) -> Size {
    let h = insets.leading + insets.trailing
    let v = insets.top + insets.bottom
    let s = child.size(
      ProposedSize(width: p.width.map { max(0, $0 - h) }, height: p.height.map { max(0, $0 - v) }))
    return Size(width: s.width + h, height: s.height + v)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    child.placeIn(frame.inset(by: insets), &out)
  }
  /// The child's guides, moved by the insets.
  override func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? {
    let inner = Size(
      width: max(0, size.width - insets.leading - insets.trailing),
      height: max(0, size.height - insets.top - insets.bottom))
    return child.explicitAlignment(key, inner).map {
      $0 + (key.isVertical ? insets.top : insets.leading)
    }
  }
  /// A padded edge is no longer the text's edge (SwiftUI resets the spacing of padded edges).
  override var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) {
    let s = child.verticalSpacing
    return (insets.top == 0 ? s.top : .view, insets.bottom == 0 ? s.bottom : .view)
  }
}

extension FixtureModifier {
  /// `{"padding": 16}`, or by edge: `{"padding": {"horizontal": 20, "top": 8}}` (edges after
  /// "all", "horizontal" and "vertical" override them).
  static let padding = FixtureModifier("padding") { m, v in
    if m.numberValue != nil { return AnyView(v.padding(try m.length())) }
    let o = try m.members(["top", "leading", "bottom", "trailing", "horizontal", "vertical", "all"])
    var e = EdgeInsets()
    if let x = o["all"] { e = EdgeInsets(all: try x.length()) }
    if let x = o["horizontal"] {
      let l = try x.length()
      e.leading = l
      e.trailing = l
    }
    if let x = o["vertical"] {
      let l = try x.length()
      e.top = l
      e.bottom = l
    }
    if let x = o["top"] { e.top = try x.length() }
    if let x = o["leading"] { e.leading = try x.length() }
    if let x = o["bottom"] { e.bottom = try x.length() }
    if let x = o["trailing"] { e.trailing = try x.length() }
    return AnyView(v.padding(e))
  }
}
