// `@AccessibilityFocusState` (iOS 15): which element VoiceOver's cursor is on. A still runs no
// assistive technology, so nothing is focused (false, or nil) until code sets it; a write is
// kept, as `@FocusState`'s is, and nothing is drawn for it.

/// Where the accessibility focus is (SwiftUI's AccessibilityFocusState): kept as a focus state
/// is (FocusState.swift), under its own name.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// The state handed to a child view (SwiftUI's AccessibilityFocusState.Binding).
  @propertyWrapper
  public struct Binding {
    let focus: FocusState<Value>.Binding
    public var wrappedValue: Value {
      get { focus.wrappedValue }
      nonmutating set { focus.wrappedValue = newValue }
    }
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }

  let focus: FocusState<Value>

  /// Whether an element has the focus; false in a still.
  public init() where Value == Bool { focus = FocusState() }
  /// Whether an element has the focus of the given technologies; false in a still.
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    focus = FocusState()
  }
  /// Which of several elements has the focus; nil in a still.
  public init<T: Hashable>() where Value == T? { focus = FocusState() }
  /// Which element has the focus of the given technologies; nil in a still.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    focus = FocusState()
  }

  public var wrappedValue: Value {
    get { focus.wrappedValue }
    nonmutating set { focus.wrappedValue = newValue }
  }
  /// The state for `.accessibilityFocused($focus)` and for child views.
  public var projectedValue: Binding { Binding(focus: focus.projectedValue) }
}

/// Assistive technologies (SwiftUI's AccessibilityTechnologies).
public struct AccessibilityTechnologies: SetAlgebra, Hashable, Sendable {
  var bits: UInt8
  public init() { bits = 0 }
  private init(bits: UInt8) { self.bits = bits }
  public static let voiceOver = AccessibilityTechnologies(bits: 1)
  public static let switchControl = AccessibilityTechnologies(bits: 2)
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
  public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let had = contains(newMember)
    bits |= newMember.bits
    return (!had, newMember)
  }
  public mutating func remove(_ member: Self) -> Self? {
    let had = contains(member)
    bits &= ~member.bits
    return had ? member : nil
  }
  public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

nonisolated extension View {
  /// Binds the element's accessibility focus to `condition`: nothing drawn changes.
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding)
    -> some View
  { self }
  /// Binds the element's accessibility focus to `binding` equalling `value`: nothing drawn
  /// changes.
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View { self }
}
