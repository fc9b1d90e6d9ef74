// Fonts as SwiftUI describes them: text styles that follow Dynamic Type, and fixed system sizes
// that do not, each with a design, weight, slant and the other traits a font carries.

/// A font as a view asks for it (SwiftUI's Font).
public struct Font: Hashable, Sendable, Codable {
  enum Kind: Hashable, Sendable, Codable {
    case style(TextStyle)
    case system(size: Double)
    case relative(size: Double, to: TextStyle)
  }
  var kind: Kind
  var weightOverride: FontWeight?
  var traits = FontTraits()

  init(kind: Kind, weightOverride: FontWeight?, traits: FontTraits = FontTraits()) {
    self.kind = kind
    self.weightOverride = weightOverride
    self.traits = traits
  }

  /// A text style: scales with Dynamic Type.
  public static func style(_ s: TextStyle) -> Font { Font(kind: .style(s), weightOverride: nil) }
  public static let largeTitle = style(.largeTitle), title = style(.title), title2 = style(.title2)
  public static let title3 = style(.title3), headline = style(.headline), body = style(.body)
  public static let callout = style(.callout), subheadline = style(.subheadline),
    footnote = style(.footnote)
  public static let caption = style(.caption), caption2 = style(.caption2)

  /// A fixed size (`.system(size:weight:design:)`): does not scale with Dynamic Type.
  public static func system(
    size: Double, weight: FontWeight = .regular, design: FontDesign? = nil
  ) -> Font {
    Font(kind: .system(size: size), weightOverride: weight, traits: FontTraits(design: design))
  }
  /// A size that scales like `style` (`.system(size:relativeTo:)` / `.custom(_:size:relativeTo:)`).
  public static func system(
    size: Double, weight: FontWeight = .regular, relativeTo style: TextStyle
  ) -> Font {
    Font(kind: .relative(size: size, to: style), weightOverride: weight)
  }
  /// A text style in a design and weight (`.system(.title, design: .rounded, weight: .bold)`).
  public static func system(
    _ style: TextStyle, design: FontDesign? = nil, weight: FontWeight? = nil
  ) -> Font {
    Font(kind: .style(style), weightOverride: weight, traits: FontTraits(design: design))
  }

  /// The same font at a fixed size, its weight and traits kept (a UIFont scaled by
  /// UIFontMetrics).
  package func withFixedSize(_ size: Double) -> Font {
    Font(kind: .system(size: size), weightOverride: weightOverride, traits: traits)
  }
  /// The same font with another weight (`.fontWeight(_:)`).
  public func weight(_ w: FontWeight) -> Font {
    Font(kind: kind, weightOverride: w, traits: traits)
  }
  /// Whether a weight was set on the font (`.system(size:weight:)`, `.weight(_:)`, `.bold()`),
  /// not taken from a text style or an app font's face.
  package var setsWeight: Bool { weightOverride != nil }
  /// Bold: the weight `.bold`, as SwiftUI's `Font.bold()`.
  public func bold() -> Font { weight(.bold) }
  /// The italic face (Inter, DejaVu) or a slanted one where the design has none.
  public func italic() -> Font { with { $0.italic = true } }
  /// Figures of one width (OpenType `tnum`), so columns of numbers line up.
  public func monospacedDigit() -> Font { with { $0.monospacedDigit = true } }
  /// The monospaced design in the same size and weight.
  public func monospaced() -> Font { with { $0.design = .monospaced } }
  /// Tighter or looser lines: 2 pt less or more between the lines of a text style.
  public func leading(_ leading: Leading) -> Font { with { $0.leading = leading } }
  /// A width (condensed, expanded…): kept, drawn only where the design has such a face.
  public func width(_ width: Width) -> Font { with { $0.width = width } }

  func with(_ change: (inout FontTraits) -> Void) -> Font {
    var t = traits
    change(&t)
    return Font(kind: kind, weightOverride: weightOverride, traits: t)
  }

  /// Size, weight and line height at a Dynamic Type size.
  public func resolved(_ dynamicType: DynamicTypeSize) -> ResolvedFont {
    var r: ResolvedFont
    switch kind {
    case .style(let s):
      r = ResolvedFont(
        size: s.size(at: dynamicType), weight: weightOverride ?? s.weight,
        lineHeight: nil, scalesWithDynamicType: true, textStyle: s)
      // A text style's lines are its leading apart: the type table's, the line height and the
      // rest between lines (SwiftUI reference recordings, docs/platform.md "Text").
      r.lineGap = max(0, s.leading(at: dynamicType) - SystemFontMetrics.lineHeight(r.size))
    case .system(let size):
      r = ResolvedFont(
        size: size, weight: weightOverride ?? .regular, lineHeight: nil,
        scalesWithDynamicType: false, textStyle: nil)
    case .relative(let size, let s):
      let k = s.metricsScale(at: dynamicType)
      r = ResolvedFont(
        size: size * k, weight: weightOverride ?? .regular, lineHeight: nil,
        scalesWithDynamicType: true, textStyle: s)
    }
    r.design = traits.design ?? .default
    r.italic = traits.italic
    // An app font by name: its face, with its own weight unless one is set, and its own line
    // metrics (no text style's leading, no SF tracking).
    if let name = traits.customName?.name,
      let face = UserFonts.face(named: name, weight: weightOverride, italic: traits.italic)
        ?? (Font.drawsHelvetica(name, design: traits.design)
          ? UserFonts.helvetica(weight: weightOverride, italic: traits.italic) : nil)
    {
      r.userFace = face
      r.weight = weightOverride ?? face.weight
      r.design = .default
      r.lineGap = nil
    }
    r.monospacedDigit = traits.monospacedDigit
    r.width = traits.width ?? .standard
    // A line is the system font's line height (SystemFontMetrics) tall. Apple: tight and
    // loose leading take 2 pt from or add 2 pt to a text style's line spacing (UIFontDescriptor
    // traitTightLeading / traitLooseLeading; Font.Leading). A fixed size keeps the face's
    // metrics (the system ones for SF Pro), and its lines touch.
    if !r.usesSystemMetrics { r.lineGap = nil }
    if r.textStyle != nil && traits.leading != .standard && r.usesSystemMetrics {
      let h = SystemFontMetrics.lineHeight(r.size)
      r.lineHeight = traits.leading == .tight ? h - 2 : h + 2
    }
    return r
  }
}

/// What a font carries besides its size and weight.
struct FontTraits: Hashable, Sendable, Codable {
  var design: FontDesign? = nil
  /// The name `.custom(_:size:)` gave: an app font's face when one has it (UserFonts). Boxed,
  /// so that it adds a pointer to every Font, not a String (a fixture of 40,000 texts decodes
  /// within issue 14's memory bound).
  var customName: CustomFontName? = nil
  var italic = false
  var monospacedDigit = false
  var leading: Font.Leading = .standard
  var width: Font.Width? = nil
}

/// A font at a definite size: what layout and the audit read.
public struct ResolvedFont: Hashable, Sendable, Codable {
  public var size: Double
  public var weight: FontWeight
  /// A line height set by `Font.leading(.tight/.loose)`; nil means the font's own line metrics
  /// (SF Pro's for the default and rounded designs, whatever face draws them).
  public var lineHeight: Double?
  public var scalesWithDynamicType: Bool
  public var textStyle: TextStyle?
  public var design: FontDesign = .default
  public var italic = false
  /// Tabular figures (OpenType `tnum`).
  public var monospacedDigit = false
  public var width: Font.Width = .standard
  /// Points added to every character's advance, on top of SF Pro's tracking (`.tracking`,
  /// `.kerning`).
  public var extraTracking = 0.0
  /// A text style's space between lines: its leading at the Dynamic Type size less the line
  /// height (body at Large: 22 − 20.29); nil for a fixed size or a design with its own metrics.
  public var lineGap: Double?
  /// The app font face drawing this font (`Font.custom` naming one of UserFonts' faces); nil
  /// for the system faces.
  public var userFace: UserFontFace?

  /// Whether lines have the system font's metrics (SF Pro's, SystemFontMetrics): the default and
  /// rounded designs, not an app font.
  public var usesSystemMetrics: Bool {
    userFace == nil && SystemFontMetrics.applies(to: design)
  }

  public init(
    size: Double, weight: FontWeight, lineHeight: Double? = nil,
    scalesWithDynamicType: Bool = false, textStyle: TextStyle? = nil
  ) {
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight
    self.scalesWithDynamicType = scalesWithDynamicType
    self.textStyle = textStyle
  }
}

/// A font name given to `.custom(_:size:)`, boxed (see `FontTraits.customName`).
final class CustomFontName: Hashable, Sendable, Codable {
  let name: String
  init(_ name: String) { self.name = name }
  static func == (a: CustomFontName, b: CustomFontName) -> Bool { a.name == b.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
  init(from decoder: any Decoder) throws {
    name = try decoder.singleValueContainer().decode(String.self)
  }
  func encode(to encoder: any Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(name)
  }
}

extension Font {
  /// Whether iOS draws `.custom(name, …)` in Helvetica when the app has no font of that name:
  /// for Helvetica's own names and Arial (the same widths), and for a name that is no system
  /// family and names no design (Core Text's default face; docs/platform.md, "Fonts on this
  /// platform"). A system family (Avenir, Futura…) keeps the system face or its design.
  static func drawsHelvetica(_ name: String, design: FontDesign?) -> Bool {
    if UserFonts.isSystemFamily(name) { return false }
    let k = UserFonts.key(name)
    if k.hasPrefix("helvetica") || k.hasPrefix("arial") { return true }
    return design == nil
  }
}
