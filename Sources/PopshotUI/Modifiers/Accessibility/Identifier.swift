import PopshotGraphics

nonisolated extension View {
  /// A stable identity for the view's semantic element (instead of its position in the tree); the
  /// layout result records its frame under it.
  /// In an interaction session, a new value is a new view: the state inside starts afresh.
  public func id(_ id: String) -> some View { modified(IdentifierModifier(id: id)) }
  /// SwiftUI's `.id(_:)` takes any hashable value: the frame is recorded under its description
  /// (`.id(alertId)` with an Int is recorded as "3").
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modified(IdentifierModifier(id: String(describing: id)))
  }
  /// The view's identity in the semantics, as UI tests name it.
  public func accessibilityIdentifier(_ id: String) -> some View {
    modified(IdentifierModifier(id: id))
  }
}

/// `.id` and `.accessibilityIdentifier`: the content's element is named `id`, and the ids of the
/// views inside start from it.
struct IdentifierModifier: LayoutModifier {
  let id: String
  var explicitID: String? { id }
  /// In an interaction session the content's state is kept under the id (StateGraph).
  static var scopesIdentity: Bool { true }
  func makeLayout(_ c: ModifierContext) -> LayoutNode { IdNode(c.content(path: id), id: id) }
}

/// `.id`: records the view's frame under its explicit id.
final class IdNode: WrapperNode {
  let id: String
  init(_ child: LayoutNode, id: String) {
    self.id = id
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.frames[id] = frame
    child.placeIn(frame, &out)
  }
}
