nonisolated extension View {
  /// A view in front of this one, sized to it.
  public func overlay(_ view: some View, alignment: Alignment = .center) -> some View {
    modified(DecorationModifier(view: erased(view), alignment: alignment, isBackground: false))
  }
  /// A view in front of this one, built in place (`.overlay { … }`).
  public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> some View)
    -> some View
  {
    overlay(content(), alignment: alignment)
  }
}

extension FixtureModifier {
  /// As "background", in front.
  static let overlay = FixtureModifier("overlay") { m, v in
    let (view, alignment) = try decoration(m)
    return AnyView(v.overlay(view, alignment: alignment))
  }
}
