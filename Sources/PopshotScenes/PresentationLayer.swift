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

  /// A solid paint of `color` in the variant's appearance.
  func solid(_ color: Color) -> Paint { .solid(color.resolved(variant.appearance)) }
}

/// What one presentation adds over the page.
struct PresentationLayer {
  var items: [DisplayItem]
  var elements: [SemanticElement]
  var info: PresentationInfo
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
  var pageCard: SheetGeometry.PageCard?

  init(id: String) {
    self.id = id
    layer = .presentation(id)
  }

  mutating func fill(_ path: Path, _ color: Color, _ context: PresentationContext) {
    items.append(.fill(path, context.solid(color), .nonZero))
  }

  /// Lays `view` out in `frame` (aligned when smaller) and returns where it went. Element ids gain
  /// the layer's name, and so do the glyph runs that point at them, so the audit can find each
  /// text's glyphs.
  @discardableResult
  mutating func place(
    _ view: AnyView, in frame: Rect, environment: EnvironmentValues, alignment: Alignment = .center
  ) throws(FontError) -> Rect {
    let r = try LayoutEngine.render(
      view, size: frame.size, environment: environment, alignment: alignment)
    let layer = self.layer
    items += r.displayList.items.map { item in
      let moved = item.translatedBy(dx: frame.minX, dy: frame.minY)
      guard case .glyphRun(var run) = moved else { return moved }
      run.elementID = run.elementID.map(layer.qualified)
      return .glyphRun(run)
    }
    elements += r.semantics.elements.map { el in
      var el = el
      el.frame = el.frame.offsetBy(dx: frame.minX, dy: frame.minY)
      el.hitFrame = el.hitFrame?.offsetBy(dx: frame.minX, dy: frame.minY)
      el.id = layer.qualified(el.id)
      el.layer = layer
      return el
    }
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
    PresentationLayer(items: items, elements: elements, info: info, pageCard: pageCard)
  }
}
