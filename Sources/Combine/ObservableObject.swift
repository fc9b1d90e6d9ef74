// Reference-type models (Combine's ObservableObject with @Published), observed by SwiftUI's
// @ObservedObject, @StateObject and @EnvironmentObject.
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
  public struct Publisher: Combine.Publisher, ImmediatePublisher {
    public typealias Output = Value
    public typealias Failure = Never
    let value: Value
    package var immediateOutputs: [Value] { [value] }
  }
}
