// Alerts and confirmation dialogs record a request where they are attached, as sheets do; their
// content is a `DialogContent` (title, message, actions) that PopshotScenes lays out as iOS does.

nonisolated extension View {
  /// Records an alert or a dialog that shows while `binding` is true and `canShow` holds (a
  /// `presenting:` form shows only with data). `make` is called only when it shows.
  func presentsDialog(
    _ kind: PresentationKind, _ binding: Binding<Bool>, canShow: Bool = true,
    _ make: () -> DialogContent
  ) -> some View {
    let wanted = binding.wrappedValue
    let shown = wanted && canShow
    var request = PresentationRequest(
      kind: kind, source: "", isPresented: shown, isConstant: binding.isConstant, content: nil,
      dialog: shown ? make() : nil, configuration: PresentationConfiguration(),
      open: binding.isConstant || !canShow ? nil : { binding.wrappedValue = true },
      restore: { binding.wrappedValue = wanted }, openItem: nil, accepts: { _ in false })
    if !binding.isConstant {
      request.close = { binding.wrappedValue = false }
      request.dialog?.close = request.close
    }
    return modified(PresentationModifier(request: request))
  }

  /// Records an alert or a dialog that shows while `item` is set (the legacy `item:` forms).
  func presentsDialog<Item>(
    _ kind: PresentationKind, _ item: Binding<Item?>,
    _ make: (Item) -> DialogContent
  ) -> some View {
    let value = item.wrappedValue
    var request = PresentationRequest(
      kind: kind, source: "", isPresented: value != nil, isConstant: item.isConstant,
      content: nil, dialog: value.map(make), configuration: PresentationConfiguration(),
      open: nil, restore: { item.wrappedValue = value },
      openItem: PresentationRequest.opener(item),
      accepts: { $0 is Item })
    if !item.isConstant {
      request.close = { item.wrappedValue = nil }
      request.dialog?.close = request.close
    }
    return modified(PresentationModifier(request: request))
  }
}
