import PopshotGraphics
import PopshotUI

/// A way to close a presentation, as the audit sees it.
public enum WayOut: Hashable, Sendable, Codable {
  /// Tapping the area around it (the scrim or the dimmed page).
  case tapOutside
  /// Tapping the presentation itself.
  case tapOnSelf
  /// A control inside it (the element's id).
  case closeControl(String)
  /// Swiping or dragging it away.
  case swipe
  /// It hides itself after this many seconds.
  case timer(Double)
  /// The accessibility escape action.
  case escape
  /// The sheet can be resized to a detent where the page behind is live (its name).
  case interactivePageAtDetent(String)
}

/// What the audit needs to know about one presentation in a variant.
public struct PresentationInfo: Hashable, Sendable, Codable {
  /// The presentation's layer: "popup", "toast", "sheet", "cover" (numbered when repeated).
  public var id: String
  public var kind: String
  /// Where it is drawn, in points.
  public var frame: Rect
  /// True when the page behind cannot be used while it shows (a scrim, a dimmed page, a cover).
  public var modal: Bool
  public var waysOut: [WayOut]
  /// The scrim or dimming, if any, and the page elements it covers.
  public var scrimFrame: Rect?
  public var scrimCovers: [String]
  /// Interactive page elements left uncovered (and live) by its scrim.
  public var uncoveredInteractive: [String]
  /// For sheets: the detent shown, the active detents, and whether none was active (the sheet
  /// then shows at full height, where UIKit would refuse it).
  public var detent: String?
  public var activeDetents: [String]
  public var allDetentsInactive: Bool
  public var dragIndicatorVisible: Bool?
  /// The page stays interactive while it is shown (toasts; sheets with background interaction).
  public var pageInteractive: Bool
  /// For toasts: seconds shown (0: until closed), and the words it asks to read.
  public var duration: Double?
  public var wordCount: Int?
}

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
