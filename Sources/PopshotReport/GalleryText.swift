// What the designers' gallery says and where it points: variant names split into their parts,
// the command that accepts a change, findings and semantic differences in plain words, the JSON
// lines that suppress or accept a finding, and where finding labels go.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotText
import PopshotUI

/// A variant name's parts:
/// `<device>.<orientation>[.<appearance>][.<text size>][.<design>][.reduceTransparency][.<state>]`.
public struct VariantParts: Equatable, Sendable {
  public var device: String
  public var orientation: String
  /// "light" when the name leaves it out.
  public var appearance: String
  /// The text size's full name ("large", "accessibility3").
  public var textSize: String
  /// The design's name; the default design's when the name leaves it out.
  public var design: String
  /// Reduce Transparency is on.
  public var reduceTransparency: Bool
  /// The accessibility settings on besides Reduce Transparency, as their flags
  /// (`--bold-text`…), and the locale.
  public var settingFlags: [String]
  public var locale: String?
  /// Right to left (the name has `rtl`).
  public var rightToLeft: Bool
  /// The status bar and home indicator are drawn (the name has no `noChrome`).
  public var systemChrome: Bool
  /// "default" when the name has no state.
  public var state: String

  public init(_ name: String) {
    var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    device = parts.isEmpty ? name : parts.removeFirst()
    // A canvas (`sizeThatFits@3x`, `320x120@3x`) has no orientation.
    orientation = parts.isEmpty || device.contains("@") ? "" : parts.removeFirst()
    appearance = "light"
    if let a = parts.first, a == "dark" || a == "light" {
      appearance = a
      parts.removeFirst()
    }
    textSize = DynamicTypeSize.large.rawValue
    if let t = parts.first, let size = DynamicTypeSize.allCases.first(where: { $0.shortName == t })
    {
      textSize = size.rawValue
      parts.removeFirst()
    }
    design = Design.default.rawValue
    if let g = parts.first, Design(rawValue: g) != nil {
      design = g
      parts.removeFirst()
    }
    reduceTransparency = parts.first == Variant.reduceTransparencyName
    if reduceTransparency { parts.removeFirst() }
    let flags = [
      (Variant.boldTextName, "--bold-text"),
      (Variant.increaseContrastName, "--increase-contrast"),
      (Variant.differentiateWithoutColorName, "--differentiate-without-color"),
      (Variant.reduceMotionName, "--reduce-motion"),
    ]
    settingFlags = []
    for (part, flag) in flags where parts.first == part {
      settingFlags.append(flag)
      parts.removeFirst()
    }
    locale = nil
    if let first = parts.first, first.hasPrefix(Variant.localePrefix) {
      locale = String(first.dropFirst(Variant.localePrefix.count))
      parts.removeFirst()
    }
    rightToLeft = parts.first == Variant.rightToLeftName
    if rightToLeft { parts.removeFirst() }
    systemChrome = parts.first != Variant.noChromeName
    if !systemChrome { parts.removeFirst() }
    state = parts.isEmpty ? "default" : parts.joined(separator: ".")
  }
}

public enum GalleryText {
  // MARK: Accepting a change

  /// The command that records this variant's baseline and nothing else: its fixture, device,
  /// orientation, state, and its appearance, text size and design where they are not the
  /// default matrix's (light, Large, the default design, chrome drawn). The fixtures and
  /// snapshots folders are named when the run used others than `Fixtures` and `Snapshots`.
  public static func acceptCommand(_ row: VariantResult) -> String {
    let v = VariantParts(row.variant)
    var args = ["popshot", "record"]
    let fixtures = (row.file as NSString).deletingLastPathComponent
    if !fixtures.isEmpty && fixtures != "Fixtures" { args += ["--fixtures", fixtures] }
    if let baseline = row.baseline {
      let store = ((baseline as NSString).deletingLastPathComponent as NSString)
        .deletingLastPathComponent
      if !store.isEmpty && store != "Snapshots" { args += ["--snapshots", store] }
    }
    args += ["--fixture", row.fixture, "--device", v.device, "--orientation", v.orientation]
    if v.appearance != "light" { args += ["--appearance", v.appearance] }
    if v.textSize != DynamicTypeSize.large.rawValue { args += ["--text-size", v.textSize] }
    if v.design != Design.default.rawValue { args += ["--design", v.design] }
    if v.reduceTransparency { args.append("--reduce-transparency") }
    args += v.settingFlags
    if let locale = v.locale { args += ["--locale", locale] }
    if v.rightToLeft { args += ["--layout-direction", "rtl"] }
    if !v.systemChrome { args.append("--no-chrome") }
    args += ["--state", v.state]
    return args.map(shellQuoted).joined(separator: " ")
  }

  // MARK: Findings in designers' words

  /// The finding's rule's title, as a designer would say it (its id for an unknown rule, as a
  /// report from another version may hold).
  public static func title(_ f: Finding) -> String { AuditRule.named(f.rule)?.title ?? f.rule }

  /// What the finding is about: the element's label in quotes and its id.
  public static func subject(_ f: Finding) -> String {
    if let label = f.label, !label.isEmpty { return "“\(label)” (\(f.element))" }
    return f.element
  }

  // MARK: Suppressing or accepting a finding

  /// The object to add to `suppressions` in the audit configuration (`--config`).
  public static func suppressionLine(_ f: Finding) -> String {
    "{\"rule\": \(json(f.rule)), \"fixture\": \(json(f.fixture)), "
      + "\"element\": \(json(f.element)), \"reason\": \"…\"}"
  }

  /// The string to add to `accepted` in the audit baseline (`--audit-baseline`).
  public static func baselineLine(_ f: Finding) -> String { json(f.fingerprint) }

  /// A JSON string literal.
  public static func json(_ s: String) -> String {
    var out = "\""
    for c in s.unicodeScalars {
      switch c {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if c.value < 0x20 {
          out += String(format: "\\u%04x", c.value)
        } else {
          out.unicodeScalars.append(c)
        }
      }
    }
    return out + "\""
  }

  // MARK: What changed, in plain words

  /// A failed variant's message as a designer reads it: the headline without file paths, and
  /// each semantic difference in words ("popup.close moved 4 pt up; its background changed
  /// #007AFF → #5856D6"). Lines naming artifact files or re-record instructions are left out:
  /// the gallery shows the images and the command.
  public static func whatChanged(_ message: String?) -> (headline: String?, changes: [String]) {
    guard let message, !message.isEmpty else { return (nil, []) }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var headline = lines[0]
    if let r = headline.range(of: ".png: ") {
      headline = String(headline[r.upperBound...])
    }
    if headline.hasPrefix("no baseline") {
      headline = "There is no baseline yet: recording accepts this render as the first one."
    } else if let first = headline.first {
      headline = first.uppercased() + headline.dropFirst()
      if !headline.hasSuffix(".") { headline += "." }
    }
    var changes: [String] = []
    var inChanges = false
    for line in lines.dropFirst() {
      if line == "  what changed:" {
        inChanges = true
        continue
      }
      if inChanges && line.hasPrefix("    ") {
        changes.append(plainChange(String(line.dropFirst(4))))
      } else {
        inChanges = false
      }
    }
    return (headline, changes)
  }

  /// One SemanticDiff line in words.
  public static func plainChange(_ line: String) -> String {
    let environment = ["renderer changed:", "font changed:", "font added:", "font no longer used:"]
    if environment.contains(where: { line.hasPrefix($0) }) { return opaqueHex(line) }
    guard let colon = line.range(of: ": ") else { return opaqueHex(line) }
    let id = String(line[..<colon.lowerBound])
    let parts = line[colon.upperBound...].components(separatedBy: "; ")
    let words = parts.map { p -> String in
      if p.hasPrefix("moved (") { return moved(p) }
      if p.hasPrefix("hit frame "),
        case let sides = p.dropFirst(10).dropLast(3)
          .components(separatedBy: " → "), sides.count == 2, sides[0] == sides[1]
      {
        return "its tap area moved"
      }
      for (key, phrase) in [
        ("resized ", "resized from "), ("colour ", "its colour changed "),
        ("background ", "its background changed "), ("text ", "its text changed from "),
        ("label ", "its VoiceOver label changed from "), ("font ", "its font changed from "),
        ("hit frame ", "its tap area changed from "), ("actions ", "its actions changed from "),
        ("ways out ", "its ways out changed from "), ("detent ", "its height changed from "),
      ] where p.hasPrefix(key) {
        var rest = String(p.dropFirst(key.count))
        if phrase.hasSuffix("from ") { rest = rest.replacingOccurrences(of: " → ", with: " to ") }
        return phrase + rest
      }
      return p
    }
    return opaqueHex("\(id) \(words.joined(separator: "; "))")
  }

  /// "moved (+0, −4) pt" → "moved 4 pt up".
  static func moved(_ p: String) -> String {
    let inner = p.dropFirst("moved (".count).prefix { $0 != ")" }
    let numbers = inner.components(separatedBy: ", ").map { s -> Double? in
      let sign = s.hasPrefix("−") || s.hasPrefix("-") ? -1.0 : 1.0
      return Double(s.trimmingCharacters(in: CharacterSet(charactersIn: "+−- "))).map { $0 * sign }
    }
    guard numbers.count == 2, let dx = numbers[0], let dy = numbers[1] else { return p }
    var ways: [String] = []
    if dy != 0 { ways.append("\(shortNumber(abs(dy))) pt \(dy < 0 ? "up" : "down")") }
    if dx != 0 { ways.append("\(shortNumber(abs(dx))) pt \(dx < 0 ? "left" : "right")") }
    return ways.isEmpty ? p : "moved " + ways.joined(separator: " and ")
  }

  /// `#007AFFFF` (opaque, with alpha) written as designers do: `#007AFF`.
  static func opaqueHex(_ s: String) -> String {
    guard s.contains("#") else { return s }
    var out = ""
    var rest = Substring(s)
    while let hash = rest.firstIndex(of: "#") {
      out += rest[..<hash]
      let digits = rest[rest.index(after: hash)...].prefix { $0.isHexDigit }
      if digits.count == 8 && digits.uppercased().hasSuffix("FF") {
        out += "#" + digits.prefix(6)
      } else {
        out += "#" + digits
      }
      rest = rest[rest.index(hash, offsetBy: 1 + digits.count)...]
    }
    return out + rest
  }

  // MARK: Labels that never overlap

  /// Places one label per box, in order, greedily: the first of the spots touching the box
  /// (above, below, beside, inside its corner) that is inside `area` and clear of every label
  /// placed so far, else the clear spot on a grid over `area` nearest the box (drawn with a
  /// leader line). When no spot is clear, the label goes in a new row below `area`. So no two
  /// labels overlap, whatever the boxes.
  public static func placeLabels(boxes: [Rect], sizes: [Size], area: Rect, gap: Double = 2)
    -> [Rect]
  {
    var placed: [Rect] = []
    var overflowY = area.maxY + gap
    var overflowX = area.minX
    func clear(_ r: Rect) -> Bool {
      r.minX >= area.minX && r.minY >= area.minY && r.maxX <= area.maxX && r.maxY <= area.maxY
        && !placed.contains { p in
          r.minX < p.maxX + gap && p.minX < r.maxX + gap && r.minY < p.maxY + gap
            && p.minY < r.maxY + gap
        }
    }
    for (box, size) in zip(boxes, sizes) {
      let (w, h) = (size.width, size.height)
      let touching = [
        Point(x: box.minX, y: box.minY - h), Point(x: box.maxX - w, y: box.minY - h),
        Point(x: box.minX, y: box.maxY), Point(x: box.maxX - w, y: box.maxY),
        Point(x: box.minX - w, y: box.minY), Point(x: box.maxX, y: box.minY),
        Point(x: box.minX - w, y: box.maxY - h), Point(x: box.maxX, y: box.maxY - h),
        Point(x: box.minX, y: box.minY), Point(x: box.maxX - w, y: box.maxY - h),
      ].map { Rect(x: $0.x, y: $0.y, width: w, height: h) }
      if let spot = touching.first(where: clear) {
        placed.append(spot)
        continue
      }
      let step = max(1, min(w, h) / 2)
      let centre = Point(x: box.midX, y: box.midY)
      var best: (Rect, Double)?
      var y = area.minY
      while y + h <= area.maxY {
        var x = area.minX
        while x + w <= area.maxX {
          let r = Rect(x: x, y: y, width: w, height: h)
          let d =
            (r.midX - centre.x) * (r.midX - centre.x) + (r.midY - centre.y) * (r.midY - centre.y)
          if best.map({ d < $0.1 }) ?? true, clear(r) { best = (r, d) }
          x += step
        }
        y += step
      }
      if let (r, _) = best {
        placed.append(r)
      } else {
        if overflowX + w > area.maxX && overflowX > area.minX {
          overflowX = area.minX
          overflowY += h + gap
        }
        placed.append(Rect(x: overflowX, y: overflowY, width: w, height: h))
        overflowX += w + gap
      }
    }
    return placed
  }

  /// The point of `box` nearest `p`: where a leader line from a label meets its box.
  public static func nearestPoint(on box: Rect, to p: Point) -> Point {
    Point(x: min(max(p.x, box.minX), box.maxX), y: min(max(p.y, box.minY), box.maxY))
  }
}
