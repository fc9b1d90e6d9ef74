// What changed between a baseline's semantics and a new render's, as values (SemanticChange): which elements moved,
// resized, changed colour, text, label or hit area; which ways out changed. A changed renderer or
// font, or a switch of design, is said first, because it explains a wall of red better than any
// pixel count.
import PopshotGraphics
import PopshotScenes
import PopshotText
import PopshotUI

public enum SemanticDiff {
  /// The differences as values: the renderer's, the design's and the fonts' (which alone do not
  /// fail a snapshot whose pixels match) and the elements' and presentations' (which do).
  public struct Changes: Equatable, Sendable {
    public var environment: [SemanticChange] = []
    public var elements: [SemanticChange] = []
    /// Every change, most important first; empty when nothing changed.
    public var all: [SemanticChange] { environment + elements }
    /// Every change as the failure message words it, most important first.
    public var lines: [String] { all.map(\.line) }
  }

  public static func changes(
    baseline b: Sidecar, renderer: String, design: Design, fonts: [FontFingerprint],
    semantics s: SceneSemantics
  ) -> Changes {
    typealias D = SemanticChange.Detail
    var env: [SemanticChange] = []
    func environment(_ d: D) { env.append(SemanticChange(id: nil, details: [d])) }
    if b.renderer != renderer { environment(.renderer(from: b.renderer, to: renderer)) }
    if b.recordedDesign != design {
      environment(.design(from: b.recordedDesign.rawValue, to: design.rawValue))
    }
    let oldFonts = Dictionary(b.fonts.map { ("\($0.file)#\($0.faceIndex)", $0) }) { a, _ in a }
    let newFonts = Dictionary(fonts.map { ("\($0.file)#\($0.faceIndex)", $0) }) { a, _ in a }
    for key in Set(oldFonts.keys).union(newFonts.keys).sorted() {
      switch (oldFonts[key], newFonts[key]) {
      case (let o?, let n?) where o != n:
        func versions(_ a: String, _ b: String) -> SemanticChange.Versions? {
          a == b ? nil : SemanticChange.Versions(from: a, to: b)
        }
        environment(
          .font(
            face: key, file: versions(o.contentHash, n.contentHash),
            freetype: versions(o.freetype, n.freetype), harfbuzz: versions(o.harfbuzz, n.harfbuzz)
          ))
      case (nil, _?): environment(.fontAdded(face: key))
      case (_?, nil): environment(.fontRemoved(face: key))
      default: break
      }
    }
    var out: [SemanticChange] = []
    let (olds, news) = (b.semantics.elements, s.elements)
    // Usually the ids are the same, in the same order: each element is compared with the one at
    // its index, and no table of the ids is made (tens of thousands of elements cost tens of
    // megabytes in one). Otherwise each id is looked up, by its index in the other list.
    // (Aligned only when the ids are also unique: with a repeated id, each element is compared
    // with the first of its id, as the lookup does.)
    var seen = Set<String>()
    let aligned =
      olds.count == news.count
      && zip(olds, news).allSatisfy { $0.id == $1.id && seen.insert($0.id).inserted }
    let old =
      aligned ? [:] : Dictionary(olds.indices.map { (olds[$0].id, $0) }) { a, _ in a }
    if !aligned {
      let new = Set(news.map(\.id))
      for e in olds where !new.contains(e.id) {
        out.append(SemanticChange(id: e.id, details: [.removed]))
      }
    }
    func typeface(_ t: TextInfo?) -> SemanticChange.Typeface? {
      t.map { SemanticChange.Typeface(size: $0.size, weight: $0.weight.rawValue) }
    }
    for (i, e) in news.enumerated() {
      guard let o = aligned ? olds[i] : old[e.id].map({ olds[$0] }) else {
        out.append(
          SemanticChange(id: e.id, details: [.added(role: e.role.rawValue, frame: e.frame)]))
        continue
      }
      var changes: [D] = []
      if o.frame.size != e.frame.size {
        changes.append(.resized(from: o.frame.size, to: e.frame.size))
      }
      if o.frame.origin != e.frame.origin {
        changes.append(.moved(dx: e.frame.minX - o.frame.minX, dy: e.frame.minY - o.frame.minY))
      }
      if o.hitFrame != e.hitFrame {
        changes.append(.hitArea(from: o.hitFrame?.size, to: e.hitFrame?.size))
      }
      if o.text?.string != e.text?.string {
        changes.append(.text(from: o.text?.string, to: e.text?.string))
      }
      if o.label != e.label { changes.append(.label(from: o.label, to: e.label)) }
      if o.role != e.role { changes.append(.role(from: o.role.rawValue, to: e.role.rawValue)) }
      if o.value != e.value { changes.append(.value(from: o.value, to: e.value)) }
      if o.hint != e.hint { changes.append(.hint(from: o.hint, to: e.hint)) }
      if (o.traits ?? []) != (e.traits ?? []) {
        changes.append(.traits(from: o.traits ?? [], to: e.traits ?? []))
      }
      if (o.sortPriority ?? 0) != (e.sortPriority ?? 0) {
        changes.append(.sortPriority(from: o.sortPriority, to: e.sortPriority))
      }
      if o.foreground != e.foreground {
        changes.append(.colour(from: o.foreground, to: e.foreground))
      }
      if o.background != e.background {
        changes.append(.background(from: o.background, to: e.background))
      }
      if o.text?.size != e.text?.size || o.text?.weight != e.text?.weight {
        changes.append(.typeface(from: typeface(o.text), to: typeface(e.text)))
      }
      if o.text?.truncated != e.text?.truncated {
        changes.append(.truncated(e.text?.truncated == true))
      }
      if o.actions != e.actions {
        changes.append(.actions(from: o.actions.map(plainCase), to: e.actions.map(plainCase)))
      }
      if o.inert != e.inert { changes.append(.coveredByModal(e.inert)) }
      if o.hiddenFromAccessibility != e.hiddenFromAccessibility {
        changes.append(.hiddenFromAccessibility(e.hiddenFromAccessibility))
      }
      if !changes.isEmpty { out.append(SemanticChange(id: e.id, details: changes)) }
    }
    let oldP = Dictionary(b.semantics.presentations.map { ($0.id, $0) }) { a, _ in a }
    for p in s.presentations {
      func change(_ d: D) { out.append(SemanticChange(id: p.id, details: [d])) }
      guard let o = oldP[p.id] else {
        change(.presentationAdded)
        continue
      }
      if o.waysOut != p.waysOut {
        change(.waysOut(from: o.waysOut.map(plainCase), to: p.waysOut.map(plainCase)))
      }
      if o.sheet?.detent != p.sheet?.detent {
        change(.detent(from: o.sheet?.detent, to: p.sheet?.detent))
      }
      if o.modal != p.modal { change(.modal(p.modal)) }
    }
    return Changes(environment: env, elements: out)
  }

  /// An enum case as Swift writes it, without module and type: `tap("tap")`, `swipe`.
  public static func plainCase(_ value: some Any) -> String {
    let s = String(describing: value)
    let parts = s.split(separator: ".", maxSplits: 2)
    return parts.count == 3 && s.first?.isUppercase == true ? String(parts[2]) : s
  }
}
