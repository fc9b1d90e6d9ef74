// `.textSelection` (iOS 15): whether the text inside can be selected with a long press. A still
// shows no selection, so selectable text draws as any text.

/// Whether text can be selected (SwiftUI's TextSelectability).
public protocol TextSelectability {
  /// Whether the text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability {
  public static let allowsSelection = true
}

/// Text that cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
  public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Selectable.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Not selectable.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
  /// Whether the text inside can be selected: nothing drawn changes.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
