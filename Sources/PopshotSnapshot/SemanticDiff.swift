// What changed between a baseline's semantics and a new render's, in words: which elements moved,
// resized, changed colour, text, label or hit area; which ways out changed. A changed renderer or
// font, or a switch of design, is said first, because it explains a wall of red better than any
// pixel count.
import PopshotGraphics
import PopshotScenes
import PopshotText
import PopshotUI

public enum SemanticDiff {
  /// The differences in words: the renderer's, the design's and the fonts' (which alone do not
  /// fail a snapshot whose pixels match) and the elements' and presentations' (which do).
  public struct Changes: Equatable, Sendable {
    public var environment: [String] = []
    public var elements: [String] = []
    /// Every line, most important first; empty when nothing changed.
    public var lines: [String] { environment + elements }
  }

  /// Lines describing every difference, most important first; empty when nothing changed.
  public static func lines(
    baseline b: Sidecar, renderer: String, design: Design, fonts: [FontFingerprint],
    semantics s: SceneSemantics
  ) -> [String] {
    changes(baseline: b, renderer: renderer, design: design, fonts: fonts, semantics: s).lines
  }

  public static func changes(
    baseline b: Sidecar, renderer: String, design: Design, fonts: [FontFingerprint],
    semantics s: SceneSemantics
  ) -> Changes {
    var env: [String] = []
    if b.renderer != renderer {
      env.append("renderer changed: \(b.renderer) → \(renderer) (pixels may differ everywhere)")
    }
    if b.recordedDesign != design {
      env.append(
        "design changed: \(b.recordedDesign.rawValue) → \(design.rawValue) (the system "
          + "components are drawn in another design: bars, sheets, alerts, controls)")
    }
    let oldFonts = Dictionary(b.fonts.map { ("\($0.file)#\($0.faceIndex)", $0) }) { a, _ in a }
    let newFonts = Dictionary(fonts.map { ("\($0.file)#\($0.faceIndex)", $0) }) { a, _ in a }
    for key in Set(oldFonts.keys).union(newFonts.keys).sorted() {
      switch (oldFonts[key], newFonts[key]) {
      case (let o?, let n?) where o != n:
        var what: [String] = []
        if o.contentHash != n.contentHash {
          what.append("file \(o.contentHash) → \(n.contentHash)")
        }
        if o.freetype != n.freetype { what.append("FreeType \(o.freetype) → \(n.freetype)") }
        if o.harfbuzz != n.harfbuzz { what.append("HarfBuzz \(o.harfbuzz) → \(n.harfbuzz)") }
        env.append("font changed: \(key): \(what.joined(separator: ", "))")
      case (nil, _?): env.append("font added: \(key)")
      case (_?, nil): env.append("font no longer used: \(key)")
      default: break
      }
    }
    var out: [String] = []
    let old = Dictionary(b.semantics.elements.map { ($0.id, $0) }) { a, _ in a }
    let new = Dictionary(s.elements.map { ($0.id, $0) }) { a, _ in a }
    for e in b.semantics.elements where new[e.id] == nil { out.append("\(e.id): removed") }
    for e in s.elements {
      guard let o = old[e.id] else {
        out.append(
          "\(e.id): added (\(e.role.rawValue)) at \(point(e.frame.origin)), \(size(e.frame.size)) pt"
        )
        continue
      }
      var changes: [String] = []
      if o.frame.size != e.frame.size {
        changes.append("resized \(size(o.frame.size)) → \(size(e.frame.size)) pt")
      }
      if o.frame.origin != e.frame.origin {
        changes.append(
          "moved (\(signed(e.frame.minX - o.frame.minX)), \(signed(e.frame.minY - o.frame.minY))) pt"
        )
      }
      if o.hitFrame != e.hitFrame {
        changes.append(
          "hit frame \(o.hitFrame.map { size($0.size) } ?? "none") → \(e.hitFrame.map { size($0.size) } ?? "none") pt"
        )
      }
      if o.text?.string != e.text?.string {
        changes.append("text \(quote(o.text?.string)) → \(quote(e.text?.string))")
      }
      if o.label != e.label { changes.append("label \(quote(o.label)) → \(quote(e.label))") }
      if o.foreground != e.foreground {
        changes.append("colour \(hex(o.foreground)) → \(hex(e.foreground))")
      }
      if o.background != e.background {
        changes.append("background \(hex(o.background)) → \(hex(e.background))")
      }
      if o.text?.size != e.text?.size || o.text?.weight != e.text?.weight {
        changes.append("font \(font(o.text)) → \(font(e.text))")
      }
      if o.text?.truncated != e.text?.truncated {
        changes.append(e.text?.truncated == true ? "now truncated" : "no longer truncated")
      }
      if o.actions != e.actions {
        changes.append("actions \(plain(o.actions)) → \(plain(e.actions))")
      }
      if o.inert != e.inert {
        changes.append(e.inert ? "now covered by a modal" : "no longer covered by a modal")
      }
      if o.hiddenFromAccessibility != e.hiddenFromAccessibility {
        changes.append(
          e.hiddenFromAccessibility
            ? "now hidden from accessibility" : "now visible to accessibility")
      }
      if !changes.isEmpty { out.append("\(e.id): \(changes.joined(separator: "; "))") }
    }
    let oldP = Dictionary(b.semantics.presentations.map { ($0.id, $0) }) { a, _ in a }
    for p in s.presentations {
      guard let o = oldP[p.id] else {
        out.append("\(p.id): presentation added")
        continue
      }
      if o.waysOut != p.waysOut {
        out.append("\(p.id): ways out \(plain(o.waysOut)) → \(plain(p.waysOut))")
      }
      if o.sheet?.detent != p.sheet?.detent {
        out.append("\(p.id): detent \(quote(o.sheet?.detent)) → \(quote(p.sheet?.detent))")
      }
      if o.modal != p.modal { out.append("\(p.id): \(p.modal ? "now modal" : "no longer modal")") }
    }
    return Changes(environment: env, elements: out)
  }

  static func number(_ v: Double) -> String { shortNumber(v) }
  /// A list of enum cases as Swift writes them, without module and type: [tap("tap"), dismiss].
  static func plain<T>(_ values: [T]) -> String {
    "[" + values.map(plainCase).joined(separator: ", ") + "]"
  }
  /// An enum case as Swift writes it, without module and type: `tap("tap")`, `swipe`.
  public static func plainCase(_ value: some Any) -> String {
    let s = String(describing: value)
    let parts = s.split(separator: ".", maxSplits: 2)
    return parts.count == 3 && s.first?.isUppercase == true ? String(parts[2]) : s
  }
  static func signed(_ v: Double) -> String { (v >= 0 ? "+" : "−") + number(abs(v)) }
  static func size(_ s: Size) -> String { "\(number(s.width))×\(number(s.height))" }
  static func point(_ p: Point) -> String { "(\(number(p.x)), \(number(p.y)))" }
  static func quote(_ s: String?) -> String { s.map { "\"\($0)\"" } ?? "none" }
  static func font(_ t: TextInfo?) -> String {
    t.map { "\(number($0.size)) pt \($0.weight.rawValue)" } ?? "none"
  }
  static func hex(_ c: SRGBColor?) -> String { c?.hexString(alpha: true) ?? "none" }
}
