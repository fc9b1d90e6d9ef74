// One presentation's share of a frame: what it draws, its semantic elements and what the audit
// knows of it, built in the presentation's own coordinate space and moved onto the screen.
import PopshotGraphics
import PopshotText
import PopshotUI

/// Where presentations are laid out on one variant.
struct PresentationContext {
  let variant: Variant
  let screen: Rect
  let safe: Rect
  /// The environment with the device's safe-area insets.
  let environment: EnvironmentValues
  /// The same environment without safe-area insets, for content placed inside the safe area.
  let noInsets: EnvironmentValues
  /// The page's navigation bar, if it has one.
  let navigationBar: Rect?
  /// The frames of the page's elements, by id (what a fixture's popover points at).
  var pageFrames: [String: Rect] = [:]

  /// The system design the presentation draws in: the environment's, as for every view.
  var design: Design { environment.design }

  /// A solid paint of `color` in the variant's appearance.
  func solid(_ color: Color) -> Paint { .solid(color.resolved(variant.appearance)) }
}

/// What one presentation adds over the page.
struct PresentationLayer {
  var items: [DisplayItem]
  var elements: [SemanticElement]
  var info: PresentationInfo
  /// Where the fixture describes the views it shows, by element id (see `RenderedScene.sources`).
  var sources: [String: Int] = [:]
  /// What it does to everything drawn before it: a large sheet on iPhone turns the page into a
  /// card (nil: it leaves the page as it is).
  var pageCard: SheetGeometry.PageCard? = nil
}

/// Collects a presentation's drawing and elements.
struct LayerBuilder {
  let id: String
  let layer: Layer
  var items: [DisplayItem] = []
  var elements: [SemanticElement] = []
  var sources: [String: Int] = [:]
  var pageCard: SheetGeometry.PageCard?

  init(id: String) {
    self.id = id
    layer = .presentation(id)
  }

  mutating func fill(_ path: Path, _ color: Color, _ context: PresentationContext) {
    items.append(.fill(path, context.solid(color), .nonZero))
  }

  /// Lays `view` out in `frame` (aligned when smaller) and returns where it went; what it draws
  /// and its elements join the layer (`Layer.adopt`).
  @discardableResult
  mutating func place(
    _ view: AnyView, in frame: Rect, environment: EnvironmentValues, alignment: Alignment = .center
  ) throws(RenderError) -> Rect {
    let r = try LayoutEngine.render(
      view, size: frame.size, environment: environment, alignment: alignment)
    let adopted = layer.adopt(r, at: frame.origin)
    items += adopted.items
    elements += adopted.elements
    sources.merge(adopted.sources) { first, _ in first }
    return r.frame.offsetBy(dx: frame.minX, dy: frame.minY)
  }

  /// An element the presentation itself adds (its container, scrim or grabber): hidden from
  /// VoiceOver, tappable when it has actions.
  func element(
    _ id: String, _ role: SemanticRole, _ frame: Rect, actions: [SemanticAction] = []
  ) -> SemanticElement {
    SemanticElement(
      id: id, role: role, label: nil, frame: frame, hitFrame: actions.isEmpty ? nil : frame,
      text: nil,
      foreground: nil, background: nil, actions: actions, zOrder: 0, hiddenFromAccessibility: true,
      layer: layer)
  }

  /// The scrim or dimming behind the presentation, drawn and added as an element.
  mutating func scrim(
    _ frame: Rect, _ color: Color, _ context: PresentationContext, actions: [SemanticAction]
  ) {
    fill(.rect(frame), color, context)
    elements.append(element(layer.qualified("scrim"), .scrim, frame, actions: actions))
  }

  /// A close control, when the content has the element it names.
  func closeControl(_ id: String?) -> WayOut? {
    guard let id, elements.element(id, in: layer) != nil else { return nil }
    return .closeControl(id)
  }

  func finish(_ info: PresentationInfo) -> PresentationLayer {
    PresentationLayer(
      items: items, elements: elements, info: info, sources: sources, pageCard: pageCard)
  }

  /// A layer that covers the whole screen: a full-screen cover, or a sheet shown as one (in
  /// compact height, or by its compact adaptation). `paint` fills the screen, the content is laid
  /// out on all of it inside the device's safe area, and the layer's element (`role`) is the
  /// screen. Nothing behind is live: its ways out are `waysOut` and the close control, if the
  /// content has it.
  static func fullScreen(
    id: String, kind: PresentationKind, content: AnyView, paint: Paint, role: SemanticRole,
    closeControl: String?,
    waysOut: [WayOut] = [], details: PresentationInfo.Details, in c: PresentationContext
  ) throws(RenderError) -> PresentationLayer {
    var b = LayerBuilder(id: id)
    b.items.append(.fill(.rect(c.screen), paint, .nonZero))
    b.elements.append(b.element(id, role, c.screen))
    try b.place(content, in: c.screen, environment: c.environment)
    let ways = waysOut + (b.closeControl(closeControl).map { [$0] } ?? [])
    return b.finish(
      PresentationInfo(
        id: id, kind: kind, frame: c.screen, modal: true, waysOut: ways, scrimFrame: c.screen,
        details: details))
  }
}

extension Layer {
  /// A layout's drawing and elements as part of this layer, moved by `origin` (where the layout's
  /// screen lies on the frame). Element ids gain the layer's name, and so do the glyph runs that
  /// point at them, so the audit can find each text's glyphs, and the ids of its sources.
  func adopt(_ r: LayoutResult, at origin: Point) -> (
    items: [DisplayItem], elements: [SemanticElement], sources: [String: Int]
  ) {
    let moves = origin != Point(x: 0, y: 0)
    let items = r.displayList.items.map { item in
      let moved = moves ? item.translatedBy(dx: origin.x, dy: origin.y) : item
      guard case .glyphRun(var run) = moved else { return moved }
      run.elementID = run.elementID.map(qualified)
      return .glyphRun(run)
    }
    let elements = r.semantics.elements.map { el in
      var el = el
      if moves {
        el.frame = el.frame.offsetBy(dx: origin.x, dy: origin.y)
        el.hitFrame = el.hitFrame?.offsetBy(dx: origin.x, dy: origin.y)
      }
      el.id = qualified(el.id)
      el.layer = self
      return el
    }
    var sources: [String: Int] = [:]
    for (id, offset) in r.sources { sources[qualified(id)] = offset }
    return (items, elements, sources)
  }
}
