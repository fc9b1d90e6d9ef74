// The layout engine: SwiftUI's proposal model. A parent proposes a size (each dimension a number
// or nil), the child answers with the size it takes, and the parent places it. Each node type
// documents its rule as "Child sizing" (what it proposes) and "Preferred size" (what it answers).
import PopshotGraphics
import PopshotText

/// What placing views produces: drawing operations, semantic elements, and the context that
/// flows down while placing (declared background, safe area, content shapes).
struct Output {
  var items: [DisplayItem] = []
  var elements: [SemanticElement] = []
  /// The nearest declared background colour behind what is being placed.
  var background: SRGBColor?
  var screen: Rect
  var safe: Rect
  /// A content shape declared around the views being placed, for the button inside them.
  var contentShape: Rect?
  var firstError: FontError?
  /// The frame of every view given an explicit `.id`.
  var frames: [String: Rect] = [:]
  /// Where a fixture describes each view placed that it marked (`fixtureSource`), by layout id.
  var sources: [String: Int] = [:]
  /// Where the root view was placed.
  var rootFrame: Rect = .zero
  /// The presentations attached to the views placed, in tree order.
  var presentations: [PresentationRequest] = []
  /// The views shown under a condition, in the order they were placed.
  var conditionals: [ConditionalRegion] = []
  /// The values `onPreferenceChange` saw, in the order their views were placed.
  var preferenceChanges: [PreferenceChange] = []
  /// The text of the label part of the control being placed (see ControlLabelNode).
  var controlLabel: String?
  /// The text of the value part of the control being placed (a picker's selected option).
  var controlValue: String?
  /// Whether anything placed may be in right-to-left layout (the root's direction, or a
  /// LayoutDirectionBoundary placed): leaves ask their environment only then.
  var mayBeRightToLeft = false
}

/// A node of the layout tree: built from a ViewNode with its environment resolved.
class LayoutNode {
  /// Stacks offer space to higher priorities first (`.layoutPriority`).
  var priority: Double = 0
  /// Order in a ZStack (`.zIndex`).
  var zIndex: Double = 0
  var isSpacer: Bool { false }
  /// Whether an `.alignmentGuide` is set in this subtree (stacks then ask for guides).
  var hasGuides = false
  /// The view's own value for an alignment guide at `size` (from its top-left corner), or nil
  /// when it has none and the guide's default applies. Texts have their baselines.
  func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? { nil }
  /// What the view's top and bottom edges ask of their neighbours in a vertical stack (see
  /// EdgeSpacing): "not text" unless the view is, or ends in, text.
  var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) { (.view, .view) }
  /// Edges on which the view extends into the safe-area insets (`.ignoresSafeArea`).
  var ignoredSafeEdges: Edges = []
  /// Whether `size` keeps the answers `measure` gives. A wrapper that sizes as its child does
  /// not: its child keeps them (`memoisesSize`).
  var memoises = true
  /// Answers already given: a node is asked a handful of proposals (0, ∞, its share, its frame),
  /// so a short list searched in order beats a dictionary. The first is kept in the node, the
  /// rest in a list made on the second: a long column's nodes are many, and a list per node
  /// took 30% of such a screen's memory.
  private var firstAsked: ProposedSize?
  private var firstSize = Size.zero
  private var asked: [(proposal: ProposedSize, size: Size)] = []

  /// Whether nodes of this class keep the sizes they measure (a wrapper whose `measure` is its
  /// child's says no).
  class var memoisesSize: Bool { true }

  /// The size this node takes for a proposal (memoised: stacks ask several times).
  final func size(_ p: ProposedSize) -> Size {
    guard memoises else { return measure(p) }
    if firstAsked == p { return firstSize }
    for entry in asked where entry.proposal == p { return entry.size }
    let s = measure(p)
    if firstAsked == nil {
      (firstAsked, firstSize) = (p, s)
      return s
    }
    if asked.count >= 15 { asked.removeAll(keepingCapacity: true) }
    if asked.isEmpty { asked.reserveCapacity(3) }
    asked.append((p, s))
    return s
  }

  func measure(_ p: ProposedSize) -> Size { .zero }

  /// The nodes whose preference values this one gathers, in view-tree order.
  var preferenceSources: [LayoutNode] { [] }

  /// The value of a preference in this subtree, reduced in view-tree order; nil when no view in
  /// it sets one. A geometry reader's content counts once it has been placed.
  func preference(_ key: AnyPreferenceKey) -> Any? { key.reduce(preferenceSources) }

  /// Places the node, first extending its frame to the screen's edge on each ignored edge where
  /// the frame reaches the safe area's edge (so a background colour fills the screen behind the
  /// status bar and home indicator, as in SwiftUI).
  final func placeIn(_ frame: Rect, _ out: inout Output) {
    guard !ignoredSafeEdges.isEmpty else { return place(frame, &out) }
    var (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    let eps = 0.5
    if ignoredSafeEdges.contains(.top), abs(y0 - out.safe.minY) < eps { y0 = out.screen.minY }
    if ignoredSafeEdges.contains(.bottom), abs(y1 - out.safe.maxY) < eps { y1 = out.screen.maxY }
    if ignoredSafeEdges.contains(.leading), abs(x0 - out.safe.minX) < eps { x0 = out.screen.minX }
    if ignoredSafeEdges.contains(.trailing), abs(x1 - out.safe.maxX) < eps { x1 = out.screen.maxX }
    place(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), &out)
  }
  /// Draws the node in `frame` (points, already sized by `size`) and records its elements.
  func place(_ frame: Rect, _ out: inout Output) {}
}

/// Nodes with one child that, unless they say otherwise, size like it and pass on its priority.
class WrapperNode: LayoutNode {
  let child: LayoutNode
  init(_ child: LayoutNode) {
    self.child = child
    super.init()
    memoises = type(of: self).memoisesSize
    priority = child.priority
    zIndex = child.zIndex
    ignoredSafeEdges = child.ignoredSafeEdges
    hasGuides = child.hasGuides
  }
  /// A wrapper sizes as its child, which keeps its answers; one that overrides `measure` keeps
  /// its own (it says so).
  override class var memoisesSize: Bool { false }
  override var isSpacer: Bool { child.isSpacer }
  /// The child's guides: a wrapper that moves its child inside its frame says so.
  override func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? {
    child.explicitAlignment(key, size)
  }
  override var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) { child.verticalSpacing }
  /// The child's values; a wrapper with more sources (a background's decoration) overrides this.
  override func preference(_ key: AnyPreferenceKey) -> Any? { child.preference(key) }
  override func measure(_ p: ProposedSize) -> Size { child.size(p) }
  override func place(_ frame: Rect, _ out: inout Output) { child.placeIn(frame, &out) }
}

final class EmptyNode: LayoutNode {}
