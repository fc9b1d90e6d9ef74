// What the designers' gallery says and where it points: the command that accepts a change,
// findings and semantic differences in plain words, the JSON lines that suppress or accept a
// finding, and where finding labels go. It formats values (variant fields, differences); it never
// reads a message's wording back.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotText
import PopshotUI

public enum GalleryText {
  // MARK: Accepting a change

  /// The command that records this variant's baseline and nothing else: its fixture, device,
  /// orientation, design and state, and its appearance and text size where they are not the
  /// default matrix's (light, Large, chrome drawn). The fixtures and
  /// snapshots folders are named when the run used others than `Fixtures` and `Snapshots`.
  /// Its words are `CommandLineOption`'s, the names and values `popshot` parses. Nil for a
  /// result without its variant's fields (a report of an older run).
  public static func acceptCommand(_ row: VariantResult) -> String? {
    guard let v = row.fields else { return nil }
    typealias O = CommandLineOption
    var args = ["popshot", "record"]
    func add(_ option: O, _ value: String? = nil) {
      args.append(option.rawValue)
      if let value { args.append(value) }
    }
    let fixtures = (row.file as NSString).deletingLastPathComponent
    if !fixtures.isEmpty && fixtures != O.defaultFixtures { add(.fixtures, fixtures) }
    if let baseline = row.baseline {
      let store = ((baseline as NSString).deletingLastPathComponent as NSString)
        .deletingLastPathComponent
      if !store.isEmpty && store != O.defaultSnapshots { add(.snapshots, store) }
    }
    add(.fixture, row.fixture)
    add(.device, v.device)
    if let o = v.orientation { add(.orientation, o.rawValue) }
    if v.appearance != .light { add(.appearance, v.appearance.rawValue) }
    if v.textSize != .large { add(.textSize, v.textSize.rawValue) }
    // Always named: a fixture may pin another design than the default (`"design"`), which a
    // record without the option would draw.
    add(.design, v.design.rawValue)
    for (on, flag) in [
      (v.reduceTransparency, O.reduceTransparency), (v.boldText, .boldText),
      (v.increaseContrast, .increaseContrast),
      (v.differentiateWithoutColor, .differentiateWithoutColor), (v.reduceMotion, .reduceMotion),
    ] where on {
      add(flag)
    }
    if let locale = v.locale { add(.locale, locale) }
    if v.layoutDirection != .leftToRight { add(.layoutDirection, v.layoutDirection.optionValue) }
    if !v.systemChrome { add(.noChrome) }
    add(.state, v.stateName)
    return args.map(shellQuoted).joined(separator: " ")
  }

  // MARK: Findings in designers' words

  /// The finding's rule's title, as a designer would say it (its id for an unknown rule, as a
  /// report from another version may hold).
  public static func title(_ f: Finding) -> String {
    AuditRule.named(f.rule)?.title ?? f.rule.rawValue
  }

  /// What the finding is about: the element's label in quotes and its id.
  public static func subject(_ f: Finding) -> String {
    if let label = f.label, !label.isEmpty { return "“\(label)” (\(f.element))" }
    return f.element
  }

  // MARK: Suppressing or accepting a finding

  /// The object to add to `suppressions` in the audit configuration (`--config`).
  public static func suppressionLine(_ f: Finding) -> String {
    "{\"rule\": \(json(f.rule.rawValue)), \"fixture\": \(json(f.fixture)), "
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

  /// A failed variant's difference as a designer reads it: a headline without file paths, and
  /// each semantic change in words ("popup.close moved 4 pt up; its background changed
  /// #007AFF → #5856D6"). File names and re-record instructions are left out: the gallery shows
  /// the images and the command. A variant that could not be checked says so; its message is
  /// shown beside as technical detail.
  public static func whatChanged(_ row: VariantResult) -> (headline: String?, changes: [String]) {
    if row.status == .error { return ("This variant could not be checked.", []) }
    guard let d = row.difference else { return (nil, []) }
    if d.kind == .noBaseline {
      return ("There is no baseline yet: recording accepts this render as the first one.", [])
    }
    let h = d.headline
    return (h.prefix(1).uppercased() + h.dropFirst() + ".", d.changes.map(words))
  }

  /// One semantic change in words.
  public static func words(_ change: SemanticChange) -> String {
    let parts = change.details.map { d -> String in
      typealias F = SemanticChange.Format
      func fromTo(_ phrase: String, _ a: String, _ b: String) -> String {
        "\(phrase) from \(a) to \(b)"
      }
      switch d {
      case .moved(let dx, let dy): return moved(dx: dx, dy: dy)
      case .hitArea(let a, let b) where a == b: return "its tap area moved"
      case .hitArea(let a, let b):
        return fromTo("its tap area changed", a.map(F.size) ?? "none", b.map(F.size) ?? "none")
          + " pt"
      case .resized(let a, let b): return "resized from \(F.size(a)) to \(F.size(b)) pt"
      case .colour(let a, let b): return "its colour changed \(hex(a)) → \(hex(b))"
      case .background(let a, let b): return "its background changed \(hex(a)) → \(hex(b))"
      case .text(let a, let b): return fromTo("its text changed", F.quote(a), F.quote(b))
      case .label(let a, let b):
        return fromTo("its VoiceOver label changed", F.quote(a), F.quote(b))
      case .typeface(let a, let b):
        return fromTo("its font changed", F.typeface(a), F.typeface(b))
      case .role(let a, let b): return fromTo("its role changed", a, b)
      case .value(let a, let b):
        return fromTo("its VoiceOver value changed", F.quote(a), F.quote(b))
      case .hint(let a, let b): return fromTo("its VoiceOver hint changed", F.quote(a), F.quote(b))
      case .traits(let a, let b): return fromTo("its traits changed", F.list(a), F.list(b))
      case .actions(let a, let b): return fromTo("its actions changed", F.list(a), F.list(b))
      case .waysOut(let a, let b): return fromTo("its ways out changed", F.list(a), F.list(b))
      case .detent(let a, let b): return fromTo("its height changed", F.quote(a), F.quote(b))
      default: return d.words
      }
    }
    let text = parts.joined(separator: "; ")
    return change.id.map { "\($0) \(text)" } ?? text
  }

  /// A move in words: "moved 4 pt up and 2 pt left" (up or down first).
  static func moved(dx: Double, dy: Double) -> String {
    var ways: [String] = []
    if dy != 0 { ways.append("\(shortNumber(abs(dy))) pt \(dy < 0 ? "up" : "down")") }
    if dx != 0 { ways.append("\(shortNumber(abs(dx))) pt \(dx < 0 ? "left" : "right")") }
    return ways.isEmpty ? "moved" : "moved " + ways.joined(separator: " and ")
  }

  /// A colour as designers write it: `#007AFF` when opaque, `#007AFF80` otherwise.
  static func hex(_ c: SRGBColor?) -> String {
    guard let c else { return "none" }
    return c.hexString(alpha: (c.alpha * 255).rounded() < 255)
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
