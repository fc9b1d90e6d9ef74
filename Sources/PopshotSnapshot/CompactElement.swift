// Version 2 of the sidecar writes each semantic element in a shorter form: frames and colours as
// arrays, and what is the usual case left out. Version 1 (SemanticElement's own Codable, pretty
// printed) took about 950 bytes for a one-letter text, 70 times its 13 bytes in the fixture;
// this form takes about 200.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
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

extension CompactElement {
  /// The element `value` holds, read without JSONDecoder (as SceneSemantics+Reading.swift reads
  /// version 1), or nil when it is not exactly what `encode(to:)` writes; a nil sends the whole
  /// sidecar to JSONDecoder, whose errors those are.
  init?(reading value: JSONRef) {
    var id: String?
    var role: SemanticRole?
    var label: String?
    var frame: [Double]?
    var hitFrame: [Double]?
    var text: JSONRef?
    var foreground: [Double]?
    var background: [Double]?
    var actions: [SemanticAction]?
    var zOrder: Int?
    var hidden: Bool?
    var layer: Layer?
    var inert: Bool?
    var optional = OptionalElementFields()
    let numbers = { (v: JSONRef) in readList(v, \.numberValue) }
    let read = value.eachMember { key, v in
      switch key {
      case "id": return take(&id, v.stringValue)
      case "role": return take(&role, v.stringValue.flatMap(SemanticRole.init(rawValue:)))
      case "label": return takeUnlessNull(&label, null: v.isNull, v.stringValue)
      case "frame": return take(&frame, numbers(v))
      case "hitFrame": return takeUnlessNull(&hitFrame, null: v.isNull, numbers(v))
      // `c.contains(.text)` holds for a null too, and JSONDecoder then fails: left to it.
      case "text": return take(&text, v.isObject ? v : nil)
      case "foreground": return takeUnlessNull(&foreground, null: v.isNull, numbers(v))
      case "background": return takeUnlessNull(&background, null: v.isNull, numbers(v))
      case "actions": return take(&actions, readList(v, SemanticAction.init(reading:)))
      case "zOrder": return take(&zOrder, v.intValue)
      case "hiddenFromAccessibility": return take(&hidden, v.boolValue)
      case "layer": return take(&layer, v.stringValue.map(Layer.init(named:)))
      case "inert": return take(&inert, v.boolValue)
      default: return optional.read(key, v) ?? false
      }
    }
    guard read, let id, let role, let frame = frame.flatMap(CompactElement.rect), let zOrder
    else { return nil }
    var hit: Rect?
    if let hitFrame {
      guard let r = hitFrame.isEmpty ? frame : CompactElement.rect(hitFrame) else { return nil }
      hit = r
    }
    var info: TextInfo?
    if let text {
      guard let t = CompactElement.text(reading: text, label: label) else { return nil }
      info = t
    }
    let (fg, bg) = (foreground.map(CompactElement.color), background.map(CompactElement.color))
    if fg == .some(nil) || bg == .some(nil) { return nil }
    var e = SemanticElement(
      id: id, role: role, label: label, frame: frame, hitFrame: hit, text: info,
      foreground: fg ?? nil, background: bg ?? nil, actions: actions ?? [], zOrder: zOrder,
      hiddenFromAccessibility: hidden ?? false, layer: layer ?? .page, inert: inert ?? false)
    optional.apply(to: &e)
    element = e
  }

  private static func rect(_ n: [Double]) -> Rect? {
    n.count == 4 ? Rect(x: n[0], y: n[1], width: n[2], height: n[3]) : nil
  }
  private static func color(_ n: [Double]) -> SRGBColor? {
    n.count == 4 ? SRGBColor(red: n[0], green: n[1], blue: n[2], alpha: n[3]) : nil
  }

  private static func text(reading value: JSONRef, label: String?) -> TextInfo? {
    var string: String?
    var size: Double?
    var weight: FontWeight?
    var scales: Bool?
    var style: TextStyle?
    var lines: Int?
    var truncated: Bool?
    var clipped: Bool?
    var missing: [String]?
    let read = value.eachMember { key, v in
      switch key {
      case "string": return takeUnlessNull(&string, null: v.isNull, v.stringValue)
      case "size": return take(&size, v.numberValue)
      case "weight": return take(&weight, v.stringValue.flatMap(FontWeight.init(rawValue:)))
      case "scalesWithDynamicType":
        return takeUnlessNull(&scales, null: v.isNull, v.boolValue)
      case "textStyle":
        return takeUnlessNull(
          &style, null: v.isNull, v.stringValue.flatMap(TextStyle.init(rawValue:)))
      case "lineCount": return take(&lines, v.intValue)
      case "truncated": return takeUnlessNull(&truncated, null: v.isNull, v.boolValue)
      case "clipped": return takeUnlessNull(&clipped, null: v.isNull, v.boolValue)
      case "missingCharacters": return takeUnlessNull(&missing, null: v.isNull, readStrings(v))
      default: return false
      }
    }
    guard read, let string = string ?? label, let size, let weight, let lines else { return nil }
    return TextInfo(
      string: string, size: size, weight: weight, scalesWithDynamicType: scales ?? true,
      textStyle: style, lineCount: lines, truncated: truncated ?? false,
      clipped: clipped ?? false, missingCharacters: missing ?? [])
  }

  /// The elements as a JSON list, as JSONEncoder writes `[CompactElement]` with `options`, made
  /// a thousand elements at a time: JSONEncoder builds a tree of the whole value before writing
  /// it, which took nine times the text's size for tens of thousands of elements.
  static func encodedList(_ elements: [SemanticElement], options: JSONEncoder.OutputFormatting)
    throws -> Data
  {
    let e = JSONEncoder()
    e.outputFormatting = options
    var out = Data("[".utf8)
    var start = 0
    while start < elements.count {
      let end = min(elements.count, start + 1_000)
      let batch = try e.encode(elements[start..<end].map(CompactElement.init))
      // `[a,b]` without its brackets, after a comma for the batches before.
      if start > 0 { out.append(UInt8(ascii: ",")) }
      out.append(batch.dropFirst().dropLast())
      start = end
    }
    out.append(UInt8(ascii: "]"))
    return out
  }
}
