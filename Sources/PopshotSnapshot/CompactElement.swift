// Version 2 of the sidecar writes each semantic element in a shorter form: frames and colours as
// arrays, and what is the usual case left out. Version 1 (SemanticElement's own Codable, pretty
// printed) took about 950 bytes for a one-letter text, 70 times its 13 bytes in the fixture;
// this form takes about 200.
import PopshotGraphics
import PopshotText
import PopshotUI

/// A semantic element as version 2 sidecars hold it. Every field of `SemanticElement` is kept
/// exactly (numbers as JSON's shortest round-tripping form), so a decoded element equals the
/// recorded one; only these are left out, and read back as:
/// - `label`, `text`, `foreground`, `background`, `traits`, `value`, `hint`, `sortPriority`,
///   `customActions`, `inputLabels`, `removedTraits`, `isAccessibilityContainer`: nil (so a
///   sidecar recorded before these fields existed reads, and is written, exactly as before);
/// - `hitFrame`: nil, and `[]` is the same rectangle as `frame`;
/// - `actions`: none; `hiddenFromAccessibility`, `inert`: false; `layer`: the page;
/// - a text's `string`: the element's label; `scalesWithDynamicType`: true;
///   `truncated`, `clipped`: false; `missingCharacters`: none; `textStyle`: nil.
/// Frames are `[x, y, width, height]` and colours `[red, green, blue, alpha]`.
struct CompactElement: Codable {
  var element: SemanticElement

  init(_ element: SemanticElement) { self.element = element }

  private enum Key: String, CodingKey {
    case id, role, label, frame, hitFrame, text, foreground, background, actions, zOrder
    case hiddenFromAccessibility, layer, inert, traits, value, hint
    case sortPriority, customActions, inputLabels, removedTraits, isAccessibilityContainer
  }
  private enum TextKey: String, CodingKey {
    case string, size, weight, scalesWithDynamicType, textStyle, lineCount, truncated, clipped
    case missingCharacters
  }

  func encode(to encoder: any Encoder) throws {
    let e = element
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(e.id, forKey: .id)
    try c.encode(e.role, forKey: .role)
    try c.encodeIfPresent(e.label, forKey: .label)
    try c.encode(CompactElement.numbers(e.frame), forKey: .frame)
    if let hit = e.hitFrame {
      try c.encode(hit == e.frame ? [] : CompactElement.numbers(hit), forKey: .hitFrame)
    }
    if let t = e.text {
      var tc = c.nestedContainer(keyedBy: TextKey.self, forKey: .text)
      if t.string != e.label { try tc.encode(t.string, forKey: .string) }
      try tc.encode(t.size, forKey: .size)
      try tc.encode(t.weight, forKey: .weight)
      if !t.scalesWithDynamicType { try tc.encode(false, forKey: .scalesWithDynamicType) }
      try tc.encodeIfPresent(t.textStyle, forKey: .textStyle)
      try tc.encode(t.lineCount, forKey: .lineCount)
      if t.truncated { try tc.encode(true, forKey: .truncated) }
      if t.clipped { try tc.encode(true, forKey: .clipped) }
      if !t.missingCharacters.isEmpty {
        try tc.encode(t.missingCharacters, forKey: .missingCharacters)
      }
    }
    try c.encodeIfPresent(e.foreground.map(CompactElement.numbers), forKey: .foreground)
    try c.encodeIfPresent(e.background.map(CompactElement.numbers), forKey: .background)
    if !e.actions.isEmpty { try c.encode(e.actions, forKey: .actions) }
    try c.encode(e.zOrder, forKey: .zOrder)
    if e.hiddenFromAccessibility { try c.encode(true, forKey: .hiddenFromAccessibility) }
    if e.layer != .page { try c.encode(e.layer, forKey: .layer) }
    if e.inert { try c.encode(true, forKey: .inert) }
    try c.encodeIfPresent(e.traits, forKey: .traits)
    try c.encodeIfPresent(e.value, forKey: .value)
    try c.encodeIfPresent(e.hint, forKey: .hint)
    try c.encodeIfPresent(e.sortPriority, forKey: .sortPriority)
    try c.encodeIfPresent(e.customActions, forKey: .customActions)
    try c.encodeIfPresent(e.inputLabels, forKey: .inputLabels)
    try c.encodeIfPresent(e.removedTraits, forKey: .removedTraits)
    try c.encodeIfPresent(e.isAccessibilityContainer, forKey: .isAccessibilityContainer)
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    let label = try c.decodeIfPresent(String.self, forKey: .label)
    let frame = try CompactElement.rect(c.decode([Double].self, forKey: .frame), c, .frame)
    var hitFrame: Rect? = nil
    if let hit = try c.decodeIfPresent([Double].self, forKey: .hitFrame) {
      hitFrame = hit.isEmpty ? frame : try CompactElement.rect(hit, c, .hitFrame)
    }
    var text: TextInfo? = nil
    if c.contains(.text) {
      let tc = try c.nestedContainer(keyedBy: TextKey.self, forKey: .text)
      guard let string = try tc.decodeIfPresent(String.self, forKey: .string) ?? label else {
        throw DecodingError.keyNotFound(
          TextKey.string,
          .init(codingPath: tc.codingPath, debugDescription: "a text with no label has a string"))
      }
      text = TextInfo(
        string: string, size: try tc.decode(Double.self, forKey: .size),
        weight: try tc.decode(FontWeight.self, forKey: .weight),
        scalesWithDynamicType: try tc.decodeIfPresent(Bool.self, forKey: .scalesWithDynamicType)
          ?? true,
        textStyle: try tc.decodeIfPresent(TextStyle.self, forKey: .textStyle),
        lineCount: try tc.decode(Int.self, forKey: .lineCount),
        truncated: try tc.decodeIfPresent(Bool.self, forKey: .truncated) ?? false,
        clipped: try tc.decodeIfPresent(Bool.self, forKey: .clipped) ?? false,
        missingCharacters: try tc.decodeIfPresent([String].self, forKey: .missingCharacters)
          ?? [])
    }
    var e = SemanticElement(
      id: try c.decode(String.self, forKey: .id),
      role: try c.decode(SemanticRole.self, forKey: .role),
      label: label, frame: frame, hitFrame: hitFrame, text: text,
      foreground: try c.decodeIfPresent([Double].self, forKey: .foreground).map {
        try CompactElement.color($0, c, .foreground)
      },
      background: try c.decodeIfPresent([Double].self, forKey: .background).map {
        try CompactElement.color($0, c, .background)
      },
      actions: try c.decodeIfPresent([SemanticAction].self, forKey: .actions) ?? [],
      zOrder: try c.decode(Int.self, forKey: .zOrder),
      hiddenFromAccessibility: try c.decodeIfPresent(Bool.self, forKey: .hiddenFromAccessibility)
        ?? false,
      layer: try c.decodeIfPresent(Layer.self, forKey: .layer) ?? .page,
      inert: try c.decodeIfPresent(Bool.self, forKey: .inert) ?? false)
    e.traits = try c.decodeIfPresent([SemanticTrait].self, forKey: .traits)
    e.value = try c.decodeIfPresent(String.self, forKey: .value)
    e.hint = try c.decodeIfPresent(String.self, forKey: .hint)
    e.sortPriority = try c.decodeIfPresent(Double.self, forKey: .sortPriority)
    e.customActions = try c.decodeIfPresent([String].self, forKey: .customActions)
    e.inputLabels = try c.decodeIfPresent([String].self, forKey: .inputLabels)
    e.removedTraits = try c.decodeIfPresent([SemanticTrait].self, forKey: .removedTraits)
    e.isAccessibilityContainer = try c.decodeIfPresent(
      Bool.self, forKey: .isAccessibilityContainer)
    element = e
  }

  private static func numbers(_ r: Rect) -> [Double] {
    [r.origin.x, r.origin.y, r.size.width, r.size.height]
  }
  private static func numbers(_ c: SRGBColor) -> [Double] { [c.red, c.green, c.blue, c.alpha] }

  private static func rect(_ n: [Double], _ c: KeyedDecodingContainer<Key>, _ key: Key) throws
    -> Rect
  {
    guard n.count == 4 else { throw four(c, key, "[x, y, width, height]") }
    return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
  }
  private static func color(_ n: [Double], _ c: KeyedDecodingContainer<Key>, _ key: Key) throws
    -> SRGBColor
  {
    guard n.count == 4 else { throw four(c, key, "[red, green, blue, alpha]") }
    return SRGBColor(red: n[0], green: n[1], blue: n[2], alpha: n[3])
  }
  private static func four(_ c: KeyedDecodingContainer<Key>, _ key: Key, _ what: String)
    -> DecodingError
  {
    .dataCorruptedError(forKey: key, in: c, debugDescription: "expected four numbers, \(what)")
  }
}
