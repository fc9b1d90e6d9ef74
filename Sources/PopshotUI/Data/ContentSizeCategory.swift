// ContentSizeCategory (SwiftUI's older name for the text size, before DynamicTypeSize). The two
// list the same twelve sizes in the same order, so `sizeCategory` reads and writes
// `dynamicTypeSize`: a still's text size is the variant's either way.

/// The user's preferred text size, in SwiftUI's first spelling (ContentSizeCategory).
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// The category of a Dynamic Type size (xSmall is extraSmall … accessibility5 is
  /// accessibilityExtraExtraExtraLarge).
  public init(_ size: DynamicTypeSize) { self = Self.allCases[size.index] }

  /// Whether the size is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {
  public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}

extension DynamicTypeSize {
  /// The Dynamic Type size of a content size category.
  public init(_ category: ContentSizeCategory) {
    self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
  }
}

extension EnvironmentValues {
  /// The text size as a content size category: `dynamicTypeSize` under its older name.
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
}
