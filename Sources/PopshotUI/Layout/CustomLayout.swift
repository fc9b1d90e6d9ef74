// SwiftUI's Layout protocol (iOS 16): a user's container that sizes and places its subviews
// through proxies. Popshot calls it as SwiftUI does: `sizeThatFits` for every proposal the parent
// makes, then `placeSubviews` once in the bounds given; a subview the layout does not place sits
// at the centre of the bounds, at its size for an unspecified proposal.
import Foundation
import PopshotGraphics

/// A size proposal as the Layout protocol names it.
public typealias ProposedViewSize = ProposedSize

extension ProposedSize {
  /// The proposal with unspecified dimensions replaced by `size`'s.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? Double(size.width), height: height ?? Double(size.height))
  }
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

/// What a layout says about itself (SwiftUI's LayoutProperties).
public struct LayoutProperties: Sendable {
  /// The axis a stack-like layout arranges along, for the spacers inside it.
  public var stackOrientation: Axis?
  public init() {}
}

/// The preferred spacing around a view (SwiftUI's ViewSpacing): the standard 8 pt between views.
public struct ViewSpacing: Sendable {
  public static let zero = ViewSpacing(standard: 0)
  let standard: Double
  public init() { standard = 8 }
  init(standard: Double) { self.standard = standard }
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    CGFloat(max(standard, next.standard))
  }
  public mutating func formUnion(_ other: ViewSpacing, edges: Edges = .all) {}
  public func union(_ other: ViewSpacing, edges: Edges = .all) -> ViewSpacing { self }
}

/// A view's size and its alignment guides (SwiftUI's ViewDimensions).
public struct ViewDimensions {
  public let width: CGFloat, height: CGFloat
  /// The view's own values for guides (`.alignmentGuide`, a text's baselines).
  let explicitValue: ((AlignmentKey) -> Double?)?

  init(width: Double, height: Double, explicit: ((AlignmentKey) -> Double?)? = nil) {
    self.width = width
    self.height = height
    explicitValue = explicit
  }
  public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
  public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
    explicitValue?(guide.key).map { CGFloat($0) }
  }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
    explicitValue?(guide.key).map { CGFloat($0) }
  }
  func value(_ key: AlignmentKey) -> CGFloat {
    CGFloat(explicitValue?(key) ?? key.defaultValue(Size(width: width, height: height)))
  }
}

/// A key for a value a view gives the layout it is in (SwiftUI's LayoutValueKey).
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// A container that sizes and places its subviews (SwiftUI's Layout).
public protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  static var layoutProperties: LayoutProperties { get }
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

  /// The layout applied to views (`MyLayout { … }`).
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    CustomLayoutView(layout: self, content: ViewList.children(content()))
  }
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout's subviews (SwiftUI's LayoutSubviews).
public struct LayoutSubviews: RandomAccessCollection {
  let nodes: [LayoutNode]
  let placements: Placements
  public var startIndex: Int { 0 }
  public var endIndex: Int { nodes.count }
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(node: nodes[index], index: index, placements: placements)
  }
}

/// Where `placeSubviews` put each subview.
final class Placements {
  var frames: [Int: Rect] = [:]
}

/// A proxy for one subview of a layout (SwiftUI's LayoutSubview).
public struct LayoutSubview {
  let node: LayoutNode, index: Int, placements: Placements

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    let s = node.size(proposal)
    return CGSize(width: s.width, height: s.height)
  }
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let s = node.size(proposal)
    return ViewDimensions(width: s.width, height: s.height) { node.explicitAlignment($0, s) }
  }
  /// The subview's layout priority (`.layoutPriority`).
  public var priority: Double { node.priority }
  public var spacing: ViewSpacing { node.isSpacer ? .zero : ViewSpacing() }
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    var n: LayoutNode? = node
    while let current = n {
      if let v = current as? LayoutValueNode, let value = v.values[ObjectIdentifier(key)] {
        return value as? K.Value ?? K.defaultValue
      }
      n = (current as? WrapperNode)?.child
    }
    return K.defaultValue
  }
  /// Puts the subview with its `anchor` at `position`, sized for `proposal`.
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) {
    let s = node.size(proposal)
    placements.frames[index] = Rect(
      x: Double(position.x) - anchor.x * s.width, y: Double(position.y) - anchor.y * s.height,
      width: s.width, height: s.height)
  }
}

nonisolated struct CustomLayoutView<L: Layout>: PrimitiveView {
  let layout: L, content: ViewList
  func makeNode() -> ViewNode {
    .leaf(CustomLayoutContent(layout: layout, children: ViewNode.flatten(content.nodes)))
  }
}

final class CustomLayoutContent<L: Layout>: LeafContent {
  let layout: L, children: [ViewNode]
  init(layout: L, children: [ViewNode]) {
    self.layout = layout
    self.children = children
  }
  var kind: String { "layout" }
  var preferenceSources: [ViewNode] { children }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    CustomLayoutNode(
      layout, children: c.children(children, axis: L.layoutProperties.stackOrientation))
  }
}

/// Child sizing and preferred size: the layout's own (`sizeThatFits`, `placeSubviews`).
final class CustomLayoutNode<L: Layout>: LayoutNode {
  let layout: L, children: [LayoutNode]
  private var cache: L.Cache?
  init(_ layout: L, children: [LayoutNode]) {
    self.layout = layout
    self.children = children
  }
  override var preferenceSources: [LayoutNode] { children }

  func subviews() -> LayoutSubviews { LayoutSubviews(nodes: children, placements: Placements()) }

  override func measure(_ p: ProposedSize) -> Size {
    let subs = subviews()
    var c = cache ?? layout.makeCache(subviews: subs)
    let s = layout.sizeThatFits(proposal: p, subviews: subs, cache: &c)
    cache = c
    return Size(width: Double(s.width), height: Double(s.height))
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let subs = subviews()
    var c = cache ?? layout.makeCache(subviews: subs)
    layout.placeSubviews(
      in: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height),
      proposal: ProposedSize(frame.size), subviews: subs, cache: &c)
    cache = c
    for (i, child) in children.enumerated() {
      let placed =
        subs.placements.frames[i]
        ?? {
          let s = child.size(.unspecified)
          return Rect(
            x: frame.midX - s.width / 2, y: frame.midY - s.height / 2, width: s.width,
            height: s.height)
        }()
      child.placeIn(placed, &out)
    }
  }
}

/// Views with values for their layout (`.layoutValue(key:value:)`).
final class LayoutValueNode: WrapperNode {
  let values: [ObjectIdentifier: Any]
  init(_ child: LayoutNode, values: [ObjectIdentifier: Any]) {
    self.values = values
    super.init(child)
  }
}

struct LayoutValueModifier: LayoutModifier {
  let key: ObjectIdentifier, value: Any
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    LayoutValueNode(c.content(), values: [key: value])
  }
}

nonisolated extension View {
  /// Gives the layout this view is in a value for `key`, read as `subview[key]`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modified(LayoutValueModifier(key: ObjectIdentifier(key), value: value))
  }
}
