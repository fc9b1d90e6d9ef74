import PopshotGraphics

// `.accessibilityElement(children:)`: the view becomes one accessibility element, and what
// becomes of the elements inside it: left out (`.ignore`, the default), merged into it
// (`.combine`: their labels read in order, their actions its own) or kept as its children
// (`.contain`). As VoiceOver reads it: a combined row is one stop, "Wi-Fi, On".

/// What happens to the accessibility elements inside a view made into one (SwiftUI's
/// AccessibilityChildBehavior).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case ignore, combine, contain }
  let kind: Kind
  /// The elements inside are left out: the view is one element of its own.
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// The elements inside are merged into the view's: their labels, then their actions.
  public static let combine = AccessibilityChildBehavior(kind: .combine)
  /// The elements inside stay, as the view's children.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
}

nonisolated extension View {
  /// Makes the view one accessibility element; `children` says what becomes of the elements
  /// inside it.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modified(AccessibilityElementModifier(children: children))
  }
}

struct AccessibilityElementModifier: LayoutModifier {
  let children: AccessibilityChildBehavior
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    AccessibilityElementNode(c.content(), id: c.id, children: children.kind)
  }
}

/// Inserts the view's element before those of its content and hides them (ignore, combine),
/// or keeps them (contain).
final class AccessibilityElementNode: WrapperNode {
  let id: String, children: AccessibilityChildBehavior.Kind
  init(_ child: LayoutNode, id: String, children: AccessibilityChildBehavior.Kind) {
    self.id = id
    self.children = children
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    // The elements VoiceOver would reach inside, less the parts of a control (a button's label
    // text is read as the button).
    var inner: [SemanticElement] = []
    for e in out.elements[first...] where !e.hiddenFromAccessibility {
      let part = inner.contains { k in
        let box = k.frame.insetBy(dx: -0.5, dy: -0.5)
        return !k.actions.isEmpty && box.minX <= e.frame.minX && box.minY <= e.frame.minY
          && box.maxX >= e.frame.maxX && box.maxY >= e.frame.maxY
      }
      if !part { inner.append(e) }
    }
    var element = out.container(id: id, frame: frame)
    if children == .combine {
      let labels = inner.compactMap { $0.label }.filter { !$0.isEmpty }
      element.label = labels.isEmpty ? nil : labels.joined(separator: ", ")
      element.actions = inner.flatMap(\.actions)
      // One that does something is a button to VoiceOver; one that only reads is text.
      element.role = element.actions.isEmpty ? .text : .button
      element.hitFrame = inner.compactMap(\.hitFrame).first
    }
    if children == .contain { element.isAccessibilityContainer = true }
    if children != .contain {
      // Not stops of their own; still drawn, so the rules about what is seen check them.
      for i in first..<out.elements.count where !out.elements[i].hiddenFromAccessibility {
        out.elements[i].hiddenFromAccessibility = true
        out.elements[i].traits =
          (out.elements[i].traits ?? []) + [.partOfElement]
      }
    }
    out.elements.insert(element, at: first)
  }
}
