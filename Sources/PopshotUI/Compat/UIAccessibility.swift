// UIKit's UIAccessibility: the accessibility settings as UIKit code reads them, and the
// notifications it posts. The settings are the variant's, read from the environment of the view
// being drawn (Bold Text, Reduce Motion, Increase Contrast…), as the SwiftUI environment values
// are; a still runs no VoiceOver, so a posted notification is spoken to no one.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// The accessibility settings and notifications (UIKit's UIAccessibility).
  public enum UIAccessibility {
    /// A notification to assistive technologies (UIKit's UIAccessibility.Notification).
    public struct Notification: Hashable, Sendable, RawRepresentable {
      public let rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      /// A new screen appeared.
      public static let screenChanged = Notification(rawValue: 1000)
      /// Part of the screen changed.
      public static let layoutChanged = Notification(rawValue: 1001)
      /// Something to be read aloud.
      public static let announcement = Notification(rawValue: 1008)
      /// The page scrolled.
      public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification`: no one hears it in a still.
    public static func post(notification: Notification, argument: Any?) {}

    private static var environment: EnvironmentValues { EnvironmentValues.current }
    /// Bold Text, as the variant sets it.
    public static var isBoldTextEnabled: Bool { environment.legibilityWeight == .bold }
    /// Reduce Motion, as the variant sets it.
    public static var isReduceMotionEnabled: Bool { environment.accessibilityReduceMotion }
    /// Reduce Transparency, as the variant sets it.
    public static var isReduceTransparencyEnabled: Bool {
      environment.accessibilityReduceTransparency
    }
    /// Increase Contrast, as the variant sets it.
    public static var isDarkerSystemColorsEnabled: Bool {
      environment.colorSchemeContrast == .increased
    }
    /// Differentiate Without Colour, as the variant sets it.
    public static var shouldDifferentiateWithoutColor: Bool {
      environment.accessibilityDifferentiateWithoutColor
    }
    /// Smart Invert: never in a still.
    public static var isInvertColorsEnabled: Bool { environment.accessibilityInvertColors }
    /// VoiceOver: not running while a still is drawn.
    public static var isVoiceOverRunning: Bool { environment.accessibilityVoiceOverEnabled }
    /// Switch Control: not running.
    public static var isSwitchControlRunning: Bool { false }
    /// Closed captions preferred: no.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Grayscale: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Prefer Cross-Fade Transitions: with Reduce Motion, as iOS defaults it.
    public static var prefersCrossFadeTransitions: Bool { isReduceMotionEnabled }
    /// Button Shapes: no.
    public static var buttonShapesEnabled: Bool { false }
    /// On/Off Labels: no.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
  }

  /// How urgent an announcement is (UIKit's UIAccessibilityPriority).
  public struct UIAccessibilityPriority: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
    public static let `default` = UIAccessibilityPriority(
      rawValue: "UIAccessibilityPriorityDefault")
    public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
  }

  extension NSAttributedString.Key {
    /// Whether an announcement waits for the one being spoken (a Bool).
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
      "UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// An announcement's priority (a UIAccessibilityPriority's raw value).
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
      "UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// Whether the text is spoken letter by letter (a Bool).
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key(
      "UIAccessibilitySpeechAttributeSpellOut")
    /// The language the text is spoken in (a BCP 47 code).
    public static let accessibilitySpeechLanguage = NSAttributedString.Key(
      "UIAccessibilitySpeechAttributeLanguage")
  }
#endif
