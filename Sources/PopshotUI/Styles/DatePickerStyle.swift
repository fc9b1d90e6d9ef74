// Date picker styles (SwiftUI's DatePickerStyle). A still shows a date picker closed, so every
// style draws the compact form; `.graphical` (a calendar) and `.wheel` (UIDatePicker's wheels)
// are placeholders that draw it too (docs/swiftui.md, "Controls").

/// How a date picker is drawn: `.automatic`, `.compact`, `.graphical` or `.wheel`.
@MainActor @preconcurrency public protocol DatePickerStyle {}

/// The platform's style: compact on iOS 17.
public nonisolated struct DefaultDatePickerStyle: DatePickerStyle {
  public init() {}
}
/// The date and time as texts in grey capsules, which open a calendar or a wheel.
public nonisolated struct CompactDatePickerStyle: DatePickerStyle {
  public init() {}
}
/// A calendar (and a time field) in place; drawn here as the compact style.
public nonisolated struct GraphicalDatePickerStyle: DatePickerStyle {
  public init() {}
}
/// UIDatePicker's wheels; drawn here as the compact style.
public nonisolated struct WheelDatePickerStyle: DatePickerStyle {
  public init() {}
}

nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

private struct DatePickerStyleKey: EnvironmentKey {
  static var defaultValue: any DatePickerStyle { DefaultDatePickerStyle() }
}

extension EnvironmentValues {
  /// The style date pickers here are drawn in (`.datePickerStyle`).
  var datePickerStyle: any DatePickerStyle {
    get { self[DatePickerStyleKey.self] }
    set { self[DatePickerStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the date pickers inside in `style` (all as the compact style in a still).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerStyle, style)
  }
}
