// The view DSL: SwiftUI's shape, so that a seed's `body` can be transcribed almost line for line.
// A view is a value; primitive views turn into `ViewNode`s, the plain-data tree the layout engine
// reads, and every other view is reduced to its `body` until only primitives remain.
import PopshotGraphics
import PopshotText

/// A piece of user interface (SwiftUI's View). Main-actor isolated as in the iOS 18 SDK, so a
/// view's `body` may read a `@MainActor` model; Popshot's own views are `nonisolated`, as
/// Apple's are, and the engine reads a body through `readBody(of:)` (docs/swiftui.md,
/// "Isolation").
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
  /// How Popshot reduces the view to its layout node, as SwiftUI's `_makeView` does: a view's
  /// body by default; built-in views and shapes give their own node. Apps neither implement nor
  /// call it. A requirement, not a cast: reducing a view through `as? any PrimitiveView` and
  /// `as? any Shape` cost a protocol-conformance lookup per view per layout.
  nonisolated func _popshotNode() -> _PopshotNode
  /// The views a ViewBuilder result stands for (a tuple, a branch, an optional), nil for any
  /// other view. A requirement, not a cast, for the same reason as `_popshotNode`.
  nonisolated func _popshotBuiltViews() -> ViewList?
}

/// A view reduced to its layout node (opaque outside PopshotUI).
public struct _PopshotNode {
  let node: ViewNode
}

nonisolated extension View {
  public func _popshotNode() -> _PopshotNode {
    // A body that makes itself stops at the depth limit (ViewDepth) instead of the stack's end.
    let depth = ViewDepth.current
    guard depth.pointee.enter(Self.self) else { return _PopshotNode(node: .empty) }
    let outer = depth.pointee.body
    depth.pointee.body = Self.self
    defer {
      depth.pointee.body = outer
      depth.pointee.leave()
    }
    // In an interaction session the view's state is kept under its identity (StateGraph).
    guard let graph = depth.pointee.graph else { return readBody(of: self)._popshotNode() }
    let saved = depth.pointee.enterScope(Identity.of(Self.self))
    defer { depth.pointee.leaveScope(saved) }
    graph.bind(self, at: depth.pointee.scope)
    return readBody(of: self)._popshotNode()
  }
  public func _popshotBuiltViews() -> ViewList? { nil }
}

/// Reads a main-actor isolated `body` (or `makeBody`, `body(content:)`) on the calling thread.
/// A view is a value and its body a function of its state, as SwiftUI requires; Popshot asks
/// for it synchronously, on the thread that renders, and never on two threads for one render.
/// In a test that builds views on the main actor (Swift 6 requires it, as on Apple platforms)
/// that thread is the main thread; the CLI's `--jobs` workers only reduce Popshot's own views,
/// which are nonisolated. A synchronous main-actor function has the same calling convention as
/// a nonisolated one, so the cast below changes the static isolation only.
@inline(__always)
nonisolated func mainActorRead<Input, Output>(
  _ input: Input, _ read: @MainActor (Input) -> Output
) -> Output {
  typealias Plain = (Input) -> Output
  return withoutActuallyEscaping(read) { read in unsafeBitCast(read, to: Plain.self)(input) }
}

/// A view's body, read as `mainActorRead` says.
nonisolated func readBody<V: View>(of view: V) -> V.Body { mainActorRead(view) { $0.body } }

extension Never: View {
  public var body: Never { return fatalError("Never has no body") }
}

/// Views built into Popshot: they describe themselves as a node instead of a body.
protocol PrimitiveView: View where Body == Never {
  nonisolated func makeNode() -> ViewNode
}

nonisolated extension PrimitiveView {
  public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
  public func _popshotNode() -> _PopshotNode {
    let depth = ViewDepth.current
    guard depth.pointee.enter(Self.self) else { return _PopshotNode(node: .empty) }
    defer { depth.pointee.leave() }
    return _PopshotNode(node: makeNode())
  }
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
