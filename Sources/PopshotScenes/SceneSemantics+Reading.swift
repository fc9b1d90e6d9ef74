// Reading a sidecar's semantics without Foundation's JSONDecoder. Decoding the 520 sidecars of
// the default check through Codable took 8% of its time, most of it in the runtime's generic
// metadata lookups, not in the text; reading the elements here, type by type, takes a fraction.
//
// The readers take exactly the shape the synthesized Codable conformances write, and answer nil
// for anything else (a key they do not know, a value of another kind, a number that is not a
// whole number where an Int goes). A nil sends the whole sidecar to JSONDecoder, so what these
// readers accept they read as JSONDecoder would, and everything else, errors included, is
// JSONDecoder's. `SidecarReadingTests` holds them to that on every sidecar in Snapshots/.
import Foundation
import PopshotGraphics
import PopshotSupport
import PopshotText
import PopshotUI

extension SceneSemantics {
  /// The semantics `value` holds, or nil when it is not exactly what `encode(to:)` writes.
  /// Presentations (a few a variant, with many kinds) are left to JSONDecoder.
  package init?(reading value: JSONRef) {
    var screen: Rect?
    var safeArea: Rect?
    var statusBar: Rect?
    var homeIndicator: Rect?
    var cornerRadius: Double?
    var elements: [SemanticElement]?
    var presentations: [PresentationInfo]?
    var overlays: [ConditionalOverlay]?
    let read = value.eachMember { key, v in
      switch key {
      case "screen": return take(&screen, Rect(reading: v))
      case "safeArea": return take(&safeArea, Rect(reading: v))
      case "statusBar": return takeUnlessNull(&statusBar, null: v.isNull, Rect(reading: v))
      case "homeIndicator": return takeUnlessNull(&homeIndicator, null: v.isNull, Rect(reading: v))
      case "displayCornerRadius": return take(&cornerRadius, v.numberValue)
      case "elements": return take(&elements, readList(v, SemanticElement.init(reading:)))
      case "presentations": return take(&presentations, readPresentations(v))
      case "overlays":
        return takeUnlessNull(
          &overlays, null: v.isNull, readList(v, ConditionalOverlay.init(reading:)))
      default: return false
      }
    }
    guard read, let screen, let safeArea, let cornerRadius, let elements, let presentations
    else { return nil }
    self.init(
      screen: screen, safeArea: safeArea, statusBar: statusBar, homeIndicator: homeIndicator,
      displayCornerRadius: cornerRadius, elements: elements, presentations: presentations,
      overlays: overlays)
  }
}

/// A list of presentations, by JSONDecoder from its slice of the text; none for `[]`.
private func readPresentations(_ value: JSONRef) -> [PresentationInfo]? {
  guard value.isArray else { return nil }
  var items = value.children()
  if items.next() == nil { return [] }
  return try? JSONDecoder().decode([PresentationInfo].self, from: Data(value.containerBytes))
}

/// The strings of a list of strings; nil for anything else.
package func readStrings(_ value: JSONRef) -> [String]? { readList(value, \.stringValue) }
func readTraits(_ value: JSONRef) -> [SemanticTrait]? {
  readList(value) { $0.stringValue.map(SemanticTrait.init(rawValue:)) }
}

extension ConditionalOverlay {
  init?(reading value: JSONRef) {
    var id: String?
    var frame: Rect?
    var modal: Bool?
    var behind: [String]?
    let read = value.eachMember { key, v in
      switch key {
      case "id": return take(&id, v.stringValue)
      case "frame": return take(&frame, Rect(reading: v))
      case "modal": return take(&modal, v.boolValue)
      case "reachableBehind": return take(&behind, readStrings(v))
      default: return false
      }
    }
    guard read, let id, let frame, let modal, let behind else { return nil }
    self.init(id: id, frame: frame, modal: modal, reachableBehind: behind)
  }
}

extension Rect {
  /// `{"origin": {"x", "y"}, "size": {"height", "width"}}`, as Codable writes it.
  package init?(reading value: JSONRef) {
    var origin: (Double, Double)?
    var size: (Double, Double)?
    let read = value.eachMember { key, v in
      switch key {
      case "origin": return take(&origin, readPair(v, "x", "y"))
      case "size": return take(&size, readPair(v, "width", "height"))
      default: return false
      }
    }
    guard read, let origin, let size else { return nil }
    self.init(x: origin.0, y: origin.1, width: size.0, height: size.1)
  }
}

/// An object of exactly two numbers, under keys `a` and `b`, in either order.
private func readPair(_ value: JSONRef, _ a: String, _ b: String) -> (Double, Double)? {
  var x: Double?
  var y: Double?
  let read = value.eachMember { key, v in
    key == a ? take(&x, v.numberValue) : key == b ? take(&y, v.numberValue) : false
  }
  guard read, let x, let y else { return nil }
  return (x, y)
}

extension SRGBColor {
  package init?(reading value: JSONRef) {
    var channels: [Double?] = [nil, nil, nil, nil]
    let read = value.eachMember { key, v in
      guard let i = ["red", "green", "blue", "alpha"].firstIndex(of: key) else { return false }
      return take(&channels[i], v.numberValue)
    }
    guard read, let r = channels[0], let g = channels[1], let b = channels[2],
      let a = channels[3]
    else { return nil }
    self.init(red: r, green: g, blue: b, alpha: a)
  }
}

extension SemanticAction {
  /// `{"tap": {"_0": name}}`, `{"dismiss": {}}` or `{"escape": {}}`.
  package init?(reading value: JSONRef) {
    guard value.isObject else { return nil }
    var children = value.children()
    guard let c = children.next(), children.next() == nil, c.value.isObject else { return nil }
    var inner = c.value.children()
    switch c.key {
    case "tap":
      guard let name = inner.next(), name.key == "_0", inner.next() == nil,
        let s = name.value.stringValue
      else { return nil }
      self = .tap(s)
    case "dismiss", "escape":
      guard inner.next() == nil else { return nil }
      self = c.key == "dismiss" ? .dismiss : .escape
    default: return nil
    }
  }
}

extension TextInfo {
  init?(reading value: JSONRef) {
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
      case "string": return take(&string, v.stringValue)
      case "size": return take(&size, v.numberValue)
      case "weight": return take(&weight, v.stringValue.flatMap(FontWeight.init(rawValue:)))
      case "scalesWithDynamicType": return take(&scales, v.boolValue)
      case "textStyle":
        return takeUnlessNull(
          &style, null: v.isNull, v.stringValue.flatMap(TextStyle.init(rawValue:)))
      case "lineCount": return take(&lines, v.intValue)
      case "truncated": return take(&truncated, v.boolValue)
      case "clipped": return take(&clipped, v.boolValue)
      case "missingCharacters": return take(&missing, readStrings(v))
      default: return false
      }
    }
    guard read, let string, let size, let weight, let scales, let lines, let truncated,
      let clipped, let missing
    else { return nil }
    self.init(
      string: string, size: size, weight: weight, scalesWithDynamicType: scales, textStyle: style,
      lineCount: lines, truncated: truncated, clipped: clipped, missingCharacters: missing)
  }
}

extension SemanticElement {
  /// An element as Codable writes it: every required key, and the optional ones when present
  /// (null is taken as absent, as `decodeIfPresent` takes it).
  package init?(reading value: JSONRef) {
    var id: String?
    var role: SemanticRole?
    var frame: Rect?
    var actions: [SemanticAction]?
    var zOrder: Int?
    var hidden: Bool?
    var layer: Layer?
    var inert: Bool?
    var label: String?
    var hitFrame: Rect?
    var text: TextInfo?
    var foreground: SRGBColor?
    var background: SRGBColor?
    var optional = OptionalElementFields()
    let read = value.eachMember { key, v in
      switch key {
      case "id": return take(&id, v.stringValue)
      case "role": return take(&role, v.stringValue.flatMap(SemanticRole.init(rawValue:)))
      case "frame": return take(&frame, Rect(reading: v))
      case "actions": return take(&actions, readList(v, SemanticAction.init(reading:)))
      case "zOrder": return take(&zOrder, v.intValue)
      case "hiddenFromAccessibility": return take(&hidden, v.boolValue)
      case "layer": return take(&layer, v.stringValue.map(Layer.init(named:)))
      case "inert": return take(&inert, v.boolValue)
      case "label": return takeUnlessNull(&label, null: v.isNull, v.stringValue)
      case "hitFrame": return takeUnlessNull(&hitFrame, null: v.isNull, Rect(reading: v))
      case "text": return takeUnlessNull(&text, null: v.isNull, TextInfo(reading: v))
      case "foreground": return takeUnlessNull(&foreground, null: v.isNull, SRGBColor(reading: v))
      case "background": return takeUnlessNull(&background, null: v.isNull, SRGBColor(reading: v))
      default: return optional.read(key, v) ?? false
      }
    }
    guard read, let id, let role, let frame, let actions, let zOrder, let hidden, let layer,
      let inert
    else { return nil }
    self.init(
      id: id, role: role, label: label, frame: frame, hitFrame: hitFrame, text: text,
      foreground: foreground, background: background, actions: actions, zOrder: zOrder,
      hiddenFromAccessibility: hidden, layer: layer, inert: inert)
    optional.apply(to: &self)
  }
}

/// The optional accessibility keys both forms of an element write alike (SemanticElement's own
/// Codable and the version 2 sidecar's CompactElement), read in one place.
package struct OptionalElementFields {
  var traits: [SemanticTrait]?
  var value: String?
  var hint: String?
  var sortPriority: Double?
  var customActions: [String]?
  var inputLabels: [String]?
  var removedTraits: [SemanticTrait]?
  var isContainer: Bool?

  package init() {}

  /// Reads `v` when `key` is one of these keys (null is absent, as `decodeIfPresent` takes it):
  /// whether it read, or nil for another key.
  package mutating func read(_ key: String, _ v: JSONRef) -> Bool? {
    switch key {
    case "traits": return takeUnlessNull(&traits, null: v.isNull, readTraits(v))
    case "value": return takeUnlessNull(&value, null: v.isNull, v.stringValue)
    case "hint": return takeUnlessNull(&hint, null: v.isNull, v.stringValue)
    case "sortPriority": return takeUnlessNull(&sortPriority, null: v.isNull, v.numberValue)
    case "customActions": return takeUnlessNull(&customActions, null: v.isNull, readStrings(v))
    case "inputLabels": return takeUnlessNull(&inputLabels, null: v.isNull, readStrings(v))
    case "removedTraits": return takeUnlessNull(&removedTraits, null: v.isNull, readTraits(v))
    case "isAccessibilityContainer":
      return takeUnlessNull(&isContainer, null: v.isNull, v.boolValue)
    default: return nil
    }
  }

  /// Sets the fields read on `e`.
  package func apply(to e: inout SemanticElement) {
    e.traits = traits
    e.value = value
    e.hint = hint
    e.sortPriority = sortPriority
    e.customActions = customActions
    e.inputLabels = inputLabels
    e.removedTraits = removedTraits
    e.isAccessibilityContainer = isContainer
  }
}
