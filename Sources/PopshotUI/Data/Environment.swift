import PopshotGraphics
import PopshotText

/// Values that flow down the view tree: appearance, text size, safe area, and the styles that
/// modifiers like `.font` and `.foregroundColor` set for everything inside them.
///
/// Copy-on-write: every layout node and build step keeps a copy, so a copy is one reference (the
/// values are copied only when a modifier changes one).
public struct EnvironmentValues: @unchecked Sendable {
  /// The values themselves.
  struct Values {
    var colorScheme: ColorScheme = .light
    var dynamicTypeSize: DynamicTypeSize = .large
    var safeAreaInsets: EdgeInsets = .zero
    var displayScale: Double = 3
    var font: Font? = nil
    var fontWeight: FontWeight? = nil
    var foregroundStyle: (any ShapeStyle)? = nil
    /// Whether `foregroundStyle` is `.tint`, noted where it is set: the style is read for every
    /// text and shape, so a read does no cast.
    var foregroundIsTint = false
    /// Whether `foregroundStyle` is a custom style, resolved where it is read.
    var foregroundIsCustom = false
    var lineLimit: Int? = nil
    var multilineTextAlignment: TextAlignment = .leading
    var typesetter: Typesetter = Typesetter.shared
    var isPresented: Bool = false
    var dismiss: DismissAction = DismissAction {}
    var isInPageSheet: Bool = false
    var horizontalSizeClass: UserInterfaceSizeClass? = nil
    var verticalSizeClass: UserInterfaceSizeClass? = nil
    // Read by every control: stored here rather than under a key (Disabled.swift, Tint.swift,
    // ButtonStyle.swift own their meaning).
    var isEnabled = true
    var tint: Color? = nil
    var buttonStyle: AnyButtonStyle? = nil
    var textSettings = TextSettings()
    var custom: [ObjectIdentifier: Any] = [:]
    var objects: [ObjectIdentifier: AnyObject] = [:]
  }

  /// Mutated only while uniquely referenced (`unique()`), so sharing one is safe.
  final class Storage: @unchecked Sendable {
    // Read on every environment read: no dynamic exclusivity check (it is written only through
    // `unique()`, while no other environment shares it).
    @exclusivity(unchecked) var values: Values
    init(_ values: Values) { self.values = values }
  }

  /// The defaults, shared by every new environment until it changes a value.
  private static let defaults = Storage(Values())

  private var storage = EnvironmentValues.defaults

  /// The storage, copied first if another environment shares it.
  private mutating func unique() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
    return storage
  }

  public var colorScheme: ColorScheme {
    get { storage.values.colorScheme }
    set { unique().values.colorScheme = newValue }
  }
  public var dynamicTypeSize: DynamicTypeSize {
    get { storage.values.dynamicTypeSize }
    set { unique().values.dynamicTypeSize = newValue }
  }
  /// The insets of the screen's unsafe areas (status bar, home indicator…), in points.
  public var safeAreaInsets: EdgeInsets {
    get { storage.values.safeAreaInsets }
    set { unique().values.safeAreaInsets = newValue }
  }
  /// Device pixels per point.
  public var displayScale: Double {
    get { storage.values.displayScale }
    set { unique().values.displayScale = newValue }
  }
  public var font: Font? {
    get { storage.values.font }
    set { unique().values.font = newValue }
  }
  public var fontWeight: FontWeight? {
    get { storage.values.fontWeight }
    set { unique().values.fontWeight = newValue }
  }
  /// The style of the text, symbols and shapes here (nil: the primary colour). `.tint` is read
  /// as the tint here, so a `.tint(_:)` inside the `foregroundStyle(.tint)` still applies; a
  /// custom style is resolved in this environment, as SwiftUI resolves it where it draws.
  public var foregroundStyle: (any ShapeStyle)? {
    get {
      guard let style = storage.values.foregroundStyle else { return nil }
      if storage.values.foregroundIsTint { return tintColor }
      return storage.values.foregroundIsCustom ? resolved(style, in: self) : style
    }
    // Kept unwrapped: a style read as often as this one is cast once, where it is set.
    set {
      let style = newValue.map(unwrapped)
      let values = unique()
      values.values.foregroundStyle = style
      values.values.foregroundIsTint = style is TintShapeStyle
      values.values.foregroundIsCustom = style.map { resolvesToAnotherStyle($0) } ?? false
    }
  }
  public var lineLimit: Int? {
    get { storage.values.lineLimit }
    set { unique().values.lineLimit = newValue }
  }
  public var multilineTextAlignment: TextAlignment {
    get { storage.values.multilineTextAlignment }
    set { unique().values.multilineTextAlignment = newValue }
  }
  /// The shaper used for every Text (shared, so shaped strings are reused across renders).
  public var typesetter: Typesetter {
    get { storage.values.typesetter }
    set { unique().values.typesetter = newValue }
  }
  /// Whether the view is in a presentation that is showing (a sheet's or cover's content).
  public var isPresented: Bool {
    get { storage.values.isPresented }
    set { unique().values.isPresented = newValue }
  }
  /// Closes the presentation the view is in; does nothing outside one.
  public var dismiss: DismissAction {
    get { storage.values.dismiss }
    set { unique().values.dismiss = newValue }
  }
  /// Whether the view is the content of a sheet attached to the bottom edge of an iPhone in
  /// portrait (UIKit gives a navigation bar there 56 pt instead of 44).
  package var isInPageSheet: Bool {
    get { storage.values.isInPageSheet }
    set { unique().values.isInPageSheet = newValue }
  }
  /// The size classes of the device and orientation (nil outside a device).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { storage.values.horizontalSizeClass }
    set { unique().values.horizontalSizeClass = newValue }
  }
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { storage.values.verticalSizeClass }
    set { unique().values.verticalSizeClass = newValue }
  }
  /// Whether the controls here take input (false inside `.disabled(true)`).
  public var isEnabled: Bool {
    get { storage.values.isEnabled }
    set { unique().values.isEnabled = newValue }
  }
  /// The colour set with `.tint` here, or nil for the accent colour.
  var tint: Color? {
    get { storage.values.tint }
    set { unique().values.tint = newValue }
  }
  /// The style of the buttons here (nil: the default style).
  var buttonStyle: AnyButtonStyle? {
    get { storage.values.buttonStyle }
    set { unique().values.buttonStyle = newValue }
  }
  /// The text modifiers' settings (Modifiers/Text/), read by every text as it is measured.
  var textSettings: TextSettings {
    get { storage.values.textSettings }
    set { unique().values.textSettings = newValue }
  }
  /// Values of custom `EnvironmentKey`s, by type.
  var custom: [ObjectIdentifier: Any] {
    get { storage.values.custom }
    set { unique().values.custom = newValue }
  }
  /// `.environmentObject` objects, by type.
  var objects: [ObjectIdentifier: AnyObject] {
    get { storage.values.objects }
    set { unique().values.objects = newValue }
  }

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
  /// Reads the value from an environment: a key path, or an `@Observable` object's type
  /// (Data/Observation.swift).
  let read: (EnvironmentValues) -> Value
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { $0[keyPath: keyPath] } }
  init(read: @escaping (EnvironmentValues) -> Value) { self.read = read }
  public var wrappedValue: Value { read(EnvironmentValues.current) }
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
public protocol DynamicProperty {
  /// Brings the property up to date before a body is read. Popshot's own properties need no
  /// update; a user's may do its work here, as in SwiftUI.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// What the text modifiers set (`.fontDesign`, `.italic`, `.kerning`, `.lineSpacing`…), stored
/// together in the environment: each text reads them all as it is built and measured, and a keyed
/// value costs a dictionary lookup and a cast on every read.
struct TextSettings: Sendable {
  var fontDesign: Font.Design? = nil
  var fontWidth: Font.Width? = nil
  var italic: Bool = false
  var monospacedDigit: Bool = false
  var kerning: Double = 0
  var tracking: Double = 0
  var lineSpacing: Double = 0
  var minimumScaleFactor: Double = 1
  var truncationMode: Text.TruncationMode = .tail
}
