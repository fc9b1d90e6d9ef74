// Toasts (seed 002's FancyToast): one at a time, as wide as the safe area, at its top or bottom
// edge plus an offset; the page stays live.
import PopshotGraphics
import PopshotText
import PopshotUI

/// The toast styles of seed 002 (its FancyToastStyle), whose raw values fixtures name.
public typealias ToastStyle = FancyToastStyle

/// A toast (seed 002's FancyToast): one at a time, at the top or bottom inside the safe area.
public struct Toast: Sendable {
  public var style: ToastStyle = .info
  public var title: String
  public var message: String
  /// Seconds it stays; 0 stays until closed.
  public var duration = 3.0
  public var closeButton = true
  public var edge: VerticalAlignment = .bottom
  /// Distance from the safe area's edge.
  public var offset = 0.0

  public init(style: ToastStyle, title: String, message: String) {
    self.style = style
    self.title = title
    self.message = message
  }
}

extension Presentation {
  /// A toast over the page.
  public static func toast(_ t: Toast) -> Presentation { Presentation(t) }
}

extension Toast: PresentationType {
  static let presentationKind = PresentationKind.toast

  /// `{"toast": {"style": …, "title": …, "message": …, "duration": s, "closeButton": bool,
  /// "edge": "top"|"bottom", "offset": pt}}`.
  static func decode(_ body: Node) throws(FixtureError) -> Toast {
    let o = try body.object(
      ["style", "title", "message", "duration", "closeButton", "edge", "offset"],
      required: ["title", "message"])
    var t = Toast(
      style: try o["style"]?.oneOf(ToastStyle.self) ?? .info, title: try o["title"]!.string(),
      message: try o["message"]!.string())
    if let d = o["duration"] {
      t.duration = try d.number("a duration", in: FixtureLimits.duration, unit: "s")
    }
    if let c = o["closeButton"] { t.closeButton = try c.bool() }
    if let e = o["edge"] {
      let edge = try e.string()
      guard edge == "top" || edge == "bottom" else { throw e.expected("\"top\" or \"bottom\"") }
      t.edge = edge == "top" ? .top : .bottom
    }
    if let off = o["offset"] { t.offset = try off.offset() }
    return t
  }

  /// Views show toasts as their own views, not through a presentation modifier.
  static func requested(_ request: PresentationRequest) -> Toast? { nil }

  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details {
    .toast(try ToastInfo(sidecar))
  }
}

extension Toast {
  func layer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer {
    var b = LayerBuilder(id: id)
    let view = AnyView(
      FancyToastView(type: style, title: title, message: message, closeButton: closeButton))
    let proposal = ProposedSize(width: c.safe.width, height: nil)
    let size = LayoutEngine.size(of: view, proposal: proposal, environment: c.noInsets)
    let y = edge == .top ? c.safe.minY + offset : c.safe.maxY - size.height - offset
    let frame = Rect(x: c.safe.minX, y: y, width: c.safe.width, height: size.height)
    b.elements.append(b.element(id, .toast, frame))
    try b.place(view, in: frame, environment: c.noInsets)
    var ways: [WayOut] = []
    if closeButton { ways.append(.closeControl("toast.close")) }
    if duration > 0 { ways.append(.timer(duration)) }
    let words = (title + " " + message).split(whereSeparator: { $0 == " " || $0 == "\n" }).count
    return b.finish(
      PresentationInfo(
        id: id, kind: .toast, frame: frame, modal: false, waysOut: ways, scrimFrame: nil,
        details: .toast(ToastInfo(duration: duration, wordCount: words))))
  }
}
