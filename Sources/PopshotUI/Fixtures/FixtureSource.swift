// Where a fixture's views stand in its file. The fixture decoder marks each view it builds with
// the place of the view's JSON object in the fixture's text, and a render notes that place under
// the view's layout id (`LayoutResult.sources`): so an element in a finding leads back to the
// object that describes it, without anyone outside the layout engine re-deriving its ids.
import PopshotGraphics

nonisolated extension View {
  /// The view, as described by the JSON value that starts at UTF-8 byte `offset` of its fixture's
  /// text. Draws and lays out exactly as the view does.
  package func fixtureSource(_ offset: Int) -> some View {
    modified(FixtureSourceModifier(offset: offset))
  }
}

/// `fixtureSource`: a wrapper that notes its offset under the view's id when placed.
struct FixtureSourceModifier: LayoutModifier {
  let offset: Int
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    FixtureSourceNode(c.content(), id: c.id, offset: offset)
  }
}

/// Notes where the view it wraps is described. Where two notes share an id, the outer one (placed
/// first) stands.
final class FixtureSourceNode: WrapperNode {
  let id: String
  let offset: Int
  init(_ child: LayoutNode, id: String, offset: Int) {
    self.id = id
    self.offset = offset
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    if out.sources[id] == nil { out.sources[id] = offset }
    child.placeIn(frame, &out)
  }
}
