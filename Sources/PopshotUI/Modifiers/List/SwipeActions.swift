// `.swipeActions`: buttons revealed by swiping a row. A still shows rows at rest, closed, so they
// draw nothing and are not in the semantics (docs/swiftui.md, "Lists").

nonisolated extension View {
  /// Buttons revealed by swiping this row from `edge`; not drawn in a still.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    self
  }
}
