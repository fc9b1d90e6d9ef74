// Reference-type models (SwiftUI's ObservableObject with @Published, observed by @ObservedObject,
// @StateObject and @EnvironmentObject). Combine is not on Linux: ObservableObjectPublisher and
// AnyCancellable are the small part of it that models use (`send`, `sink`, `store(in:)`). A still
// never re-renders on a change; what a model subscribes to itself still runs.
import Foundation

/// A model a view observes (SwiftUI's ObservableObject).
public protocol ObservableObject: AnyObject {
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// A publisher nobody listens to: Combine synthesises one per object, which a still never
  /// needs (nothing re-renders). An object that declares its own is used as declared.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property of an observable object that views depend on (SwiftUI's @Published).
@propertyWrapper
public struct Published<Value> {
  public var wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(initialValue: Value) { wrappedValue = initialValue }

  /// The property's values as a publisher (`$name`): it starts with the current value, as
  /// Combine's does, which is all a still receives.
  public var projectedValue: Publisher { Publisher(value: wrappedValue) }

  /// The values of a published property (Combine's Published.Publisher).
  public struct Publisher: PopshotUI.Publisher, ImmediatePublisher {
    public typealias Output = Value
    public typealias Failure = Never
    let value: Value
    var immediateOutputs: [Value] { [value] }
  }
}

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
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateBox<ObjectType?>
  let make: () -> ObjectType

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateBox(nil)
    make = thunk
  }

  public var wrappedValue: ObjectType {
    if let object = box.value { return object }
    let object = make()
    box.value = object
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}
