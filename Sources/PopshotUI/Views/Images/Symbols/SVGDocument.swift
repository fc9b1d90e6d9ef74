// The parts of an SVG file a symbol needs: the viewBox, the filled <path>s (with the transforms
// of their groups), and, in a file exported from the SF Symbols app as a template, the
// Regular-M glyph and its baseline and cap-line guides, read tag by tag (SVGTags.swift):
// symbol exports are flat, machine-written files.
import Foundation
import PopshotGraphics

struct SVGDocument {
  var viewBox: Rect?
  /// The filled paths, in the file's user units.
  var paths: [(path: Path, rule: FillRule)] = []
  /// Whether the paths are a template's Regular-M glyph.
  var isTemplate = false
  /// A template's baseline and cap line for the medium scale (y, user units).
  var baseline: Double?, capline: Double?

  static func parse(_ text: String) throws(SVGPathData.Failure) -> SVGDocument {
    var doc = SVGDocument()
    let template = text.contains("id=\"Regular-M\"")
    doc.isTemplate = template
    // The open groups: their transform (already composed) and id.
    var groups: [(t: Transform, id: String?)] = []
    var tags = SVGTags(text)
    while let tag = try tags.next() {
      if tag.closing {
        if tag.name == "g" && !groups.isEmpty { groups.removeLast() }
        continue
      }
      let name = tag.name
      let attrs = attributes(tag.attributes)
      let parent = groups.last?.t ?? .identity
      let t = try transform(attrs["transform"]).concatenating(parent)
      switch name {
      case "svg":
        if let vb = attrs["viewBox"] {
          let n = vb.split { $0 == " " || $0 == "," }.compactMap { Double($0) }
          guard n.count == 4, n[2] > 0, n[3] > 0 else {
            throw SVGPathData.Failure(description: "bad viewBox \"\(vb)\"")
          }
          doc.viewBox = Rect(x: n[0], y: n[1], width: n[2], height: n[3])
        }
      case "g":
        if !tag.selfClosing { groups.append((t, attrs["id"])) }
      case "path":
        let ids = groups.compactMap(\.id)
        let wanted =
          template ? ids.contains("Regular-M") : !ids.contains { $0 == "Guides" || $0 == "Notes" }
        guard wanted, attrs["fill"] != "none", let d = attrs["d"] else { continue }
        let rule: FillRule = attrs["fill-rule"] == "evenodd" ? .evenOdd : .nonZero
        doc.paths.append((try SVGPathData.parse(d).applying(t), rule))
      default:
        if let id = attrs["id"], id == "Baseline-M" || id == "Capline-M",
          let y = attrs["y1"].flatMap(Double.init)
        {
          let guide = t.apply(Point(x: 0, y: y)).y
          if id == "Baseline-M" { doc.baseline = guide } else { doc.capline = guide }
        }
      }
    }
    return doc
  }

  /// `name="value"` pairs of a tag.
  static func attributes(_ s: Substring) -> [String: String] {
    var out: [String: String] = [:]
    var rest = s
    while let eq = rest.firstIndex(of: "=") {
      let key = rest[..<eq].trimmingCharacters(in: .whitespacesAndNewlines)
      rest = rest[rest.index(after: eq)...].drop { $0.isWhitespace }
      guard let quote = rest.first, quote == "\"" || quote == "'" else { break }
      rest = rest.dropFirst()
      guard let end = rest.firstIndex(of: quote) else { break }
      out[String(key)] = String(rest[..<end])
      rest = rest[rest.index(after: end)...]
    }
    return out
  }

  /// A transform list (`matrix`, `translate`, `scale`, `rotate`, `skewX`, `skewY`), applied right
  /// to left as SVG does.
  static func transform(_ list: String?) throws(SVGPathData.Failure) -> Transform {
    guard let list else { return .identity }
    var t = Transform.identity
    for part in list.split(separator: ")") {
      let pieces = part.split(separator: "(")
      guard pieces.count == 2 else { continue }
      let kind = pieces[0].trimmingCharacters(
        in: .whitespacesAndNewlines.union(.init(charactersIn: ",")))
      let n = pieces[1].split { $0 == " " || $0 == "," }.compactMap { Double($0) }
      let step: Transform
      switch (kind, n.count) {
      case ("matrix", 6): step = Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
      case ("translate", 1): step = .translation(n[0], 0)
      case ("translate", 2): step = .translation(n[0], n[1])
      case ("scale", 1): step = .scale(n[0], n[0])
      case ("scale", 2): step = .scale(n[0], n[1])
      case ("rotate", 1): step = .rotation(n[0] * .pi / 180)
      case ("rotate", 3):
        step = Transform.translation(-n[1], -n[2]).concatenating(.rotation(n[0] * .pi / 180))
          .concatenating(.translation(n[1], n[2]))
      case ("skewX", 1): step = Transform(a: 1, b: 0, c: tan(n[0] * .pi / 180), d: 1, tx: 0, ty: 0)
      case ("skewY", 1): step = Transform(a: 1, b: tan(n[0] * .pi / 180), c: 0, d: 1, tx: 0, ty: 0)
      default: throw SVGPathData.Failure(description: "unsupported transform \"\(part))\"")
      }
      t = step.concatenating(t)
    }
    return t
  }
}
