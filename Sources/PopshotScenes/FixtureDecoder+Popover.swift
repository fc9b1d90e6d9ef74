// Popovers in fixtures (Fixtures/README.md, "Presentations"): `{"popover": {"content": view,
// "source": "page.share", "arrowEdge": "top", "compactAdaptation": "popover"}}`. The source is
// the id of the page element the arrow points at, as the view a Swift `.popover` is attached to.
import PopshotGraphics
import PopshotUI

extension FixtureDecoder {
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

  static func popover(_ body: Node) throws(FixtureError) -> Presentation {
    let o = try body.object(
      ["content", "source", "arrowEdge", "compactAdaptation"], required: ["content", "source"])
    var p = SystemPopover(content: try view(o["content"]!), anchor: .zero)
    p.source = try o["source"]!.string()
    if let v = o["arrowEdge"] { p.arrowEdge = try v.oneOf(ArrowEdge.self).edge }
    if let v = o["compactAdaptation"] {
      p.compactWidthAdaptation = PresentationAdaptation(
        try v.oneOf(PresentationAdaptation.Kind.self))
      p.compactHeightAdaptation = p.compactWidthAdaptation
    }
    return .popover(p)
  }
}
