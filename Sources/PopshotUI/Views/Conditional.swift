import PopshotGraphics

/// A view shown by an `if` or `switch` in a view builder: where it is, for the audit's question
/// whether it covers the page without being modal to VoiceOver.
public struct ConditionalRegion: Sendable, Hashable {
  /// The id of the view shown.
  public let id: String
  public let frame: Rect
  /// The index of the first element placed inside it: elements before it are behind.
  public let firstElement: Int
}

extension View {
  /// The view as if built under a condition (an `if` in a view builder): what a fixture's
  /// `shownWhen` says of the Swift code it transcribes.
  package func shownUnderCondition() -> some View { Conditional(view: self) }
}

/// A view built under a condition (`if`, `switch` in a view builder).
struct Conditional: PrimitiveView {
  let view: any View
  func makeNode() -> ViewNode { .modified(node(of: view), ConditionalModifier()) }
}

/// Records the view it modifies as shown under a condition.
struct ConditionalModifier: LayoutModifier {
  func makeLayout(_ c: ModifierContext) -> LayoutNode { ConditionalNode(c.content(), id: c.id) }
}

/// A view shown under a condition: placed as it is, and recorded with the elements it starts at.
final class ConditionalNode: WrapperNode {
  let id: String
  init(_ child: LayoutNode, id: String) {
    self.id = id
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.conditionals.append(
      ConditionalRegion(id: id, frame: frame, firstElement: out.elements.count))
    child.placeIn(frame, &out)
  }
}
