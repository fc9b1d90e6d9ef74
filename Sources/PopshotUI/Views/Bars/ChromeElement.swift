// One semantic element for a piece of system chrome drawn by composition (a tab bar item, the
// search field): the views inside draw it, and this wrapper tells the audit what it is, as UIKit's
// accessibility element for the control does.
import PopshotGraphics

/// What a chrome control is to the audit: its role, what VoiceOver reads, its traits, and the
/// area it takes taps in (nil: its frame).
struct ChromeSemantics {
  var role: SemanticRole
  var label: String?
  var value: String? = nil
  var traits: [SemanticTrait] = []
  var action: String = "tap"
  /// The hit area from the frame the view is placed in.
  var hitArea: (@Sendable (Rect) -> Rect)? = nil
}

/// A view described to the audit as one control (see ChromeSemantics).
nonisolated struct ChromeElement: PrimitiveView {
  let semantics: ChromeSemantics
  let content: any View
  init(_ semantics: ChromeSemantics, @ViewBuilder content: () -> some View) {
    self.semantics = semantics
    self.content = erased(content())
  }
  func makeNode() -> ViewNode {
    .leaf(ChromeElementContent(semantics: semantics, content: node(of: content)))
  }
}

/// A chrome element, reduced.
final class ChromeElementContent: LeafContent {
  let semantics: ChromeSemantics, content: ViewNode
  init(semantics: ChromeSemantics, content: ViewNode) {
    self.semantics = semantics
    self.content = content
  }
  var kind: String { semantics.role.rawValue }
  var preferenceSources: [ViewNode] { [content] }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    ChromeElementNode(c.build(content, component: "content"), id: c.id, semantics: semantics)
  }
}

/// Child sizing and preferred size: the content's. Adds the control's element in front of the
/// content's elements, with the colour of the content's first element as its foreground.
final class ChromeElementNode: WrapperNode {
  let id: String, semantics: ChromeSemantics
  init(_ child: LayoutNode, id: String, semantics: ChromeSemantics) {
    self.id = id
    self.semantics = semantics
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    // The first inner element's colour, read without a slice: a slice alive at the insert below
    // would copy every element of the page.
    let foreground = out.elements.count > first ? out.elements[first].foreground : nil
    var element = SemanticElement(
      id: id, role: semantics.role, label: semantics.label, frame: frame,
      hitFrame: semantics.hitArea?(frame) ?? frame, text: nil,
      foreground: foreground, background: out.background,
      actions: [.tap(semantics.action)], zOrder: 0, hiddenFromAccessibility: false)
    element.value = semantics.value
    element.traits = semantics.traits.isEmpty ? nil : semantics.traits
    out.elements.insert(element, at: first)
  }
}
