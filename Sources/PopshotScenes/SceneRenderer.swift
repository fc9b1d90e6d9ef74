// A scene on a variant: the page, each presentation in order, then the system chrome, laid out
// by the view layer and composed into one display list and one set of semantics.
//
// Rules (from docs/platform.md and the popup libraries the seeds use):
// - The page fills the screen over systemBackground; its root is centred in the safe area.
// - Popups sit at their position inside the safe area (toast kind: inside the screen, ignoring the
//   safe area; floater: 10 pt inside the safe area) over an optional full-screen scrim.
// - Toasts span the safe area's width at its top or bottom edge (plus their offset).
// - Sheets on iPhone in portrait rise from the bottom: a detent of height h shows h plus the bottom
//   safe inset; the large detent's top is 10 pt below the top safe inset, and maxDetentValue is
//   the height between that and the bottom inset. In compact height (iPhone landscape) every sheet
//   is full height, as wide as the phone is in portrait, and `.medium` is inactive. On iPad
//   (regular width and height) a sheet is a centred page sheet at most 704 pt wide, with no
//   detents. Corners are 10 pt; the grabber is 36 × 5, 5 pt from the top, tertiaryLabel. The page
//   behind is dimmed with black at 40% (UIKit's dimming view) unless background interaction is
//   enabled at the shown detent.
// - A full-screen cover fills the screen over systemBackground.
// - The status bar (none on iPhones in landscape) and the home indicator are drawn last.
import PopshotGraphics
import PopshotSeeds
import PopshotText
import PopshotUI

/// A scene rendered on one variant.
public struct RenderedScene: Sendable {
  public let variant: Variant
  public let displayList: DisplayList
  public let semantics: SceneSemantics

  /// The frame's pixels.
  public func pixmap() throws(PixmapError) -> Pixmap {
    try Painter(scale: variant.device.scale).render(displayList, size: variant.device.size(variant.orientation))
  }
}

/// Renders scenes on variants.
public struct SceneRenderer: Sendable {
  /// Draw the display's rounded corners (black outside them). Off by default: the PNG is the
  /// full screen rectangle.
  public var displayCorners = false

  public init(displayCorners: Bool = false) { self.displayCorners = displayCorners }

  static let dimming = Color.black.opacity(0.4)
  static let sheetBackground = Color(light: .white, dark: try! SRGBColor(hex: "#1C1C1E"), name: "systemBackground (elevated)")

  public func render(_ scene: Scene, _ v: Variant) throws(FontError) -> RenderedScene {
    let device = v.device, o = v.orientation
    let screenSize = device.size(o)
    let screen = Rect(origin: .zero, size: screenSize)
    let insets = device.safeArea(o)
    let safe = screen.inset(by: insets)
    var env = EnvironmentValues()
    env.colorScheme = v.appearance
    env.dynamicTypeSize = v.textSize
    env.safeAreaInsets = insets
    env.displayScale = device.scale
    var noInsets = env
    noInsets.safeAreaInsets = .zero

    // The page.
    var items: [DisplayItem] = [.fill(.rect(screen), .solid(Color.systemBackground.resolved(v.appearance)), .nonZero)]
    var elements: [SemanticElement] = []
    var infos: [PresentationInfo] = []
    let page: AnyView
    if let bar = scene.navigationBar {
      page = AnyView(VStack(spacing: 0) {
        NavigationBarView(bar: bar)
        scene.page.frame(maxWidth: .infinity, maxHeight: .infinity)
      })
    } else {
      page = scene.page
    }
    let pageResult = try LayoutEngine.render(page, size: screenSize, environment: env)
    items += pageResult.displayList.items
    elements += pageResult.semantics.elements
    let navigationBar = pageResult.frames["navigationbar"]

    // Presentations, in order.
    let counts = Dictionary(grouping: scene.presentations, by: \.kindName).mapValues(\.count)
    var seen: [String: Int] = [:]
    for p in scene.presentations {
      let n = seen[p.kindName, default: 0]
      seen[p.kindName] = n + 1
      let base = p.kindName == "fullScreenCover" ? "cover" : p.kindName
      let layer = counts[p.kindName]! > 1 ? "\(base)[\(n)]" : base
      var layerItems: [DisplayItem] = []
      var layerElements: [SemanticElement] = []
      var info: PresentationInfo

      /// Lays `view` out in `frame` (aligned when smaller) and returns where it went.
      @discardableResult
      func place(_ view: AnyView, in frame: Rect, env e: EnvironmentValues, alignment: Alignment = .center) throws(FontError) -> Rect {
        let r = try LayoutEngine.render(view, size: frame.size, environment: e, alignment: alignment)
        // Element ids gain the layer's name (explicit ids that start with it are kept), and so do
        // the glyph runs that point at them, so the audit can find each text's glyphs.
        func rename(_ id: String) -> String { id.hasPrefix(layer + ".") ? id : "\(layer)/\(id)" }
        layerItems += r.displayList.items.map { item in
          let moved = item.translatedBy(dx: frame.minX, dy: frame.minY)
          guard case .glyphRun(var run) = moved else { return moved }
          run.elementID = run.elementID.map(rename)
          return .glyphRun(run)
        }
        layerElements += r.semantics.elements.map { el in
          var el = el
          el.frame = el.frame.offsetBy(dx: frame.minX, dy: frame.minY)
          el.hitFrame = el.hitFrame?.offsetBy(dx: frame.minX, dy: frame.minY)
          el.id = rename(el.id)
          el.layer = layer
          return el
        }
        return r.frame.offsetBy(dx: frame.minX, dy: frame.minY)
      }
      func element(_ id: String, _ role: SemanticRole, _ frame: Rect, actions: [SemanticAction] = []) -> SemanticElement {
        SemanticElement(id: id, role: role, label: nil, frame: frame, hitFrame: actions.isEmpty ? nil : frame, text: nil,
          foreground: nil, background: nil, actions: actions, zOrder: 0, hiddenFromAccessibility: true, layer: layer)
      }

      switch p {
      case .popup(let popup):
        var area: Rect
        switch popup.kind {
        case .default: area = safe
        case .toast: area = screen
        case .floater: area = safe.insetBy(dx: 10, dy: 10)
        }
        var scrimArea = screen
        if popup.belowNavigationBar, let bar = navigationBar {
          area = Rect(x: area.minX, y: bar.maxY, width: area.width, height: area.maxY - bar.maxY)
          scrimArea = Rect(x: 0, y: bar.maxY, width: screen.width, height: screen.maxY - bar.maxY)
        }
        if let scrim = popup.scrim {
          layerItems.append(.fill(.rect(scrimArea), .solid(scrim.resolved(v.appearance)), .nonZero))
          layerElements.append(element("\(layer)/scrim", .scrim, scrimArea, actions: popup.closeOnTapOutside ? [.dismiss] : []))
        }
        let container = layerElements.count
        let frame = try place(popup.content, in: area, env: noInsets, alignment: popup.position.alignment)
        layerElements.insert(element(layer, .popup, frame, actions: popup.closeOnTap ? [.dismiss] : []), at: container)
        var ways: [WayOut] = []
        if popup.closeOnTapOutside { ways.append(.tapOutside) }
        if popup.closeOnTap { ways.append(.tapOnSelf) }
        if popup.dragToDismiss { ways.append(.swipe) }
        if let t = popup.autohide { ways.append(.timer(t)) }
        if let c = popup.closeControl, layerElements.contains(where: { $0.id == c || $0.id == "\(layer)/\(c)" }) {
          ways.append(.closeControl(c))
        }
        if popup.escapeAction || layerElements.contains(where: { $0.actions.contains(.escape) }) { ways.append(.escape) }
        info = PresentationInfo(
          id: layer, kind: "popup", frame: frame, modal: popup.scrim != nil, waysOut: ways,
          scrimFrame: popup.scrim != nil ? scrimArea : nil, scrimCovers: [], uncoveredInteractive: [], detent: nil,
          activeDetents: [], allDetentsInactive: false, dragIndicatorVisible: nil, pageInteractive: popup.scrim == nil,
          duration: popup.autohide, wordCount: nil)

      case .toast(let toast):
        let view = AnyView(FancyToastView(type: toast.style, title: toast.title, message: toast.message, closeButton: toast.closeButton))
        let size = LayoutEngine.size(of: view, proposal: ProposedSize(width: safe.width, height: nil), environment: noInsets)
        let y = toast.edge == .top ? safe.minY + toast.offset : safe.maxY - size.height - toast.offset
        let frame = Rect(x: safe.minX, y: y, width: safe.width, height: size.height)
        layerElements.append(element(layer, .toast, frame))
        try place(view, in: frame, env: noInsets)
        var ways: [WayOut] = []
        if toast.closeButton { ways.append(.closeControl("toast.close")) }
        if toast.duration > 0 { ways.append(.timer(toast.duration)) }
        let words = (toast.title + " " + toast.message).split(whereSeparator: { $0 == " " || $0 == "\n" }).count
        info = PresentationInfo(
          id: layer, kind: "toast", frame: frame, modal: false, waysOut: ways, scrimFrame: nil, scrimCovers: [],
          uncoveredInteractive: [], detent: nil, activeDetents: [], allDetentsInactive: false, dragIndicatorVisible: nil,
          pageInteractive: true, duration: toast.duration, wordCount: words)

      case .sheet(let sheet):
        let g = SheetGeometry(sheet, device: device, orientation: o, state: v.state)
        if g.dimmed {
          layerItems.append(.fill(.rect(screen), .solid(SceneRenderer.dimming.resolved(v.appearance)), .nonZero))
          layerElements.append(element("\(layer)/scrim", .scrim, screen,
            actions: sheet.interactiveDismissDisabled || sheet.constant ? [] : [.dismiss]))
        }
        let shape = Path.roundedRect(g.frame, cornerRadii: g.cornerRadii, style: .continuous)
        layerItems.append(.fill(shape, .solid(SceneRenderer.sheetBackground.resolved(v.appearance)), .nonZero))
        layerElements.append(element(layer, .sheet, g.frame))
        var contentEnv = env
        contentEnv.safeAreaInsets = EdgeInsets(top: 0, leading: 0, bottom: g.bottomInset, trailing: 0)
        layerItems.append(.pushClip(shape, .nonZero))
        try place(sheet.content, in: g.frame, env: contentEnv)
        layerItems.append(.popClip)
        if g.grabberVisible {
          let grabber = Rect(x: g.frame.midX - 18, y: g.frame.minY + 5, width: 36, height: 5)
          layerItems.append(.fill(.capsule(in: grabber), .solid(Color.tertiaryLabel.resolved(v.appearance)), .nonZero))
          layerElements.append(element("\(layer)/grabber", .grabber, grabber))
        }
        var ways: [WayOut] = []
        if !sheet.interactiveDismissDisabled && !sheet.constant {
          ways.append(.swipe)
          if g.dimmed { ways.append(.tapOutside) }
        }
        if let c = sheet.closeControl, layerElements.contains(where: { $0.id == c || $0.id == "\(layer)/\(c)" }) {
          ways.append(.closeControl(c))
        }
        if let live = g.liveDetent { ways.append(.interactivePageAtDetent(live)) }
        info = PresentationInfo(
          id: layer, kind: "sheet", frame: g.frame, modal: g.dimmed, waysOut: ways, scrimFrame: g.dimmed ? screen : nil,
          scrimCovers: [], uncoveredInteractive: [], detent: g.detent?.name, activeDetents: g.active.map(\.name),
          allDetentsInactive: g.allInactive, dragIndicatorVisible: g.grabberVisible, pageInteractive: !g.dimmed,
          duration: nil, wordCount: nil)

      case .fullScreenCover(let cover):
        layerItems.append(.fill(.rect(screen), .solid(Color.systemBackground.resolved(v.appearance)), .nonZero))
        layerElements.append(element(layer, .container, screen))
        try place(cover.content, in: screen, env: env)
        var ways: [WayOut] = []
        if let c = cover.closeControl, layerElements.contains(where: { $0.id == c || $0.id == "\(layer)/\(c)" }) {
          ways.append(.closeControl(c))
        }
        info = PresentationInfo(
          id: layer, kind: "fullScreenCover", frame: screen, modal: true, waysOut: ways, scrimFrame: screen,
          scrimCovers: [], uncoveredInteractive: [], detent: nil, activeDetents: [], allDetentsInactive: false,
          dragIndicatorVisible: nil, pageInteractive: false, duration: nil, wordCount: nil)
      }

      // What the scrim covers becomes inert; interactive elements it leaves uncovered stay live.
      if info.modal, let scrim = info.scrimFrame {
        for i in elements.indices where !elements[i].inert {
          if elements[i].frame.intersection(scrim).isEmpty {
            if !elements[i].actions.isEmpty && elements[i].layer == "page" { info.uncoveredInteractive.append(elements[i].id) }
          } else {
            elements[i].inert = true
            info.scrimCovers.append(elements[i].id)
          }
        }
      }
      items += layerItems
      elements += layerElements
      infos.append(info)
    }

    // System chrome.
    var statusBar: Rect?
    let barHeight = device.statusBarHeight(o)
    if barHeight > 0 {
      let frame = Rect(x: 0, y: 0, width: screen.width, height: barHeight)
      statusBar = frame
      let bar = try LayoutEngine.render(StatusBarView(height: barHeight, pad: device.family == .pad),
        size: frame.size, environment: noInsets)
      // Chrome ids are prefixed so they never collide with the page's.
      func chrome(_ id: String) -> String { id.hasPrefix("statusbar.") ? id : "chrome/\(id)" }
      items += bar.displayList.items.map { item in
        guard case .glyphRun(var run) = item else { return item }
        run.elementID = run.elementID.map(chrome)
        return .glyphRun(run)
      }
      elements += bar.semantics.elements.map { el in
        var el = el
        el.id = chrome(el.id)
        el.layer = "chrome"
        el.hiddenFromAccessibility = true
        return el
      }
    }
    let home = Chrome.homeIndicator(device, o)
    if let home {
      items.append(.fill(.capsule(in: home), .solid(Color.primary.resolved(v.appearance)), .nonZero))
    }
    if displayCorners && device.displayCornerRadius > 0 {
      var outside = Path.rect(screen)
      outside.append(.roundedRect(screen, cornerRadius: device.displayCornerRadius, style: .continuous))
      items.append(.fill(outside, .solid(.black), .evenOdd))
    }
    for i in elements.indices { elements[i].zOrder = i }
    let semantics = SceneSemantics(
      screen: screen, safeArea: safe, statusBar: statusBar, homeIndicator: home,
      displayCornerRadius: device.displayCornerRadius, elements: elements, presentations: infos)
    return RenderedScene(variant: v, displayList: DisplayList(items), semantics: semantics)
  }
}

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
  /// An active detent at which the page stays interactive, if any.
  var liveDetent: String?

  init(_ sheet: Sheet, device: Device, orientation o: Orientation, state: String?) {
    let size = device.size(o), insets = device.safeArea(o)
    let pad = device.horizontalSizeClass(o) == .regular && device.verticalSizeClass(o) == .regular
    let compactHeight = device.verticalSizeClass(o) == .compact
    let r = sheet.cornerRadius
    if pad {
      let width = min(704, size.width - 116)
      let top = insets.top + 20
      frame = Rect(x: (size.width - width) / 2, y: top, width: width, height: size.height - top - insets.bottom - 20)
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
      case .enabledUpThrough(let d): live = (d.value(maxDetentValue: m, compactHeight: false) ?? 0) >= m
      }
      dimmed = !live
      liveDetent = live ? "page" : nil
      return
    }
    let largeTop = insets.top + 10
    let m = size.height - largeTop - insets.bottom
    // Active detents, sorted by height whatever their order (ties keep their order).
    let values = sheet.detents.compactMap { d in d.value(maxDetentValue: m, compactHeight: compactHeight).map { (d, $0) } }
      .enumerated().sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.map(\.element)
    active = values.map(\.0)
    allInactive = values.isEmpty
    let chosen = values.first { $0.0.name == state } ?? sheet.selected.flatMap { s in values.first { $0.0 == s } } ?? values.first
    detent = chosen?.0
    bottomInset = insets.bottom
    if compactHeight {
      let width = min(size.width - insets.leading - insets.trailing, device.portraitSize.width)
      frame = Rect(x: (size.width - width) / 2, y: largeTop, width: width, height: size.height - largeTop)
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
        guard let limit = d.value(maxDetentValue: m, compactHeight: compactHeight) else { return false }
        return v <= limit + 1e-9
      }
    }
    dimmed = !liveAt(shown)
    liveDetent = compactHeight ? (liveAt(m) ? "large" : nil) : values.first { liveAt($0.1) }?.0.name
  }
}
