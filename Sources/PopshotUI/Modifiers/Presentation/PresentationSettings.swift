// The settings a sheet's content gives its sheet: each a line over `configurePresentation`, a
// preference the presentation reads from its content.

nonisolated extension View {
  /// The heights the sheet can rest at.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    configurePresentation { $0.detents = Array(detents) }
  }

  /// The heights the sheet can rest at, and the one it shows.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    configurePresentation {
      $0.detents = Array(detents)
      $0.selection = selection.wrappedValue
    }
  }

  /// Whether the sheet shows its grabber.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    configurePresentation { $0.dragIndicator = visibility }
  }

  /// Stops the sheet from being swiped away.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    configurePresentation { $0.interactiveDismissDisabled = isDisabled }
  }

  /// Whether the page behind the sheet stays live.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    configurePresentation { $0.backgroundInteraction = interaction }
  }

  /// The sheet's corner radius (nil: the system's).
  public func presentationCornerRadius(_ radius: CGFloat?) -> some View {
    configurePresentation { $0.cornerRadius = radius.map(Double.init) }
  }

  /// What the sheet is filled with.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    configurePresentation { $0.background = style }
  }

  /// A setting of the sheet this view is in: a preference its presentation reads.
  func configurePresentation(_ change: @escaping (inout PresentationConfiguration) -> Void)
    -> some View
  {
    transformPreference(PresentationConfigurationKey.self) { $0.list.append(change) }
  }
}
