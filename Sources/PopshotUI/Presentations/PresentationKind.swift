// The kinds of presentation: the one list of them. A view's presentation modifier records a
// request of a kind (PresentationRequest); PopshotScenes maps each kind to the one type that
// decodes it from a fixture, draws it and describes it to the audit (`PresentationKind.type`), and
// sidecars and fixtures name it by its raw value.

/// The kinds of presentation, by the names fixtures and sidecars use.
public enum PresentationKind: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  // In the order a fixture's error lists them.
  case toast, popup, sheet, fullScreenCover, alert, confirmationDialog, popover, menu

  public var description: String { rawValue }

  /// The name its layers are given ("cover" for a full-screen cover, "dialog" for a
  /// confirmation dialog), numbered when a scene presents more than one of the kind.
  public var layerName: String {
    switch self {
    case .fullScreenCover: return "cover"
    case .confirmationDialog: return "dialog"
    case .toast, .popup, .sheet, .alert, .popover, .menu: return rawValue
    }
  }
}
