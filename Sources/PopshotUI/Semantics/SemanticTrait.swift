// Accessibility traits as the semantics carry them across modules: typed, spelled once, and
// stored in sidecars as their names.

/// An accessibility trait as the semantics record it, by name: SwiftUI's `AccessibilityTraits`
/// (`isModal`, `isHeader`…), UIKit's `adjustable` and `notEnabled`, and Popshot's own markers
/// (`partOfElement`, `isPlaceholder`, `missingAsset`). Sidecars store the name as a string.
public struct SemanticTrait: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }

  public static let isButton = SemanticTrait(rawValue: "isButton")
  public static let isHeader = SemanticTrait(rawValue: "isHeader")
  public static let isSelected = SemanticTrait(rawValue: "isSelected")
  public static let isLink = SemanticTrait(rawValue: "isLink")
  public static let isSearchField = SemanticTrait(rawValue: "isSearchField")
  public static let isImage = SemanticTrait(rawValue: "isImage")
  public static let playsSound = SemanticTrait(rawValue: "playsSound")
  public static let isKeyboardKey = SemanticTrait(rawValue: "isKeyboardKey")
  public static let isStaticText = SemanticTrait(rawValue: "isStaticText")
  public static let isSummaryElement = SemanticTrait(rawValue: "isSummaryElement")
  public static let updatesFrequently = SemanticTrait(rawValue: "updatesFrequently")
  public static let startsMediaSession = SemanticTrait(rawValue: "startsMediaSession")
  public static let allowsDirectInteraction = SemanticTrait(rawValue: "allowsDirectInteraction")
  public static let causesPageTurn = SemanticTrait(rawValue: "causesPageTurn")
  /// Its content is all VoiceOver reads while it is shown (UIKit's accessibilityViewIsModal):
  /// to the audit, a popup.
  public static let isModal = SemanticTrait(rawValue: "isModal")
  public static let isToggle = SemanticTrait(rawValue: "isToggle")
  /// UIKit's adjustable trait (a slider, a stepper).
  public static let adjustable = SemanticTrait(rawValue: "adjustable")
  /// Disabled (`.disabled(true)`): drawn dimmed, exempt from contrast and target-size rules.
  public static let notEnabled = SemanticTrait(rawValue: "notEnabled")
  /// Merged into, or left out of, a view made one element (`.accessibilityElement(children:)`):
  /// VoiceOver does not stop on it, but it is drawn. Popshot's marker, not a trait VoiceOver has.
  public static let partOfElement = SemanticTrait(rawValue: "partOfElement")
  /// Popshot's stand-in for a symbol it does not draw.
  public static let isPlaceholder = SemanticTrait(rawValue: "isPlaceholder")
  /// Popshot's stand-in for an asset the bundle does not have.
  public static let missingAsset = SemanticTrait(rawValue: "missingAsset")
}
