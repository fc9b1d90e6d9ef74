nonisolated extension View {
  /// Stacks offer space to higher priorities first.
  public func layoutPriority(_ value: Double) -> some View {
    modified(LayoutPriorityModifier(priority: value))
  }
}

/// `.layoutPriority`: read by the stack the view is in (StackNode).
struct LayoutPriorityModifier: LayoutModifier {
  let priority: Double
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    let node = c.content()
    node.priority = priority
    return node
  }
}

extension FixtureModifier {
  /// `{"layoutPriority": 1}`.
  static let layoutPriority = FixtureModifier("layoutPriority") { m, v in
    AnyView(v.layoutPriority(try m.number("a priority", in: -1000...1000)))
  }
}
