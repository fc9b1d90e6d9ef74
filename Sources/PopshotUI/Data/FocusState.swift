// `@FocusState` (SwiftUI's FocusState): which view has the keyboard focus. A still starts with
// nothing focused (false, or nil). A write is kept, as `@State` keeps it, so code that sets the
// focus in `.onAppear` reads what it set; nothing is drawn for it (no caret, no keyboard). In an
// interaction session it is kept by identity (StateGraph).

/// Where the focus is (SwiftUI's FocusState): `false`/`nil` until code sets it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, StateProperty {
  /// The focus state handed to a child view (SwiftUI's FocusState.Binding), declared there as
  /// `@FocusState.Binding var isFocused: Bool`.
  @propertyWrapper
  public struct Binding {
    let box: StateBox<Value>

    public var wrappedValue: Value {
      get { box.current.value }
      nonmutating set { box.current.value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { self }
  }

  let box: StateBox<Value>

  /// Whether a view is focused; false in a still.
  public init() where Value == Bool { box = StateBox(false) }

  /// Which of several views is focused; nil in a still.
  public init<T: Hashable>() where Value == T? { box = StateBox(nil) }

  public var wrappedValue: Value {
    get { box.current.value }
    nonmutating set { box.current.value = newValue }
  }

  /// The state for `.focused($focus)` and for child views.
  public var projectedValue: Binding { Binding(box: box) }

  /// Kept by identity in an interaction session, as `@State` is.
  func bind(to graph: StateGraph, key: UInt64) { box.bind(to: graph, key: key) }
}
