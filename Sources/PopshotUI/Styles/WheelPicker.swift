/// `.wheel`: UIPickerView at rest, 216 pt tall and as wide as offered. The selected option sits
/// in the middle on a rounded grey band; the options above and below fade with their distance.
/// The wheel's curvature (rows shrinking and tilting towards the edges) is not drawn.
nonisolated struct WheelPicker: View {
  @Environment(\.design) var design
  let configuration: PickerConfiguration

  var body: some View {
    let m = PickerMetrics.of(design)
    let options = configuration.options
    let selected = options.firstIndex(where: \.isSelected) ?? 0
    // The rows stand so that the selected one is centred in the wheel.
    let top = (m.wheelHeight - m.wheelRowHeight) / 2 - Double(selected) * m.wheelRowHeight
    return ZStack(alignment: .top) {
      configuration.label.labelsHidden()
      RoundedRectangle(cornerRadius: m.wheelBandCornerRadius).fill(Color.tertiarySystemFill)
        .frame(height: m.wheelRowHeight).padding(.horizontal, m.wheelBandInset)
        .offset(y: (m.wheelHeight - m.wheelRowHeight) / 2)
      VStack(spacing: 0) {
        ForEach(Array(options.enumerated()), id: \.offset) { i, option in
          let distance = abs(i - selected)
          option.drawn.font(.title3).lineLimit(1)
            .frame(maxWidth: .infinity).frame(height: m.wheelRowHeight)
            .opacity(distance == 0 ? 1 : m.wheelFade[min(distance, m.wheelFade.count) - 1])
        }
      }
      .offset(y: top)
    }
    .frame(maxWidth: .infinity).frame(height: m.wheelHeight, alignment: .top)
    .clipped()
  }
}
