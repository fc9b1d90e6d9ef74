// A scene on a variant: the page, each presentation's layer in order, then the system chrome,
// composed into one display list and one set of semantics.
//
// Rules (from docs/platform.md and the popup libraries the seeds use):
// - The page fills the screen over systemBackground; its root is centred in the safe area.
// - Each presentation draws its own layer (Popup.swift, Toast.swift, Sheet.swift, Cover.swift).
//   What a modal layer's scrim covers becomes inert.
// - The status bar (none on iPhones in landscape) and the home indicator are drawn last, unless
//   the variant hides them (`systemChrome`).
import PopshotGraphics
import PopshotText
import PopshotUI

/// A scene rendered on one variant.
public struct RenderedScene: Sendable {
  public let variant: Variant
  public let displayList: DisplayList
  public let semantics: SceneSemantics
  /// The sheets and covers the page's views attach, shown or not (a snapshot can open them).
  public let requests: [PresentationRequest]
  /// Where the scene's fixture describes what the frame shows: UTF-8 offsets into its text of
  /// the JSON objects of its views, by element id (layer-qualified, as the semantics name
  /// them); of each presentation, by its layer's name; and of the navigation bar, under
  /// `navigationbar`. Empty for a scene written in Swift. `source(of:)` reads it.
  public let sources: [String: Int]
  /// What the views the page shows under a condition (ZStack popups written as user code) draw
  /// over the page's elements before them: the audit's same-layer covering.
  public let pageCovers: [PageCover]
  /// How each way out of what a Swift view's screen shows over its page fared, when something
  /// is and it was tried (`SceneRenderer.observeDismissal`); nil otherwise. The audit's
  /// dismiss.observed-* rules read it.
  public var observedDismissal: ObservedDismissal? = nil
  /// Where the page's drawing ends in `displayList` (presentations and chrome follow).
  var pageItemEnd = 0

  /// What the frame draws, as a stable value (`DisplayList.fingerprint`): equal fingerprints
  /// draw equal pixels with the same renderer and font files.
  public var fingerprint: String {
    displayList.fingerprint(
      size: variant.device.size(variant.orientation), scale: variant.device.scale)
  }

  /// The frame's pixels.
  public func pixmap() throws(PixmapError) -> Pixmap {
    try Painter(scale: variant.device.scale).render(
      displayList, size: variant.device.size(variant.orientation))
  }

  /// The frame, and copies of some of its regions as they stood before given items were drawn
  /// (`Painter.render(_:size:before:)`).
  public func pixmap(before: Set<Painter.FrameCopy>) throws(PixmapError) -> (
    frame: Pixmap, before: [Painter.FrameCopy: Pixmap]
  ) {
    try Painter(scale: variant.device.scale).render(
      displayList, size: variant.device.size(variant.orientation), before: before)
  }

  /// The parts of the frame that hold `regions` (device pixels), and copies of some regions as
  /// they stood before given items were drawn (`Painter.render(_:size:covering:before:)`).
  public func pieces(covering regions: [PixelRect], before: Set<Painter.FrameCopy>)
    throws(PixmapError) -> (frame: FramePieces, before: [Painter.FrameCopy: Pixmap])
  {
    try Painter(scale: variant.device.scale).render(
      displayList, size: variant.device.size(variant.orientation), covering: regions,
      before: before)
  }
}

/// A shape drawn by a view the page shows under a condition (a ZStack popup), over the page's
/// elements placed before that view: those whose `zOrder` is below `before`. It takes their taps
/// where it lies (SwiftUI hit-tests every drawn shape), and hides them where it is opaque.
public struct PageCover: Sendable, Hashable {
  public var frame: Rect
  public var opaque: Bool
  public var before: Int
  /// The id of the view shown under the condition.
  public var view: String
}

extension RenderedScene {
  /// The shapes ZStack popups draw over `e` (a page element placed before them) that meet
  /// `area` (its frame when nil): they take its taps there and, when opaque, hide it.
  public func pageCovers(over e: SemanticElement, in area: Rect? = nil) -> [PageCover] {
    guard e.layer == .page, !pageCovers.isEmpty else { return [] }
    let r = area ?? e.frame
    return pageCovers.filter { e.zOrder < $0.before && !$0.frame.intersection(r).isEmpty }
  }

  /// Where the fixture describes `element` (an offset into its text, see `sources`): the object
  /// of its own view, or else of the nearest view or presentation it is a part of. The id is
  /// shortened a component at a time (`popup/vstack/button/label`, then `popup/vstack/button`…),
  /// and a built-in part named with a dot (`toast.close`, `navigationbar.back`) belongs to what
  /// the name before the dot names. Nil when no object of the fixture holds it (the status bar,
  /// a scene written in Swift).
  public func source(of element: String) -> Int? {
    var id = Substring(element)
    while true {
      if let offset = sources[String(id)] { return offset }
      if let slash = id.lastIndex(of: "/") {
        id = id[..<slash]
      } else if let dot = id.firstIndex(of: ".") {
        id = id[..<dot]
      } else {
        return nil
      }
    }
  }
}

/// Renders scenes on variants.
public struct SceneRenderer: Sendable {
  /// Draw the display's rounded corners (black outside them). Off by default: the PNG is the
  /// full screen rectangle.
  public var displayCorners = false
  /// The longest a view's action (a tap's, an `onChange`'s) may run in an interaction before the
  /// step fails, in seconds.
  public var actionTimeLimit = 5.0

  public init(displayCorners: Bool = false) { self.displayCorners = displayCorners }

  /// The scene on a variant. The page and its presentations are laid out again while an
  /// `onPreferenceChange` inside them sees a new value (`LayoutEngine.settled`): a sheet sized
  /// from its content's measured height shows at that height. A scene with interactions is drawn
  /// as they leave it (Interaction.swift).
  public func render(_ scene: Scene, _ v: Variant) throws(RenderError) -> RenderedScene {
    if !scene.interactions.isEmpty { return try renderAfterInteractions(scene, v) }
    return try renderSettled(scene, v)
  }

  func renderSettled(_ scene: Scene, _ v: Variant) throws(RenderError) -> RenderedScene {
    try LayoutEngine.settled { () throws(RenderError) -> RenderedScene in try renderOnce(scene, v) }
  }

  func renderOnce(_ scene: Scene, _ v: Variant) throws(RenderError) -> RenderedScene {
    let device = v.device
    let o = v.orientation
    let screen = Rect(origin: .zero, size: device.size(o))
    let safe = screen.inset(by: device.safeArea(o))
    let env = v.environment
    var noInsets = env
    noInsets.safeAreaInsets = .zero

    // The page.
    var items: [DisplayItem] = [
      .fill(.rect(screen), .solid(Color.systemBackground.resolved(v.appearance)), .nonZero)
    ]
    let page: AnyView
    if let bar = scene.navigationBar {
      page = AnyView(
        NavigationContainer(
          title: bar.title, backButton: bar.backButton, displayMode: bar.displayMode,
          content: scene.page))
    } else {
      page = scene.page
    }
    var pageResult = try LayoutEngine.render(page, size: screen.size, environment: env)
    // The page's items and elements are taken out of its result, not copied: the result stays
    // alive to the end, and a copy of tens of thousands of elements would be made on the first
    // element added.
    items += pageResult.displayList.items
    pageResult.displayList.items = []
    let pageItemEnd = items.count
    var elements = pageResult.semantics.elements
    pageResult.semantics.elements = []
    var sources = pageResult.sources
    if let bar = scene.sources.navigationBar { sources["navigationbar"] = bar }
    var infos: [PresentationInfo] = []
    var pageCovers = pageResult.conditionals.flatMap { region in
      region.covers.map {
        PageCover(frame: $0.frame, opaque: $0.opaque, before: region.firstElement, view: region.id)
      }
    }
    let overlays = userPopups(
      pageResult.conditionals, &elements, &infos,
      area: safe.width * safe.height)

    // Presentations, in order.
    let pageFrames = Dictionary(elements.map { ($0.id, $0.frame) }) { first, _ in first }
    let pageCount = elements.count
    let context = PresentationContext(
      variant: v, screen: screen, safe: safe, environment: env,
      noInsets: noInsets,
      navigationBar: pageResult.frames["navigationbar"],
      pageFrames: pageFrames)
    // What the page's views present, then what the scene adds (a fixture's presentations).
    // A page variant shows none of them.
    let attached = v.isPage ? [] : pageResult.presentations.compactMap(Presentation.init(request:))
    let presentations = v.isPage ? [] : attached + scene.presentations
    var lightStatusBar = false
    for (i, (p, id)) in zip(presentations, PresentationKind.layerIDs(presentations)).enumerated() {
      var layer = try p.layer(id: id, in: context)
      sources.merge(layer.sources) { first, _ in first }
      // The scene's own presentations come after those the page's views attach.
      let own = i - attached.count
      if own >= 0, own < scene.sources.presentations.count {
        sources[id] = scene.sources.presentations[own]
      }
      if let card = layer.pageCard {
        items = PageCardEffect.apply(card, to: items, screen: screen)
        for i in elements.indices { elements[i].apply(card.transform) }
        for i in pageCovers.indices {
          pageCovers[i].frame = pageCovers[i].frame.applying(card.transform)
        }
        lightStatusBar = true
      }
      if layer.info.modal, let scrim = layer.info.scrimFrame {
        cover(&elements, with: scrim, &layer.info)
      }
      items += layer.items
      elements += layer.elements
      infos.append(layer.info)
    }

    // System chrome.
    // Over the black around a page card the status bar is light.
    var barEnvironment = noInsets
    if lightStatusBar { barEnvironment.colorScheme = .dark }
    let statusBar =
      v.systemChrome ? try drawStatusBar(device, o, barEnvironment, &items, &elements) : nil
    let home = v.systemChrome ? Chrome.homeIndicator(device, o) : nil
    if let home {
      items.append(
        .fill(.capsule(in: home), .solid(Color.primary.resolved(v.appearance)), .nonZero))
    }
    if displayCorners && device.displayCornerRadius > 0 {
      var outside = Path.rect(screen)
      outside.append(
        .roundedRect(screen, cornerRadius: device.displayCornerRadius, style: .continuous))
      items.append(.fill(outside, .solid(.black), .evenOdd))
    }
    // The page's ids were hashed once for its frames: when they are all distinct, only what
    // came after them needs checking.
    if pageFrames.count == pageCount {
      elements.makeIDsUnique(afterUnique: pageCount, ids: pageFrames)
    } else {
      elements.makeIDsUnique()
    }
    for i in elements.indices { elements[i].zOrder = i }
    let semantics = SceneSemantics(
      screen: screen, safeArea: context.safe, statusBar: statusBar, homeIndicator: home,
      displayCornerRadius: device.displayCornerRadius, elements: elements, presentations: infos,
      overlays: overlays.isEmpty ? nil : overlays)
    var rendered = RenderedScene(
      variant: v, displayList: DisplayList(items), semantics: semantics,
      requests: pageResult.presentations, sources: sources, pageCovers: pageCovers)
    rendered.pageItemEnd = pageItemEnd
    return rendered
  }

  /// Popups written as user code. A page view with the isModal trait is a popup to the audit:
  /// VoiceOver reads only it, so the elements behind it that it covers are out of reach, and its
  /// controls are its ways out (Popshot cannot know which one closes it). A view shown under a
  /// condition that covers at least a tenth of the safe area and lies over other elements is an
  /// overlay; if it is not modal, what VoiceOver can still reach behind it is listed.
  private func userPopups(
    _ conditionals: [ConditionalRegion], _ elements: inout [SemanticElement],
    _ infos: inout [PresentationInfo], area: Double
  ) -> [ConditionalOverlay] {
    for (index, e) in elements.enumerated() where e.traits?.contains(.isModal) == true {
      let inside = elements[(index + 1)...].filter {
        !$0.actions.isEmpty && !$0.frame.intersection(e.frame).isEmpty
      }
      var info = PresentationInfo(
        id: e.id, kind: .popup, frame: e.frame, modal: true,
        waysOut: inside.map { .closeControl($0.id) }, scrimFrame: nil,
        details: .popup(PopupInfo(autohide: nil)))
      for i in 0..<index where !elements[i].inert {
        guard !elements[i].frame.intersection(e.frame).isEmpty else { continue }
        elements[i].inert = true
        info.scrimCovers.append(elements[i].id)
      }
      infos.append(info)
    }
    var overlays: [ConditionalOverlay] = []
    for region in conditionals where region.frame.width * region.frame.height >= area / 10 {
      // VoiceOver stops at a control once, not again at its label.
      let candidates = elements[..<min(region.firstElement, elements.count)].filter {
        !$0.hiddenFromAccessibility && !$0.frame.intersection(region.frame).isEmpty
      }
      let behind = candidates.filter { e in
        !candidates.contains { $0.role == .button && e.id.hasPrefix($0.id + "/") }
      }
      guard !behind.isEmpty else { continue }
      let modal = elements[min(region.firstElement, elements.count)...].contains {
        $0.traits?.contains(.isModal) == true && !$0.frame.intersection(region.frame).isEmpty
      }
      overlays.append(
        ConditionalOverlay(
          id: region.id, frame: region.frame, modal: modal,
          reachableBehind: modal ? [] : behind.filter { !$0.inert }.map(\.id)))
    }
    return overlays
  }

  /// A modal's scrim makes what it covers inert; interactive page elements it leaves uncovered
  /// stay live, and the audit is told which.
  private func cover(
    _ elements: inout [SemanticElement], with scrim: Rect, _ info: inout PresentationInfo
  ) {
    for i in elements.indices where !elements[i].inert {
      if elements[i].frame.intersection(scrim).isEmpty {
        if !elements[i].actions.isEmpty && elements[i].layer == .page {
          info.uncoveredInteractive.append(elements[i].id)
        }
      } else {
        elements[i].inert = true
        info.scrimCovers.append(elements[i].id)
      }
    }
  }

  /// Draws the status bar, if the device shows one in this orientation, and returns its frame.
  private func drawStatusBar(
    _ device: Device, _ o: Orientation, _ environment: EnvironmentValues,
    _ items: inout [DisplayItem], _ elements: inout [SemanticElement]
  ) throws(RenderError) -> Rect? {
    let height = device.statusBarHeight(o)
    guard height > 0 else { return nil }
    let frame = Rect(x: 0, y: 0, width: device.size(o).width, height: height)
    let style = StatusBarStyle(device)
    let key = StatusBarKey(width: frame.width, height: height, style: style, environment)
    let bar = try StatusBarCache.bar(key) { () throws(RenderError) in
      let bar = try LayoutEngine.render(
        StatusBarView(width: frame.width, height: height, style: style), size: frame.size,
        environment: environment)
      var (items, elements, _) = Layer.chrome.adopt(bar, at: frame.origin)
      for i in elements.indices { elements[i].hiddenFromAccessibility = true }
      return (items, elements)
    }
    items += bar.items
    elements += bar.elements
    return frame
  }
}

/// The page as a card behind a large sheet (iOS 17, docs/platform.md): black behind, the page
/// scaled about its top centre and clipped to a card with rounded corners.
enum PageCardEffect {
  static func apply(_ card: SheetGeometry.PageCard, to items: [DisplayItem], screen: Rect)
    -> [DisplayItem]
  {
    let outline = Path.roundedRect(
      card.frame, cornerRadius: SheetGeometry.PageCard.cornerRadius, style: .continuous)
    return [.fill(.rect(screen), .solid(.black), .nonZero), .pushClip(outline, .nonZero)]
      + items.flatMap { $0.applying(card.transform) } + [.popClip]
  }
}

extension [SemanticElement] {
  /// Makes every id unique, whatever the ids a user gave: the first element with an id keeps
  /// it, and each later one becomes `id#2`, `id#3`… (the first such name no element has). Ids
  /// come from the user's `.id`s, the ids the views derive (`x/content`, a control's parts) and
  /// the system's (`statusbar.time`, `toast.close`), so they can meet; baselines and findings
  /// name elements by id, so two elements must never share one. Deterministic: the order of the
  /// elements decides.
  mutating func makeIDsUnique() { makeIDsUnique(afterUnique: 0, ids: [String: Rect]()) }

  /// `makeIDsUnique()` for elements whose first `count` are known to have distinct ids, the
  /// keys of `ids`: only the elements after them are hashed.
  mutating func makeIDsUnique<Value>(afterUnique count: Int, ids known: [String: Value]) {
    var taken = Set<String>()
    var repeated: [Int] = []
    for i in count..<self.count {
      let id = self[i].id
      if known[id] != nil || !taken.insert(id).inserted { repeated.append(i) }
    }
    guard !repeated.isEmpty else { return }
    for i in repeated {
      let base = self[i].id
      var n = 2
      while known["\(base)#\(n)"] != nil || taken.contains("\(base)#\(n)") { n += 1 }
      self[i].id = "\(base)#\(n)"
      taken.insert(self[i].id)
    }
  }

}
