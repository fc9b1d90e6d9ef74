// The legacy `.alert(isPresented:content:)`, `.alert(item:content:)` and `.actionSheet` forms,
// which take an `Alert` or an `ActionSheet` value (Presentations/Alert.swift).

nonisolated extension View {
  /// Presents a legacy alert while `isPresented` is true.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    presentsDialog(.alert, isPresented) { content().content }
  }
  /// Presents a legacy alert while `item` is set, built from it.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    presentsDialog(.alert, item) { content($0).content }
  }
  /// Presents a legacy action sheet while `isPresented` is true.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    presentsDialog(.confirmationDialog, isPresented) { content().content }
  }
  /// Presents a legacy action sheet while `item` is set, built from it.
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    presentsDialog(.confirmationDialog, item) { content($0).content }
  }
}
