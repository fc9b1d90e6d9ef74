// ShareLink (iOS 16): a button that opens the share sheet for an item. A still draws the button;
// the share sheet is the system's and is not drawn. Apple constrains the item and previews to
// CoreTransferable's Transferable, which Linux does not have: Popshot takes the String and URL
// items, the ones SwiftUI code shares most.
import Foundation

/// A button that shares an item (SwiftUI's ShareLink). Its element is a button whose label is
/// the label's text ("Share" by default).
public nonisolated struct ShareLink<
  Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View
>: View {
  let label: AnyView
  @Environment(\.tintColor) var tint
  @Environment(\.isEnabled) var isEnabled

  fileprivate init(label: some View) { self.label = AnyView(label) }

  public var body: some View {
    label.controlLabel().foregroundColor(tint.controlColor(isEnabled: isEnabled))
      .control(
        "sharelink", ControlSemantics(role: .button, label: nil, value: nil, action: "share"))
  }
}

/// The label a ShareLink has unless given one: "Share" with the share symbol.
public nonisolated struct DefaultShareLinkLabel: View {
  public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

nonisolated extension ShareLink
where
  Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never,
  Label == DefaultShareLinkLabel
{
  /// Shares a string, with the default label.
  public init(item: String, subject: Text? = nil, message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel())
  }
}

nonisolated extension ShareLink
where
  Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never,
  Label == DefaultShareLinkLabel
{
  /// Shares a URL, with the default label.
  public init(item: URL, subject: Text? = nil, message: Text? = nil) {
    self.init(label: DefaultShareLinkLabel())
  }
}

nonisolated extension ShareLink
where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
  /// Shares a string, with a label of any view.
  public init(
    item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label())
  }
}

nonisolated extension ShareLink
where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never {
  /// Shares a URL, with a label of any view.
  public init(
    item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(label: label())
  }
}

nonisolated extension ShareLink
where
  Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never,
  Label == PopshotUI.Label<Text, Image>
{
  /// Shares a string, titled by a localized key, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(label: PopshotUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  /// Shares a string, titled by a string, with the share symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: String, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(label: PopshotUI.Label(title, systemImage: "square.and.arrow.up"))
  }
}

nonisolated extension ShareLink
where
  Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never,
  Label == PopshotUI.Label<Text, Image>
{
  /// Shares a URL, titled by a localized key, with the share symbol.
  public init(
    _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(label: PopshotUI.Label(titleKey, systemImage: "square.and.arrow.up"))
  }
  /// Shares a URL, titled by a string, with the share symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(label: PopshotUI.Label(title, systemImage: "square.and.arrow.up"))
  }
}
