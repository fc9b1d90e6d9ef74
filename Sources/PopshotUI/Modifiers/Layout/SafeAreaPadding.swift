// `.safeAreaPadding`: padding that is also safe area. The view is laid out as `.padding` lays it
// out, and its safe area ends the padding inside its frame, so a scroll view or list inside
// still fills the frame (its content starts inside the padding) and `.ignoresSafeArea`
// backgrounds fill it. SwiftUI writes it as four zero-spacing `.safeAreaInset`s of clear views
// of the padding's length, which lays out the same (docs/swiftui.md, "Position and the safe
// area").
import Foundation
import PopshotGraphics

nonisolated extension View {
  /// Adds `insets` to the view's safe area, laid out as padding.
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
    modified(SafeAreaPaddingModifier(insets: insets))
  }
  /// Adds `length` (nil: the system's 16) to the safe area on `edges`.
  public func safeAreaPadding(_ edges: Edges = .all, _ length: CGFloat? = nil) -> some View {
    let l = length.map { Double($0) } ?? PaddingModifier.systemLength
    return safeAreaPadding(
      EdgeInsets(
        top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
        bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
  }
  /// Adds `length` to the safe area on every edge.
  public func safeAreaPadding(_ length: CGFloat) -> some View { safeAreaPadding(.all, length) }
}

/// `.safeAreaPadding`.
struct SafeAreaPaddingModifier: LayoutModifier {
  let insets: EdgeInsets
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    SafeAreaPaddingNode(c.content(), insets: insets)
  }
}

/// Sizes as `.padding` does (PaddingNode); the child's safe area ends the insets inside the
/// frame.
final class SafeAreaPaddingNode: PaddingNode {
  override init(_ child: LayoutNode, insets: EdgeInsets) {
    super.init(child, insets: insets)
    // As for `.safeAreaInset`: the child extends from its own frame, not the modifier's.
    ignoredSafeEdges = []
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let content = frame.inset(by: insets)
    out.placeWithSafeArea(of: frame, insetBy: insets) { child.placeIn(content, &$0) }
  }
}
