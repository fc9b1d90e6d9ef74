// One difference between a baseline's semantics and a new render's, as a value. The verifier's
// failure message prints `line`; the gallery and other reports format the details themselves, so
// no report reads the message's wording back.
import PopshotGraphics
import PopshotUI

/// One line of what changed: the renderer, the design or a font (no `id`), or one element or
/// presentation (its `id`) with each way it changed.
public struct SemanticChange: Codable, Sendable, Equatable {
  /// The element or presentation; nil for the renderer, the design and the fonts.
  public var id: String?
  public var details: [Detail]

  public init(id: String?, details: [Detail]) {
    self.id = id
    self.details = details
  }

  /// A text's size and weight.
  public struct Typeface: Codable, Sendable, Equatable {
    public var size: Double
    public var weight: String
    public init(size: Double, weight: String) {
      self.size = size
      self.weight = weight
    }
  }

  /// A version or hash before and after.
  public struct Versions: Codable, Sendable, Equatable {
    public var from: String
    public var to: String
    public init(from: String, to: String) {
      self.from = from
      self.to = to
    }
  }

  public enum Detail: Codable, Sendable, Equatable {
    /// The renderer version that drew the baseline is not this one.
    case renderer(from: String, to: String)
    /// The baseline was recorded in another design.
    case design(from: String, to: String)
    /// A font face (its file and face index) with another file hash or library version.
    case font(face: String, file: Versions?, freetype: Versions?, harfbuzz: Versions?)
    case fontAdded(face: String)
    case fontRemoved(face: String)
    case removed
    /// A new element, its role and its frame in points.
    case added(role: String, frame: Rect)
    case resized(from: Size, to: Size)
    /// Moved by this many points (right and down are positive).
    case moved(dx: Double, dy: Double)
    /// The hit area's size before and after (nil: none).
    case hitArea(from: Size?, to: Size?)
    case text(from: String?, to: String?)
    case label(from: String?, to: String?)
    /// What VoiceOver calls it (button, link, toggle…).
    case role(from: String, to: String)
    /// What VoiceOver reads after the label (a toggle's "on", a slider's "50%").
    case value(from: String?, to: String?)
    /// What VoiceOver reads after a pause (`accessibilityHint`).
    case hint(from: String?, to: String?)
    /// Its accessibility traits (isHeader, isSelected…), in order.
    case traits(from: [SemanticTrait], to: [SemanticTrait])
    /// Its place among its container's elements (`accessibilitySortPriority`; nil: 0).
    case sortPriority(from: Double?, to: Double?)
    case colour(from: SRGBColor?, to: SRGBColor?)
    case background(from: SRGBColor?, to: SRGBColor?)
    case typeface(from: Typeface?, to: Typeface?)
    /// Whether the text is now truncated.
    case truncated(Bool)
    case actions(from: [String], to: [String])
    /// Whether it is now covered by a modal (inert).
    case coveredByModal(Bool)
    /// Whether it is now hidden from accessibility.
    case hiddenFromAccessibility(Bool)
    case presentationAdded
    case waysOut(from: [String], to: [String])
    case detent(from: String?, to: String?)
    /// Whether the presentation is now modal.
    case modal(Bool)

    /// True for the renderer, design and font details, which alone do not fail a snapshot
    /// whose pixels match.
    public var isEnvironment: Bool {
      switch self {
      case .renderer, .design, .font, .fontAdded, .fontRemoved: return true
      default: return false
      }
    }
  }

  /// The line the verifier's failure message prints: "popup.close: moved (+0, −4) pt; background
  /// #007AFFFF → #5856D6FF", "renderer changed: … → …".
  public var line: String {
    let words = details.map(\.words).joined(separator: "; ")
    return id.map { "\($0): \(words)" } ?? words
  }
}

extension SemanticChange.Detail {
  /// This detail as the failure message words it.
  public var words: String {
    typealias F = SemanticChange.Format
    switch self {
    case .renderer(let a, let b):
      return "renderer changed: \(a) → \(b) (pixels may differ everywhere)"
    case .design(let a, let b):
      return
        "design changed: \(a) → \(b) (the system components are drawn in another design: bars, "
        + "sheets, alerts, controls)"
    case .font(let face, let file, let freetype, let harfbuzz):
      let what = [("file", file), ("FreeType", freetype), ("HarfBuzz", harfbuzz)].compactMap {
        name, v in v.map { "\(name) \($0.from) → \($0.to)" }
      }
      return "font changed: \(face): \(what.joined(separator: ", "))"
    case .fontAdded(let face): return "font added: \(face)"
    case .fontRemoved(let face): return "font no longer used: \(face)"
    case .removed: return "removed"
    case .added(let role, let frame):
      return "added (\(role)) at \(F.point(frame.origin)), \(F.size(frame.size)) pt"
    case .resized(let a, let b): return "resized \(F.size(a)) → \(F.size(b)) pt"
    case .moved(let dx, let dy): return "moved (\(F.signed(dx)), \(F.signed(dy))) pt"
    case .hitArea(let a, let b):
      return "hit frame \(a.map(F.size) ?? "none") → \(b.map(F.size) ?? "none") pt"
    case .text(let a, let b): return "text \(F.quote(a)) → \(F.quote(b))"
    case .label(let a, let b): return "label \(F.quote(a)) → \(F.quote(b))"
    case .role(let a, let b): return "role \(a) → \(b)"
    case .value(let a, let b): return "value \(F.quote(a)) → \(F.quote(b))"
    case .hint(let a, let b): return "hint \(F.quote(a)) → \(F.quote(b))"
    case .traits(let a, let b): return "traits \(F.list(a)) → \(F.list(b))"
    case .sortPriority(let a, let b):
      return "sort priority \(shortNumber(a ?? 0)) → \(shortNumber(b ?? 0))"
    case .colour(let a, let b): return "colour \(F.hex(a)) → \(F.hex(b))"
    case .background(let a, let b): return "background \(F.hex(a)) → \(F.hex(b))"
    case .typeface(let a, let b): return "font \(F.typeface(a)) → \(F.typeface(b))"
    case .truncated(let now): return now ? "now truncated" : "no longer truncated"
    case .actions(let a, let b): return "actions \(F.list(a)) → \(F.list(b))"
    case .coveredByModal(let now):
      return now ? "now covered by a modal" : "no longer covered by a modal"
    case .hiddenFromAccessibility(let now):
      return now ? "now hidden from accessibility" : "now visible to accessibility"
    case .presentationAdded: return "presentation added"
    case .waysOut(let a, let b): return "ways out \(F.list(a)) → \(F.list(b))"
    case .detent(let a, let b): return "detent \(F.quote(a)) → \(F.quote(b))"
    case .modal(let now): return now ? "now modal" : "no longer modal"
    }
  }
}

extension SemanticChange {
  /// How lengths, colours and lists are written in changes.
  public enum Format {
    public static func signed(_ v: Double) -> String { (v >= 0 ? "+" : "−") + shortNumber(abs(v)) }
    public static func size(_ s: Size) -> String {
      "\(shortNumber(s.width))×\(shortNumber(s.height))"
    }
    public static func point(_ p: Point) -> String { "(\(shortNumber(p.x)), \(shortNumber(p.y)))" }
    public static func quote(_ s: String?) -> String { s.map { "\"\($0)\"" } ?? "none" }
    public static func typeface(_ t: Typeface?) -> String {
      t.map { "\(shortNumber($0.size)) pt \($0.weight)" } ?? "none"
    }
    public static func hex(_ c: SRGBColor?) -> String { c?.hexString(alpha: true) ?? "none" }
    public static func list(_ values: [String]) -> String {
      "[" + values.joined(separator: ", ") + "]"
    }
    public static func list(_ traits: [SemanticTrait]) -> String { list(traits.map(\.rawValue)) }
  }
}
