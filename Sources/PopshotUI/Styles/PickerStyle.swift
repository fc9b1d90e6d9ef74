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

nonisolated extension View {
  /// Draws the pickers inside in `style`.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, style)
  }
}
