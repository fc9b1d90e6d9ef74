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
    try LayerBuilder.fullScreen(
      id: id, content: content, paint: c.solid(.systemBackground), role: .container,
      closeControl: closeControl, details: .fullScreenCover, in: c)
  }
}
