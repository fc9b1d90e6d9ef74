/// A control choosing one of several tagged options (SwiftUI's Picker), drawn by the picker
/// style of its environment (a menu unless `.pickerStyle` says otherwise). The options are the
/// content's views, tagged with `.tag` or, in a ForEach, with their rows' identities; the one
/// whose tag equals the selection is selected. Its element has the picker's label and the
/// selected option's text as value. In an interaction session `.select(_:in:)` sets the
/// selection to the tag of the option it names.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let label: ViewList, title: String?, selection: AnyHashable, content: ViewList
  /// Sets the selection to a tag of its type (the binding's setter).
  let choose: (AnyHashable) -> Void
  @Environment(\.pickerStyle) var style

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = AnyHashable(selection.wrappedValue)
    self.content = ViewList.of(content())
    self.label = ViewList.of(label())
    title = nil
    choose = Self.chooser(selection)
  }

  /// What sets `selection` to a tag, when the tag is of its type.
  private static func chooser(_ selection: Binding<SelectionValue>) -> (AnyHashable) -> Void {
    { tag in if let value = tag.base as? SelectionValue { selection.wrappedValue = value } }
  }

  /// A picker with its label given as a view (the iOS 13 form, deprecated in iOS 18).
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }

  fileprivate init(title: String, selection: Binding<SelectionValue>, content: Content) {
    self.selection = AnyHashable(selection.wrappedValue)
    self.content = ViewList.of(content)
    self.title = title
    label = ViewList([Text(title)])
    choose = Self.chooser(selection)
  }

  public var body: some View {
    let tagged = taggedChildren(content)
    let options = tagged.map { PickerOption(view: $0.view, isSelected: $0.tag == selection) }
    // Each option by its text (its tag's description when it shows no text); made only in an
    // interaction session, as a still runs none.
    let choose = self.choose
    let inSession = StateGraph.current != nil
    let choices = (inSession ? tagged : []).compactMap { option -> ElementAction.Choice? in
      guard let tag = option.tag else { return nil }
      let name = optionText(of: option.view) ?? String(describing: tag.base)
      return ElementAction.Choice(name: name, run: onRenderingThread { choose(tag) })
    }
    let configuration = PickerConfiguration(label: AnyView(label.controlLabel()), options: options)
    let drawn: AnyView
    switch style {
    case is SegmentedPickerStyle: drawn = AnyView(SegmentedPicker(configuration: configuration))
    case is InlinePickerStyle: drawn = AnyView(InlinePicker(configuration: configuration))
    case is WheelPickerStyle: drawn = AnyView(WheelPicker(configuration: configuration))
    default: drawn = AnyView(MenuPicker(configuration: configuration))
    }
    return drawn.control(
      "picker",
      ControlSemantics(
        role: .button, label: title, value: nil, perform: inSession ? .select(choices) : nil))
  }
}

nonisolated extension Picker where Label == Text {
  /// A picker titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(title: Text(titleKey).string, selection: selection, content: content())
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(title: String(title), selection: selection, content: content())
  }
}

/// One option of a picker: its view and whether it is the selection.
struct PickerOption {
  let view: any View, isSelected: Bool
  /// The option as drawn; the selected one is the picker's value.
  var drawn: AnyView { isSelected ? AnyView(AnyView(view).controlValue()) : AnyView(view) }
}

/// What a picker style draws with.
struct PickerConfiguration {
  let label: AnyView, options: [PickerOption]
  var selected: PickerOption? { options.first(where: \.isSelected) }
}
