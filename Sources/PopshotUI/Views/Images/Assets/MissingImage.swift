// What a missing or unreadable asset image draws: a grey outline box with the name inside,
// 64 × 64 pt (or the proposal when resizable), so a still shows the gap. Its semantic element
// says which asset is missing and carries the `missingAsset` and `isPlaceholder` traits; the
// miss is recorded (AssetMisses) so the snapshot assertion fails naming it.
import PopshotGraphics

enum MissingImage {
  /// The placeholder's side when the image is not resizable.
  static let side = 64.0

  static func node(_ name: String, _ message: String, _ options: ImageOptions, _ c: BuildContext)
    -> LayoutNode
  {
    AssetMisses.report(message)
    let box = ZStack {
      Rectangle().strokeBorder(Color.gray, lineWidth: 1)
      Text(name).font(.caption2).foregroundStyle(Color.gray).lineLimit(3)
        .multilineTextAlignment(.center).padding(4)
    }
    .accessibilityHidden(true)
    let view: AnyView =
      options.resizable ? AnyView(box) : AnyView(box.frame(width: side, height: side))
    let content = EnvironmentValues.$current.withValue(c.environment) { PopshotUI.node(of: view) }
    return MissingImageNode(c.build(content, component: "missing"), name: name, id: c.id)
  }
}

/// The placeholder's box, with the image's semantic element over it.
final class MissingImageNode: WrapperNode {
  let name: String, id: String
  init(_ child: LayoutNode, name: String, id: String) {
    self.name = name
    self.id = id
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    child.placeIn(frame, &out)
    var element = SemanticElement(
      id: id, role: .image, label: "Missing image asset \(name)", frame: frame, hitFrame: nil,
      text: nil, foreground: nil, background: out.background, actions: [],
      zOrder: out.elements.count, hiddenFromAccessibility: false)
    element.traits = [.missingAsset, .isPlaceholder]
    out.elements.append(element)
  }
}
