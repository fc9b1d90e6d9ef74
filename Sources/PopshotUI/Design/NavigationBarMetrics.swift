// NavigationBarMetrics: the component's measurements in each design (DesignMetrics); the views that
// draw it are in NavigationBarView.swift.
import PopshotGraphics
import PopshotText

/// The navigation bar's sizes for an environment (see NavigationBarView).
package struct NavigationBarMetrics: Equatable {
  package let barHeight: Double
  /// The inline title's and the bar buttons' size (both 17 pt at the default text size).
  package let barTextSize: Double
  package let largeTitleSize: Double
  package let largeTitleBand: Double
  package let margin: Double
  package let compactHeight: Bool

  /// The most bar text grows with Dynamic Type (Flutter's measurement on iOS 17.5).
  static let maxTextScale = 1.235

  package init(
    dynamicTypeSize: DynamicTypeSize, horizontalSizeClass: UserInterfaceSizeClass?,
    verticalSizeClass: UserInterfaceSizeClass?, inPageSheet: Bool = false,
    design: Design = .classic
  ) {
    compactHeight = verticalSizeClass == .compact
    let pad = horizontalSizeClass == .regular && verticalSizeClass == .regular
    // In a sheet on an iPhone in portrait UIKit's bar is 56 pt (docs/platform.md). iOS 26's
    // item row is 54 pt (measured on an iPhone; kept on iPad and in sheets, an estimate); in
    // compact height no figure is known, so the classic 32 stays.
    barHeight =
      compactHeight
      ? 32
      : design == .liquidGlass
        ? GlassBarMetrics.liquidGlass.rowHeight : pad ? 50 : inPageSheet ? 56 : 44
    let s = TextStyle.body.size(at: dynamicTypeSize) / TextStyle.body.size(at: .large)
    let bar = min(max(s, 1), NavigationBarMetrics.maxTextScale)
    barTextSize = 17 * bar
    let damped = max(0.9, 1 + (s - 1) / 3)
    largeTitleSize = 34 * damped
    largeTitleBand = 52 * damped
    margin = horizontalSizeClass == .regular ? 20 : 16
  }

  /// Whether the bar shows its title large: asked for, or automatic with a title (the root of a
  /// navigation stack); never in compact height.
  package func showsLargeTitle(_ mode: NavigationBarItem.TitleDisplayMode, title: String) -> Bool {
    guard !compactHeight else { return false }
    switch mode {
    case .large: return true
    case .inline: return false
    case .automatic: return !title.isEmpty
    }
  }
}
