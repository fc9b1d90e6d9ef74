// What a gesture runs as it changes and ends, and the `@GestureState` it updates: SwiftUI's
// `onChanged`, `onEnded` and `updating`. None of them runs in a still (no touch happens), so each
// wraps its gesture and keeps whether it is a tap, which the semantics record.

extension Gesture {
  /// Runs `action` each time the gesture's value changes; never in a still. A drag's runs with
  /// the swipe's end when an interaction swipes the view.
  public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self>
  where Value: Equatable {
    _ChangedGesture(gesture: self, changed: action)
  }

  /// Runs `action` when the gesture ends; never in a still. A tap's runs when an interaction
  /// taps the view.
  public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(gesture: self, ended: action)
  }

  /// The gesture with its value transformed by `body`; never run in a still.
  public func map<Output>(_ body: @escaping (Value) -> Output) -> _MapGesture<Self, Output> {
    _MapGesture(gesture: self)
  }

  /// Updates `state` while the gesture is active, and resets it when it ends; in a still the
  /// body never runs and the state keeps its initial value.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(gesture: self)
  }
}

/// A gesture with an action for its changes (what SwiftUI's `onChanged` returns, under its
/// name: code spells it in declared types, `-> _EndedGesture<_ChangedGesture<DragGesture>>`).
public struct _ChangedGesture<Base: Gesture>: Gesture, DragEnding {
  public typealias Value = Base.Value
  let gesture: Base
  let changed: (Base.Value) -> Void
  public static var isTap: Bool { Base.isTap }

  var dragged: ((DragGesture.Value) -> Void)? {
    dragHandler(gesture, changed)
  }
}

/// A gesture with an action for its end (what SwiftUI's `onEnded` returns, under its name).
public struct _EndedGesture<Base: Gesture>: Gesture, TapEnding, DragEnding {
  public typealias Value = Base.Value
  let gesture: Base
  let ended: (Base.Value) -> Void
  public static var isTap: Bool { Base.isTap }

  var dragged: ((DragGesture.Value) -> Void)? {
    dragHandler(gesture, ended)
  }

  /// A tap's end action, run with the tap's value (none: a tap's value is `Void`).
  var tapEnded: (() -> Void)? {
    guard Base.isTap, let value = () as? Base.Value else { return nil }
    let ended = self.ended
    return { ended(value) }
  }
}

/// A gesture that may hold what a drag runs as it changes and ends
/// (`DragGesture().onChanged {}.onEnded {}`): run once, with the swipe's end, by `.swipe`.
protocol DragEnding {
  var dragged: ((DragGesture.Value) -> Void)? { get }
}

/// What a drag's callback `action` on a gesture over `base` runs for a drag's value: the
/// callbacks inside first (`onChanged` before `onEnded`), then `action`; nil when the gesture is
/// not a drag.
private func dragHandler<Base: Gesture>(_ base: Base, _ action: @escaping (Base.Value) -> Void)
  -> ((DragGesture.Value) -> Void)?
{
  guard Base.Value.self == DragGesture.Value.self else { return nil }
  let inner = (base as? any DragEnding)?.dragged
  return { value in
    inner?(value)
    if let v = value as? Base.Value { action(v) }
  }
}

/// A gesture that may hold what a tap runs when it ends (`TapGesture().onEnded {}`).
protocol TapEnding {
  var tapEnded: (() -> Void)? { get }
}

/// A gesture that updates a `@GestureState` (SwiftUI's GestureStateGesture).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  let gesture: Base
  public static var isTap: Bool { Base.isTap }
}

/// A gesture whose value is transformed (what SwiftUI's `map` returns, under its name).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
  let gesture: Content
  public static var isTap: Bool { Content.isTap }
}
