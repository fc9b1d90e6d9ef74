// Gestures chosen at run time: `AnyGesture` and an optional gesture (`cond ? drag : nil`), as
// SwiftUI has them. Whether one is a tap is known only from the value, so these answer it per
// value: a nil gesture is no gesture, and an erased tap is a tap.

/// A gesture whose kind is known from its value, not its type.
protocol ErasedGesture {
  var isTapGesture: Bool { get }
}

/// A type-erased gesture (SwiftUI's AnyGesture).
public struct AnyGesture<Value>: Gesture, ErasedGesture {
  let isTapGesture: Bool

  public init<T: Gesture>(_ gesture: T) where Value == T.Value {
    isTapGesture = (gesture as? any ErasedGesture)?.isTapGesture ?? T.isTap
  }
}

extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
}

extension Optional: ErasedGesture where Wrapped: Gesture {
  var isTapGesture: Bool {
    guard let gesture = self else { return false }
    return (gesture as? any ErasedGesture)?.isTapGesture ?? Wrapped.isTap
  }
}
