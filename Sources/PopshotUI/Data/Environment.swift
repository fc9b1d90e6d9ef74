import PopshotGraphics
import PopshotText

/// Values that flow down the view tree: appearance, text size, safe area, and the styles that
/// modifiers like `.font` and `.foregroundColor` set for everything inside them.
public struct EnvironmentValues: @unchecked Sendable {
  public var colorScheme: ColorScheme = .light
  public var dynamicTypeSize: DynamicTypeSize = .large
  /// The insets of the screen's unsafe areas (status bar, home indicator…), in points.
  public var safeAreaInsets: EdgeInsets = .zero
  /// Device pixels per point.
  public var displayScale: Double = 3
  public var font: Font?
  public var fontWeight: FontWeight?
  public var foregroundStyle: (any ShapeStyle)?
  public var lineLimit: Int?
  public var multilineTextAlignment: TextAlignment = .leading
  /// The shaper used for every Text (shared, so shaped strings are reused across renders).
  public var typesetter = Typesetter.shared
  /// Whether the view is in a presentation that is showing (a sheet's or cover's content).
  public var isPresented = false
  /// Closes the presentation the view is in; does nothing outside one.
  public var dismiss = DismissAction {}
  /// Whether the view is the content of a sheet attached to the bottom edge of an iPhone in
  /// portrait (UIKit gives a navigation bar there 56 pt instead of 44).
  package var isInPageSheet = false
  /// The size classes of the device and orientation (nil outside a device).
  public var horizontalSizeClass: UserInterfaceSizeClass?
  public var verticalSizeClass: UserInterfaceSizeClass?
  /// Values of custom `EnvironmentKey`s and `.environmentObject` objects, by type.
  var custom: [ObjectIdentifier: Any] = [:]
  var objects: [ObjectIdentifier: AnyObject] = [:]

  public init() {}

  /// The value of a custom key, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { custom[ObjectIdentifier(key)] = newValue }
  }

  /// The environment that views' bodies read while they are evaluated (`@Environment`,
  /// `@EnvironmentObject`): the layout's environment, changed by the modifiers around them.
  @TaskLocal static var current = EnvironmentValues()

  /// Runs `body` with `change` applied to the current environment.
  static func with<T>(_ change: (inout EnvironmentValues) -> Void, _ body: () -> T) -> T {
    var e = current
    change(&e)
    return $current.withValue(e, operation: body)
  }

  func object<T: AnyObject>(_ type: T.Type) -> T? { objects[ObjectIdentifier(type)] as? T }
}

/// A key for a custom environment value (SwiftUI's EnvironmentKey).
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The width or height class of a device in an orientation.
public enum UserInterfaceSizeClass: String, Sendable, Hashable, CaseIterable, Codable {
  case compact, regular
}

/// Closes the presentation a view is in (SwiftUI's DismissAction): call it as `dismiss()`.
public struct DismissAction: @unchecked Sendable {
  let action: () -> Void
  public init(_ action: @escaping () -> Void) { self.action = action }
  public func callAsFunction() { action() }
}

/// Reads a value of the environment in a view's body (SwiftUI's @Environment).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  let keyPath: KeyPath<EnvironmentValues, Value>
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  public var wrappedValue: Value { EnvironmentValues.current[keyPath: keyPath] }
}

/// Reads an object that an enclosing view put in the environment with `.environmentObject(_:)`
/// (SwiftUI's @EnvironmentObject). As in SwiftUI, reading it when there is none is a programming
/// error, and stops with a message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  public init() {}
  public var wrappedValue: ObjectType {
    guard let object = EnvironmentValues.current.object(ObjectType.self) else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
          + "\(ObjectType.self) may be missing as an ancestor of this view.")
    }
    return object
  }
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject(wrappedValue: wrappedValue).projectedValue
  }
}

/// A stored property of a view that SwiftUI updates (State, Environment…).
public protocol DynamicProperty {}
