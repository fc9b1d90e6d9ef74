// The built-in stacks as Layout values (SwiftUI's HStackLayout, VStackLayout, ZStackLayout) and
// AnyLayout, which switches between layouts. Applied to views they are the stacks themselves; as
// layouts they size and place through the same stack rule (StackNode).
import Foundation
import PopshotGraphics

/// VStack's layout as a value.
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment, spacing: Double?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
  }
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .vertical
    return p
  }
  func stack(_ subviews: Subviews) -> StackNode {
    StackNode(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing, children: subviews.nodes)
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stack(subviews).size(proposal).cgSize
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    stack(subviews).placeAll(subviews, in: bounds)
  }
}

/// HStack's layout as a value.
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment, spacing: Double?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
  }
  public static var layoutProperties: LayoutProperties {
    var p = LayoutProperties()
    p.stackOrientation = .horizontal
    return p
  }
  func stack(_ subviews: Subviews) -> StackNode {
    StackNode(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing, children: subviews.nodes)
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    stack(subviews).size(proposal).cgSize
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    stack(subviews).placeAll(subviews, in: bounds)
  }
}

/// ZStack's layout as a value: every subview aligned in the same bounds.
public struct ZStackLayout: Layout {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    ZStackNode(alignment: alignment, children: subviews.nodes).size(proposal).cgSize
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let frame = Rect(cg: bounds)
    for s in subviews {
      let size = s.node.size(proposal)
      s.placements.frames[s.index] = Rect(origin: alignment.place(size, in: frame), size: size)
    }
  }
}

/// A layout chosen at run time (SwiftUI's AnyLayout): `AnyLayout(HStackLayout())`.
public struct AnyLayout: Layout {
  let size: (ProposedViewSize, LayoutSubviews) -> CGSize
  let placeAll: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
  let orientation: Axis?
  public init<L: Layout>(_ layout: L) {
    size = { p, s in
      var c = layout.makeCache(subviews: s)
      return layout.sizeThatFits(proposal: p, subviews: s, cache: &c)
    }
    placeAll = { b, p, s in
      var c = layout.makeCache(subviews: s)
      layout.placeSubviews(in: b, proposal: p, subviews: s, cache: &c)
    }
    orientation = L.layoutProperties.stackOrientation
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    size(proposal, subviews)
  }
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    placeAll(bounds, proposal, subviews)
  }
}

extension StackNode {
  /// Records the stack's frames as the subviews' placements.
  func placeAll(_ subviews: LayoutSubviews, in bounds: CGRect) {
    for (s, f) in zip(subviews, childFrames(Rect(cg: bounds))) { s.placements.frames[s.index] = f }
  }
}
