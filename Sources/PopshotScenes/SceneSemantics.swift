import PopshotGraphics
import PopshotUI

/// Everything a rendered variant is, for the audit and the semantic diff.
public struct SceneSemantics: Hashable, Sendable, Codable {
  public var screen: Rect
  public var safeArea: Rect
  public var statusBar: Rect?
  public var homeIndicator: Rect?
  public var displayCornerRadius: Double
  public var elements: [SemanticElement]
  public var presentations: [PresentationInfo]
  /// Views the page shows under a condition (an `if` in a view builder) that lie over other page
  /// elements, with what VoiceOver can still reach behind them; nil when there are none.
  public var overlays: [ConditionalOverlay]? = nil

  public subscript(id: String) -> SemanticElement? { elements.first { $0.id == id } }
}

/// A view shown under a condition over other elements of the page (a popup or toast written as
/// user code: a ZStack with an `if`).
public struct ConditionalOverlay: Hashable, Sendable, Codable {
  /// The id of the view shown.
  public var id: String
  public var frame: Rect
  /// Whether it, or a view inside it, has the isModal trait (VoiceOver then reads only it).
  public var modal: Bool
  /// The page elements behind it that VoiceOver can reach (none when it is modal).
  public var reachableBehind: [String]
}
