// `@Bindable` (SwiftUI's Bindable): bindings to the properties of an `@Observable` object, the
// Observation counterpart of `@ObservedObject`'s `$model.name`. A still reads the object's current
// values; a binding writes straight into the object.

/// Makes bindings to the mutable properties of an observable object (SwiftUI's Bindable).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
  /// The object the bindings read and write.
  public var wrappedValue: Value

  /// Bindings to the object's properties (`$model.name`).
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object (`@Bindable var model: Model`).
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object (`Bindable(model).name`, `@Bindable var model = model`).
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// The same wrapper, for a view that declares `@Bindable var model` and is given `$model`.
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  /// A binding to one of the object's properties.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}
