// Form (SwiftUI's Form): controls in sections. On an iPhone a form is an inset grouped list
// whatever the list style around it (SwiftUI's automatic form style is grouped, drawn as inset
// grouped cards on iOS).

/// Controls for data entry, in sections (SwiftUI's Form).
public nonisolated struct Form: PrimitiveView {
  let content: ViewList
  public init(@ViewBuilder content: () -> some View) { self.content = ViewList.of(content()) }
  func makeNode() -> ViewNode {
    ListContent.node(content, appearance: InsetGroupedListStyle()._appearance)
  }
}
