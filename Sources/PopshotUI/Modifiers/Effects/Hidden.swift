// `.hidden()`: the view is laid out as it is and placed, so its place, the frames of its ids and
// what it presents stay, but what it draws and the elements it makes are dropped: VoiceOver,
// touches and the audit do not reach a hidden view.
import PopshotGraphics

nonisolated extension View {
  /// Hides the view (SwiftUI's hidden()): "hidden views are invisible and can't receive or
  /// respond to interactions", but "remain in the view hierarchy and affect layout" (Apple,
  /// View.hidden()).
  public func hidden() -> some View { modified(HiddenModifier()) }
}

/// `.hidden()`.
struct HiddenModifier: LayoutModifier {
  func makeLayout(_ c: ModifierContext) -> LayoutNode { HiddenNode(c.content()) }
}

/// Places its content and drops what that drew and the elements it made.
final class HiddenNode: WrapperNode {
  override func place(_ frame: Rect, _ out: inout Output) {
    let (items, elements) = (out.items.count, out.elements.count)
    child.placeIn(frame, &out)
    out.items.removeSubrange(items...)
    out.elements.removeSubrange(elements...)
  }
}
