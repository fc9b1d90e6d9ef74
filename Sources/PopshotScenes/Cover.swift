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

extension Cover {
  func layer(id: String, in c: PresentationContext) throws(FontError) -> PresentationLayer {
    var b = LayerBuilder(id: id)
    b.fill(.rect(c.screen), .systemBackground, c)
    b.elements.append(b.element(id, .container, c.screen))
    try b.place(content, in: c.screen, environment: c.environment)
    let ways = b.closeControl(closeControl).map { [$0] } ?? []
    return b.finish(
      PresentationInfo(
        id: id, frame: c.screen, modal: true, waysOut: ways, scrimFrame: c.screen,
        details: .fullScreenCover))
  }
}
