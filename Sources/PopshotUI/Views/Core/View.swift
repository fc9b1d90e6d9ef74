// The view DSL: SwiftUI's shape, so that a seed's `body` can be transcribed almost line for line.
// A view is a value; primitive views turn into `ViewNode`s, the plain-data tree the layout engine
// reads, and every other view is reduced to its `body` until only primitives remain.
import PopshotGraphics
import PopshotText

/// A piece of user interface (SwiftUI's View).
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
  /// How Popshot reduces the view to its layout node, as SwiftUI's `_makeView` does: a view's
  /// body by default; built-in views and shapes give their own node. Apps neither implement nor
  /// call it. A requirement, not a cast: reducing a view through `as? any PrimitiveView` and
  /// `as? any Shape` cost a protocol-conformance lookup per view per layout.
  func _popshotNode() -> _PopshotNode
}

/// A view reduced to its layout node (opaque outside PopshotUI).
public struct _PopshotNode {
  let node: ViewNode
}

extension View {
  public func _popshotNode() -> _PopshotNode { body._popshotNode() }
}

extension Never: View {
  public var body: Never { return fatalError("Never has no body") }
}

/// Views built into Popshot: they describe themselves as a node instead of a body.
protocol PrimitiveView: View where Body == Never {
  func makeNode() -> ViewNode
}

extension PrimitiveView {
  public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
  public func _popshotNode() -> _PopshotNode { _PopshotNode(node: makeNode()) }
}

/// Reduces any view to its node.
func node(of view: any View) -> ViewNode { view._popshotNode().node }

/// A direction of layout.
public enum Axis: Sendable, Hashable, CaseIterable {
  case horizontal, vertical

  /// A set of axes (SwiftUI's Axis.Set): the directions a scroll view scrolls in.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}
