// What an element is, and what each role means to the audit, VoiceOver and the painters. Every
// fact about a role is an exhaustive switch here, so a new role does not compile until each fact
// is decided for it; no other file keeps a set of roles.

/// What an element is, for the audit and the semantic diff.
public enum SemanticRole: String, Sendable, Codable, Hashable, CaseIterable {
  case button, text, image, container
  // Controls (UIAccessibilityTraits: a switch is a toggle button, a slider or stepper is
  // adjustable, a text field takes text).
  case toggle, textField, adjustable, link, progress, tab
  // Roles that presentations add.
  case scrim, sheet, grabber, toast, popup
  // The system's alerts and confirmation dialogs (UIAccessibility reads them as modal views).
  case alert, dialog
  // A popover (iPad) and an open menu.
  case popover, menu
}

extension SemanticRole {
  /// A control a finger uses: a button, switch, text field, slider or stepper, link or tab
  /// (what the hit-target rules measure; the audit adds anything with a tap action).
  public var isControl: Bool {
    switch self {
    case .button, .toggle, .textField, .adjustable, .link, .tab: return true
    case .text, .image, .container, .progress, .scrim, .sheet, .grabber, .toast, .popup, .alert,
      .dialog, .popover, .menu:
      return false
    }
  }

  /// A structural layer that lies over what is under it, whose taps are ways out (judged by the
  /// dismissal rules), not controls: a scrim, sheet, popup or toast.
  public var coversWhatIsUnder: Bool {
    switch self {
    case .scrim, .sheet, .popup, .toast: return true
    case .button, .text, .image, .container, .toggle, .textField, .adjustable, .link, .progress,
      .tab, .grabber, .alert, .dialog, .popover, .menu:
      return false
    }
  }

  /// VoiceOver reads it as one control with its label inside it: a control, or a progress view.
  public var readsAsOneControl: Bool {
    switch self {
    case .button, .toggle, .textField, .adjustable, .link, .progress, .tab: return true
    case .text, .image, .container, .scrim, .sheet, .grabber, .toast, .popup, .alert, .dialog,
      .popover, .menu:
      return false
    }
  }

  /// A plain view of the app's own (a stack, a text, an image), which a gesture can make
  /// tappable without making it a control; the others are controls or layers the system adds.
  public var isPlainView: Bool {
    switch self {
    case .container, .text, .image: return true
    case .button, .toggle, .textField, .adjustable, .link, .progress, .tab, .scrim, .sheet,
      .grabber, .toast, .popup, .alert, .dialog, .popover, .menu:
      return false
    }
  }

  /// Has texts of its own inside it (a button's title, a picker's
  /// options) that VoiceOver does not stop on separately.
  public var drawsItsOwnTexts: Bool {
    switch self {
    case .button, .toggle, .adjustable, .textField: return true
    case .text, .image, .container, .link, .progress, .tab, .scrim, .sheet, .grabber, .toast,
      .popup, .alert, .dialog, .popover, .menu:
      return false
    }
  }

  /// Content a sighted person sees (text, images and the common controls), as opposed to a
  /// layer's scaffolding: worth showing when it is hidden from VoiceOver.
  public var isDrawnContent: Bool {
    switch self {
    case .text, .image, .button, .toggle, .link, .textField: return true
    case .container, .adjustable, .progress, .tab, .scrim, .sheet, .grabber, .toast, .popup,
      .alert, .dialog, .popover, .menu:
      return false
    }
  }

  /// What an element of the role is called in a finding ("switch" for a toggle, as iOS says).
  public var spokenName: String {
    switch self {
    case .textField: return "text field"
    case .toggle: return "switch"
    case .adjustable: return "slider"
    case .button, .text, .image, .container, .link, .progress, .tab, .scrim, .sheet, .grabber,
      .toast, .popup, .alert, .dialog, .popover, .menu:
      return rawValue
    }
  }

  /// The traits the role brings without a modifier saying so, as UIKit gives its controls them
  /// (a button `isButton`, a link `isLink`, an image `isImage`, a text `isStaticText`, a switch
  /// `isToggle`, a slider or stepper `adjustable`).
  public var impliedTraits: [SemanticTrait] {
    switch self {
    case .button, .tab: return [.isButton]
    case .link: return [.isLink]
    case .image: return [.isImage]
    case .text: return [.isStaticText]
    case .toggle: return [.isToggle]
    // UIKit's adjustable trait: VoiceOver says "adjustable" and how to swipe (SwiftUI has no
    // trait of its own for it; a slider, a stepper and `accessibilityAdjustableAction` give it).
    case .adjustable: return [.adjustable]
    case .container, .textField, .progress, .scrim, .sheet, .grabber, .toast, .popup, .alert,
      .dialog, .popover, .menu:
      return []
    }
  }
}

/// An accessibility trait as the semantics record it, by name: SwiftUI's `AccessibilityTraits`
/// (`isModal`, `isHeader`…), UIKit's `adjustable` and `notEnabled`, and Popshot's own markers
/// (`partOfElement`, `isPlaceholder`, `missingAsset`). Sidecars store the name as a string.
public struct SemanticTrait: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public var description: String { rawValue }

  public init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(String.self)
  }
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(rawValue)
  }

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
