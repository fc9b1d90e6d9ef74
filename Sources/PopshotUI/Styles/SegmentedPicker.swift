/// `.segmented`: UISegmentedControl as iOS 17 draws it. The control fills the width offered,
/// its segments of equal width, the selected one a white (dark: grey) rounded thumb with a
/// shadow; a hairline separates two unselected neighbours. The label is not drawn. In iOS 26
/// the track and the thumb are capsules.
nonisolated struct SegmentedPicker: View {
  let configuration: PickerConfiguration
  @Environment(\.design) var design

  var body: some View {
    let m = PickerMetrics.of(design)
    let options = Array(configuration.options.enumerated())
    let count = options.count
    return HStack(spacing: 0) {
      configuration.label.labelsHidden()
      HStack(spacing: 0) {
        ForEach(options, id: \.offset) { i, option in
          let separated =
            i + 1 < count && !option.isSelected && !configuration.options[i + 1].isSelected
          option.drawn
            .font(.footnote.weight(option.isSelected ? .semibold : .medium)).lineLimit(1)
            .padding(.horizontal, m.segmentPadding)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Self.thumb(option.isSelected, m))
            .overlay(alignment: .trailing) {
              if separated {
                Rectangle().fill(m.separator).frame(width: 1, height: m.separatorHeight)
                  .offset(x: 0.5)
              }
            }
        }
      }
      .frame(height: m.segmentedHeight)
      .background(Self.track(m))
    }
  }

  @ViewBuilder static func track(_ m: PickerMetrics) -> some View {
    if m.segmentedIsCapsule {
      Capsule().fill(m.segmentedBackground)
    } else {
      RoundedRectangle(cornerRadius: m.segmentedCornerRadius).fill(m.segmentedBackground)
    }
  }

  static func thumb(_ selected: Bool, _ m: PickerMetrics) -> AnyView {
    guard selected else { return AnyView(EmptyView()) }
    guard m.segmentedIsCapsule else {
      return AnyView(
        RoundedRectangle(cornerRadius: m.thumbCornerRadius).fill(m.thumbColor)
          .shadow(m.thumbShadows.soft).shadow(m.thumbShadows.tight)
          .padding(m.thumbInset))
    }
    return AnyView(
      Capsule().fill(m.thumbColor)
        .shadow(m.thumbShadows.soft).shadow(m.thumbShadows.tight)
        .padding(m.thumbInset))
  }
}
