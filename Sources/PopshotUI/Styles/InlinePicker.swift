/// `.inline`: the options as rows (at least 44 pt tall, a separator between two), the selected
/// one with a checkmark in the tint colour at the trailing edge. The label is not drawn.
nonisolated struct InlinePicker: View {
  @Environment(\.design) var design
  let configuration: PickerConfiguration
  @Environment(\.tintColor) var tint
  @Environment(\.isEnabled) var isEnabled

  var body: some View {
    let m = PickerMetrics.of(design)
    let options = Array(configuration.options.enumerated())
    return VStack(spacing: 0) {
      configuration.label.labelsHidden()
      ForEach(options, id: \.offset) { i, option in
        if i > 0 { Divider() }
        HStack {
          option.drawn
          Spacer(minLength: 8)
          if option.isSelected {
            Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundColor(
              tint.controlColor(isEnabled: isEnabled))
          }
        }
        .frame(minHeight: m.inlineRowHeight)
      }
    }
  }
}
