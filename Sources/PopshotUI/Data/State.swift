// State a view owns (SwiftUI's @State). A plain render shows each state's initial value, and a
// binding can set it before a render (a snapshot that opens a sheet does so). In an interaction
// session (StateGraph) the value is kept under the view's identity, so what a tap set survives
// the parent's body making the view again.
/// Storage shared by every copy of a view value, so a binding set once is seen by later renders;
/// in a session, pointed at the graph's storage for the view's identity.
final class StateBox<Value>: BoundState, @unchecked Sendable {
  var value: Value
  /// The graph's storage this box stands for in a session.
  var stored: StateBox<Value>?
  init(_ value: Value) { self.value = value }

  /// Where the value is read and written now.
  @inline(__always) var current: StateBox<Value> { stored ?? self }

  /// In `graph`, stands for the storage kept under `key`, made from this box's value the first
  /// time.
  func bind(to graph: StateGraph, key: UInt64) {
    let value = self.value
    stored = graph.storage(key) { StateBox(value) }
    graph.noteBound(self)
  }
  func release() { stored = nil }
}

/// A value a view owns (SwiftUI's State).
@propertyWrapper
public struct State<Value>: DynamicProperty, StateProperty {
  let box: StateBox<Value>

  public init(wrappedValue value: Value) { box = StateBox(value) }
  public init(initialValue value: Value) { box = StateBox(value) }

  public var wrappedValue: Value {
    get { box.current.value }
    nonmutating set { box.current.value = newValue }
  }

  /// A binding to the value (`$name`).
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.current.value }, set: { box.current.value = $0 })
  }

  func bind(to graph: StateGraph, key: UInt64) { box.bind(to: graph, key: key) }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state that starts as nil.
  public init() { self.init(wrappedValue: nil) }
}
