// Full-screen covers: the content over systemBackground, filling the screen; nothing behind is
// live.
import PopshotGraphics
import PopshotText
import PopshotUI

/// A full-screen cover (`.fullScreenCover`).
public struct Cover: Sendable {
  public var content: AnyView
  public var closeControl: String?
  public init(content: some View) { self.content = AnyView(content) }
}

extension Presentation {
  /// A full-screen cover over the page.
  public static func fullScreenCover(_ c: Cover) -> Presentation { Presentation(c) }
}

extension Cover: PresentationType {
  static let presentationKind = PresentationKind.fullScreenCover

  /// `{"fullScreenCover": {"content": view, "closeControl": id}}`.
  static func decode(_ body: Node) throws(FixtureError) -> Cover {
    let o = try body.object(["content", "closeControl"], required: ["content"])
    var c = Cover(content: try FixtureDecoder.view(o["content"]!))
    if let v = o["closeControl"] { c.closeControl = try v.string() }
    return c
  }

  static func requested(_ request: PresentationRequest) -> Cover? {
    request.content.map { Cover(content: $0) }
  }

  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details {
    .common
  }

  func layer(id: String, in c: PresentationContext) throws(RenderError) -> PresentationLayer {
    try LayerBuilder.fullScreen(
      id: id, kind: .fullScreenCover, content: content, paint: c.solid(.systemBackground),
      role: .container, closeControl: closeControl, details: .common, in: c)
  }
}
