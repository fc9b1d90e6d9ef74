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
    guard value.isObject else { return nil }
    var screen: Rect?
    var safeArea: Rect?
    var statusBar: Rect?
    var homeIndicator: Rect?
    var cornerRadius: Double?
    var elements: [SemanticElement]?
    var presentations: [PresentationInfo]?
    var overlays: [ConditionalOverlay]?
    var children = value.children()
    while let c = children.next() {
      let v = c.value
      switch c.key {
      case "screen": screen = Rect(reading: v)
      case "safeArea": safeArea = Rect(reading: v)
      case "statusBar":
        if !v.isNull { guard take(&statusBar, Rect(reading: v)) else { return nil } }
      case "homeIndicator":
        if !v.isNull { guard take(&homeIndicator, Rect(reading: v)) else { return nil } }
      case "displayCornerRadius": cornerRadius = v.numberValue
      case "elements": elements = readList(v, SemanticElement.init(reading:))
      case "presentations":
        guard v.isArray else { return nil }
        if v.containerBytes.count == 2 {
          presentations = []
        } else {
          presentations = try? JSONDecoder().decode(
            [PresentationInfo].self, from: Data(v.containerBytes))
        }
        if presentations == nil { return nil }
      case "overlays":
        if !v.isNull {
          guard let list = readList(v, ConditionalOverlay.init(reading:)) else { return nil }
          overlays = list
        }
      default: return nil
      }
    }
    guard let screen, let safeArea, let cornerRadius, let elements, let presentations else {
      return nil
    }
    self.init(
      screen: screen, safeArea: safeArea, statusBar: statusBar, homeIndicator: homeIndicator,
      displayCornerRadius: cornerRadius, elements: elements, presentations: presentations,
      overlays: overlays)
  }
}

/// Each item of a list read with `item`; nil when `value` is not a list or an item is not read.
package func readList<T>(_ value: JSONRef, _ item: (JSONRef) -> T?) -> [T]? {
  guard value.isArray else { return nil }
  var out: [T] = []
  var children = value.children()
  while let c = children.next() {
    guard let x = item(c.value) else { return nil }
    out.append(x)
  }
  return out
}

/// Sets `slot` to `made`; false when there is nothing (the value did not read).
private func take<T>(_ slot: inout T?, _ made: T?) -> Bool {
  slot = made
  return made != nil
}

/// The strings of a list of strings; nil for anything else.
private func readStrings(_ value: JSONRef) -> [String]? { readList(value, \.stringValue) }

extension ConditionalOverlay {
  init?(reading value: JSONRef) {
    guard value.isObject else { return nil }
    var id: String?
    var frame: Rect?
    var modal: Bool?
    var behind: [String]?
    var children = value.children()
    while let c = children.next() {
      switch c.key {
      case "id": id = c.value.stringValue
      case "frame": frame = Rect(reading: c.value)
      case "modal": modal = c.value.boolValue
      case "reachableBehind": behind = readStrings(c.value)
      default: return nil
      }
    }
    guard let id, let frame, let modal, let behind else { return nil }
    self.init(id: id, frame: frame, modal: modal, reachableBehind: behind)
  }
}

extension Rect {
  /// `{"origin": {"x", "y"}, "size": {"height", "width"}}`, as Codable writes it.
  package init?(reading value: JSONRef) {
    guard value.isObject else { return nil }
    var origin: (Double, Double)?
    var size: (Double, Double)?
    var children = value.children()
    while let c = children.next() {
      switch c.key {
      case "origin": origin = readPair(c.value, "x", "y")
      case "size": size = readPair(c.value, "width", "height")
      default: return nil
      }
    }
    guard let origin, let size else { return nil }
    self.init(x: origin.0, y: origin.1, width: size.0, height: size.1)
  }
}

/// An object of exactly two numbers, under keys `a` and `b`, in either order.
private func readPair(_ value: JSONRef, _ a: String, _ b: String) -> (Double, Double)? {
  guard value.isObject else { return nil }
  var x: Double?
  var y: Double?
  var children = value.children()
  while let c = children.next() {
    switch c.key {
    case a: x = c.value.numberValue
    case b: y = c.value.numberValue
    default: return nil
    }
  }
  guard let x, let y else { return nil }
  return (x, y)
}

extension SRGBColor {
  package init?(reading value: JSONRef) {
    guard value.isObject else { return nil }
    var channels: [Double?] = [nil, nil, nil, nil]
    var children = value.children()
    while let c = children.next() {
      let i: Int
      switch c.key {
      case "red": i = 0
      case "green": i = 1
      case "blue": i = 2
      case "alpha": i = 3
      default: return nil
      }
      channels[i] = c.value.numberValue
    }
    guard let r = channels[0], let g = channels[1], let b = channels[2], let a = channels[3]
    else { return nil }
    self.init(red: r, green: g, blue: b, alpha: a)
  }
}

extension SemanticAction {
  /// `{"tap": {"_0": name}}`, `{"dismiss": {}}` or `{"escape": {}}`.
  init?(reading value: JSONRef) {
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
    guard value.isObject else { return nil }
    var string: String?
    var size: Double?
    var weight: FontWeight?
    var scales: Bool?
    var style: TextStyle?
    var lines: Int?
    var truncated: Bool?
    var clipped: Bool?
    var missing: [String]?
    var children = value.children()
    while let c = children.next() {
      let v = c.value
      switch c.key {
      case "string": string = v.stringValue
      case "size": size = v.numberValue
      case "weight": weight = v.stringValue.flatMap(FontWeight.init(rawValue:))
      case "scalesWithDynamicType": scales = v.boolValue
      case "textStyle":
        if !v.isNull {
          guard let s = v.stringValue.flatMap(TextStyle.init(rawValue:)) else { return nil }
          style = s
        }
      case "lineCount": lines = v.intValue
      case "truncated": truncated = v.boolValue
      case "clipped": clipped = v.boolValue
      case "missingCharacters": missing = readStrings(v)
      default: return nil
      }
    }
    guard let string, let size, let weight, let scales, let lines, let truncated, let clipped,
      let missing
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
    guard value.isObject else { return nil }
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
    var traits: [String]?
    var elementValue: String?
    var hint: String?
    var sortPriority: Double?
    var customActions: [String]?
    var inputLabels: [String]?
    var removedTraits: [String]?
    var isContainer: Bool?
    var children = value.children()
    while let c = children.next() {
      let v = c.value
      // Optional keys: null is absent; any other value must read.
      if v.isNull {
        switch c.key {
        case "label", "hitFrame", "text", "foreground", "background", "traits", "value", "hint",
          "sortPriority", "customActions", "inputLabels", "removedTraits",
          "isAccessibilityContainer":
          continue
        default: return nil
        }
      }
      switch c.key {
      case "id": id = v.stringValue
      case "role": role = v.stringValue.flatMap(SemanticRole.init(rawValue:))
      case "frame": frame = Rect(reading: v)
      case "actions": actions = readList(v, SemanticAction.init(reading:))
      case "zOrder": zOrder = v.intValue
      case "hiddenFromAccessibility": hidden = v.boolValue
      case "layer":
        guard let name = v.stringValue else { return nil }
        layer = name == "page" ? .page : name == "chrome" ? .chrome : .presentation(name)
      case "inert": inert = v.boolValue
      case "label": guard take(&label, v.stringValue) else { return nil }
      case "hitFrame": guard take(&hitFrame, Rect(reading: v)) else { return nil }
      case "text": guard take(&text, TextInfo(reading: v)) else { return nil }
      case "foreground": guard take(&foreground, SRGBColor(reading: v)) else { return nil }
      case "background": guard take(&background, SRGBColor(reading: v)) else { return nil }
      case "traits": guard take(&traits, readStrings(v)) else { return nil }
      case "value": guard take(&elementValue, v.stringValue) else { return nil }
      case "hint": guard take(&hint, v.stringValue) else { return nil }
      case "sortPriority": guard take(&sortPriority, v.numberValue) else { return nil }
      case "customActions": guard take(&customActions, readStrings(v)) else { return nil }
      case "inputLabels": guard take(&inputLabels, readStrings(v)) else { return nil }
      case "removedTraits": guard take(&removedTraits, readStrings(v)) else { return nil }
      case "isAccessibilityContainer":
        guard let b = v.boolValue else { return nil }
        isContainer = b
      default: return nil
      }
    }
    guard let id, let role, let frame, let actions, let zOrder, let hidden, let layer, let inert
    else { return nil }
    self.init(
      id: id, role: role, label: label, frame: frame, hitFrame: hitFrame, text: text,
      foreground: foreground, background: background, actions: actions, zOrder: zOrder,
      hiddenFromAccessibility: hidden, layer: layer, inert: inert)
    self.traits = traits
    self.value = elementValue
    self.hint = hint
    self.sortPriority = sortPriority
    self.customActions = customActions
    self.inputLabels = inputLabels
    self.removedTraits = removedTraits
    self.isAccessibilityContainer = isContainer
  }
}
