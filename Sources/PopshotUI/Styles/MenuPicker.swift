/// `.menu` (and `.automatic`) at rest, the menu closed: the selected option and the
/// chevron.up.chevron.down in the tint colour, the label not drawn (iOS 17 shows a menu picker
/// outside a form as its button alone). In a List or Form row the label stands leading and the
/// selection with its chevrons trailing, in the secondary colour.
nonisolated struct MenuPicker: View {
  @Environment(\.design) var design
  let configuration: PickerConfiguration
  @Environment(\.isInListRow) var isInListRow
  @Environment(\.tintColor) var tint
  @Environment(\.isEnabled) var isEnabled

  var body: some View {
    let m = PickerMetrics.of(design)
    let value = HStack(spacing: m.menuChevronSpacing) {
      if let selected = configuration.selected {
        // Its ideal width: a stack of two inflexible views can offer a text less than it needs.
        selected.drawn.fixedSize(horizontal: true, vertical: false)
      }
      Image(systemName: "chevron.up.chevron.down")
        .font(.system(size: m.menuChevronSize, weight: .medium))
    }
    .foregroundColor((isInListRow ? .secondary : tint).controlColor(isEnabled: isEnabled))
    return HStack(spacing: 0) {
      if isInListRow {
        configuration.label
        Spacer(minLength: 8)
      } else {
        configuration.label.labelsHidden()
      }
      value
    }
  }
}
