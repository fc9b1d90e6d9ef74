import PopshotGraphics

/// Views in a column.
public nonisolated struct VStack<Content: View>: PrimitiveView {
  // Content first: the fields then pack into three words, which `any View` holds in place.
  let content: ViewList, spacing: Double?, alignment: HorizontalAlignment
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(
      StackContent(
        children: ViewNode.flatten(content.nodes), spacing: spacing, axis: .vertical,
        alignment: Alignment(horizontal: alignment, vertical: .center)))
  }
}

/// Views in a row.
public nonisolated struct HStack<Content: View>: PrimitiveView {
  // Content first: the fields then pack into three words, which `any View` holds in place.
  let content: ViewList, spacing: Double?, alignment: VerticalAlignment
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(
      StackContent(
        children: ViewNode.flatten(content.nodes), spacing: spacing, axis: .horizontal,
        alignment: Alignment(horizontal: .center, vertical: alignment)))
  }
}

/// A VStack or HStack, reduced.
struct StackContent: LeafContent {
  // In this order the fields pack into 20 bytes, which an existential holds in place.
  let children: [ViewNode], spacing: Double?, axis: Axis, alignment: Alignment
  var kind: String { axis == .horizontal ? "hstack" : "vstack" }
  var preferenceSources: [ViewNode] { children }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let node = StackNode(
      axis: axis, alignment: alignment, spacing: spacing,
      children: c.children(children, axis: axis))
    node.pixel = 1 / max(1, c.environment.displayScale)
    return node
  }
}

/// One StackLayout for VStack and HStack, parameterised by axis.
/// Child sizing: along the axis, children are sized in order of layout priority (highest first;
/// spacers have the lowest, −∞) and, within a priority, least flexible first (flexibility = size
/// at ∞ − size at 0). The first priority group shares the proposal less the spacing and the
/// minimum sizes of every lower-priority child; each child in a group is offered an even split of
/// what its group has left. Across the axis every child gets the stack's proposal. With no
/// proposal along the axis every child is asked for its ideal size.
/// Preferred size: the children's sizes plus spacing along the axis; the largest across it.
/// Spacing: `spacing` between every pair when given; otherwise SwiftUI's default for the pair
/// (EdgeSpacing: 8 pt between views, none next to a spacer, less or more next to text).
final class StackNode: LayoutNode {
  let axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode]

  init(axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
    super.init()
    hasGuides = children.contains { $0.hasGuides }
  }

  /// The guide the children line up on across the axis.
  var crossKey: AlignmentKey {
    axis == .vertical ? alignment.horizontal.key : alignment.vertical.key
  }
  /// Children are lined up by their guides' values (not by the guide's fraction of their size)
  /// when one sets a guide or the stack aligns text baselines.
  var usesGuides: Bool { hasGuides || crossKey.isBaseline }

  /// Child i's value for the cross guide at size s.
  func guide(_ i: Int, _ s: Size) -> Double {
    children[i].explicitAlignment(crossKey, s) ?? crossKey.defaultValue(s)
  }

  /// The line the children meet on (the largest guide value) and the extent across the axis
  /// (that line plus the most any child reaches past it).
  func crossLine(_ sizes: [Size]) -> (line: Double, extent: Double) {
    var line = -Double.infinity
    var past = -Double.infinity
    for (i, s) in sizes.enumerated() {
      let g = guide(i, s)
      line = max(line, g)
      past = max(past, s.across(axis) - g)
    }
    return sizes.isEmpty ? (0, 0) : (line, line + past)
  }

  /// A stack's guides: the cross guide where the children meet; another guide (a baseline,
  /// a custom guide) from its first child that has it (last, for the last text baseline).
  override func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? {
    guard !children.isEmpty, hasGuides || key.isBaseline else { return nil }
    let frames = childFrames(Rect(origin: .zero, size: size))
    let last = key == VerticalAlignment.lastTextBaseline.key
    for i in last ? Array(children.indices.reversed()) : Array(children.indices) {
      if let v = children[i].explicitAlignment(key, frames[i].size) {
        return (key.isVertical ? frames[i].minY : frames[i].minX) + v
      }
    }
    return nil
  }

  override var preferenceSources: [LayoutNode] { children }

  /// The gap after child i.
  func gap(after i: Int) -> Double {
    if let spacing { return spacing }
    return defaultGaps[i]
  }

  /// The gaps SwiftUI puts between the children when no spacing is given: none next to a
  /// spacer; across an HStack 8 pt; down a VStack by the kinds of view that meet (EdgeSpacing).
  private lazy var defaultGaps: [Double] = {
    guard children.count > 1 else { return [] }
    return (0..<(children.count - 1)).map { i in
      let (a, b) = (children[i], children[i + 1])
      if a.isSpacer || b.isSpacer { return 0 }
      if axis == .horizontal { return 8 }
      return EdgeSpacing.gap(a.verticalSpacing.bottom, b.verticalSpacing.top, pixel: pixel)
    }
  }()

  /// The device pixel in points, for rounding text gaps as SwiftUI does.
  var pixel = 1.0 / 3

  /// A VStack's top is its first child's and its bottom its last's; an HStack's edges are
  /// shared by every child.
  override var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) { edges }

  /// Worked out once: a parent stack asks for it, and so does each stack around that.
  private lazy var edges: (top: EdgeSpacing, bottom: EdgeSpacing) = {
    guard let first = children.first, let last = children.last else { return (.view, .view) }
    if axis == .vertical { return (first.verticalSpacing.top, last.verticalSpacing.bottom) }
    return children.dropFirst().reduce(first.verticalSpacing) { s, c in
      let e = c.verticalSpacing
      return (s.top.union(e.top), s.bottom.union(e.bottom))
    }
  }()

  var internalSpacing: Double {
    children.count < 2 ? 0 : (0..<(children.count - 1)).reduce(0) { $0 + gap(after: $1) }
  }

  /// The size of every child for a proposal.
  func childSizes(_ p: ProposedSize) -> [Size] {
    let across = p.across(axis)
    guard let along = p.along(axis) else {
      return children.map { $0.size(ProposedSize.make(axis, along: nil, across: across)) }
    }
    func minLength(_ i: Int) -> Double {
      children[i].size(ProposedSize.make(axis, along: 0, across: across)).along(axis)
    }
    func maxLength(_ i: Int) -> Double {
      children[i].size(ProposedSize.make(axis, along: .infinity, across: across)).along(axis)
    }
    // Fitting order: priority descending, then flexibility ascending (an unbounded child with a
    // larger minimum counts as less flexible), then source order.
    func lessFlexible(_ a: Int, _ b: Int) -> Bool {
      let (la, ha, lb, hb) = (minLength(a), maxLength(a), minLength(b), maxLength(b))
      let (da, db) = (ha - la, hb - lb)
      if da != db { return da < db }
      let ea = da == .infinity ? -la : 0
      let eb = db == .infinity ? -lb : 0
      return ea < eb
    }
    var order = Array(children.indices)
    for i in 1..<max(1, order.count) {  // insertion sort: stable, like SwiftUI's for short lists
      var j = i
      while j > 0 {
        let a = order[j - 1]
        let b = order[j]
        let before =
          children[b].priority != children[a].priority
          ? children[b].priority > children[a].priority : lessFlexible(b, a)
        if !before { break }
        order.swapAt(j - 1, j)
        j -= 1
      }
    }
    var sizes = [Size](repeating: .zero, count: children.count)
    var available = along - internalSpacing
    var index = 0
    while index < order.count {
      let priority = children[order[index]].priority
      var end = index + 1
      while end < order.count && children[order[end]].priority == priority { end += 1 }
      if index == 0 {
        available -= order[end...].reduce(0) { $0 + minLength($1) }
      } else {
        available += order[index..<end].reduce(0) { $0 + minLength($1) }
      }
      var remaining = end - index
      for k in index..<end {
        let i = order[k]
        let share = max(available / Double(remaining), 0)
        let s = children[i].size(ProposedSize.make(axis, along: share, across: across))
        sizes[i] = s
        available -= s.along(axis)
        remaining -= 1
      }
      index = end
    }
    return sizes
  }

  override func measure(_ p: ProposedSize) -> Size {
    let sizes = childSizes(p)
    guard !sizes.isEmpty else { return .zero }
    let along = sizes.reduce(0) { $0 + $1.along(axis) } + internalSpacing
    let across = usesGuides ? crossLine(sizes).extent : sizes.reduce(0) { max($0, $1.across(axis)) }
    return Size.make(axis, along: along, across: across)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    forEachChildFrame(frame) { i, f in children[i].placeIn(f, &out) }
  }

  /// Where the children go in `frame`: one after another along the axis, aligned across it.
  func childFrames(_ frame: Rect) -> [Rect] {
    var frames: [Rect] = []
    forEachChildFrame(frame) { _, f in frames.append(f) }
    return frames
  }

  /// Calls `body` with each child's index and frame in `frame`, in order.
  func forEachChildFrame(_ frame: Rect, _ body: (Int, Rect) -> Void) {
    let sizes = childSizes(ProposedSize(frame.size))
    var cursor = axis == .horizontal ? frame.minX : frame.minY
    let guides = usesGuides ? crossLine(sizes) : nil
    for (i, s) in sizes.enumerated() {
      let origin: Point
      if let (line, extent) = guides {
        // On the line, the slack (a frame wider than the children) split as the guide's
        // fraction of it.
        let across = axis == .horizontal ? frame.height : frame.width
        let fraction =
          axis == .horizontal ? alignment.vertical.fraction : alignment.horizontal.fraction
        let start = (axis == .horizontal ? frame.minY : frame.minX) + (across - extent) * fraction
        let offset = start + line - guide(i, s)
        origin = axis == .horizontal ? Point(x: cursor, y: offset) : Point(x: offset, y: cursor)
      } else if axis == .horizontal {
        let slot = Rect(x: cursor, y: frame.minY, width: s.width, height: frame.height)
        origin = Alignment(horizontal: .leading, vertical: alignment.vertical).place(s, in: slot)
      } else {
        let slot = Rect(x: frame.minX, y: cursor, width: frame.width, height: s.height)
        origin = Alignment(horizontal: alignment.horizontal, vertical: .top).place(s, in: slot)
      }
      body(i, Rect(origin: origin, size: s))
      cursor += s.along(axis) + (i + 1 < sizes.count ? gap(after: i) : 0)
    }
  }
}

extension FixtureView {
  /// `{"vstack": {"alignment": "leading", "spacing": 8, "children": [...]}}`.
  static let vstack = FixtureView("vstack") { v, _ in
    try stack(v, HorizontalAlignment.center) { a, s, rows in
      AnyView(VStack(alignment: a, spacing: s.map { CGFloat($0) }) { rows })
    }
  }
  /// `{"hstack": {"alignment": "top", "spacing": 8, "children": [...]}}`.
  static let hstack = FixtureView("hstack") { v, _ in
    try stack(v, VerticalAlignment.center) { a, s, rows in
      AnyView(HStack(alignment: a, spacing: s.map { CGFloat($0) }) { rows })
    }
  }

  /// A stack's children (one ForEach row each), spacing and alignment, read in that order.
  static func stack<A: RawRepresentable & CaseIterable>(
    _ v: any FixtureValue, _ defaultAlignment: A,
    _ make: (A, Double?, ForEach<Range<Int>, Int, AnyView>) -> AnyView
  ) throws -> AnyView where A.RawValue == String {
    let o = try v.members(["alignment", "spacing", "children"], required: ["children"])
    let kids = try o["children"]!.items().map { try $0.view() }
    let spacing = try o["spacing"]?.length()
    let a = try o["alignment"]?.oneOf(A.self) ?? defaultAlignment
    return make(a, spacing, ForEach(kids.indices, id: \.self) { kids[$0] })
  }
}
