// Custom popups (the seeds' PopupView and friends): content at one of nine positions over an
// optional scrim. Default popups sit inside the safe area, toast-kind ones inside the screen
// (ignoring the safe area), floaters 10 pt inside the safe area; inside a navigation stack a popup
// can stay below the bar, which then stays live.
import PopshotGraphics
import PopshotText
import PopshotUI

/// Where a popup sits (PopupView's nine positions).
public enum PopupPosition: String, CaseIterable, Sendable, Codable {
  case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom,
    bottomTrailing

  var alignment: Alignment {
    switch self {
    case .topLeading: return .topLeading
    case .top: return .top
    case .topTrailing: return .topTrailing
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    case .bottomLeading: return .bottomLeading
    case .bottom: return .bottom
    case .bottomTrailing: return .bottomTrailing
    }
  }
}

/// How a popup is attached (PopupView's types).
public enum PopupKind: String, CaseIterable, Sendable, Codable {
  /// Positioned inside the safe area.
  case `default`
  /// Attached to the screen's edge, ignoring the safe area.
  case toast
  /// Attached to an edge, 10 pt inside the safe area.
  case floater
}

/// A custom popup: content over the page, with an optional scrim.
public struct Popup: Sendable {
  public var content: AnyView
  public var position: PopupPosition = .center
  public var kind: PopupKind = .default
  /// The scrim behind it (nil: none).
  public var scrim: Color?
  public var closeOnTap = false
  public var closeOnTapOutside = false
  /// Seconds until it hides itself (nil: stays).
  public var autohide: Double?
  public var dragToDismiss = false
  /// The element (by id) inside the content that closes it.
  public var closeControl: String?
  /// Whether the content declares the accessibility escape action.
  public var escapeAction = false
  /// Inside a navigation stack, the bar stays above the popup and live (seed "SwiftUI中弹窗实现").
  public var belowNavigationBar = false
  /// The size of the page's root frame the popup is part of (seed 003's ContentView is
  /// `.frame(width: 375, height: 700)`): the popup and its scrim are laid out in that frame,
  /// centred in the safe area, instead of the whole safe area and screen.
  public var rootFrame: Size?

  public init(content: some View) { self.content = AnyView(content) }
}

extension Presentation {
  /// A custom popup over the page.
  public static func popup(_ p: Popup) -> Presentation { Presentation(p) }
}

extension Popup: PresentationType {
  static let presentationKind = PresentationKind.popup

  /// `{"popup": {"content": view, "position": …, "kind": …, "scrim": colour, …}}`.
  static func decode(_ body: Node) throws(FixtureError) -> Popup {
    let o = try body.object(
      [
        "content", "position", "kind", "scrim", "closeOnTap", "closeOnTapOutside", "autohide",
        "dragToDismiss", "closeControl", "escapeAction", "belowNavigationBar", "rootFrame",
      ], required: ["content"])
    var p = Popup(content: try FixtureDecoder.view(o["content"]!))
    if let v = o["position"] { p.position = try v.oneOf(PopupPosition.self) }
    if let v = o["kind"] { p.kind = try v.oneOf(PopupKind.self) }
    if let v = o["scrim"], v.value != .null { p.scrim = try FixtureDecoder.color(v) }
    if let v = o["closeOnTap"] { p.closeOnTap = try v.bool() }
    if let v = o["closeOnTapOutside"] { p.closeOnTapOutside = try v.bool() }
    if let v = o["autohide"] {
      p.autohide = try v.number("a duration", in: FixtureLimits.duration, unit: "s")
    }
    if let v = o["dragToDismiss"] { p.dragToDismiss = try v.bool() }
    if let v = o["closeControl"] { p.closeControl = try v.string() }
    if let v = o["escapeAction"] { p.escapeAction = try v.bool() }
    if let v = o["belowNavigationBar"] { p.belowNavigationBar = try v.bool() }
    if let v = o["rootFrame"] {
      let f = try v.object(["width", "height"], required: ["width", "height"])
      func side(_ n: Node) throws(FixtureError) -> Double {
        try n.positive("a size", atMost: 10_000, unit: "pt")
      }
      p.rootFrame = Size(width: try side(f["width"]!), height: try side(f["height"]!))
    }
    return p
  }

  /// Views show popups as their own views, not through a presentation modifier.
  static func requested(_ request: PresentationRequest) -> Popup? { nil }

  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details {
    .popup(try PopupInfo(sidecar))
  }
}

extension Popup {
  func layer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer {
    var b = LayerBuilder(id: id)
    var area: Rect
    switch kind {
    case .default: area = c.safe
    case .toast: area = c.screen
    case .floater: area = c.safe.insetBy(dx: 10, dy: 10)
    }
    var scrimArea = c.screen
    if let size = rootFrame {
      let frame = Rect(
        x: c.safe.midX - size.width / 2, y: c.safe.midY - size.height / 2, width: size.width,
        height: size.height)
      area = frame
      scrimArea = frame
    }
    if belowNavigationBar, let bar = c.navigationBar {
      area = Rect(x: area.minX, y: bar.maxY, width: area.width, height: area.maxY - bar.maxY)
      scrimArea = Rect(x: 0, y: bar.maxY, width: c.screen.width, height: c.screen.maxY - bar.maxY)
    }
    if let scrim {
      b.scrim(scrimArea, scrim, c, actions: closeOnTapOutside ? [.dismiss] : [])
    }
    let container = b.elements.count
    let frame = try b.place(
      content, in: area, environment: c.noInsets, alignment: position.alignment)
    b.elements.insert(
      b.element(id, .popup, frame, actions: closeOnTap ? [.dismiss] : []), at: container)
    var ways: [WayOut] = []
    if closeOnTapOutside { ways.append(.tapOutside) }
    if closeOnTap { ways.append(.tapOnSelf) }
    if dragToDismiss { ways.append(.swipe) }
    if let t = autohide { ways.append(.timer(t)) }
    if let control = b.closeControl(closeControl) { ways.append(control) }
    if escapeAction || b.elements.contains(where: { $0.actions.contains(.escape) }) {
      ways.append(.escape)
    }
    return b.finish(
      PresentationInfo(
        id: id, kind: .popup, frame: frame, modal: scrim != nil, waysOut: ways,
        scrimFrame: scrim != nil ? scrimArea : nil, details: .popup(PopupInfo(autohide: autohide))))
  }
}
