// Picker styles (SwiftUI's PickerStyle). SwiftUI gives this protocol no public requirement, so a
// style is one of the built-ins; a Picker reads which from its environment. Facts and sources:
// docs/platform.md, "Picker".

/// How a picker is drawn: `.automatic`, `.menu`, `.segmented`, `.inline` or `.wheel`.
public protocol PickerStyle {}

/// The platform's style: a menu on iOS 17.
public struct DefaultPickerStyle: PickerStyle {
  public init() {}
}
/// A button showing the selection with up-and-down chevrons, which opens a menu of the options.
public struct MenuPickerStyle: PickerStyle {
  public init() {}
}
/// A segmented control (UISegmentedControl), one segment per option.
public struct SegmentedPickerStyle: PickerStyle {
  public init() {}
}
/// The options as rows, the selected one with a checkmark.
public struct InlinePickerStyle: PickerStyle {
  public init() {}
}
/// A wheel (UIPickerView) at rest, the selection in its band.
public struct WheelPickerStyle: PickerStyle {
  public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
extension PickerStyle where Self == MenuPickerStyle {
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
  static var defaultValue: any PickerStyle { DefaultPickerStyle() }
}

extension EnvironmentValues {
  /// The style pickers here are drawn in (`.pickerStyle`).
  var pickerStyle: any PickerStyle {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the pickers inside in `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, style)
  }
}

/// The sizes and colours of pickers, in one place per design.
struct PickerMetrics {
  /// `.menu`: the gap between the selection and its chevrons, and the chevrons' point size.
  var menuChevronSpacing: Double
  var menuChevronSize: Double
  /// `.segmented` (UISegmentedControl): the control's height, corner radius and background; the
  /// selected segment's inset, corner radius, colour and shadows; the separators between
  /// unselected segments; the least padding beside a segment's title. Where `segmentedIsCapsule`
  /// (iOS 26) the track and the thumb are capsules and their corner radii are not used.
  var segmentedHeight: Double
  var segmentedIsCapsule: Bool
  var segmentedCornerRadius: Double
  var segmentedBackground: Color
  var thumbInset: Double
  var thumbCornerRadius: Double
  var thumbColor: Color
  var thumbShadows: (soft: ShadowMetrics, tight: ShadowMetrics)
  var separator: Color
  var separatorHeight: Double
  var segmentPadding: Double
  /// `.inline`: the least height of an option's row.
  var inlineRowHeight: Double
  /// `.wheel` (UIPickerView): its height, a row's height, the selection band's corner radius
  /// and side inset, and the opacity of the rows 1, 2, 3… away from the selection.
  var wheelHeight: Double
  var wheelRowHeight: Double
  var wheelBandCornerRadius: Double
  var wheelBandInset: Double
  var wheelFade: [Double]

  static let classic = PickerMetrics(
    menuChevronSpacing: 5, menuChevronSize: 12,
    segmentedHeight: 32, segmentedIsCapsule: false, segmentedCornerRadius: 9,
    segmentedBackground: .tertiarySystemFill,
    thumbInset: 2, thumbCornerRadius: 7,
    thumbColor: .system("segmentedThumb", "#FFFFFF", "#636366"),
    thumbShadows: (
      ShadowMetrics(color: Color.black.opacity(0.12), radius: 4, y: 3),
      ShadowMetrics(color: Color.black.opacity(0.04), radius: 0.5, y: 3)
    ),
    separator: .system("segmentedSeparator", "#8E8E93", "#8E8E93", 0.3, 0.3),
    separatorHeight: 16, segmentPadding: 10, inlineRowHeight: 44,
    wheelHeight: 216, wheelRowHeight: 32, wheelBandCornerRadius: 8, wheelBandInset: 8,
    wheelFade: [0.55, 0.3, 0.15])

  /// iOS 26: the segmented control's track and thumb become capsules at the classic height (an
  /// estimate: no iOS 26 figure is published); the other pickers are as in the classic design.
  static let liquidGlass: PickerMetrics = {
    var m = classic
    m.segmentedIsCapsule = true
    return m
  }()

  static func of(_ design: Design) -> PickerMetrics {
    switch design {
    case .classic: classic
    case .liquidGlass: liquidGlass
    }
  }
}
