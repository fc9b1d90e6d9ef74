// The table from a fixture's modifier names to the modifiers they map onto. Each entry is written
// in the modifier's own file (`extension FixtureModifier { static let padding = … }`); this list
// only orders them, as errors list them ("expected one of …").

extension FixtureModifier {
  /// Every modifier a fixture can name, in the order errors list them.
  package static let all: [FixtureModifier] = [
    .padding, .frame, .fractionFrame, .background, .overlay, .foregroundColor, .font, .fontWeight,
    .opacity, .cornerRadius, .clipShape, .clipped, .shadow, .offset, .fixedSize, .layoutPriority,
    .lineLimit, .multilineTextAlignment, .ignoresSafeArea, .contentShape, .accessibilityLabel,
    .accessibilityHidden, .accessibilityEscape, .zIndex, .onTapGesture, .scaledToFit,
  ]
  /// The entries by name.
  package static let named: [String: FixtureModifier] = Dictionary(
    uniqueKeysWithValues: all.map { ($0.name, $0) })
}
