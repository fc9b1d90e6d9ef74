// `.safeAreaInset(edge:)`: a view (a bar, a button row) at one edge of the modified view, which
// takes what is left and whose safe area shrinks by the bar and the spacing, so that a scroll
// view or list inside still runs under the bar and `.ignoresSafeArea` backgrounds reach behind
// it. The rule (sizes, placement, default spacing) and its sources: docs/swiftui.md, "Position
// and the safe area".
import Foundation
import PopshotGraphics

nonisolated extension View {
  /// Shows `content` above or below the view, which is inset by its height plus `spacing` (nil:
  /// the spacing a VStack would put between the two), its safe area too.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modified(
      SafeAreaInsetModifier(
        view: erased(content()), edge: edge == .top ? .top : .bottom,
        alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing.map { Double($0) }))
  }
  /// Shows `content` beside the view, which is inset by its width plus `spacing` (nil: 8), its
  /// safe area too.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    modified(
      SafeAreaInsetModifier(
        view: erased(content()), edge: edge == .leading ? .leading : .trailing,
        alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing.map { Double($0) }))
  }
}

/// `.safeAreaInset`. The inset view is reduced where the modified view is, in its environment.
struct SafeAreaInsetModifier: LayoutModifier {
  let view: any View
  let edge: Edge, alignment: Alignment, spacing: Double?
  func reduced() -> (any LayoutModifier)? { reducedForm }
  func makeLayout(_ c: ModifierContext) -> LayoutNode { reducedForm.makeLayout(c) }
  var reducedForm: SafeAreaInsetNodeModifier {
    SafeAreaInsetNodeModifier(
      inset: node(of: view), spacing: spacing, edge: edge, alignment: alignment)
  }
}

/// `.safeAreaInset` with its view reduced. Its fields in this order fit three words, as a
/// reduced modifier must (InlineSizeTests).
struct SafeAreaInsetNodeModifier: LayoutModifier {
  let inset: ViewNode
  let spacing: Double?
  let edge: Edge, alignment: Alignment
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    SafeAreaInsetNode(
      c.content(), inset: c.build(inset, component: "safeAreaInset"), edge: edge,
      alignment: alignment, spacing: spacing,
      pixel: 1 / max(1, c.environment.displayScale))
  }
  func preference(_ key: AnyPreferenceKey, of content: ViewNode) -> Any? {
    key.reduce([content, inset])
  }
}

/// Child sizing: the inset view is offered the proposal across the edge's axis and, along it,
/// what is left after the spacing and the content's minimum (its size for 0); the content is
/// offered the proposal less the inset view and the spacing along the axis.
/// Preferred size: along the axis, the inset view, the spacing and the content; across it, the
/// larger of the two.
/// The inset view sits at the edge, aligned across it with the content by `alignment`; the
/// content sits at the opposite edge, centred across, with its safe area ending the inset view's
/// size plus the spacing from the edge.
final class SafeAreaInsetNode: WrapperNode {
  override class var memoisesSize: Bool { true }
  let inset: LayoutNode
  let edge: Edge, alignment: Alignment
  let spacing: Double

  init(
    _ child: LayoutNode, inset: LayoutNode, edge: Edge, alignment: Alignment, spacing: Double?,
    pixel: Double
  ) {
    self.inset = inset
    self.edge = edge
    self.alignment = alignment
    switch (spacing, edge) {
    case (let s?, _): self.spacing = s
    case (nil, .top):
      self.spacing = EdgeSpacing.gap(
        inset.verticalSpacing.bottom, child.verticalSpacing.top, pixel: pixel)
    case (nil, .bottom):
      self.spacing = EdgeSpacing.gap(
        child.verticalSpacing.bottom, inset.verticalSpacing.top, pixel: pixel)
    case (nil, _): self.spacing = 8
    }
    super.init(child)
    // The modifier's frame holds the inset view: a content reaching into the safe area does
    // not take it along (the content alone extends, from its own frame).
    ignoredSafeEdges = []
  }

  var isVertical: Bool { edge == .top || edge == .bottom }

  override func preference(_ key: AnyPreferenceKey) -> Any? { key.reduce([child, inset]) }

  override var verticalSpacing: (top: EdgeSpacing, bottom: EdgeSpacing) {
    switch edge {
    case .top: return (inset.verticalSpacing.top, child.verticalSpacing.bottom)
    case .bottom: return (child.verticalSpacing.top, inset.verticalSpacing.bottom)
    default:
      let (a, b) = (child.verticalSpacing, inset.verticalSpacing)
      return (a.top.union(b.top), a.bottom.union(b.bottom))
    }
  }

  /// The inset view's and the content's sizes for a proposal.
  func sizes(_ p: ProposedSize) -> (inset: Size, content: Size) {
    func along(_ q: ProposedSize) -> Double? { isVertical ? q.height : q.width }
    func with(_ q: ProposedSize, along v: Double?) -> ProposedSize {
      isVertical
        ? ProposedSize(width: q.width, height: v) : ProposedSize(width: v, height: q.height)
    }
    var insetProposal = p
    if let l = along(p) {
      let room = max(0, l - spacing)
      let minimum = child.size(with(p, along: 0))
      insetProposal = with(p, along: max(0, room - (isVertical ? minimum.height : minimum.width)))
    }
    let i = inset.size(insetProposal)
    let taken = (isVertical ? i.height : i.width) + spacing
    let c = child.size(with(p, along: along(p).map { max(0, $0 - taken) }))
    return (i, c)
  }

  override func measure(_ p: ProposedSize) -> Size {
    let (i, c) = sizes(p)
    return isVertical
      ? Size(width: max(i.width, c.width), height: i.height + spacing + c.height)
      : Size(width: i.width + spacing + c.width, height: max(i.height, c.height))
  }

  /// Where the content and the inset view go in `frame`, and the content's safe-area insets.
  func arrange(_ frame: Rect) -> (content: Rect, bar: Rect, insets: EdgeInsets) {
    let (i, c) = sizes(ProposedSize(frame.size))
    var insets = EdgeInsets()
    switch edge {
    case .top:
      let content = Rect(
        x: frame.midX - c.width / 2, y: frame.maxY - c.height, width: c.width, height: c.height)
      insets.top = i.height + spacing
      return (content, Rect(x: across(i, content), y: frame.minY, size: i), insets)
    case .bottom:
      let content = Rect(
        x: frame.midX - c.width / 2, y: frame.minY, width: c.width, height: c.height)
      insets.bottom = i.height + spacing
      return (content, Rect(x: across(i, content), y: frame.maxY - i.height, size: i), insets)
    case .leading:
      let content = Rect(
        x: frame.maxX - c.width, y: frame.midY - c.height / 2, width: c.width, height: c.height)
      insets.leading = i.width + spacing
      return (content, Rect(x: frame.minX, y: across(i, content), size: i), insets)
    case .trailing:
      let content = Rect(
        x: frame.minX, y: frame.midY - c.height / 2, width: c.width, height: c.height)
      insets.trailing = i.width + spacing
      return (content, Rect(x: frame.maxX - i.width, y: across(i, content), size: i), insets)
    }
  }

  /// The inset view's position across the edge's axis: its `alignment` guide on the content's
  /// (explicit guides included, as SwiftUI aligns the two).
  func across(_ size: Size, _ content: Rect) -> Double {
    let key = isVertical ? alignment.horizontal.key : alignment.vertical.key
    func guide(_ n: LayoutNode, _ s: Size) -> Double {
      n.explicitAlignment(key, s) ?? key.defaultValue(s)
    }
    let start = isVertical ? content.minX : content.minY
    return start + guide(child, content.size) - guide(inset, size)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let (content, bar, insets) = arrange(frame)
    out.placeWithSafeArea(of: frame, insetBy: insets) { child.placeIn(content, &$0) }
    inset.placeIn(bar, &out)
  }

  /// The content's guides, where the content sits in the frame.
  override func explicitAlignment(_ key: AlignmentKey, _ size: Size) -> Double? {
    let content = arrange(Rect(origin: .zero, size: size)).content
    return child.explicitAlignment(key, content.size).map {
      $0 + (key.isVertical ? content.minY : content.minX)
    }
  }
}

extension Rect {
  fileprivate init(x: Double, y: Double, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }
}
