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
        // A label in it is not the row's: its icon and title keep a stack's spacing rather than
        // the row's label columns (ModularHomeInventory's iOS 18 theme picker: the icon's ink
        // 5 pt before "System").
        selected.drawn.fixedSize(horizontal: true, vertical: false)
          .environment(\.listAppearance, nil)
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
