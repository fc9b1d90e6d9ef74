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
