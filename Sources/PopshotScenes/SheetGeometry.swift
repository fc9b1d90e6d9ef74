// Sheet geometry, from docs/platform.md:
// - On iPhone in portrait a sheet rises from the bottom: a detent of height h shows h plus the
//   bottom safe inset; the large detent's top is 10 pt below the top safe inset, and
//   maxDetentValue is the height between that and the bottom inset.
// - In compact height (iPhone landscape) every sheet is full height, as wide as the phone is in
//   portrait, and `.medium` is inactive.
// - On iPad (regular width and height) a sheet is a centred page sheet at most 704 pt wide, with
//   no detents.
// - The page behind is dimmed unless background interaction is enabled at the shown detent.
import PopshotGraphics
import PopshotUI

/// Where a sheet is and how it behaves on a device (see the rules at the top of this file).
struct SheetGeometry {
  var frame: Rect
  var cornerRadii: CornerRadii
  var bottomInset: Double
  var detent: Detent?
  var active: [Detent]
  var allInactive: Bool
  var grabberVisible: Bool
  var dimmed: Bool
  /// Where the page behind stays interactive, if anywhere.
  var livePage: LivePage?

  /// Where the page behind a sheet stays live.
  enum LivePage: Equatable {
    /// At this active detent (the smallest such) and below.
    case detent(Detent)
    /// Always: an iPad page sheet, whose one height is the whole sheet.
    case pageSheet

    /// The name ways out give it: the detent's name, or "page" for the page sheet.
    var name: String {
      switch self {
      case .detent(let d): return d.name
      case .pageSheet: return "page"
      }
    }
  }

  init(_ sheet: Sheet, device: Device, orientation o: Orientation, state: String?) {
    let size = device.size(o)
    let insets = device.safeArea(o)
    let pad = device.horizontalSizeClass(o) == .regular && device.verticalSizeClass(o) == .regular
    let compactHeight = device.verticalSizeClass(o) == .compact
    let r = sheet.cornerRadius
    if pad {
      let width = min(704, size.width - 116)
      let top = insets.top + 20
      frame = Rect(
        x: (size.width - width) / 2, y: top, width: width,
        height: size.height - top - insets.bottom - 20)
      cornerRadii = CornerRadii(all: r)
      bottomInset = 0
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
    let largeTop = insets.top + 10
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
    bottomInset = insets.bottom
    if compactHeight {
      let width = min(size.width - insets.leading - insets.trailing, device.portraitSize.width)
      frame = Rect(
        x: (size.width - width) / 2, y: largeTop, width: width, height: size.height - largeTop)
    } else {
      let h = (chosen?.1 ?? m) + insets.bottom
      frame = Rect(x: 0, y: size.height - h, width: size.width, height: h)
    }
    cornerRadii = CornerRadii(topLeading: r, topTrailing: r)
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
    }
  }
}
