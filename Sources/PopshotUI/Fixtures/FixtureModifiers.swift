// The tables from a fixture's view kinds and modifier names to the views and modifiers they map
// onto. Each entry is written in its view's or modifier's own file (`extension FixtureModifier {
// static let padding = … }`); these lists only order them, as errors list them ("expected one
// of …").

extension FixtureView {
  /// Every view kind a fixture can name, in the order errors list them.
  package static let all: [FixtureView] = [
    .text, .image, .color, .rectangle, .roundedRectangle, .circle, .capsule, .linearGradient,
    .spacer, .divider, .vstack, .hstack, .zstack, .button, .label, .empty,
  ]
  /// The entries by name.
  package static let named: [String: FixtureView] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })
}

extension FixtureModifier {
  /// Every modifier a fixture can name, in the order errors list them.
  package static let all: [FixtureModifier] = [
    .padding, .frame, .fractionFrame, .background, .overlay, .foregroundColor, .font, .fontWeight,
    .opacity, .cornerRadius, .clipShape, .clipped, .shadow, .offset, .fixedSize, .layoutPriority,
    .lineLimit, .multilineTextAlignment, .ignoresSafeArea, .contentShape, .accessibilityLabel,
    .accessibilityHidden, .accessibilityValue, .accessibilityHint, .accessibilityAddTraits,
    .accessibilityRemoveTraits, .accessibilitySortPriority, .accessibilityEscape, .zIndex,
    .onTapGesture, .scaledToFit, .disabled,
    .tint, .controlSize, .buttonStyle, .buttonBorderShape, .labelStyle,
  ]
  /// The entries by name.
  package static let named: [String: FixtureModifier] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })
}
