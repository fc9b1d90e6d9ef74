import PopshotGraphics

/// How a presented sheet looks and behaves, as the modifiers inside its content set it.
public struct PresentationConfiguration: @unchecked Sendable {
  public var detents: [PresentationDetent] = [.large]
  /// The detent the selection binding holds, if the detents came with one.
  public var selection: PresentationDetent?
  public var dragIndicator: Visibility = .automatic
  public var interactiveDismissDisabled = false
  public var backgroundInteraction: PresentationBackgroundInteraction = .automatic
  public var cornerRadius: Double?
  public var background: (any ShapeStyle)?
  /// What the sheet becomes in compact height.
  public var compactAdaptation: PresentationAdaptation = .automatic
  /// What it becomes in compact width (iPhone in portrait), where `.automatic` keeps a sheet.
  public var compactWidthAdaptation: PresentationAdaptation = .automatic
  /// How big the sheet is where it floats over the page.
  public var sizing: PresentationSizingKind = .automatic
  public init() {}
}

/// The settings the views inside a sheet's content make (`.presentationDetents`…), applied in
/// view-tree order to `PresentationConfiguration()`.
struct PresentationConfigurationKey: PreferenceKey {
  /// The changes, in order (a struct, which a preference value casts back to quickly).
  struct Changes {
    var list: [(inout PresentationConfiguration) -> Void] = []
  }
  static var defaultValue: Changes { Changes() }
  static func reduce(value: inout Changes, nextValue: () -> Changes) {
    value.list += nextValue().list
  }
}

extension ViewNode {
  /// The configuration the settings in this tree make.
  var presentationConfiguration: PresentationConfiguration {
    var c = PresentationConfiguration()
    for change in preferenceValue(PresentationConfigurationKey.self).list { change(&c) }
    return c
  }
}
