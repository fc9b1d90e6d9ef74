// Keyboard shortcuts (iOS 14): a key and modifiers that trigger a button or a toggle from a
// hardware keyboard. A still has no keyboard and iOS draws nothing for a shortcut, so the
// modifiers change nothing drawn; the types are SwiftUI's so that code using them builds.

/// A key a shortcut is made of (SwiftUI's KeyEquivalent).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public var character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys held with a key (SwiftUI's EventModifiers).
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}

/// A key with its modifiers (SwiftUI's KeyboardShortcut).
public struct KeyboardShortcut: Hashable, Sendable {
  public var key: KeyEquivalent
  public var modifiers: EventModifiers
  public var localization: Localization

  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: Localization = .automatic
  ) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// Return, with no modifiers: the default button of a dialog.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape (and Command-period), with no modifiers: the cancel button.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// How a shortcut's key adapts to keyboard layouts (SwiftUI's KeyboardShortcut.Localization).
  public struct Localization: Hashable, Sendable {
    let rawValue: Int
    public static let automatic = Localization(rawValue: 0)
    public static let withoutMirroring = Localization(rawValue: 1)
    public static let custom = Localization(rawValue: 2)
  }
}

nonisolated extension View {
  /// A keyboard shortcut for the control: nothing drawn changes.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  { self }
  /// A keyboard shortcut for the control, with how it localizes: nothing drawn changes.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command,
    localization: KeyboardShortcut.Localization
  ) -> some View { self }
  /// A keyboard shortcut for the control: nothing drawn changes.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }
  /// A keyboard shortcut for the control, or none: nothing drawn changes.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
