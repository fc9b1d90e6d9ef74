// What `@AppStorage` and `@SceneStorage` share: a value a store outside the view keeps (UserDefaults,
// the scene's saved state), which a still shows at the default its declaration gives. Writes are
// kept by the property, as `@State` keeps them, and never reach the store. The two wrappers are
// this one type for two stores, each with SwiftUI's initialisers for its own (AppStorage.swift,
// SceneStorage.swift).

/// A value kept by `Store` (SwiftUI's AppStorage or SceneStorage); in a still, its default.
@propertyWrapper
public struct StillStorage<Store, Value>: DynamicProperty {
  /// Kept as `@State` keeps a value: set without `mutating`, seen by every copy of the view.
  /// Private, so the wrapper's API is SwiftUI's (no `$wrappedValue`).
  @State private var value: Value

  init(initial: Value) { _value = State(wrappedValue: initial) }

  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  /// A binding to the value (`$isOn`).
  public var projectedValue: Binding<Value> { $value }
}

/// The store of `@AppStorage`: UserDefaults, never read in a still.
public enum UserDefaultsStore {}
/// The store of `@SceneStorage`: the scene's saved state, empty in a scene opened for the first
/// time.
public enum SceneStore {}
