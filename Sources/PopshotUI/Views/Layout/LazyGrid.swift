// Lazy grids (SwiftUI's LazyVGrid and LazyHGrid): children fill tracks (columns of a LazyVGrid,
// rows of a LazyHGrid) described by GridItems, in reading order. In a still every cell is made.
import PopshotGraphics

/// One track of a lazy grid (SwiftUI's GridItem).
public struct GridItem: Sendable, Hashable {
  /// How wide a track is.
  public enum Size: Sendable, Hashable {
    /// One track of this length.
    case fixed(Double)
    /// One track sharing what the fixed tracks leave, kept within the bounds.
    case flexible(minimum: Double = 10, maximum: Double = .infinity)
    /// As many tracks of at least `minimum` as fit in a flexible track's share.
    case adaptive(minimum: Double, maximum: Double = .infinity)
  }
  public var size: Size
  /// The gap after this track (nil: 8 pt, the standard spacing).
  public var spacing: Double?
  /// Where a cell sits in its slot (nil: centred).
  public var alignment: Alignment?
  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing.map(Double.init)
    self.alignment = alignment
  }
}

/// A grid that grows downwards: `columns` across, as many rows as the children need.
public nonisolated struct LazyVGrid<Content: View>: PrimitiveView {
  let content: ViewList, tracks: [GridItem], alignment: HorizontalAlignment, spacing: Double?
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    tracks = columns
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(
      GridContent(
        children: ViewNode.flatten(content.nodes), tracks: tracks, axis: .vertical,
        alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing))
  }
}

/// A grid that grows sideways: `rows` down, as many columns as the children need.
public nonisolated struct LazyHGrid<Content: View>: PrimitiveView {
  let content: ViewList, tracks: [GridItem], alignment: VerticalAlignment, spacing: Double?
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    tracks = rows
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(
      GridContent(
        children: ViewNode.flatten(content.nodes), tracks: tracks, axis: .horizontal,
        alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing))
  }
}

/// A lazy grid, reduced. `axis` is the direction it grows in.
final class GridContent: LeafContent {
  let children: [ViewNode], tracks: [GridItem], axis: Axis, alignment: Alignment
  let spacing: Double?
  init(
    children: [ViewNode], tracks: [GridItem], axis: Axis, alignment: Alignment, spacing: Double?
  ) {
    self.children = children
    self.tracks = tracks
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
  }
  var kind: String { axis == .vertical ? "lazyvgrid" : "lazyhgrid" }
  var preferenceSources: [ViewNode] { children }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    LazyGridNode(
      children: c.children(children, axis: nil), tracks: tracks, axis: axis,
      alignment: alignment, spacing: spacing ?? GridItem.standardSpacing)
  }
}

extension GridItem {
  static let standardSpacing = 8.0

  /// The lengths of the tracks and the gaps after them, across a grid `available` long: fixed
  /// tracks first, then the rest shared in order among flexible and adaptive items, each taking
  /// an even share of what is left, clamped to its bounds; an adaptive item splits its share into
  /// as many tracks of at least its minimum as fit.
  static func resolve(_ items: [GridItem], available: Double?) -> [(length: Double, gap: Double)] {
    let gaps = items.map { $0.spacing ?? standardSpacing }
    let fixed = items.reduce(0.0) { sum, item in
      if case .fixed(let l) = item.size { return sum + l }
      return sum
    }
    var left = (available ?? 0) - fixed - gaps.dropLast().reduce(0, +)
    var open = items.filter { if case .fixed = $0.size { false } else { true } }.count
    var tracks: [(length: Double, gap: Double)] = []
    for (item, gap) in zip(items, gaps) {
      switch item.size {
      case .fixed(let l):
        tracks.append((l, gap))
      case .flexible(let lo, let hi):
        let share = available == nil ? lo : max(lo, min(hi, left / Double(open)))
        left -= share
        open -= 1
        tracks.append((share, gap))
      case .adaptive(let lo, let hi):
        let share = available == nil ? lo : max(lo, left / Double(open))
        let count = max(1, Int(((share + gap) / (lo + gap)).rounded(.down)))
        let each = min(hi, max(lo, (share - Double(count - 1) * gap) / Double(count)))
        left -= share
        open -= 1
        tracks += Array(repeating: (each, gap), count: count)
      }
    }
    return tracks
  }
}

/// Child sizing: each cell is offered its track's length across and nil along the axis the grid
/// grows in. Preferred size: the offered length across (the tracks' total when unspecified); the
/// lines' lengths plus the spacing along. A line is as long as its longest cell; the tracks are
/// placed by the grid's alignment within its width, and each cell by its item's alignment.
final class LazyGridNode: LayoutNode {
  let children: [LayoutNode], items: [GridItem], axis: Axis, alignment: Alignment
  let spacing: Double

  init(
    children: [LayoutNode], tracks: [GridItem], axis: Axis, alignment: Alignment, spacing: Double
  ) {
    self.children = children
    items = tracks
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
  }
  override var preferenceSources: [LayoutNode] { children }

  /// The axis tracks lie across.
  var cross: Axis { axis == .vertical ? .horizontal : .vertical }

  /// Track lengths and gaps, the cells' sizes, and each line's length along the growing axis.
  func arrange(_ across: Double?) -> (
    tracks: [(length: Double, gap: Double)], sizes: [Size],
    lines: [Double]
  ) {
    let tracks = GridItem.resolve(items, available: across)
    guard !tracks.isEmpty else { return ([], [], []) }
    var sizes: [Size] = []
    var lines: [Double] = []
    for (i, child) in children.enumerated() {
      let s = child.size(.make(cross, along: tracks[i % tracks.count].length, across: nil))
      sizes.append(s)
      if i % tracks.count == 0 { lines.append(0) }
      lines[lines.count - 1] = max(lines[lines.count - 1], s.along(axis))
    }
    return (tracks, sizes, lines)
  }

  override func measure(_ p: ProposedSize) -> Size {
    let (tracks, _, lines) = arrange(p.along(cross))
    let total = tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
    let length = lines.reduce(0, +) + spacing * Double(max(0, lines.count - 1))
    return .make(axis, along: length, across: p.along(cross) ?? total)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let (tracks, sizes, lines) = arrange(frame.size.along(cross))
    guard !tracks.isEmpty else { return }
    let total = tracks.reduce(0) { $0 + $1.length + $1.gap } - tracks.last!.gap
    let slack = frame.size.along(cross) - total
    let lead =
      cross == .horizontal
      ? frame.minX + slack * alignment.horizontal.fraction
      : frame.minY + slack * alignment.vertical.fraction
    var starts: [Double] = []
    var cursor = lead
    for t in tracks {
      starts.append(cursor)
      cursor += t.length + t.gap
    }
    var line = axis == .vertical ? frame.minY : frame.minX
    for (i, child) in children.enumerated() {
      let k = i % tracks.count
      let row = i / tracks.count
      if k == 0, row > 0 { line += lines[row - 1] + spacing }
      let slotSize = Size.make(cross, along: tracks[k].length, across: lines[row])
      let origin =
        cross == .horizontal
        ? Point(x: starts[k], y: line) : Point(x: line, y: starts[k])
      let itemAlignment = items.count == tracks.count ? items[k].alignment : nil
      let at = (itemAlignment ?? .center).place(sizes[i], in: Rect(origin: origin, size: slotSize))
      child.placeIn(Rect(origin: at, size: sizes[i]), &out)
    }
  }
}
