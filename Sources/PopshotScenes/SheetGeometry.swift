// Sheet geometry, iOS 17 (facts and sources in docs/platform.md, "Sheets"):
// - iPhone in portrait: a sheet rises from the bottom; a detent of height h shows h plus the
//   bottom safe inset. The large detent's top is 10 pt below the top safe inset, and
//   maxDetentValue is the height between that and the bottom inset. At the large detent, with the
//   page dimmed, the page behind becomes a card: scaled by 0.915 about its top centre, its top at
//   the top safe inset, corners of 10 pt, on black, under a light status bar.
// - Compact height (iPhone in landscape): a sheet shows as a full-screen cover unless
//   `presentationCompactAdaptation` asks for a sheet (`.none`, `.sheet`, `.popover`): then it is
//   attached to the bottom edge, full height, as wide as the safe area, and `.medium` is inactive.
// - Compact width in portrait: `presentationCompactAdaptation(.fullScreenCover)` covers the screen.
// - iPad (regular width and height): a centred form sheet of 540 × 620 pt (`presentationSizing`
//   `.automatic` and `.form`), a page sheet at most 704 pt wide and almost the screen's height
//   (`.page`), or the content's ideal size (`.fitted`); no detents.
// - The page behind is dimmed unless background interaction is enabled at the shown detent.
import PopshotGraphics
import PopshotUI

/// Where a sheet is and how it behaves on a device (see the rules at the top of this file).
struct SheetGeometry {
  var frame: Rect
  var cornerRadii: CornerRadii
  /// The safe-area insets its content keeps (a full-screen sheet keeps the device's).
  var contentInsets: EdgeInsets
  var detent: Detent?
  var active: [Detent]
  var allInactive: Bool
  var grabberVisible: Bool
  var dimmed: Bool
  /// It covers the whole screen: nothing of the page shows.
  var fullScreen = false
  /// It floats off the screen's edges (iOS 26, below the large detent).
  var floating = false
  /// The page drawn as a card behind a large sheet, if it is.
  var pageCard: PageCard?
  /// Where the page behind stays interactive, if anywhere.
  var livePage: LivePage?

  /// Where the page behind a sheet stays live.
  enum LivePage: Equatable {
    /// At this active detent (the smallest such) and below.
    case detent(Detent)
    /// Always: an iPad sheet, whose one height is the whole sheet.
    case pageSheet

    /// The name ways out give it: the detent's name, or "page" for the iPad sheet.
    var name: String {
      switch self {
      case .detent(let d): return d.name
      case .pageSheet: return "page"
      }
    }
  }

  /// iOS 17's page card behind a large sheet on iPhone (docs/platform.md).
  struct PageCard: Equatable {
    static let scale = 0.915
    static let cornerRadius = 10.0
    /// The page's transform: scaled about its top centre, its top moved to `top`.
    let transform: Transform
    /// The card's outline on the screen.
    let frame: Rect

    init(screen: Rect, top: Double) {
      let s = PageCard.scale
      transform = Transform(
        a: s, b: 0, c: 0, d: s, tx: screen.midX * (1 - s), ty: top - s * screen.minY)
      frame = Rect(
        x: screen.midX - s * screen.width / 2, y: top, width: s * screen.width,
        height: s * screen.height)
    }
  }

  /// UIKit's form sheet (`presentationSizing(.form)`).
  static let formSize = Size(width: 540, height: 620)

  init(
    _ sheet: Sheet, device: Device, orientation o: Orientation, design: Design = .classic,
    state: String?, fittedSize: () -> Size
  ) {
    let metrics = SheetMetrics.of(design)
    let size = device.size(o)
    let screen = Rect(origin: .zero, size: size)
    let insets = device.safeArea(o)
    let pad = device.horizontalSizeClass(o) == .regular && device.verticalSizeClass(o) == .regular
    let compactHeight = device.verticalSizeClass(o) == .compact
    // iPadOS 26's form sheet is not measured: it keeps iPadOS 18's corners (docs/platform.md).
    let r = sheet.cornerRadius ?? (pad ? SheetMetrics.classic : metrics).cornerRadius
    contentInsets = EdgeInsets(top: 0, leading: 0, bottom: insets.bottom, trailing: 0)
    if pad {
      switch sheet.sizing {
      case .page:
        let width = min(704, size.width - 116)
        let top = insets.top + 20
        frame = Rect(
          x: (size.width - width) / 2, y: top, width: width,
          height: size.height - top - insets.bottom - 20)
      case .automatic, .form, .fitted:
        let room = Size(
          width: size.width - 40, height: size.height - insets.top - insets.bottom - 40)
        var s = sheet.sizing == .fitted ? fittedSize() : SheetGeometry.formSize
        s = Size(width: min(s.width, room.width), height: min(s.height, room.height))
        frame = Rect(
          x: (size.width - s.width) / 2, y: (size.height - s.height) / 2, width: s.width,
          height: s.height)
      }
      cornerRadii = CornerRadii(all: r)
      contentInsets = .zero
      active = []
      detent = nil
      allInactive = false
      grabberVisible = sheet.dragIndicator == .visible
      let m = frame.height
      let live: Bool
      switch sheet.backgroundInteraction {
      case .disabled: live = false
      case .enabled: live = true
      case .enabledUpThrough(let d):
        live = (d.value(maxDetentValue: m, compactHeight: false) ?? 0) >= m
      }
      dimmed = !live
      livePage = live ? .pageSheet : nil
      return
    }
    let largeTop = insets.top + metrics.largeTopGap
    let m = size.height - largeTop - insets.bottom
    // Active detents, sorted by height whatever their order (ties keep their order).
    let values = sheet.detents.compactMap { d in
      d.value(maxDetentValue: m, compactHeight: compactHeight).map { (d, $0) }
    }
    .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
    active = values.map(\.0)
    allInactive = values.isEmpty
    let chosen =
      values.first { $0.0.name == state } ?? sheet.selected.flatMap { s in
        values.first { $0.0 == s }
      } ?? values.first
    detent = chosen?.0
    let adaptation = compactHeight ? sheet.compactAdaptation : sheet.compactWidthAdaptation
    let cover: Bool
    switch adaptation.kind {
    case .fullScreenCover: cover = true
    case .automatic: cover = compactHeight
    case .none, .sheet, .popover: cover = false
    }
    if cover {
      frame = screen
      cornerRadii = CornerRadii(all: 0)
      contentInsets = insets
      fullScreen = true
      grabberVisible = false
      dimmed = false
      livePage = nil
      return
    }
    if compactHeight {
      let width = size.width - insets.leading - insets.trailing
      frame = Rect(
        x: (size.width - width) / 2, y: largeTop, width: width, height: size.height - largeTop)
      cornerRadii = CornerRadii(topLeading: r, topTrailing: r)
    } else if metrics.floatingInset > 0, let v = chosen?.1, v < m - 1e-9 {
      // Below the large detent an iOS 26 sheet floats: inset from the sides and the bottom, its
      // bottom corners concentric with the display's.
      let inset = metrics.floatingInset
      let h = v + insets.bottom
      frame = Rect(
        x: inset, y: size.height - inset - h, width: size.width - 2 * inset, height: h)
      let bottom = metrics.floatingBottomRadius(
        displayCornerRadius: device.displayCornerRadius, top: r)
      cornerRadii = CornerRadii(
        topLeading: r, topTrailing: r, bottomTrailing: bottom, bottomLeading: bottom)
      floating = true
    } else {
      let h = (chosen?.1 ?? m) + insets.bottom
      frame = Rect(x: 0, y: size.height - h, width: size.width, height: h)
      cornerRadii = CornerRadii(topLeading: r, topTrailing: r)
    }
    switch sheet.dragIndicator {
    case .visible: grabberVisible = true
    case .hidden: grabberVisible = false
    case .automatic: grabberVisible = values.count > 1
    }
    let shown = compactHeight ? m : (chosen?.1 ?? m)
    func liveAt(_ v: Double) -> Bool {
      switch sheet.backgroundInteraction {
      case .disabled: return false
      case .enabled: return true
      case .enabledUpThrough(let d):
        guard let limit = d.value(maxDetentValue: m, compactHeight: compactHeight) else {
          return false
        }
        return v <= limit + 1e-9
      }
    }
    dimmed = !liveAt(shown)
    if compactHeight {
      livePage = liveAt(m) ? .detent(.large) : nil
    } else {
      livePage = values.first { liveAt($0.1) }.map { .detent($0.0) }
      if metrics.pageCard && dimmed && shown >= m - 1e-9 {
        pageCard = PageCard(screen: screen, top: insets.top)
      }
    }
  }
}
