// `.accessibilityAction(named:_:)` and `.accessibilityAction(_:_:)`: actions VoiceOver offers.
// A named action is a custom action (the Actions rotor: swipe up or down, double-tap); the kinds
// `.default`, `.escape` and `.magicTap` are the element's activation, two-finger scrub and
// two-finger double-tap. Semantics only: the handler is never called in a still. In an
// interaction session the escape handler is kept (`Interaction.escape`).

/// An escape handler, kept by the session of the render that placed its element.
final class EscapeHandler: @unchecked Sendable {
  let run: () -> Void
  init(_ run: @escaping () -> Void) { self.run = run }
}

/// The kind of an accessibility action (SwiftUI's AccessibilityActionKind).
public struct AccessibilityActionKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case `default`, escape, magicTap, delete, showMenu
    case named(String)
  }
  let kind: Kind
  /// The element's activation (a double-tap).
  public static let `default` = AccessibilityActionKind(kind: .default)
  /// The escape gesture (a two-finger Z) that dismisses a modal.
  public static let escape = AccessibilityActionKind(kind: .escape)
  /// The two-finger double-tap: the most important thing the screen does.
  public static let magicTap = AccessibilityActionKind(kind: .magicTap)
  /// Deletes the element's content.
  public static let delete = AccessibilityActionKind(kind: .delete)
  /// Shows the element's menu.
  public static let showMenu = AccessibilityActionKind(kind: .showMenu)
  /// A custom action by name.
  public init(named name: Text) { kind = .named(name.string) }
  init(kind: Kind) { self.kind = kind }
}

nonisolated extension View {
  /// Adds a custom action VoiceOver offers in its Actions rotor.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
    let name = name.string
    return accessibilityAttachment { $0.customActions = ($0.customActions ?? []) + [name] }
  }
  /// A custom action named by a localized key.
  public func accessibilityAction(
    named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(nameKey), handler)
  }
  /// A custom action named by a string read as it is.
  public func accessibilityAction<S: StringProtocol>(
    named name: S, _ handler: @escaping () -> Void
  ) -> some View {
    accessibilityAction(named: Text(verbatim: String(name)), handler)
  }
  /// An action of a kind: the activation (`.default`, a tap), the escape gesture, or another
  /// kind (recorded as a custom action by its name).
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    let kind = actionKind.kind
    if kind == .escape {
      // In an interaction session the handler is kept: `.escape` and the dismissal probe run it.
      let escape = EscapeHandler(handler)
      return accessibilityAttachment { e in
        e.actions.append(.escape)
        StateGraph.current?.noteEscape(escape.run)
      }
    }
    return accessibilityAttachment { e in
      switch kind {
      case .default:
        if !e.actions.contains(where: { if case .tap = $0 { true } else { false } }) {
          e.actions.append(.tap("accessibilityAction"))
        }
      case .escape: break
      case .magicTap: e.customActions = (e.customActions ?? []) + ["magicTap"]
      case .delete: e.customActions = (e.customActions ?? []) + ["delete"]
      case .showMenu: e.customActions = (e.customActions ?? []) + ["showMenu"]
      case .named(let name): e.customActions = (e.customActions ?? []) + [name]
      }
    }
  }
}
