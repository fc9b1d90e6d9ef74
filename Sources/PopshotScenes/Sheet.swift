// Sheets (`.sheet` with `.presentationDetents`): where they sit comes from SheetGeometry, their
// corners, dimming and shadow from SheetMetrics (per design). The grabber is 36 × 5, 5 pt from the
// top, tertiaryLabel; the page behind is dimmed unless background interaction is enabled at the
// shown detent. An iOS 26 sheet below the large detent is glass unless a background is set.
import PopshotGraphics
import PopshotText
import PopshotUI

/// A sheet height: SwiftUI's PresentationDetent.
public typealias Detent = PresentationDetent

/// When a sheet shows its grabber (automatic: when more than one detent is active).
public typealias DragIndicator = Visibility

/// Whether the page behind a sheet stays live.
public enum BackgroundInteraction: Hashable, Sendable {
  /// The page is dimmed and inert at every detent (the default).
  case disabled
  /// Never dimmed; always interactive.
  case enabled
  /// Live and not dimmed at detents up to this one; dimmed and inert above it.
  case enabledUpThrough(Detent)
}

/// A bottom sheet (`.sheet` with `.presentationDetents`).
public struct Sheet: Sendable {
  public var content: AnyView
  public var detents: [Detent] = [.large]
  /// The detent shown; nil shows the smallest active one.
  public var selected: Detent?
  public var dragIndicator: DragIndicator = .automatic
  public var interactiveDismissDisabled = false
  public var backgroundInteraction: BackgroundInteraction = .disabled
  /// Presented with `isPresented: .constant(true)`: part of the screen, not something the user
  /// opens.
  public var constant = false
  /// Whether a state (variant) is rendered for every active detent.
  public var renderEachDetent = false
  /// The top corners' radius (`presentationCornerRadius`); nil: the design's.
  public var cornerRadius: Double?
  /// The element (by id) inside the content that closes the sheet, if any.
  public var closeControl: String?
  /// What the sheet is filled with (nil: the elevated systemBackground).
  public var background: (any ShapeStyle)?
  /// What it becomes in compact height (`.automatic`: a full-screen cover).
  public var compactAdaptation: PresentationAdaptation = .automatic
  /// What it becomes in compact width, in portrait (`.automatic`: it stays a sheet).
  public var compactWidthAdaptation: PresentationAdaptation = .automatic
  /// How big it is on iPad (`.automatic`: a form sheet).
  public var sizing: PresentationSizingKind = .automatic

  public init(content: some View, detents: [Detent] = [.large]) {
    self.content = AnyView(content)
    self.detents = detents
  }
}

extension Sheet {
  /// Over the page card behind a large sheet: a light veil, darker in light mode and lighter in
  /// dark mode (Flutter's measured iOS values; docs/platform.md).
  static let cardDimming = Color(
    light: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.1),
    dark: SRGBColor(red: 200 / 255, green: 200 / 255, blue: 200 / 255, alpha: 0.1),
    name: "page card veil")
  static let background = Color(
    light: .white, dark: try! SRGBColor(hex: "#1C1C1E"), name: "systemBackground (elevated)")

  func layer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer {
    let v = c.variant
    let metrics = SheetMetrics.of(c.design)
    let g = SheetGeometry(
      self, device: v.device, orientation: v.orientation, design: c.design, state: v.state
    ) {
      LayoutEngine.size(of: content, proposal: .unspecified, environment: c.noInsets)
    }
    let dismissible = !interactiveDismissDisabled && !constant
    let info = SheetInfo(
      detent: g.detent?.name, activeDetents: g.active.map(\.name),
      allDetentsInactive: g.allInactive,
      dragIndicatorVisible: g.grabberVisible)
    if g.fullScreen {
      let paint = (background ?? Sheet.background as any ShapeStyle).paint(
        in: c.screen, scheme: v.appearance)
      return try LayerBuilder.fullScreen(
        id: id, kind: .sheet, content: content, paint: paint, role: .sheet,
        closeControl: closeControl,
        waysOut: dismissible ? [.swipe] : [], details: .sheet(info), in: c)
    }
    var b = LayerBuilder(id: id)
    if g.dimmed {
      let veil = g.pageCard == nil ? metrics.dimming : Sheet.cardDimming
      b.scrim(c.screen, veil, c, actions: dismissible ? [.dismiss] : [])
    }
    b.pageCard = g.pageCard
    let shape = Path.roundedRect(g.frame, cornerRadii: g.cornerRadii, style: .continuous)
    // Over a live, undimmed page the sheet is set off by a soft shadow (docs/platform.md).
    if !g.dimmed, let shadow = metrics.undimmedShadow {
      b.items.append(.shadow(shape, color: shadow, radius: 10, offset: .zero))
    }
    if let background {
      b.items.append(.fill(shape, background.paint(in: g.frame, scheme: v.appearance), .nonZero))
    } else if g.floating && metrics.glassWhenFloating {
      b.items += GlassPanel.items(shape, in: c)
    } else {
      b.items.append(
        .fill(shape, Sheet.background.paint(in: g.frame, scheme: v.appearance), .nonZero))
    }
    b.elements.append(b.element(id, .sheet, g.frame))
    var contentEnvironment = c.environment
    contentEnvironment.safeAreaInsets = g.contentInsets
    contentEnvironment.isInPageSheet =
      v.device.horizontalSizeClass(v.orientation) == .compact
      && v.device.verticalSizeClass(v.orientation) == .regular
    b.items.append(.pushClip(shape, .nonZero))
    try b.place(content, in: g.frame, environment: contentEnvironment)
    b.items.append(.popClip)
    if g.grabberVisible {
      let grabber = Rect(x: g.frame.midX - 18, y: g.frame.minY + 5, width: 36, height: 5)
      b.fill(.capsule(in: grabber), .tertiaryLabel, c)
      b.elements.append(b.element(b.layer.qualified("grabber"), .grabber, grabber))
    }
    var ways: [WayOut] = []
    if dismissible {
      ways.append(.swipe)
      if g.dimmed { ways.append(.tapOutside) }
    }
    if let control = b.closeControl(closeControl) { ways.append(control) }
    if let live = g.livePage { ways.append(.interactivePageAtDetent(live.name)) }
    return b.finish(
      PresentationInfo(
        id: id, kind: .sheet, frame: g.frame, modal: g.dimmed, waysOut: ways,
        scrimFrame: g.dimmed ? c.screen : nil, details: .sheet(info)))
  }
}

extension PresentationDetent {
  /// A custom detent given as a formula of maxDetentValue, as fixtures write it: `height`, or
  /// `fraction` × maxDetentValue, clamped to `min`…`max`; with neither it is inactive.
  public static func formula(
    name: String, height: Double?, fraction: Double?, min lo: Double?, max hi: Double?
  ) -> PresentationDetent {
    .custom(name: name) { context in
      guard var v = height ?? fraction.map({ $0 * Double(context.maxDetentValue) }) else {
        return nil
      }
      if let hi { v = Swift.min(v, hi) }
      if let lo { v = Swift.max(v, lo) }
      return v
    }
  }
}

extension Sheet {
  /// The sheet a view's `.sheet` modifier presents, set up by the modifiers in its content.
  init(request: PresentationRequest, content: AnyView) {
    let c = request.configuration
    self.init(content: content, detents: c.detents)
    selected = c.selection.flatMap { c.detents.contains($0) ? $0 : nil }
    dragIndicator = c.dragIndicator
    interactiveDismissDisabled = c.interactiveDismissDisabled
    switch c.backgroundInteraction.kind {
    case .automatic, .disabled: backgroundInteraction = .disabled
    case .enabled: backgroundInteraction = .enabled
    case .enabledUpThrough(let d): backgroundInteraction = .enabledUpThrough(d)
    }
    constant = request.isConstant
    if let r = c.cornerRadius { cornerRadius = r }
    background = c.background
    compactAdaptation = c.compactAdaptation
    compactWidthAdaptation = c.compactWidthAdaptation
    sizing = c.sizing
  }
}

extension Presentation {
  /// A sheet over the page.
  public static func sheet(_ s: Sheet) -> Presentation { Presentation(s) }
}

extension Sheet: PresentationType {
  static let presentationKind = PresentationKind.sheet

  /// `{"sheet": {"content": view, "detents": [detent], "selected": detent, …}}`.
  static func decode(_ body: Node) throws(FixtureError) -> Sheet {
    let o = try body.object(
      [
        "content", "detents", "selected", "dragIndicator", "interactiveDismissDisabled",
        "backgroundInteraction", "constant", "renderEachDetent", "closeControl",
        "compactAdaptation", "compactWidthAdaptation", "sizing",
      ], required: ["content"])
    var s = Sheet(content: try FixtureDecoder.view(o["content"]!))
    if let d = o["detents"] {
      let items = try d.array()
      guard !items.isEmpty else { throw d.fail("expected at least one detent") }
      s.detents = try items.map { (x: Node) throws(FixtureError) in try FixtureDecoder.detent(x) }
      // Detent names become variant and file names: two detents may not share one, even
      // differing only by case (one file in a macOS checkout).
      for (i, d) in s.detents.enumerated() {
        guard
          let other = s.detents[..<i].first(where: { $0.name.lowercased() == d.name.lowercased() })
        else { continue }
        throw items[i].fail(
          other.name == d.name
            ? "a second detent named \"\(d.name)\"; each detent needs its own name"
            : "a detent \"\(d.name)\" beside \"\(other.name)\": names that differ only by case "
              + "are one file on macOS")
      }
      if let i = s.detents.firstIndex(where: { $0.name == Variant.pageState }) {
        throw items[i].fail(
          "a detent may not be named \"\(Variant.pageState)\": that is the page variant's name")
      }
    }
    if let v = o["selected"] {
      let sel = try FixtureDecoder.detent(v)
      guard s.detents.contains(sel) else {
        throw v.fail("the selected detent \"\(sel.name)\" is not one of the sheet's detents")
      }
      s.selected = sel
    }
    if let v = o["dragIndicator"] { s.dragIndicator = try v.oneOf(DragIndicator.self) }
    if let v = o["interactiveDismissDisabled"] { s.interactiveDismissDisabled = try v.bool() }
    if let v = o["backgroundInteraction"] {
      if case .string(let str) = v.value, str == "enabled" || str == "disabled" {
        s.backgroundInteraction = str == "enabled" ? .enabled : .disabled
      } else if case .object = v.value {
        let up = try v.object(["enabledUpThrough"], required: ["enabledUpThrough"])
        s.backgroundInteraction = .enabledUpThrough(
          try FixtureDecoder.detent(up["enabledUpThrough"]!))
      } else {
        throw v.expected("\"enabled\", \"disabled\" or {\"enabledUpThrough\": detent}")
      }
    }
    if let v = o["constant"] { s.constant = try v.bool() }
    if let v = o["renderEachDetent"] { s.renderEachDetent = try v.bool() }
    if let v = o["closeControl"] { s.closeControl = try v.string() }
    if let v = o["compactAdaptation"] {
      s.compactAdaptation = PresentationAdaptation(try v.oneOf(PresentationAdaptation.Kind.self))
      s.compactWidthAdaptation = s.compactAdaptation
    }
    if let v = o["compactWidthAdaptation"] {
      s.compactWidthAdaptation = PresentationAdaptation(
        try v.oneOf(PresentationAdaptation.Kind.self))
    }
    if let v = o["sizing"] { s.sizing = try v.oneOf(PresentationSizingKind.self) }
    return s
  }

  static func requested(_ request: PresentationRequest) -> Sheet? {
    request.content.map { Sheet(request: request, content: $0) }
  }

  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details {
    .sheet(try SheetInfo(sidecar))
  }
}
