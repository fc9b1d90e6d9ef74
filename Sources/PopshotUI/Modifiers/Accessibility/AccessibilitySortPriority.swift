import PopshotGraphics

// `.accessibilitySortPriority`: "Sets the sort priority order for this view's accessibility
// element, relative to other elements at the same level. Higher numbers are sorted first. The
// default sort priority is zero." (developer.apple.com/documentation/swiftui/view/
// accessibilitysortpriority(_:)). Semantics only; `SceneSemantics.readingOrder(_:)` reads it.

nonisolated extension View {
  /// Where VoiceOver reads the element among those at its level: higher first (default 0).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modified(SortPriorityModifier(priority: sortPriority))
  }
}

/// `.accessibilitySortPriority`.
struct SortPriorityModifier: LayoutModifier {
  let priority: Double
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    SortPriorityNode(c.content(), id: c.id, priority: priority)
  }
}

/// The priority goes on the view's own element; a view with none of its own (a stack) passes it
/// to each element inside that has none, so they move as one among their neighbours.
final class SortPriorityNode: WrapperNode {
  let id: String, sortPriority: Double
  init(_ child: LayoutNode, id: String, priority: Double) {
    self.id = id
    self.sortPriority = priority
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    if let own = out.ownElement(from: first, id: id) {
      out.elements[own].sortPriority = sortPriority
      return
    }
    for i in first..<out.elements.count where out.elements[i].sortPriority == nil {
      out.elements[i].sortPriority = sortPriority
    }
  }
}

extension FixtureModifier {
  /// `{"accessibilitySortPriority": 1}`: higher is read first within its container.
  static let accessibilitySortPriority = FixtureModifier("accessibilitySortPriority") { m, v in
    AnyView(v.accessibilitySortPriority(try m.number()))
  }
}
