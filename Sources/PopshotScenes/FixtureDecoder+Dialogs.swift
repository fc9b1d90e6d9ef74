// What alerts and confirmation dialogs in fixtures share (Fixtures/README.md, "Presentations"):
// a title, a message, and actions that are views, as in Swift: their buttons (with roles) are the
// dialog's actions. SystemAlert.swift and SystemDialog.swift decode the rest.
import PopshotGraphics
import PopshotText
import PopshotUI

extension FixtureDecoder {
  static func dialogContent(_ o: Object) throws(FixtureError) -> DialogContent {
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
