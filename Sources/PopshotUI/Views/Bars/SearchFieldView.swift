import PopshotGraphics
import PopshotText

/// The search field of a navigation bar at rest (UISearchBar in the bar's drawer, iOS 13–18): a
/// rounded field in the tertiary fill, the magnifying glass and the prompt in the placeholder
/// colour (the text in the label colour once there is one), in a band under the title. One
/// element: a text field with the `isSearchField` trait, labelled by the prompt, valued by the
/// text. Facts in docs/platform.md, "Search field".
nonisolated struct SearchFieldView: View {
  let request: SearchFieldRequest
  let margin: Double

  var body: some View {
    let m = SearchFieldMetrics.of(EnvironmentValues.current.design)
    let empty = request.text.isEmpty
    let field = HStack(spacing: m.iconSpacing) {
      Image(systemName: "magnifyingglass").font(.system(size: m.iconSize))
        .foregroundStyle(m.placeholder)
      Text(empty ? request.prompt : request.text).font(.system(size: m.textSize)).lineLimit(1)
        .foregroundStyle(empty ? m.placeholder : Color.primary)
        .accessibilityHidden(true)
      Spacer(minLength: 0)
    }
    .padding(.leading, m.leadingInset)
    .frame(height: m.height)
    .background(fieldBackground(m))
    return ChromeElement(
      ChromeSemantics(
        role: .textField, label: request.prompt, value: empty ? nil : request.text,
        traits: [.isSearchField])
    ) { field }
    .id("navigationbar.search")
    .padding(.horizontal, margin)
    .padding(.top, m.topInset)
    .padding(.bottom, m.bottomInset)
  }
}

extension SearchFieldView {
  /// The classic rounded field in its fill, or in Liquid Glass a glass capsule of the same size
  /// in the same place.
  func fieldBackground(_ m: SearchFieldMetrics) -> AnyView {
    switch m.background {
    case .roundedRectangle(let cornerRadius, let fill):
      return AnyView(RoundedRectangle(cornerRadius: cornerRadius).fill(fill))
    case .glassCapsule:
      return AnyView(Capsule().fill(SystemGlass()))
    }
  }
}
