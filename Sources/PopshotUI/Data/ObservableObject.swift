// How views hold reference-type models: @ObservedObject, @StateObject (and @EnvironmentObject, in
// Environment.swift). ObservableObject and @Published are Combine's (Sources/Combine on Linux). A
// still never re-renders on a change; what a model subscribes to itself still runs.
import Combine
import Foundation

/// An observable object a view is given (SwiftUI's @ObservedObject).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public init(initialValue: ObjectType) { wrappedValue = initialValue }

  /// Bindings to the object's properties (`$model.isShown`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
  }

  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object a view creates and owns (SwiftUI's @StateObject): made once, on first use,
/// and shared by every copy of the view value.
/// In an interaction session, made once per identity (StateGraph).
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, StateProperty {
  let box: StateBox<ObjectType?>
  let make: () -> ObjectType

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateBox(nil)
    make = thunk
  }

  public var wrappedValue: ObjectType {
    let storage = box.current
    if let object = storage.value { return object }
    let object = make()
    storage.value = object
    return object
  }

  func bind(to graph: StateGraph, key: UInt64) { box.bind(to: graph, key: key) }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}
