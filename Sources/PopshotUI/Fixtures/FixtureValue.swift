// What a modifier's fixture entry reads. A fixture (Fixtures/*.json, decoded by PopshotScenes) lists
// a view's modifiers as `{"padding": 16}`; the entry for "padding" lives in Padding.swift, beside
// the modifier it maps onto, and reads its value through this protocol. PopshotScenes' decoder
// provides the values: every error they throw names the file, the JSON path and what was expected.
import PopshotSupport

/// A value of a fixture's JSON.
package protocol FixtureValue {
  var numberValue: Double? { get }
  var stringValue: String? { get }
  var boolValue: Bool? { get }
  var isObject: Bool { get }
  /// What the value is, for errors: `the number 3`, `an object`…
  var described: String { get }
  /// Whether the value is an object with a member named `key`.
  func hasMember(_ key: String) -> Bool
  /// An error at this value.
  func fail(_ message: String) -> any Error
  /// "expected `what`, found …" at this value.
  func expected(_ what: String) -> any Error
  /// The members of an object whose keys are all in `allowed` (an unknown key is an error that
  /// suggests the nearest allowed one).
  func members(_ allowed: [String], required: [String]) throws -> FixtureObject
  func items() throws -> [any FixtureValue]
  func string() throws -> String
  func number() throws -> Double
  /// A finite number in `range`, described as `what` (with its `unit`) in an error.
  func number(_ what: String, in range: ClosedRange<Double>, unit: String) throws -> Double
  /// A length in points; "infinity" where `infinity` allows it (a flexible frame's maximum).
  func length(infinity: Bool) throws -> Double
  /// An offset in points, either way.
  func offset() throws -> Double
  func bool() throws -> Bool
  func oneOf<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws -> T
  where T.RawValue == String
  /// "blue", "#RRGGBB", or {"color": …, "opacity": …}.
  func color() throws -> Color
  /// A text style name, or {"size": n, "weight": w, "relativeTo": style}.
  func font() throws -> Font
  /// "center", "topLeading"…
  func alignment() throws -> Alignment
  /// "top", "bottomTrailing"…
  func unitPoint() throws -> UnitPoint
  /// A view object (`{"text": "Hi", "modifiers": [...]}`).
  func view() throws -> AnyView
  /// "; did you mean "x"?" for the nearest of `names` to `name`, or nothing.
  func nearest(to name: String, in names: [String]) -> String
}

extension FixtureValue {
  func number(_ what: String, in range: ClosedRange<Double>) throws -> Double {
    try number(what, in: range, unit: "")
  }
  func length() throws -> Double { try length(infinity: false) }
  func members(_ allowed: [String]) throws -> FixtureObject { try members(allowed, required: []) }
}

/// An object's members, read by key.
package struct FixtureObject {
  package let members: [(key: String, value: any FixtureValue)]
  package init(members: [(key: String, value: any FixtureValue)]) { self.members = members }
  package func has(_ key: String) -> Bool { members.contains { $0.key == key } }
  package subscript(_ key: String) -> (any FixtureValue)? {
    members.first { $0.key == key }?.value
  }
}

/// A modifier a fixture can name: its key in a view's "modifiers" list, and how its value becomes
/// the same call a Swift view would make.
package struct FixtureModifier: Sendable {
  package let name: String
  package let apply: @Sendable (any FixtureValue, AnyView) throws -> AnyView

  init(_ name: String, apply: @escaping @Sendable (any FixtureValue, AnyView) throws -> AnyView) {
    self.name = name
    self.apply = apply
  }
}

/// A view kind a fixture can name: its key in a view object, and how its value becomes the view a
/// Swift file would write. `resizable` is the view object's "resizable" (images only).
package struct FixtureView: Sendable {
  package let name: String
  package let make: @Sendable (any FixtureValue, _ resizable: Bool) throws -> AnyView

  init(_ name: String, make: @escaping @Sendable (any FixtureValue, Bool) throws -> AnyView) {
    self.name = name
    self.make = make
  }
}
