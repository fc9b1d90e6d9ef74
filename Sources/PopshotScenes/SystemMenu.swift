// Open menus (`Menu`, `.contextMenu`): a rounded material card of rows beside the view it opens
// from (MenuMetrics, docs/platform.md "Menus"). A Menu's card lines up with its label's leading
// edge (its trailing edge on the right half of the screen), below it when it fits, else above;
// in priority order (the default) the first item is the one nearest the label, so a menu above
// its label lists its items from the bottom up. The page is not dimmed under a Menu; under a
// context menu it is blurred and dimmed except the view itself, which stays sharp (the lifted
// preview, without its scale and shadow). A tap outside closes either.
import PopshotGraphics
import PopshotText
import PopshotUI

/// An open menu a view presents.
public struct SystemMenu: Sendable {
  public var content: MenuContent
  /// The frame of the view it opens from, in screen coordinates.
  public var source: Rect
  public var isContextMenu: Bool
  /// The page element it opens from, by id (a fixture's menu): its frame replaces `source`.
  public var sourceElement: String?
  /// nil: the variant's design's.
  public var metrics: MenuMetrics?
  public init(_ content: MenuContent, source: Rect, isContextMenu: Bool = false) {
    self.content = content
    self.source = source
    self.isContextMenu = isContextMenu
  }
}

extension SystemMenu {
  /// The card's frame for a list `height` tall, and whether it lies above the source.
  func frame(height: Double, safe: Rect) -> (Rect, above: Bool) {
    let m = metrics ?? .classic
    let lo = safe.minX + m.screenMargin
    let hi = safe.maxX - m.screenMargin
    let w = min(m.width, hi - lo)
    // A source centred on the screen (within float noise: a millionth of a point) counts as on
    // the leading half.
    let leadingX = source.midX <= safe.midX + 1e-6 ? source.minX : source.maxX - w
    let x = max(lo, min(leadingX, hi - w))
    let top = safe.minY + m.screenMargin
    let bottom = safe.maxY - m.screenMargin
    let h = min(height, bottom - top)
    let below = source.maxY + m.sourceSpacing
    if below + h <= bottom { return (Rect(x: x, y: below, width: w, height: h), false) }
    let above = source.minY - m.sourceSpacing - h
    if above >= top { return (Rect(x: x, y: above, width: w, height: h), true) }
    return (Rect(x: x, y: max(top, bottom - h), width: w, height: h), false)
  }

  func layer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer {
    var menu = self
    if let e = sourceElement, let frame = c.pageFrames[e] { menu.source = frame }
    menu.metrics = metrics ?? MenuMetrics.of(c.design)
    return try menu.placed(id: id, in: c)
  }

  private func placed(id: String, in c: PresentationContext) throws(RenderError)
    -> PresentationLayer
  {
    var b = LayerBuilder(id: id)
    let m = metrics ?? .classic
    let env = c.noInsets
    // iOS 26's menu draws no hairlines between rows (a clear separator takes no room).
    let hairline = m.separator == .clear ? 0 : 1 / c.variant.device.scale
    var items = MenuList.shown(content.entries(in: env))
    func list() -> MenuList { MenuList(items: items, hairline: hairline, metrics: m) }
    let width = min(m.width, c.safe.width - 2 * m.screenMargin)
    let height = LayoutEngine.size(
      of: list(), proposal: ProposedSize(width: width, height: nil), environment: env
    ).height
    let (card, above) = frame(height: height, safe: c.safe)
    if above && content.order.reversesAboveSource { items.reverse() }
    if isContextMenu {
      // The page blurred and dimmed around the view the menu opens from.
      // The screen clockwise and the view's frame counterclockwise: a hole at the view.
      var around = Path()
      for (r, turn) in [(c.screen, false), (source, true)] {
        let corners = [
          Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
          Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY),
        ]
        let points = turn ? corners.reversed() : corners
        around.move(to: points[0])
        for p in points.dropFirst() { around.line(to: p) }
        around.close()
      }
      b.items.append(
        .backdrop(
          around,
          Backdrop(
            radius: m.contextBlurRadius, saturation: 1,
            tint: m.contextDimming.resolved(c.variant.appearance))))
    }
    b.elements.append(b.element(b.layer.qualified("scrim"), .scrim, c.screen, actions: [.dismiss]))
    let shape = Path.roundedRect(card, cornerRadius: m.cornerRadius, style: .continuous)
    b.items.append(.shadow(shape, color: m.shadowColor, radius: m.shadowRadius, offset: .zero))
    b.items += GlassPanel.fill(
      shape, glass: m.isGlass,
      material: Backdrop(
        radius: m.blurRadius, saturation: m.saturation,
        tint: m.material.resolved(c.variant.appearance)),
      in: c)
    var box = b.element(id, .menu, card)
    box.traits = [.isModal]
    b.elements.append(box)
    b.items.append(.pushClip(shape, .nonZero))
    try b.place(AnyView(list()), in: card, environment: env, alignment: .top)
    b.items.append(.popClip)
    // Choosing an item closes the menu, as a tap outside and VoiceOver's escape do.
    let rows = b.elements.filter { $0.role == .button && !$0.actions.isEmpty }
    let ways = [WayOut.tapOutside] + rows.map { .closeControl($0.id) } + [.escape]
    return b.finish(
      PresentationInfo(
        id: id, kind: .menu, frame: card, modal: true, waysOut: ways, scrimFrame: c.screen,
        details: .common))
  }
}

extension Presentation {
  /// An open menu over the page.
  public static func menu(_ m: SystemMenu) -> Presentation { Presentation(m) }
}

extension SystemMenu: PresentationType {
  static let presentationKind = PresentationKind.menu

  /// `{"menu": {"source": "page.more", "items": [views], "context": false}}`: the source is the
  /// id of the page element it opens from, as the view a Swift `Menu` is attached to.
  static func decode(_ body: Node) throws(FixtureError) -> SystemMenu {
    let o = try body.object(["source", "items", "context"], required: ["source", "items"])
    let views = try o["items"]!.array().map { (n: Node) throws(FixtureError) in
      try FixtureDecoder.view(n.nested(1))
    }
    let items = ForEach(views.indices, id: \.self) { views[$0] }
    var m = SystemMenu(
      MenuContent(items: AnyView(items)), source: .zero,
      isContextMenu: try o["context"]?.bool() ?? false)
    m.sourceElement = try o["source"]!.string()
    return m
  }

  static func requested(_ request: PresentationRequest) -> SystemMenu? {
    request.menu.map {
      SystemMenu($0, source: request.sourceFrame ?? .zero, isContextMenu: request.isContextMenu)
    }
  }

  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details {
    .common
  }
}
