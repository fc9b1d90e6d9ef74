import PopshotGraphics

nonisolated extension View {
  /// What VoiceOver reads for the view's element.
  public func accessibilityLabel(_ label: String) -> some View {
    modified(AccessibilityModifier(label: label, hidden: nil))
  }
  /// What VoiceOver reads for the view's element, as a text.
  public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.string) }
}

/// `.accessibilityLabel` and `.accessibilityHidden`: they change
/// the element the content produces.
struct AccessibilityModifier: LayoutModifier {
  let label: String?, hidden: Bool?
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    AccessibilityNode(c.content(), id: c.id, label: label, hidden: hidden)
  }
}

/// Accessibility modifiers and explicit ids: they change the element the content produces, or
/// add a container element when the content has none of its own.
final class AccessibilityNode: WrapperNode {
  let id: String, label: String?, hidden: Bool?
  init(_ child: LayoutNode, id: String, label: String?, hidden: Bool?) {
    self.id = id
    self.label = label
    self.hidden = hidden
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    if let hidden {
      for i in first..<out.elements.count { out.elements[i].hiddenFromAccessibility = hidden }
    }
    guard let label else { return }
    if let own = out.ownElement(from: first, id: id) {
      out.elements[own].label = label
    } else {
      var container = out.container(id: id, frame: frame, hidden: hidden ?? false)
      container.label = label
      out.elements.insert(container, at: first)
    }
  }
}

extension FixtureModifier {
  /// `{"accessibilityLabel": "Close"}`.
  static let accessibilityLabel = FixtureModifier("accessibilityLabel") { m, v in
    AnyView(v.accessibilityLabel(try m.string()))
  }
}
