// The vocabulary of fonts: weights, Dynamic Type sizes and the iOS text styles. Sizes and leadings
// come from the iOS type table (docs/platform.md).

/// The weights of the system font (SwiftUI's Font.Weight), in order.
public enum FontWeight: String, CaseIterable, Sendable, Codable, Comparable {
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// The weight text is drawn in with Bold Text on (Settings › Accessibility › Display & Text
  /// Size): regular as semibold, semibold as bold, bold as heavy. An estimate: Apple publishes
  /// no table; this is the step UIKit's text styles are seen to take (body to semibold).
  public var withBoldText: FontWeight {
    switch self {
    case .ultraLight: .light
    case .thin: .regular
    case .light: .medium
    case .regular, .medium: .semibold
    case .semibold: .bold
    case .bold: .heavy
    case .heavy, .black: .black
    }
  }

  /// The OpenType weight class of the nearest Inter face (Thin 100 … Black 900).
  public var interWeightClass: Int {
    switch self {
    case .ultraLight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }

  public static func < (a: FontWeight, b: FontWeight) -> Bool {
    a.interWeightClass < b.interWeightClass
  }
}

/// The user's preferred text size, from xSmall to the fifth accessibility size.
public enum DynamicTypeSize: String, CaseIterable, Sendable, Codable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Position in the table's columns (large is 3).
  public var index: Int { DynamicTypeSize.allCases.firstIndex(of: self)! }
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
  /// Short names as Apple's tables use them: xS, S, M, L, xL, xxL, xxxL, AX1…AX5.
  public var shortName: String {
    ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
  }
  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.index < b.index }
}

/// The iOS text styles.
public enum TextStyle: String, CaseIterable, Sendable, Codable {
  case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption,
    caption2

  /// Point sizes from xSmall to AX5.
  public var sizes: [Double] {
    switch self {
    case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
    }
  }

  /// The leading (baseline to baseline) from xSmall to AX5: Apple's Human Interface
  /// Guidelines, Typography, "Specifications": iOS, iPadOS Dynamic Type sizes and larger
  /// accessibility type sizes (docs/platform.md, "Text").
  public var leadings: [Double] {
    switch self {
    case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    case .title: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
    case .headline, .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    case .caption: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    }
  }

  /// The leading at the Large size.
  public var leadingAtLarge: Double { leadings[DynamicTypeSize.large.index] }

  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  public func size(at dynamicType: DynamicTypeSize) -> Double { sizes[dynamicType.index] }

  /// How a length given for the Large size scales at `dynamicType` relative to this style:
  /// UIFontMetrics' `scaledValue(for:)`, `@ScaledMetric` and `.custom(_:size:relativeTo:)`.
  /// Those do not scale in proportion to the style's point size everywhere (docs/platform.md,
  /// "Fonts on this platform"): at Medium, body scales 17 to 16.33 (Jared Sinclair's
  /// measurement, not 16), title2 by 0.91 (not 21/22) and footnote by 0.852 (not 12/13;
  /// tv-maniac's iOS 26.5 recordings of Work Sans, 24 pt drawn 21.9, 14 pt drawn 11.93),
  /// subheadline by 14/15 as its point size. Elsewhere, unmeasured: the point size's ratio.
  public func metricsScale(at dynamicType: DynamicTypeSize) -> Double {
    if dynamicType == .medium {
      switch self {
      case .body: return 16.333 / 17
      case .title2: return 0.91
      case .footnote: return 0.852
      default: break
      }
    }
    return size(at: dynamicType) / size(at: .large)
  }

  /// The leading at a Dynamic Type size: the distance between the baselines of a text's lines
  /// on iOS (a line is the font's line height, and the rest lies between lines).
  public func leading(at dynamicType: DynamicTypeSize) -> Double { leadings[dynamicType.index] }
}
