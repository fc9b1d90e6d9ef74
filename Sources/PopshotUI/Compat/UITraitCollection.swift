// UIKit's trait collections as code passes them around: a dynamic colour's provider reads the
// appearance, and a snapshot strategy's `traits:` (swift-snapshot-testing's spelling) picks
// the appearance, the text size and the scale of what it draws.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Traits of an environment (UIKit's UITraitCollection): what is set here, the rest
  /// unspecified.
  /// Whether a window is in front (UIKit's UIUserInterfaceActiveAppearance).
  public enum UIUserInterfaceActiveAppearance: Int, Sendable, Hashable {
    case unspecified = -1
    case inactive = 0
    case active = 1
  }

  public struct UITraitCollection: Sendable, Hashable {
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    /// Points to pixels; 0: unspecified.
    public var displayScale: CGFloat = 0
    public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
    /// Whether the window is in front (iPadOS and Catalyst dim an inactive one); `.unspecified`
    /// unless set. A still's window is active.
    public var activeAppearance: UIUserInterfaceActiveAppearance = .unspecified

    /// No trait set.
    public init() {}
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
      self.userInterfaceStyle = userInterfaceStyle
    }
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
      self.preferredContentSizeCategory = preferredContentSizeCategory
    }
    public init(displayScale: CGFloat) { self.displayScale = displayScale }
    public init(activeAppearance: UIUserInterfaceActiveAppearance) {
      self.activeAppearance = activeAppearance
    }
    public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
      self.layoutDirection = layoutDirection
    }
    /// The traits of `traits` together; where several set one, the last wins.
    public init(traitsFrom traits: [UITraitCollection]) {
      for t in traits {
        if t.userInterfaceStyle != .unspecified { userInterfaceStyle = t.userInterfaceStyle }
        if t.preferredContentSizeCategory != .unspecified {
          preferredContentSizeCategory = t.preferredContentSizeCategory
        }
        if t.displayScale != 0 { displayScale = t.displayScale }
        if t.layoutDirection != .unspecified { layoutDirection = t.layoutDirection }
      }
    }
  }

  extension UITraitCollection {
    /// The traits of the render in progress (UIKit's `current`): its appearance, text size,
    /// scale and layout direction; outside a render, light, Large, 3x, left to right.
    public static var current: UITraitCollection {
      let env = EnvironmentValues.current
      var traits = UITraitCollection()
      traits.userInterfaceStyle = env.colorScheme == .dark ? .dark : .light
      if let i = DynamicTypeSize.allCases.firstIndex(of: env.dynamicTypeSize) {
        traits.preferredContentSizeCategory = UIContentSizeCategory.ordered[i]
      }
      traits.displayScale = CGFloat(env.displayScale)
      traits.layoutDirection = env.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
      return traits
    }
  }

  /// Left to right or right to left (UIKit's UITraitEnvironmentLayoutDirection).
  public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1
    case leftToRight = 0
    case rightToLeft = 1
  }

  /// Light or dark (UIKit's UIUserInterfaceStyle).
  public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

  /// A text size setting as UIKit names it (UIContentSizeCategory).
  public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
    public static let small = Self(rawValue: "UICTContentSizeCategoryS")
    public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
    public static let large = Self(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = Self(
      rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The sizes in order, smallest first, as DynamicTypeSize lists them.
    static let ordered: [UIContentSizeCategory] = [
      .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
      .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
      .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]
  }

  extension DynamicTypeSize {
    /// SwiftUI's `DynamicTypeSize(_:)` from a UIKit size; nil for `.unspecified`.
    public init?(_ category: UIContentSizeCategory) {
      guard let i = UIContentSizeCategory.ordered.firstIndex(of: category) else { return nil }
      self = DynamicTypeSize.allCases[i]
    }
  }
#endif
