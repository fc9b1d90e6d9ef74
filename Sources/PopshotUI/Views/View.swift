// The view DSL: SwiftUI's shape, so that a seed's `body` can be transcribed almost line for line.
// A view is a value; primitive views turn into `ViewNode`s, the plain-data tree the layout engine
// reads, and every other view is reduced to its `body` until only primitives remain.
import PopshotGraphics
import PopshotText

/// A piece of user interface (SwiftUI's View).
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
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
}

/// Reduces any view to its node.
func node(of view: any View) -> ViewNode {
  if let modified = view as? AnyModifiedView { return modified.makeNode() }
  if let primitive = view as? any PrimitiveView { return primitive.makeNode() }
  if let shape = view as? any Shape { return shapeNode(shape) }
  return node(of: view.body)
}

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
