/// Thresholds a team is held to.
public struct Profile: Hashable, Sendable {
  public var name: String
  /// Minimum contrast for normal and large text.
  public var textContrast: Double
  public var largeTextContrast: Double
  public var nonTextContrast: Double
  /// Minimum hit target side, in points.
  public var targetSize: Double
  /// WCAG 2.5.8: undersized targets pass when their 24 pt circles keep clear of other targets.
  public var targetSpacingException: Bool

  /// Apple's HIG: 44 × 44 pt targets; contrast at WCAG AA.
  public static let hig = Profile(
    name: "hig", textContrast: 4.5, largeTextContrast: 3, nonTextContrast: 3, targetSize: 44,
    targetSpacingException: false)
  /// Material: 48 × 48 targets.
  public static let material = Profile(
    name: "material", textContrast: 4.5, largeTextContrast: 3, nonTextContrast: 3, targetSize: 48,
    targetSpacingException: false)
  /// WCAG 2.2 AA: SC 1.4.3 contrast, SC 2.5.8 targets of 24 with the spacing exception.
  public static let wcagAA = Profile(
    name: "wcag-aa", textContrast: 4.5, largeTextContrast: 3, nonTextContrast: 3, targetSize: 24,
    targetSpacingException: true)
  /// WCAG 2.2 AAA: SC 1.4.6 contrast, SC 2.5.5 targets of 44.
  public static let wcagAAA = Profile(
    name: "wcag-aaa", textContrast: 7, largeTextContrast: 4.5, nonTextContrast: 3, targetSize: 44,
    targetSpacingException: false)

  public static let all: [Profile] = [.hig, .material, .wcagAA, .wcagAAA]
  public static func named(_ n: String) -> Profile? { all.first { $0.name == n } }
}
