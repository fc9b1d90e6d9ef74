// `.popover` records a request like a sheet's, with where it is attached; PopshotScenes draws it
// as a popover in regular width and adapts it (to a sheet by default) in compact width, following
// `presentationCompactAdaptation` in its content.

nonisolated extension View {
  /// Presents a popover pointing at this view while `isPresented` is true.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presents(
      .popover, isPresented, content,
      popover: PopoverPlacement(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge))
  }

  /// Presents a popover pointing at this view while `item` is not nil, built from the item.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presents(
      .popover, item, content,
      popover: PopoverPlacement(attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge))
  }
}
