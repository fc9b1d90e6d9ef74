// `@GestureState` (SwiftUI's GestureState): state that a gesture sets while it is active and
// that returns to its initial value when the gesture ends. A still has no active gesture, so it
// always reads the initial value; the reset closure or transaction is never used.

/// A value a gesture updates while it is active (SwiftUI's GestureState); in a still, its
/// initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let initial: Value

  public init(wrappedValue: Value) { initial = wrappedValue }
  public init(initialValue: Value) { initial = initialValue }
  public init(wrappedValue: Value, resetTransaction: Transaction) { initial = wrappedValue }
  public init(initialValue: Value, resetTransaction: Transaction) { initial = initialValue }
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initial = wrappedValue
  }
  public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    initial = initialValue
  }

  /// The value: the initial one, as no gesture is active in a still.
  public var wrappedValue: Value { initial }

  /// The state itself, for `gesture.updating($state)`.
  public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A state that starts as nil.
  public init(resetTransaction: Transaction = Transaction()) { initial = nil }
  public init(reset: @escaping (Value, inout Transaction) -> Void) { initial = nil }
}
