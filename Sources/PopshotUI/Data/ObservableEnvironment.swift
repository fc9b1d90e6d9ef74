// `@Observable` objects in the environment (SwiftUI's `.environment(_ object:)` and
// `@Environment(Model.self)`): stored by the object's type, apart from `.environmentObject`'s
// `ObservableObject`s, as SwiftUI keeps them apart. A still reads the object's current values.

/// The environment slot of objects of type `T` (its identity is the key).
private enum ObservableSlot<T: AnyObject> {}

extension EnvironmentValues {
  /// The `@Observable` object of type `T` put here with `.environment(_:)`, if any.
  func observable<T: AnyObject>(_ type: T.Type) -> T? {
    custom[ObjectIdentifier(ObservableSlot<T>.self)] as? T
  }

  mutating func setObservable<T: AnyObject>(_ object: T?) {
    custom[ObjectIdentifier(ObservableSlot<T>.self)] = object
  }
}

extension Environment {
  /// Reads the `@Observable` object of this type that an ancestor put in the environment with
  /// `.environment(_:)`. As in SwiftUI, reading it when there is none is a programming error,
  /// and stops with a message naming the type.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init { environment in
      guard let object = environment.observable(Value.self) else {
        fatalError(
          "No Observable object of type \(Value.self) found. A View.environment(_:) for "
            + "\(Value.self) may be missing as an ancestor of this view.")
      }
      return object
    }
  }

  /// Reads the `@Observable` object of this type in the environment, or nil when there is none
  /// (`@Environment(Model.self) var model: Model?`).
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init { $0.observable(T.self) }
  }
}

nonisolated extension View {
  /// Puts an `@Observable` object in the environment of this view and everything inside it,
  /// for `@Environment(T.self)` to read; nil takes it out.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modified(EnvironmentModifier { $0.setObservable(object) })
  }
}
