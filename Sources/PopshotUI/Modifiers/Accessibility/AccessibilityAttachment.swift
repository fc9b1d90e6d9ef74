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
    if let own = out.ownElement(from: first, id: id) {
      change(&out.elements[own])
    } else {
      var container = out.container(id: id, frame: frame)
      change(&container)
      out.elements.insert(container, at: first)
    }
  }
}

extension Output {
  /// The element of a view placed from element `first` on, as the accessibility modifiers find
  /// it: the first one, when it carries the view's id or is a button; nil when the view has none
  /// of its own (a stack).
  func ownElement(from first: Int, id: String) -> Int? {
    guard first < elements.count, elements[first].id == id || elements[first].role == .button
    else { return nil }
    return first
  }

  /// The container element that carries a modifier's change for a view with no element of its
  /// own: the view's id and frame, and the background behind it.
  func container(id: String, frame: Rect, hidden: Bool = false) -> SemanticElement {
    SemanticElement(
      id: id, role: .container, label: nil, frame: frame, hitFrame: nil, text: nil,
      foreground: nil, background: background, actions: [], zOrder: 0,
      hiddenFromAccessibility: hidden)
  }
}

nonisolated extension View {
  /// The view with `change` made to its accessibility element.
  func accessibilityAttachment(_ change: @escaping @Sendable (inout SemanticElement) -> Void)
    -> some View
  {
    modified(AccessibilityAttachmentModifier(change: change))
  }
}
