import PopshotGraphics

// What SwiftUI calls an AccessibilityAttachmentModifier: a change to the element a view makes.
// The view's own element is its first one when that carries the view's id or is a button (as
// `.accessibilityLabel` finds it); a view with none (a stack) gets a container element with its
// frame to carry the change, as SwiftUI makes one for an attachment on a stack.

/// Applies `change` to the view's own element, or to a container element it adds.
struct AccessibilityAttachmentModifier: LayoutModifier {
  let change: @Sendable (inout SemanticElement) -> Void
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    AccessibilityAttachmentNode(c.content(), id: c.id, change: change)
  }
}

/// Places its content, then changes the content's own element (or a container it inserts).
final class AccessibilityAttachmentNode: WrapperNode {
  let id: String
  let change: @Sendable (inout SemanticElement) -> Void
  init(_ child: LayoutNode, id: String, change: @escaping @Sendable (inout SemanticElement) -> Void)
  {
    self.id = id
    self.change = change
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    if first < out.elements.count,
      out.elements[first].id == id || out.elements[first].role == .button
    {
      change(&out.elements[first])
    } else {
      var container = SemanticElement(
        id: id, role: .container, label: nil, frame: frame, hitFrame: nil, text: nil,
        foreground: nil, background: out.background, actions: [], zOrder: 0,
        hiddenFromAccessibility: false)
      change(&container)
      out.elements.insert(container, at: first)
    }
  }
}

extension View {
  /// The view with `change` made to its accessibility element.
  func accessibilityAttachment(_ change: @escaping @Sendable (inout SemanticElement) -> Void)
    -> some View
  {
    modified(AccessibilityAttachmentModifier(change: change))
  }
}
