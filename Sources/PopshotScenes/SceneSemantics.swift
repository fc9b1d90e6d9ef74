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

  public subscript(id: String) -> SemanticElement? { elements.first { $0.id == id } }
}
