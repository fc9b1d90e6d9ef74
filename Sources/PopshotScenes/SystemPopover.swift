// Popovers (`.popover`). In regular width (iPad, the large iPhones in landscape) a card sized to
// its content's ideal size, with an arrow toward the view it is attached to (PopoverGeometry,
// PopoverMetrics), over the page, which is not dimmed but inert: a tap outside closes the popover
// (UIPopoverController). In compact width it adapts as `presentationCompactAdaptation` in its
// content says: `.automatic` and `.sheet` make a sheet, `.fullScreenCover` a cover, `.popover`
// and `.none` keep the popover.
import PopshotGraphics
import PopshotText
import PopshotUI

/// A popover a view presents.
public struct SystemPopover: Sendable {
  public var content: AnyView
  /// The rectangle the arrow points at, in screen coordinates.
  public var anchor: Rect
  /// The edge of the anchor the arrow is on (nil: the system picks).
  public var arrowEdge: Edge?
  /// The page element it points at, by id (a fixture's popover): its frame replaces `anchor`.
  public var source: String?
  /// What it becomes in compact width, and in compact height.
  public var compactWidthAdaptation: PresentationAdaptation = .automatic
  public var compactHeightAdaptation: PresentationAdaptation = .automatic
  public var interactiveDismissDisabled = false
  /// The sheet it becomes when it adapts to one.
  var sheet: Sheet
  /// nil: the variant's design's.
  public var metrics: PopoverMetrics?

  public init(content: some View, anchor: Rect, arrowEdge: Edge? = nil) {
    self.content = AnyView(content)
    self.anchor = anchor
    self.arrowEdge = arrowEdge
    sheet = Sheet(content: content)
  }
}

extension SystemPopover {
  /// The popover a view's `.popover` modifier asks for, set up by the modifiers in its content.
  init(request: PresentationRequest, content: AnyView) {
    let placement = request.popover ?? PopoverPlacement()
    let frame = request.sourceFrame ?? .zero
    self.init(
      content: content, anchor: placement.attachmentAnchor.rect(in: frame),
      arrowEdge: placement.arrowEdge)
    let c = request.configuration
    compactWidthAdaptation = c.compactWidthAdaptation
    compactHeightAdaptation = c.compactAdaptation
    interactiveDismissDisabled = c.interactiveDismissDisabled
    sheet = Sheet(request: request, content: content)
  }

  /// What it is drawn as on a device: itself, or the sheet or cover it adapts to.
  func adapted(_ v: Variant) -> PresentationAdaptation {
    let o = v.orientation
    let adaptation: PresentationAdaptation
    if v.device.horizontalSizeClass(o) == .compact {
      adaptation = compactWidthAdaptation
    } else if v.device.verticalSizeClass(o) == .compact {
      adaptation = compactHeightAdaptation
    } else {
      return .popover
    }
    switch adaptation {
    case .popover, .none: return .popover
    case .fullScreenCover: return .fullScreenCover
    default: return .sheet
    }
  }

  func layer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer {
    switch adapted(c.variant) {
    case .sheet: return try sheet.layer(id: id, in: c)
    case .fullScreenCover: return try Cover(content: content).layer(id: id, in: c)
    default: return try popoverLayer(id: id, in: c)
    }
  }

  func popoverLayer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer
  {
    var b = LayerBuilder(id: id)
    let m = metrics ?? PopoverMetrics.of(c.design)
    let bounds = c.safe.inset(
      by: EdgeInsets(
        top: m.screenMargin, leading: m.screenMargin, bottom: m.screenMargin,
        trailing: m.screenMargin))
    var popover = self
    if let source, let frame = c.pageFrames[source] { popover.anchor = frame }
    popover.metrics = m
    let g = popover.geometry(bounds: bounds, environment: c.noInsets)
    // The page is not dimmed; the invisible area around the popover takes the tap that closes it.
    let dismissible = !interactiveDismissDisabled
    b.elements.append(
      b.element(
        b.layer.qualified("scrim"), .scrim, c.screen, actions: dismissible ? [.dismiss] : []))
    let card = Path.roundedRect(g.card, cornerRadius: m.cornerRadius, style: .continuous)
    let arrow = g.arrow(m)
    b.items.append(.shadow(card, color: m.shadowColor, radius: m.shadowRadius, offset: .zero))
    b.items.append(.shadow(arrow, color: m.shadowColor, radius: m.shadowRadius, offset: .zero))
    if m.isGlass {
      var outline = card
      outline.append(arrow)
      b.items += GlassPanel.items(outline, in: c)
    } else {
      b.fill(card, m.background, c)
      b.fill(arrow, m.background, c)
    }
    b.elements.append(b.element(id, .popover, g.card))
    b.items.append(.pushClip(card, .nonZero))
    try b.place(content, in: g.card, environment: c.noInsets)
    b.items.append(.popClip)
    let ways: [WayOut] = dismissible ? [.tapOutside, .escape] : []
    return b.finish(
      PresentationInfo(
        id: id, kind: .popover, frame: g.card, modal: true, waysOut: ways, scrimFrame: c.screen,
        details: .common))
  }

  /// The card sized to the content's ideal size, no wider than `bounds`, measured again at that
  /// width so that text wraps inside it.
  func geometry(bounds: Rect, environment: EnvironmentValues) -> PopoverGeometry {
    let ideal = LayoutEngine.size(of: content, proposal: .unspecified, environment: environment)
    var size = ideal
    if ideal.width > bounds.width {
      size = LayoutEngine.size(
        of: content, proposal: ProposedSize(width: bounds.width, height: nil),
        environment: environment)
      size.width = min(size.width, bounds.width)
    }
    return PopoverGeometry(
      anchor: anchor, content: size, bounds: bounds, arrowEdge: arrowEdge,
      metrics: metrics ?? .classic)
  }
}

extension Presentation {
  /// A popover over the page.
  public static func popover(_ p: SystemPopover) -> Presentation { Presentation(p) }
}

extension SystemPopover: PresentationType {
  static let presentationKind = PresentationKind.popover

  /// The edges a fixture names for a popover's arrow.
  enum ArrowEdge: String, CaseIterable {
    case top, bottom, leading, trailing
    var edge: Edge {
      switch self {
      case .top: return .top
      case .bottom: return .bottom
      case .leading: return .leading
      case .trailing: return .trailing
      }
    }
  }

  /// `{"popover": {"content": view, "source": "page.share", "arrowEdge": "top",
  /// "compactAdaptation": "popover"}}`: the source is the id of the page element it points at, as
  /// the view a Swift `.popover` is attached to.
  static func decode(_ body: Node) throws(FixtureError) -> SystemPopover {
    let o = try body.object(
      ["content", "source", "arrowEdge", "compactAdaptation"], required: ["content", "source"])
    var p = SystemPopover(content: try FixtureDecoder.view(o["content"]!), anchor: .zero)
    p.source = try o["source"]!.string()
    if let v = o["arrowEdge"] { p.arrowEdge = try v.oneOf(ArrowEdge.self).edge }
    if let v = o["compactAdaptation"] {
      p.compactWidthAdaptation = PresentationAdaptation(
        try v.oneOf(PresentationAdaptation.Kind.self))
      p.compactHeightAdaptation = p.compactWidthAdaptation
    }
    return p
  }

  static func requested(_ request: PresentationRequest) -> SystemPopover? {
    request.content.map { SystemPopover(request: request, content: $0) }
  }

  /// A popover has nothing of its own; one adapted to a sheet is described as the sheet.
  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details {
    .common
  }
}
