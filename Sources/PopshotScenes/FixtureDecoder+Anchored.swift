// Popovers and open menus in fixtures (Fixtures/README.md, "Presentations"): `{"popover":
// {"content": view, "source": "page.share", "arrowEdge": "top", "compactAdaptation": "popover"}}`
// and `{"menu": {"source": "page.more", "items": [views], "context": false}}`. The source is the
// id of the page element it points at, as the view a Swift `.popover` or `Menu` is attached to.
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

  static func menu(_ body: Node) throws(FixtureError) -> Presentation {
    let o = try body.object(["source", "items", "context"], required: ["source", "items"])
    let views = try o["items"]!.array().map { (n: Node) throws(FixtureError) in
      try view(n.nested(1))
    }
    let items = ForEach(views.indices, id: \.self) { views[$0] }
    var m = SystemMenu(
      MenuContent(items: AnyView(items)), source: .zero,
      isContextMenu: try o["context"]?.bool() ?? false)
    m.sourceElement = try o["source"]!.string()
    return .menu(m)
  }
}
