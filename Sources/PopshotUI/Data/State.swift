// State a view owns (SwiftUI's @State). Popshot renders stills: a view shows its state's initial
// value, and a binding can set it before a render (a snapshot that opens a sheet does so).
/// Storage shared by every copy of a view value, so a binding set once is seen by later renders.
final class StateBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A value a view owns (SwiftUI's State).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  public init(wrappedValue value: Value) { box = StateBox(value) }
  public init(initialValue value: Value) { box = StateBox(value) }

  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }

  /// A binding to the value (`$name`).
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state that starts as nil.
  public init() { self.init(wrappedValue: nil) }
}
