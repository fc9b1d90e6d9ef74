import PopshotGraphics
import PopshotText

/// What the user can do with an element.
public enum SemanticAction: Hashable, Sendable, Codable {
  /// A tap, with the action's name.
  case tap(String)
  /// Closes the presentation the element belongs to.
  case dismiss
  /// The accessibility escape action.
  case escape
}

/// What the audit needs to know about a piece of text.
public struct TextInfo: Hashable, Sendable, Codable {
  public var string: String
  public var size: Double
  public var weight: FontWeight
  public var scalesWithDynamicType: Bool
  public var textStyle: TextStyle?
  public var lineCount: Int
  /// A line limit or the height offered cut the text (it ends in "…").
  public var truncated: Bool
  /// Lines fell outside the frame the text was given.
  public var clipped: Bool
  /// Characters no installed font covers (drawn as boxes).
  public var missingCharacters: [String]

  public init(
    string: String, size: Double, weight: FontWeight, scalesWithDynamicType: Bool,
    textStyle: TextStyle?, lineCount: Int, truncated: Bool, clipped: Bool,
    missingCharacters: [String]
  ) {
    self.string = string
    self.size = size
    self.weight = weight
    self.scalesWithDynamicType = scalesWithDynamicType
    self.textStyle = textStyle
    self.lineCount = lineCount
    self.truncated = truncated
    self.clipped = clipped
    self.missingCharacters = missingCharacters
  }
}

/// One meaningful node of a rendered scene: plain data, stable across renders.
public struct SemanticElement: Hashable, Sendable, Codable {
  /// Derived from the view's place in the tree (`vstack/hstack[2]/button`), or given with `.id`.
  public var id: String
  public var role: SemanticRole
  /// What VoiceOver reads: a button's text, or `.accessibilityLabel`; nil when there is none.
  public var label: String?
  /// Where it is drawn, in points.
  public var frame: Rect
  /// Where it takes taps (its frame, or its content shape), in points; nil when not interactive.
  public var hitFrame: Rect?
  public var text: TextInfo?
  /// Declared colours: the foreground it is drawn with and the nearest background behind it.
  public var foreground: SRGBColor?
  public var background: SRGBColor?
  public var actions: [SemanticAction]
  /// Paint order: higher is in front.
  public var zOrder: Int
  public var hiddenFromAccessibility: Bool
  /// The layer the element is in: the page, a presentation, or the system chrome.
  public var layer: Layer = .page
  /// A modal above covers it: it is drawn but cannot be reached (taps go to the modal's scrim).
  public var inert: Bool = false
  /// What touching it does, in the interaction session it was rendered in (`StateGraph`); `.none`
  /// outside one. Never compared, hashed or encoded. Beside `inert`, in padding it leaves.
  public var interaction = InteractionHandle.none
  /// Accessibility traits by name (`isModal`, `isHeader`, `isSelected`, `notEnabled`…); nil when
  /// it has none.
  public var traits: [SemanticTrait]? = nil
  /// Whether the rules about what is seen (contrast, clipping, Dynamic Type) check it: an
  /// element VoiceOver reads, or one hidden only as a part of a view's single element.
  public var isCheckedForSight: Bool {
    !hiddenFromAccessibility || traits?.contains(.partOfElement) == true
  }
  /// What VoiceOver reads as the control's value ("1" / "0" for a switch, a field's text, a
  /// slider's percentage, a picker's selection); nil when it has none.
  public var value: String? {
    get { extras.value.value }
    set { extras.value.value = newValue }
  }
  /// What VoiceOver reads after a pause, saying what the element's action does
  /// (`.accessibilityHint`); nil when there is none.
  public var hint: String? {
    get { extras.value.hint }
    set { extras.value.hint = newValue }
  }
  /// Where VoiceOver reads the element among those at its level: higher first, 0 when nil
  /// (`.accessibilitySortPriority`).
  public var sortPriority: Double? {
    get { extras.value.sortPriority }
    set { extras.value.sortPriority = newValue }
  }
  /// The names of the actions VoiceOver offers in its Actions rotor
  /// (`.accessibilityAction(named:)`); nil when there are none.
  public var customActions: [String]? {
    get { extras.value.customActions }
    set { extras.value.customActions = newValue }
  }
  /// What Voice Control and Full Keyboard Access accept as the element's name, most important
  /// first (`.accessibilityInputLabels`); nil when none were given.
  public var inputLabels: [String]? {
    get { extras.value.inputLabels }
    set { extras.value.inputLabels = newValue }
  }
  /// Traits taken away from what the element's role gives it (`.accessibilityRemoveTraits`):
  /// a button with `isButton` removed is not announced as one; nil when none were.
  public var removedTraits: [SemanticTrait]? {
    get { extras.value.removedTraits }
    set { extras.value.removedTraits = newValue }
  }
  /// The element is an accessibility container (`.accessibilityElement(children: .contain)`):
  /// not a stop of its own, but VoiceOver reads the elements inside it together; nil otherwise.
  public var isAccessibilityContainer: Bool? {
    get { extras.value.isAccessibilityContainer }
    set { extras.value.isAccessibilityContainer = newValue }
  }
  /// The fields above, which few elements set, kept out of line: an element takes 8 bytes for
  /// them instead of 80, and a screen of 100,000 elements holds its list twice while a verify
  /// compares it.
  private var extras = ElementExtras.Storage()

  /// Every property but `interaction`, in the order they are declared (the order JSON writes
  /// them in).
  private enum CodingKeys: String, CodingKey {
    case id, role, label, frame, hitFrame, text, foreground, background, actions, zOrder
    case hiddenFromAccessibility, layer, inert, traits, value, hint, sortPriority, customActions
    case inputLabels, removedTraits, isAccessibilityContainer
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    id = try c.decode(String.self, forKey: .id)
    role = try c.decode(SemanticRole.self, forKey: .role)
    label = try c.decodeIfPresent(String.self, forKey: .label)
    frame = try c.decode(Rect.self, forKey: .frame)
    hitFrame = try c.decodeIfPresent(Rect.self, forKey: .hitFrame)
    text = try c.decodeIfPresent(TextInfo.self, forKey: .text)
    foreground = try c.decodeIfPresent(SRGBColor.self, forKey: .foreground)
    background = try c.decodeIfPresent(SRGBColor.self, forKey: .background)
    actions = try c.decode([SemanticAction].self, forKey: .actions)
    zOrder = try c.decode(Int.self, forKey: .zOrder)
    hiddenFromAccessibility = try c.decode(Bool.self, forKey: .hiddenFromAccessibility)
    layer = try c.decode(Layer.self, forKey: .layer)
    inert = try c.decode(Bool.self, forKey: .inert)
    traits = try c.decodeIfPresent([SemanticTrait].self, forKey: .traits)
    value = try c.decodeIfPresent(String.self, forKey: .value)
    hint = try c.decodeIfPresent(String.self, forKey: .hint)
    sortPriority = try c.decodeIfPresent(Double.self, forKey: .sortPriority)
    customActions = try c.decodeIfPresent([String].self, forKey: .customActions)
    inputLabels = try c.decodeIfPresent([String].self, forKey: .inputLabels)
    removedTraits = try c.decodeIfPresent([SemanticTrait].self, forKey: .removedTraits)
    isAccessibilityContainer = try c.decodeIfPresent(Bool.self, forKey: .isAccessibilityContainer)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(id, forKey: .id)
    try c.encode(role, forKey: .role)
    try c.encodeIfPresent(label, forKey: .label)
    try c.encode(frame, forKey: .frame)
    try c.encodeIfPresent(hitFrame, forKey: .hitFrame)
    try c.encodeIfPresent(text, forKey: .text)
    try c.encodeIfPresent(foreground, forKey: .foreground)
    try c.encodeIfPresent(background, forKey: .background)
    try c.encode(actions, forKey: .actions)
    try c.encode(zOrder, forKey: .zOrder)
    try c.encode(hiddenFromAccessibility, forKey: .hiddenFromAccessibility)
    try c.encode(layer, forKey: .layer)
    try c.encode(inert, forKey: .inert)
    try c.encodeIfPresent(traits, forKey: .traits)
    try c.encodeIfPresent(value, forKey: .value)
    try c.encodeIfPresent(hint, forKey: .hint)
    try c.encodeIfPresent(sortPriority, forKey: .sortPriority)
    try c.encodeIfPresent(customActions, forKey: .customActions)
    try c.encodeIfPresent(inputLabels, forKey: .inputLabels)
    try c.encodeIfPresent(removedTraits, forKey: .removedTraits)
    try c.encodeIfPresent(isAccessibilityContainer, forKey: .isAccessibilityContainer)
  }

  public init(
    id: String, role: SemanticRole, label: String?, frame: Rect, hitFrame: Rect?, text: TextInfo?,
    foreground: SRGBColor?, background: SRGBColor?, actions: [SemanticAction], zOrder: Int,
    hiddenFromAccessibility: Bool, layer: Layer = .page, inert: Bool = false
  ) {
    self.id = id
    self.role = role
    self.label = label
    self.frame = frame
    self.hitFrame = hitFrame
    self.text = text
    self.foreground = foreground
    self.background = background
    self.actions = actions
    self.zOrder = zOrder
    self.hiddenFromAccessibility = hiddenFromAccessibility
    self.layer = layer
    self.inert = inert
  }
}

/// Every element of a rendered view, in paint order.
public struct Semantics: Hashable, Sendable, Codable {
  public var elements: [SemanticElement]
  public init(elements: [SemanticElement] = []) { self.elements = elements }
  public subscript(id: String) -> SemanticElement? { elements.first { $0.id == id } }
}

/// Which part of a screen an element belongs to. Encoded as one string: "page", "chrome", or the
/// presentation's id ("sheet", "popup[1]"…).
public enum Layer: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The page and its navigation bar.
  case page
  /// A presentation over the page, by its id.
  case presentation(String)
  /// The system's status bar and home indicator, drawn over everything.
  case chrome

  public var description: String {
    switch self {
    case .page: return "page"
    case .presentation(let id): return id
    case .chrome: return "chrome"
    }
  }

  /// An element id as it stands in this layer's semantics. A presentation's ids gain its id
  /// (`sheet/vstack/button`), except explicit ids that already start with it (`sheet.close`);
  /// chrome ids gain `chrome/`, except the status bar's own (`statusbar.time`).
  public func qualified(_ id: String) -> String {
    switch self {
    case .page: return id
    case .presentation(let name): return id.hasPrefix(name + ".") ? id : "\(name)/\(id)"
    case .chrome: return id.hasPrefix("statusbar.") ? id : "chrome/\(id)"
    }
  }

  /// The layer `description` names: "page", "chrome", or a presentation's id.
  public init(named name: String) {
    switch name {
    case "page": self = .page
    case "chrome": self = .chrome
    default: self = .presentation(name)
    }
  }

  public init(from decoder: any Decoder) throws {
    self.init(named: try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(description)
  }
}

extension Sequence where Element == SemanticElement {
  /// The element a presentation names by `id` (as written in its content, or already qualified
  /// with the layer's name).
  public func element(_ id: String, in layer: Layer) -> SemanticElement? {
    let qualified = layer.qualified(id)
    return first { $0.id == id || $0.id == qualified }
  }
}

extension SemanticElement {
  /// The traits VoiceOver announces: the role's, then those added, less those removed
  /// (`partOfElement` is Popshot's marker, not a trait VoiceOver has, and is left out).
  public var voiceOverTraits: [SemanticTrait] {
    var all: [SemanticTrait] = []
    for t in role.impliedTraits + (traits ?? []) where !all.contains(t) && t != .partOfElement {
      all.append(t)
    }
    let removed = removedTraits ?? []
    return all.filter { !removed.contains($0) }
  }
}

extension SemanticElement {
  /// Moves the element's frames through `t` (each becomes the box around its mapped corners).
  public mutating func apply(_ t: Transform) {
    frame = frame.applying(t)
    hitFrame = hitFrame?.applying(t)
  }
}

/// The accessibility fields few elements set (a value, a hint, a sort priority, custom actions,
/// input labels, removed traits, a container), kept apart from the element.
struct ElementExtras: Hashable, Sendable {
  var value: String?
  var hint: String?
  var sortPriority: Double?
  var customActions: [String]?
  var inputLabels: [String]?
  var removedTraits: [SemanticTrait]?
  var isAccessibilityContainer: Bool?

  /// None set: what an element without them holds (no storage at all).
  static let none = ElementExtras()

  /// The fields in one word: nothing when none is set, else a shared box that a change
  /// replaces. Equal and hashed by the fields, however they are stored.
  struct Storage: Hashable, Sendable {
    private final class Box: Sendable {
      let value: ElementExtras
      init(_ value: ElementExtras) { self.value = value }
    }
    private var box: Box?

    var value: ElementExtras {
      get { box?.value ?? .none }
      set { box = newValue == .none ? nil : Box(newValue) }
    }
    static func == (a: Storage, b: Storage) -> Bool { a.value == b.value }
    func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
  }
}
