// How the bars look and whether they show: settings a view sets for the bars of the container it
// is in (the navigation bar, the tab bar, the bottom toolbar), carried up as one preference per
// bar. The nearest container draws them; an outer setting replaces an inner one.

/// A bar a setting applies to (SwiftUI's ToolbarPlacement).
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  /// The bars of the container the view is in: the navigation bar on iOS.
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// What the views inside set for one bar.
struct BarSettings {
  /// `.hidden` takes the bar away.
  var visibility: Visibility?
  /// The bar's background colour (a style's representative colour).
  var background: Color?
  /// `.visible` draws the background at rest, `.hidden` never draws it.
  var backgroundVisibility: Visibility?
  var colorScheme: ColorScheme?

  /// The fields `next` sets, over these.
  func merged(with next: BarSettings) -> BarSettings {
    BarSettings(
      visibility: next.visibility ?? visibility, background: next.background ?? background,
      backgroundVisibility: next.backgroundVisibility ?? backgroundVisibility,
      colorScheme: next.colorScheme ?? colorScheme)
  }
}

/// The settings of each bar, combined field by field.
struct BarSettingsKey: PreferenceKey {
  static var defaultValue: [ToolbarPlacement: BarSettings] { [:] }
  static func reduce(
    value: inout [ToolbarPlacement: BarSettings],
    nextValue: () -> [ToolbarPlacement: BarSettings]
  ) {
    for (bar, next) in nextValue() { value[bar] = (value[bar] ?? BarSettings()).merged(with: next) }
  }
}

nonisolated extension View {
  /// Shows or hides bars: `.hidden` takes them away (the content takes their room).
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    barSettings(bars) { $0.visibility = visibility }
  }
  /// The background of bars; drawn at rest only with `.toolbarBackground(.visible, for:)` on the
  /// navigation bar, always on the tab bar and the bottom toolbar (docs/platform.md).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    let color = unwrapped(style) as? Color ?? Color(style.representativeColor(.light))
    return barSettings(bars) { $0.background = color }
  }
  /// Whether bars draw their background: `.visible` always, `.hidden` never.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    barSettings(bars) { $0.backgroundVisibility = visibility }
  }
  /// The colour scheme the bars' content is drawn in (nil: the screen's).
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    barSettings(bars) { $0.colorScheme = colorScheme }
  }
  /// Hides the navigation bar (the older spelling of `.toolbar(.hidden, for: .navigationBar)`).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    barSettings([.navigationBar]) { $0.visibility = hidden ? .hidden : .visible }
  }

  /// The settings `change` makes, for each of `bars` (`.automatic`: the navigation bar).
  func barSettings(_ bars: [ToolbarPlacement], _ change: (inout BarSettings) -> Void)
    -> some View
  {
    var settings = BarSettings()
    change(&settings)
    var value: [ToolbarPlacement: BarSettings] = [:]
    for bar in bars.isEmpty ? [.automatic] : bars {
      value[bar == .automatic ? .navigationBar : bar] = settings
    }
    return transformPreference(BarSettingsKey.self) { inner in
      for (bar, s) in value { inner[bar] = (inner[bar] ?? BarSettings()).merged(with: s) }
    }
  }
}
