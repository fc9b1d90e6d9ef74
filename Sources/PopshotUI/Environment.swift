import PopshotGraphics
import PopshotText

/// Values that flow down the view tree: appearance, text size, safe area, and the styles that
/// modifiers like `.font` and `.foregroundColor` set for everything inside them.
public struct EnvironmentValues: @unchecked Sendable {
  public var colorScheme: ColorScheme = .light
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The insets of the screen's unsafe areas (status bar, home indicator…), in points.
  public var safeAreaInsets: EdgeInsets = .zero
  /// Device pixels per point.
  public var displayScale: Double = 3
  public var font: Font?
  public var fontWeight: FontWeight?
  public var foregroundStyle: (any ShapeStyle)?
  public var lineLimit: Int?
  public var multilineTextAlignment: TextAlignment = .leading
  /// The shaper used for every Text (shared, so shaped strings are reused across renders).
  public var typesetter = Typesetter.shared

  public init() {}
}
