// Alerts and confirmation dialogs in fixtures (Fixtures/README.md, "Presentations"):
// `{"alert": {"title": …, "message": …, "actions": [views]}}` and
// `{"confirmationDialog": {"title": …, "titleVisibility": …, "message": …, "actions": [views],
// "source": "page.delete"}}`; the source is the id of the page element an iPad points it from.
// The actions are views, as in Swift: their buttons (with roles) are the dialog's actions.
import PopshotGraphics
import PopshotText
import PopshotUI

extension FixtureDecoder {
  static func alert(_ body: Node) throws(FixtureError) -> Presentation {
    let o = try body.object(["title", "message", "actions"], required: ["title"])
    return .alert(SystemAlert(try dialogContent(o)))
  }

  static func confirmationDialog(_ body: Node) throws(FixtureError) -> Presentation {
    let o = try body.object(
      ["title", "titleVisibility", "message", "actions", "source"], required: ["title"])
    var content = try dialogContent(o)
    if let v = o["titleVisibility"] { content.titleVisibility = try v.oneOf(Visibility.self) }
    var dialog = SystemDialog(content)
    dialog.source = try o["source"]?.string()
    return .confirmationDialog(dialog)
  }

  private static func dialogContent(_ o: Object) throws(FixtureError) -> DialogContent {
    let title = Text(verbatim: try o["title"]!.string())
    let message = try o["message"].map { (n: Node) throws(FixtureError) in
      AnyView(Text(verbatim: try n.string()))
    }
    let views = try (o["actions"]?.array() ?? []).map { (n: Node) throws(FixtureError) in
      try view(n.nested(1))
    }
    let actions = ForEach(views.indices, id: \.self) { views[$0] }
    return DialogContent(
      title: title, message: message, actions: AnyView(actions),
      titleVisibility: .automatic)
  }
}
