// `.confirmationDialog(_:item:titleVisibility:actions:)` and `(…actions:message:)`: a dialog
// shown while its item is set, its actions and message built from the item. Opened by
// `presenting: .each(items:)` like `.sheet(item:)`.

nonisolated extension View {
  /// A confirmation dialog shown while `data` is set, its actions built from the value.
  public func confirmationDialog<A: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    presentsDialog(.confirmationDialog, data) { value in
      DialogContent(
        title: title, message: nil, actions: AnyView(actions(value)),
        titleVisibility: titleVisibility)
    }
  }

  /// A confirmation dialog shown while `data` is set, with a message built from the value.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    presentsDialog(.confirmationDialog, data) { value in
      DialogContent(
        title: title, message: AnyView(message(value)), actions: AnyView(actions(value)),
        titleVisibility: titleVisibility)
    }
  }
}
