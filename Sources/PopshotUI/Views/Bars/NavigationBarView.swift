import PopshotGraphics
import PopshotText

/// UIKit's navigation bar as iOS 17 draws it over content at rest (facts and sources in
/// docs/platform.md, "Navigation bar"):
/// - transparent, with no hairline (the scroll-edge appearance, since iOS 15);
/// - 44 pt tall on iPhone (56 inside a sheet in portrait), 50 on iPad, 32 in compact height;
/// - a large title (34 pt bold, 16 pt from the leading edge, 20 on regular widths, 8 pt above the
///   bottom of a 52 pt band) when the mode asks for one, or when it is automatic and there is a
///   title, except in compact height; otherwise a centred 17 pt semibold title;
/// - Dynamic Type: the inline title and the back button grow at most to 1.235 × 17 pt; the large
///   title and its band grow a third as fast as body text, never below 0.9 ×.
package nonisolated struct NavigationBarView: View {
  let title: String
  let backButton: Bool
  let displayMode: NavigationBarItem.TitleDisplayMode
  /// The content's toolbar entries for the bar (leading, trailing, principal).
  var toolbar: [ToolbarEntry] = []
  var settings = BarSettings()
  var search: SearchFieldRequest? = nil

  @Environment(\.dynamicTypeSize) var dynamicTypeSize
  @Environment(\.horizontalSizeClass) var horizontalSizeClass
  @Environment(\.verticalSizeClass) var verticalSizeClass
  @Environment(\.isInPageSheet) var isInPageSheet
  @Environment(\.portraitScreenWidth) var portraitScreenWidth
  @Environment(\.displayScale) var displayScale
  @Environment(\.colorScheme) var colorScheme
  @Environment(\.design) var design

  package init(
    title: String, backButton: Bool,
    displayMode: NavigationBarItem.TitleDisplayMode = .automatic
  ) {
    self.title = title
    self.backButton = backButton
    self.displayMode = displayMode
  }

  init(
    title: String, backButton: Bool, displayMode: NavigationBarItem.TitleDisplayMode,
    toolbar: [ToolbarEntry], settings: BarSettings, search: SearchFieldRequest?
  ) {
    self.init(title: title, backButton: backButton, displayMode: displayMode)
    self.toolbar = toolbar
    self.settings = settings
    self.search = search
  }

  package var body: some View {
    let m = NavigationBarMetrics.Sizes(
      dynamicTypeSize: dynamicTypeSize, horizontalSizeClass: horizontalSizeClass,
      verticalSizeClass: verticalSizeClass, inPageSheet: isInPageSheet,
      screenWidth: design == .classic ? portraitScreenWidth : nil)
    let bar: NavigationBarMetrics.Bar
    switch NavigationBarMetrics.of(design) {
    case .floating(let glass): return glassBody(m, glass)
    case .bar(let classic): bar = classic
    }
    let large = m.showsLargeTitle(displayMode, title: title)
    let leading = toolbar.filter { $0.placement.position == .leading }
    let trailing = toolbar.filter { $0.placement.position == .trailing }
    let centre = centreView(
      m, large: large, sides: !leading.isEmpty || !trailing.isEmpty, margin: 16,
      items: bar.toolbar)
    return AnyView(
      VStack(alignment: .leading, spacing: 0) {
        ZStack {
          centre
          HStack(spacing: 4) {
            backButtonView(m)
            BarItems(entries: leading, textSize: m.barTextSize, metrics: bar.toolbar)
            Spacer()
            BarItems(entries: trailing, textSize: m.barTextSize, metrics: bar.toolbar)
          }
          .padding(.leading, backButton ? 8 : m.margin)
          .padding(.trailing, m.margin)
        }
        .frame(maxWidth: .infinity)
        .frame(height: bar.height(m))
        largeTitle(m, shown: large)
        search.map { AnyView(SearchFieldView(request: $0, margin: m.margin)) }
          ?? AnyView(EmptyView())
      }
      .frame(maxWidth: .infinity)
      .background(barBackground(bar.toolbar))
      .environment(\.colorScheme, settings.colorScheme ?? colorScheme)
      .id("navigationbar"))
  }

  /// The back chevron and "Back", when the bar has one (a fixture's pushed screen).
  func backButtonView(_ m: NavigationBarMetrics.Sizes) -> AnyView {
    guard backButton else { return AnyView(EmptyView()) }
    return AnyView(
      Button {
      } label: {
        HStack(spacing: 5) {
          Chevron().stroke(
            Color.accentColor, style: StrokeStyle(width: 2.6, cap: .round, join: .round)
          )
          .frame(width: 11, height: 20)
          Text("Back").font(.system(size: m.barTextSize))
        }
        // UIKit gives bar buttons the bar's full height to tap, at least 44 pt.
        .frame(minWidth: 44, minHeight: 44)
        .contentShape(Rectangle())
      }
      .id("navigationbar.back"))
  }

  /// The large title in its band under the bar, when shown.
  func largeTitle(_ m: NavigationBarMetrics.Sizes, shown: Bool) -> AnyView {
    guard shown else { return AnyView(EmptyView()) }
    return AnyView(
      Text(title).font(.system(size: m.largeTitleSize, weight: .bold)).lineLimit(1)
        .id("navigationbar.title")
        .padding(.horizontal, m.margin)
        .padding(.bottom, 8)
        .frame(maxWidth: .infinity, alignment: .bottomLeading)
        .frame(height: m.largeTitleBand, alignment: .bottomLeading))
  }

  /// Transparent at rest (the scroll-edge appearance); with `.toolbarBackground(.visible, for:
  /// .navigationBar)` the bar's material or the colour set, under the status bar too, and the
  /// hairline under the bar.
  func barBackground(_ t: ToolbarMetrics.Bar) -> AnyView {
    guard settings.backgroundVisibility == .visible else { return AnyView(EmptyView()) }
    return AnyView(
      VStack(spacing: 0) {
        Rectangle().fill(settings.background ?? t.background)
        Rectangle().fill(t.separator).frame(height: 1 / displayScale)
      }
      .ignoresSafeArea(edges: [.top, .horizontal]))
  }
}

/// The back chevron: a "<" of two strokes.
nonisolated struct Chevron: Shape {
  func path(in rect: CGRect) -> Path {
    let r = Rect(cg: rect)
    var p = Path()
    p.move(to: Point(x: r.maxX - 1.5, y: r.minY + 1.5))
    p.line(to: Point(x: r.minX + 1.5, y: r.midY))
    p.line(to: Point(x: r.maxX - 1.5, y: r.maxY - 1.5))
    return p
  }
}

extension NavigationBarView {
  /// What the bar's middle shows: a principal item, else the inline title (nothing under a large
  /// title). With a back button or items at the sides the title keeps clear of them; else it
  /// keeps `margin` from the edges. A principal item is drawn as bar items with `items`.
  func centreView(
    _ m: NavigationBarMetrics.Sizes, large: Bool, sides: Bool, margin: Double,
    items: ToolbarMetrics.Bar
  ) -> AnyView {
    if let principal = toolbar.last(where: { $0.placement.position == .principal }) {
      return AnyView(BarItems(entries: [principal], textSize: m.barTextSize, metrics: items))
    }
    if large { return AnyView(EmptyView()) }
    return AnyView(
      Text(title).font(.system(size: m.barTextSize, weight: .semibold)).lineLimit(1)
        .padding(.horizontal, backButton || sides ? 90 : margin)
        .id("navigationbar.title"))
  }
}
