import PopshotGraphics

// Accessibility traits (SwiftUI's AccessibilityTraits). They are recorded in the semantics by name;
// `isModal` also tells the audit that the view is a popup: VoiceOver reads nothing outside it.

/// What an element is to assistive technologies.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The element's content is all VoiceOver reads while it is shown (UIKit's
  /// accessibilityViewIsModal).
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

  static let names: [(AccessibilityTraits, SemanticTrait)] = [
    (.isButton, .isButton), (.isHeader, .isHeader), (.isSelected, .isSelected),
    (.isLink, .isLink), (.isSearchField, .isSearchField), (.isImage, .isImage),
    (.playsSound, .playsSound), (.isKeyboardKey, .isKeyboardKey),
    (.isStaticText, .isStaticText), (.isSummaryElement, .isSummaryElement),
    (.updatesFrequently, .updatesFrequently), (.startsMediaSession, .startsMediaSession),
    (.allowsDirectInteraction, .allowsDirectInteraction), (.causesPageTurn, .causesPageTurn),
    (.isModal, .isModal), (.isToggle, .isToggle),
  ]

  /// The traits' names, as the semantics record them.
  var nameList: [SemanticTrait] { Self.names.filter { contains($0.0) }.map(\.1) }
}

nonisolated extension View {
  /// Adds traits to the view's element (a container element when the view has none of its own).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modified(TraitsModifier(traits: traits))
  }
  /// Takes traits away from the view's element: those added to it, and those its role gives it
  /// (a button without `isButton` is not announced as a button).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    let names = traits.nameList
    return accessibilityAttachment { e in
      if let had = e.traits {
        let kept = had.filter { !names.contains($0) }
        e.traits = kept.isEmpty ? nil : kept
      }
      let implied = e.role.impliedTraits.filter { names.contains($0) }
      guard !implied.isEmpty else { return }
      var removed = e.removedTraits ?? []
      for t in implied where !removed.contains(t) { removed.append(t) }
      e.removedTraits = removed
    }
  }
}

/// `.accessibilityAddTraits`.
struct TraitsModifier: LayoutModifier {
  let traits: AccessibilityTraits
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    TraitsNode(c.content(), id: c.id, traits: traits)
  }
}

/// `.accessibilityAddTraits`: the traits go on the view's own element (a button's, a text's);
/// a view with none (a stack) gets a hidden container element with its frame to carry them.
final class TraitsNode: WrapperNode {
  let id: String, traits: AccessibilityTraits
  init(_ child: LayoutNode, id: String, traits: AccessibilityTraits) {
    self.id = id
    self.traits = traits
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    let names = traits.nameList
    if first < out.elements.count, out.elements[first].id == id {
      out.elements[first].traits = (out.elements[first].traits ?? []) + names
    } else {
      var container = out.container(id: id, frame: frame, hidden: true)
      container.traits = names
      out.elements.insert(container, at: first)
    }
  }
}

extension AccessibilityTraits {
  /// Traits a fixture names: one name (`"isHeader"`) or a list of them (`["isButton",
  /// "isSelected"]`), as SwiftUI spells them.
  static func fixture(_ v: any FixtureValue) throws -> AccessibilityTraits {
    let values = v.stringValue != nil ? [v] : try v.items()
    var traits: AccessibilityTraits = []
    for value in values {
      let name = try value.string()
      guard let t = names.first(where: { $0.1.rawValue == name })?.0 else {
        throw value.fail(
          "unknown accessibility trait \"\(name)\"\(value.nearest(to: name, in: names.map(\.1.rawValue)))"
        )
      }
      traits.insert(t)
    }
    return traits
  }
}

extension FixtureModifier {
  /// `{"accessibilityAddTraits": "isHeader"}` or a list of traits.
  static let accessibilityAddTraits = FixtureModifier("accessibilityAddTraits") { m, v in
    AnyView(v.accessibilityAddTraits(try AccessibilityTraits.fixture(m)))
  }
  /// `{"accessibilityRemoveTraits": "isButton"}` or a list of traits.
  static let accessibilityRemoveTraits = FixtureModifier("accessibilityRemoveTraits") { m, v in
    AnyView(v.accessibilityRemoveTraits(try AccessibilityTraits.fixture(m)))
  }
}
