// A scroll view in a still: its content from the start (top, leading), clipped to its frame. It
// takes the space offered, as SwiftUI's does; the scroll indicators are not drawn (iOS shows them
// only while scrolling, and flashes them on appear).
import PopshotGraphics

/// A view whose content scrolls along `axes` (SwiftUI's ScrollView). Several views in its content
/// are stacked in a column.
public nonisolated struct ScrollView: PrimitiveView {
  let content: ViewList, axes: Axis.Set
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> some View
  ) {
    self.axes = axes
    self.content = ViewList.of(content())
  }
  func makeNode() -> ViewNode { .leaf(ScrollContent(content: content.makeNode(), axes: axes)) }
}

struct ScrollContent: LeafContent {
  let content: ViewNode, axes: Axis.Set
  var kind: String { "scrollview" }
  var preferenceSources: [ViewNode] { [content] }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    let content = c.build(content, component: "content")
    // `.contentMargins` pad the content inside the frame (Modifiers/Layout/ContentMargins.swift).
    let margins = c.environment.contentMargins
    guard margins != EdgeInsets() else { return ScrollNode(content, axes: axes) }
    return ScrollNode(PaddingNode(content, insets: margins), axes: axes)
  }
}

/// Child sizing: unspecified along each scrolling axis, the scroll view's size across it.
/// Preferred size: the proposal, where a dimension is unspecified the content's.
/// The content sits at the start of each scrolling axis and is centred across the others; it
/// shows under the safe-area insets it reaches along a scrolling axis. Elements wholly outside
/// what shows are left out of the semantics (they are off screen).
final class ScrollNode: LayoutNode {
  let child: LayoutNode, axes: Axis.Set
  init(_ child: LayoutNode, axes: Axis.Set) {
    self.child = child
    self.axes = axes
  }
  override var preferenceSources: [LayoutNode] { [child] }

  func contentProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : p.width,
      height: axes.contains(.vertical) ? nil : p.height)
  }

  override func measure(_ p: ProposedSize) -> Size {
    let content = child.size(contentProposal(p))
    return Size(width: p.width ?? content.width, height: p.height ?? content.height)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let size = child.size(contentProposal(ProposedSize(frame.size)))
    let x = axes.contains(.horizontal) ? frame.minX : frame.minX + (frame.width - size.width) / 2
    let y = axes.contains(.vertical) ? frame.minY : frame.minY + (frame.height - size.height) / 2
    let first = out.elements.count
    let clip = visibleFrame(frame, out)
    out.items.append(.pushClip(.rect(clip), .nonZero))
    CoordinateSpaces.declaring(spaceNames, frame) {
      child.placeIn(Rect(x: x, y: y, width: size.width, height: size.height), &out)
    }
    out.items.append(.popClip)
    let visible = out.elements[first...].filter { !$0.frame.intersection(clip).isEmpty }
    out.elements.replaceSubrange(first..., with: visible)
  }
}

extension ScrollNode {
  /// The coordinate spaces the scroll view's frame stands for (`.scrollView`, and
  /// `.scrollView(axis:)` for each axis it scrolls along).
  var spaceNames: [AnyHashable] {
    var names: [AnyHashable] = [ScrollViewSpace.any]
    if axes.contains(.vertical) { names.append(ScrollViewSpace.vertical) }
    if axes.contains(.horizontal) { names.append(ScrollViewSpace.horizontal) }
    return names
  }

  /// Where content shows: the frame, extended to the screen's edge along each scrolling axis
  /// where it reaches the safe area's edge (content scrolls under the bars and the home
  /// indicator, while it starts inside the safe area).
  func visibleFrame(_ frame: Rect, _ out: Output) -> Rect {
    var (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    let eps = 0.5
    if axes.contains(.vertical) {
      if abs(y0 - out.safe.minY) < eps { y0 = out.screen.minY }
      if abs(y1 - out.safe.maxY) < eps { y1 = out.screen.maxY }
    }
    if axes.contains(.horizontal) {
      if abs(x0 - out.safe.minX) < eps { x0 = out.screen.minX }
      if abs(x1 - out.safe.maxX) < eps { x1 = out.screen.maxX }
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

/// Scrolls the scroll views it contains to a view (SwiftUI's ScrollViewProxy): a still does not
/// scroll, so it does nothing.
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Gives its content a proxy that scrolls to a view (SwiftUI's ScrollViewReader).
public nonisolated struct ScrollViewReader: View {
  let content: AnyView
  public init(@ViewBuilder content: (ScrollViewProxy) -> some View) {
    self.content = AnyView(content(ScrollViewProxy()))
  }
  public var body: some View { content }
}

/// When a scroll view shows its indicators (SwiftUI's ScrollIndicatorVisibility).
public struct ScrollIndicatorVisibility: Hashable, Sendable {
  let name: String
  public static let automatic = ScrollIndicatorVisibility(name: "automatic")
  public static let visible = ScrollIndicatorVisibility(name: "visible")
  public static let hidden = ScrollIndicatorVisibility(name: "hidden")
  public static let never = ScrollIndicatorVisibility(name: "never")
}

nonisolated extension View {
  /// Whether the scroll views inside show their indicators: they are not drawn in a still.
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility,
    axes: Axis.Set = [
      .vertical, .horizontal,
    ]
  ) -> some View { self }
  /// Whether the scroll views inside scroll: a still does not.
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
  /// Binds the id of the view scrolled to; a still shows the start, whatever the binding holds.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil)
    -> some View
  { self }
  /// What runs when the view scrolls in or out of sight past `threshold` of its area (iOS 18):
  /// never in a still, where nothing scrolls.
  public func onScrollVisibilityChange(
    threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
  ) -> some View { self }
  /// Marks the content as scroll targets (`.scrollTargetLayout()`): nothing in a still.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
}
