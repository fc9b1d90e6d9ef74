// `@Namespace` (SwiftUI's Namespace): an identity for `matchedGeometryEffect` ids. Each property
// has its own id, shared by every copy of the view value, as `@State` shares its storage. The ids
// are counted from 1 in the order properties are made; nothing drawn depends on them.
import Synchronization

/// Gives a view an identity for matched geometry (SwiftUI's Namespace).
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// A namespace's identity (SwiftUI's Namespace.ID).
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private static let counter = Atomic<Int>(0)

  /// This property's namespace.
  public let wrappedValue: ID

  public init() {
    wrappedValue = ID(value: Namespace.counter.add(1, ordering: .relaxed).newValue)
  }
}
