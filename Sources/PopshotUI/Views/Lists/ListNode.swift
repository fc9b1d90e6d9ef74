import PopshotGraphics

/// A list's layout: sections one under another from the top of the list, as a still shows a list
/// scrolled to its top, clipped to what is visible of it.
/// Child sizing: a row's content is offered the cell's width less the row's insets, and its ideal
/// height; headers and footers the width of the rows' text.
/// Preferred size: what is offered (a list is a scroll view and fills its space); with no
/// proposal, its content's size.
/// Geometry (ListMetrics, docs/platform.md "Lists"): a cell is at least `minRowHeight` tall, its
/// content leading-aligned and centred vertically; a grouped list has `sectionSpacing` above each
/// section and below the last; inset grouped sections are cards inset by the layout margin.
final class ListNode: LayoutNode {
  /// A section's parts with what its rows say about themselves.
  struct Section {
    let header: LayoutNode?, footer: LayoutNode?
    let rows: [Row]
    let spacing: ListSectionSpacing
    init(_ s: ListSection, context c: BuildContext) {
      header = s.header
      footer = s.footer
      spacing = s.spacing
      rows = s.rows.enumerated().map { i, node in
        let background = node.preferenceValue(ListRowBackgroundKey.self).map { view in
          c.build(
            EnvironmentValues.$current.withValue(c.environment) { PopshotUI.node(of: view) },
            component: "rowbackground[\(i)]")
        }
        return Row(
          node: node, insets: node.preferenceValue(ListRowInsetsKey.self),
          background: background, separators: node.preferenceValue(ListRowSeparatorKey.self),
          takesTaps: Row.tappable(node),
          holdsControl: node.preferenceValue(HoldsControlGraphicKey.self))
      }
    }
  }
  struct Row {
    let node: LayoutNode
    let insets: EdgeInsets?
    let background: LayoutNode?
    let separators: RowSeparators
    /// A button or link: the whole cell takes its taps, as in UIKit's table cells.
    let takesTaps: Bool
    /// A switch, a slider or another control's graphic is in the row: it has a control row's
    /// padding.
    let holdsControl: Bool
    static func tappable(_ n: LayoutNode) -> Bool {
      if n is TappableNode { return true }
      if let w = n as? WrapperNode { return tappable(w.child) }
      return false
    }
  }

  let sections: [Section], appearance: ListAppearance, env: EnvironmentValues
  let metrics: ListMetrics
  /// The rows of a lone ForEach that were not made (LazyRows), and how many were.
  let unmade: (count: Int, made: Int)

  init(
    sections: [Section], appearance: ListAppearance, env: EnvironmentValues,
    unmade: (count: Int, made: Int) = (0, 0)
  ) {
    self.sections = sections
    self.appearance = appearance
    self.env = env
    self.unmade = unmade
    metrics = ListMetrics.of(env.design)
  }

  /// The content's height at `width`: the rows not made count at the average height of those
  /// made, as SwiftUI estimates a list's rows below what it shows.
  func contentHeight(width: Double) -> Double {
    let made = geometry(width: width).height
    guard unmade.count > 0 else { return made }
    return made + made / Double(max(1, unmade.made)) * Double(unmade.count)
  }

  override var preferenceSources: [LayoutNode] {
    sections.flatMap { s in
      [s.header].compactMap { $0 } + s.rows.map(\.node) + [s.footer].compactMap { $0 }
    }
  }

  private var cached: ListGeometry?

  /// Where everything goes in a list `width` wide, from y = 0.
  func geometry(width: Double) -> ListGeometry {
    if let cached, cached.width == width { return cached }
    let g = ListGeometry(self, width: width)
    cached = g
    return g
  }

  /// The width the content wants: its widest row with its insets.
  var idealWidth: Double {
    let m = metrics.margin(forWidth: 0)
    let card = appearance.grouping == .insetGrouped ? 2 * m : 0
    let rows = sections.flatMap(\.rows).map { r in
      r.node.size(ProposedSize(width: nil, height: nil)).width + (r.insets?.leading ?? m)
        + (r.insets?.trailing ?? m)
    }
    return (rows.max() ?? 0) + card
  }

  /// `.contentMargins` around the sections, inside the list's frame.
  var margins: EdgeInsets { env.contentMargins }

  override func measure(_ p: ProposedSize) -> Size {
    let (h, v) = (margins.leading + margins.trailing, margins.top + margins.bottom)
    let width = p.width ?? idealWidth + h
    guard let height = p.height else {
      let inner = width.isFinite ? max(0, width - h) : idealWidth
      return Size(width: width, height: contentHeight(width: inner) + v)
    }
    return Size(width: width, height: height)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    // What shows of the list: its frame, and under the status bar and home indicator when it
    // reaches them (a list scrolls under both; its rows still start at its top).
    var visible = frame
    if abs(frame.minY - out.safe.minY) < 0.5 {
      visible = Rect(
        x: visible.minX, y: out.screen.minY, width: visible.width,
        height: visible.maxY - out.screen.minY)
    }
    if abs(frame.maxY - out.safe.maxY) < 0.5 {
      visible.size.height = out.screen.maxY - visible.minY
    }
    let saved = out.background
    let scheme = env.colorScheme
    if env.scrollContentBackground != .hidden {
      let bg = appearance.backgroundColor.resolved(scheme)
      out.items.append(.fill(.rect(visible), .solid(bg), .nonZero))
      out.background = bg
    }
    out.items.append(.pushClip(.rect(visible), .nonZero))
    let content = frame.inset(by: margins)
    ListPainter(
      list: self, geometry: geometry(width: max(0, content.width)), origin: content.origin,
      visible: visible
    ).paint(&out)
    out.items.append(.popClip)
    out.background = saved
  }
}
