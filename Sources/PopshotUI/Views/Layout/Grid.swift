// Grid and GridRow (SwiftUI's two-dimensional grid, iOS 16): rows of cells whose columns line up.
// A view in the grid that is not a GridRow is a row of its own across every column.
import PopshotGraphics

/// Rows of cells in aligned columns.
public nonisolated struct Grid<Content: View>: PrimitiveView {
  let content: ViewList, alignment: Alignment
  let horizontalSpacing: Double?, verticalSpacing: Double?
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
    verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing.map(Double.init)
    self.verticalSpacing = verticalSpacing.map(Double.init)
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(
      GridTableContent(
        rows: ViewNode.flatten(content.nodes), alignment: alignment,
        spacing: Size(
          width: horizontalSpacing ?? GridItem.standardSpacing,
          height: verticalSpacing ?? GridItem.standardSpacing)))
  }
}

/// One row of a Grid; outside a grid, its cells side by side.
public nonisolated struct GridRow: PrimitiveView {
  let content: ViewList, alignment: VerticalAlignment?
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> some View) {
    self.alignment = alignment
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .leaf(GridRowContent(cells: ViewNode.flatten(content.nodes), alignment: alignment))
  }
}

final class GridRowContent: LeafContent {
  let cells: [ViewNode], alignment: VerticalAlignment?
  init(cells: [ViewNode], alignment: VerticalAlignment?) {
    self.cells = cells
    self.alignment = alignment
  }
  var kind: String { "gridrow" }
  var preferenceSources: [ViewNode] { cells }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment ?? .center),
      spacing: nil, children: c.children(cells, axis: .horizontal))
  }
}

final class GridTableContent: LeafContent {
  let rows: [ViewNode], alignment: Alignment, spacing: Size
  init(rows: [ViewNode], alignment: Alignment, spacing: Size) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
  }
  var kind: String { "grid" }
  var preferenceSources: [ViewNode] { rows }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let kinds = Builder.components(rows.map(Builder.kind))
    let built = zip(rows, kinds).map { row, component -> GridTableNode.Row in
      let path = component.isEmpty ? "" : Builder.join(c.id, component)
      guard case .leaf(let content) = row, let cells = content as? GridRowContent else {
        return .init(
          cells: [Builder.build(row, env: c.environment, path: path, stackAxis: nil)],
          alignment: nil, spansAll: true)
      }
      let id = path.isEmpty ? "gridrow" : path
      return .init(
        cells: Builder.children(cells.cells, env: c.environment, path: id, stackAxis: nil),
        alignment: cells.alignment, spansAll: false)
    }
    return GridTableNode(rows: built, alignment: alignment, spacing: spacing)
  }
}

/// Child sizing: each cell is asked its ideal width; a column is as wide as its widest cell, and
/// columns whose cells can grow share what an offered width leaves. Cells are then offered their
/// column's width; a row is as tall as its tallest cell. A view that is not a GridRow is offered
/// the grid's width. Preferred size: the columns and rows plus the spacing between them.
final class GridTableNode: LayoutNode {
  struct Row {
    let cells: [LayoutNode], alignment: VerticalAlignment?, spansAll: Bool
  }
  let rows: [Row], alignment: Alignment, spacing: Size
  init(rows: [Row], alignment: Alignment, spacing: Size) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
  }
  override var preferenceSources: [LayoutNode] { rows.flatMap(\.cells) }

  var columnCount: Int { rows.filter { !$0.spansAll }.map(\.cells.count).max() ?? 1 }

  func columns(_ width: Double?) -> [Double] {
    var widths = Array(repeating: 0.0, count: columnCount)
    var grows = Array(repeating: false, count: columnCount)
    for row in rows where !row.spansAll {
      for (k, cell) in row.cells.enumerated() {
        let ideal = cell.size(.unspecified).width
        widths[k] = max(widths[k], ideal)
        if cell.size(ProposedSize(width: .infinity, height: nil)).width > ideal { grows[k] = true }
      }
    }
    let used = widths.reduce(0, +) + spacing.width * Double(columnCount - 1)
    let growing = grows.filter { $0 }.count
    if let width, width > used, growing > 0 {
      let extra = (width - used) / Double(growing)
      for k in widths.indices where grows[k] { widths[k] += extra }
    }
    return widths
  }

  func layout(_ width: Double?) -> (columns: [Double], total: Double, heights: [Double]) {
    let cols = columns(width)
    let total = cols.reduce(0, +) + spacing.width * Double(cols.count - 1)
    let heights = rows.map { row -> Double in
      if row.spansAll { return row.cells[0].size(ProposedSize(width: total, height: nil)).height }
      return zip(row.cells, cols).map { $0.size(ProposedSize(width: $1, height: nil)).height }
        .max() ?? 0
    }
    return (cols, total, heights)
  }

  override func measure(_ p: ProposedSize) -> Size {
    let (_, total, heights) = layout(p.width)
    return Size(
      width: total,
      height: heights.reduce(0, +) + spacing.height * Double(max(0, heights.count - 1)))
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let (cols, total, heights) = layout(frame.width)
    var y = frame.minY
    let x0 = frame.minX + (frame.width - total) * alignment.horizontal.fraction
    for (row, height) in zip(rows, heights) {
      let a = Alignment(
        horizontal: alignment.horizontal, vertical: row.alignment ?? alignment.vertical)
      if row.spansAll {
        let s = row.cells[0].size(ProposedSize(width: total, height: nil))
        let slot = Rect(x: x0, y: y, width: total, height: height)
        row.cells[0].placeIn(Rect(origin: a.place(s, in: slot), size: s), &out)
      } else {
        var x = x0
        for (cell, w) in zip(row.cells, cols) {
          let s = cell.size(ProposedSize(width: w, height: nil))
          let slot = Rect(x: x, y: y, width: w, height: height)
          cell.placeIn(Rect(origin: a.place(s, in: slot), size: s), &out)
          x += w + spacing.width
        }
      }
      y += height + spacing.height
    }
  }
}
