// The navigation bar's numbers in each design, and the one switch between its two shapes; the
// views that draw it are in NavigationBarView.swift and NavigationBarView+Glass.swift. Sources in
// docs/platform.md, "Navigation bar" and "Navigation bars in Liquid Glass".
import PopshotGraphics
import PopshotText

/// The navigation bar in each design.
enum NavigationBarMetrics: DesignMetrics {
  /// iOS 15–18: a bar of plain buttons, on the bar material when it draws one.
  case bar(Bar)
  /// iOS 26: a row of glass platters floating over the content, no material.
  case floating(Floating)

  static let classic = NavigationBarMetrics.bar(.classic)
  static let liquidGlass = NavigationBarMetrics.floating(.liquidGlass)

  /// The most bar text grows with Dynamic Type (Flutter's measurement on iOS 17.5).
  static let maxTextScale = 1.235
}

extension NavigationBarMetrics {
  /// The classic bar's numbers (iOS 15–18); sources in docs/platform.md, "Navigation bar".
  struct Bar {
    /// Bar heights: iPhone in portrait, in a sheet on an iPhone in portrait (UIKit's 56 pt), on
    /// iPad, and in compact height.
    let height: Double, sheetHeight: Double, regularHeight: Double, compactHeight: Double
    /// The bar buttons, and the material and hairline `.toolbarBackground(.visible)` draws: the
    /// classic toolbar's, which both bars share.
    let toolbar: ToolbarMetrics.Bar

    static let classic = Bar(
      height: 44, sheetHeight: 56, regularHeight: 50, compactHeight: 32, toolbar: .classic)

    /// The bar's height for `sizes`.
    func height(_ sizes: Sizes) -> Double {
      sizes.compactHeight
        ? compactHeight : sizes.regular ? regularHeight : sizes.inPageSheet ? sheetHeight : height
    }
  }
}

extension NavigationBarMetrics {
  /// The glass bar's numbers (iOS 26); sources in docs/platform.md, "Navigation bars in Liquid
  /// Glass".
  struct Floating {
    /// The item row from the top safe-area inset (54 pt, measured on an iPhone; kept on iPad and
    /// in sheets, an estimate), and in compact height, where no figure is known: the classic
    /// bar's 32.
    let rowHeight: Double, compactHeight: Double
    /// The buttons' platters, shared with the bottom toolbar (ToolbarMetrics.Platters): the
    /// platters' line at the row's top (the dumped PlatterView sits at y 0 in the row), and their
    /// margin.
    let platters: ToolbarMetrics.Platters
    /// The back button's chevron (an estimate drawn to match the chevron.left glyph) in its circle.
    let chevronSize: Size, chevronWidth: Double
    /// The large title's top in its 52 pt band (the dumped label at y 3.67).
    let largeTitleTop: Double
    /// A principal item, drawn without a platter as the classic bar draws its items: the classic
    /// bar buttons' (no iOS 26 measurement).
    let principalItems: ToolbarMetrics.Bar

    static let liquidGlass = Floating(
      rowHeight: 54, compactHeight: Bar.classic.compactHeight, platters: .liquidGlass,
      chevronSize: Size(width: 9, height: 16), chevronWidth: 2.4, largeTitleTop: 11 / 3,
      principalItems: Bar.classic.toolbar)

    /// The row's height for `sizes`.
    func height(_ sizes: Sizes) -> Double { sizes.compactHeight ? compactHeight : rowHeight }
  }
}

extension NavigationBarMetrics {
  /// The sizes both designs take from an environment: text, large title and margins.
  struct Sizes: Equatable {
    /// The inline title's and the bar buttons' size (both 17 pt at the default text size).
    let barTextSize: Double
    let largeTitleSize: Double
    let largeTitleBand: Double
    let margin: Double
    let compactHeight: Bool
    /// Regular width and height (iPad), and inside a page sheet: the classic bar's height reads
    /// them.
    let regular: Bool, inPageSheet: Bool

    /// `screenWidth`: the screen's width in portrait, when a screen is set and the design is
    /// classic (iOS 26's glass platters are measured 16 pt from the edges on a 402 pt phone;
    /// its wider phones are not measured).
    init(
      dynamicTypeSize: DynamicTypeSize, horizontalSizeClass: UserInterfaceSizeClass?,
      verticalSizeClass: UserInterfaceSizeClass?, inPageSheet: Bool = false,
      screenWidth: Double? = nil
    ) {
      compactHeight = verticalSizeClass == .compact
      regular = horizontalSizeClass == .regular && verticalSizeClass == .regular
      self.inPageSheet = inPageSheet
      let s = TextStyle.body.size(at: dynamicTypeSize) / TextStyle.body.size(at: .large)
      let bar = min(max(s, 1), NavigationBarMetrics.maxTextScale)
      barTextSize = 17 * bar
      // The large title is the type table's largeTitle (33 pt at Medium, 34 at Large, 60 at
      // AX5). Its band keeps 52 pt at and below Large (measured at Medium: the 33 pt title's
      // baseline 36 pt into a 52 pt band) and grows a third as fast as body text above it.
      largeTitleSize = TextStyle.largeTitle.size(at: dynamicTypeSize)
      largeTitleBand = 52 * max(1, 1 + (s - 1) / 3)
      // UIKit's layout margins: 20 in regular width and on the wide phones (Plus and Max, 414
      // pt and up in portrait: ModularHomeInventory's 428 pt recording puts its large title and
      // trailing button 20 pt in), 16 on the others.
      margin = horizontalSizeClass == .regular || (screenWidth ?? 0) >= 414 ? 20 : 16
    }

    /// Whether the bar shows its title large: asked for, or automatic with a title (the root of
    /// a navigation stack); never in compact height.
    func showsLargeTitle(_ mode: NavigationBarItem.TitleDisplayMode, title: String) -> Bool {
      guard !compactHeight else { return false }
      switch mode {
      case .large: return true
      case .inline: return false
      case .automatic: return !title.isEmpty
      }
    }
  }
}
