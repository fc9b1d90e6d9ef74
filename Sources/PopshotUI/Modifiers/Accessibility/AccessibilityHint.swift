import PopshotGraphics

extension View {
  /// What VoiceOver reads after the label and a pause: what the element's action does
  /// ("Starts navigation when the screen opens").
  public func accessibilityHint(_ hint: String) -> some View {
    modified(AccessibilityHintModifier(hint: hint))
  }
  /// The hint, as a text.
  public func accessibilityHint(_ hint: Text) -> some View { accessibilityHint(hint.string) }
}

/// `.accessibilityHint`.
struct AccessibilityHintModifier: LayoutModifier {
  let hint: String
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    AccessibilityHintNode(c.content(), id: c.id, hint: hint)
  }
}

/// `.accessibilityHint`: the hint goes on the view's own element, found as `.accessibilityLabel`
/// finds it (its id, or a button's); a view with none (a stack) gets a container element with
/// its frame to carry it.
final class AccessibilityHintNode: WrapperNode {
  let id: String, hint: String
  init(_ child: LayoutNode, id: String, hint: String) {
    self.id = id
    self.hint = hint
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    if first < out.elements.count,
      out.elements[first].id == id || out.elements[first].role == .button
    {
      out.elements[first].hint = hint
    } else {
      var container = SemanticElement(
        id: id, role: .container, label: nil, frame: frame, hitFrame: nil, text: nil,
        foreground: nil, background: out.background, actions: [], zOrder: 0,
        hiddenFromAccessibility: false)
      container.hint = hint
      out.elements.insert(container, at: first)
    }
  }
}
