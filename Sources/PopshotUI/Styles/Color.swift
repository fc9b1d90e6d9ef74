import PopshotGraphics

/// Light or dark appearance.
public enum ColorScheme: String, CaseIterable, Sendable, Codable { case light, dark }

/// A colour as SwiftUI has it: literal, or a system colour that resolves per appearance.
/// System values are the pre-iOS 26 palette; in the Liquid Glass design the hues iOS 26 changed
/// resolve to its values (`liquidGlassValues`, docs/platform.md).
public struct Color: Hashable, Sendable, Codable {
  public var light: SRGBColor
  public var dark: SRGBColor
  /// The name of a system colour ("systemBlue", "label"…), for reports.
  public var name: String?

  public init(light: SRGBColor, dark: SRGBColor, name: String? = nil) {
    self.light = light
    self.dark = dark
    self.name = name
  }
  /// A literal colour, the same in both appearances.
  // Disfavoured so that `Color(.black)` and `Color(.white)` mean UIColor's, as in SwiftUI (where
  // no other `Color.init(_:)` has those members), instead of being ambiguous with SRGBColor's.
  @_disfavoredOverload
  public init(_ c: SRGBColor) { self.init(light: c, dark: c) }
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.init(SRGBColor(red: red, green: green, blue: blue, alpha: opacity))
  }
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }
  /// "#RGB", "#RRGGBB" or "#RRGGBBAA".
  package init(hex: String) throws(ColorParseError) { self.init(try SRGBColor(hex: hex)) }

  /// The colour in an appearance (and, for a system colour with high-contrast values, the
  /// contrast of the environment being drawn).
  public func resolved(_ scheme: ColorScheme) -> SRGBColor {
    let standard = scheme == .light ? light : dark
    guard let name, let table = Color.palette.values else { return standard }
    // A system colour's high-contrast or iOS 26 value, with the alpha this colour has
    // (`.opacity`, whose name is "systemBlue 50%"). The name is cut at its space only when it
    // has one: every colour a render draws comes here.
    let found =
      table[name] ?? (name.contains(" ") ? table[String(name.prefix { $0 != " " })] : nil)
    guard let other = found else { return standard }
    var c = scheme == .light ? other.light : other.dark
    c.alpha = standard.alpha
    return c
  }

  /// The colour in an appearance and a design, outside a render (a render sets the design
  /// from its environment).
  package func resolved(_ scheme: ColorScheme, design: Design) -> SRGBColor {
    Color.$palette.withValue(design == .liquidGlass ? .liquidGlass : .standard) {
      resolved(scheme)
    }
  }

  /// iOS 26's values of the system hues it changed, light and dark, which the Liquid Glass
  /// design draws (green and pink kept theirs; the greys, labels and backgrounds are unchanged).
  /// Apple's iOS 26 palette (the HIG's Color page and its design resources); blue, purple,
  /// orange, red and cyan measured on an iOS 26 recording in both appearances
  /// (docs/platform.md, "System colours").
  static let liquidGlassValues: [String: (light: SRGBColor, dark: SRGBColor)] = {
    let table = [
      ("systemRed", "#FF383C", "#FF4245"), ("systemOrange", "#FF8D28", "#FF9230"),
      ("systemYellow", "#FFCC00", "#FFD600"), ("systemMint", "#00C8B3", "#00DAC3"),
      ("systemTeal", "#00C3D0", "#00D2E0"), ("systemCyan", "#00C0E8", "#3CD3FE"),
      ("systemBlue", "#0088FF", "#0091FF"), ("systemIndigo", "#6155F5", "#6D7CFF"),
      ("systemPurple", "#CB30E0", "#DB34F2"), ("systemBrown", "#AC7F5E", "#B78A66"),
      ("accentColor", "#0088FF", "#0091FF"),
    ]
    var out: [String: (light: SRGBColor, dark: SRGBColor)] = [:]
    for (name, light, dark) in table {
      out[name] = (try! SRGBColor(hex: light), try! SRGBColor(hex: dark))
    }
    return out
  }()

  /// With Increase Contrast (`colorSchemeContrast == .increased`), the high-contrast values
  /// of the system colours Popshot has them for, by name (docs/platform.md, "Increase
  /// Contrast"). Kept apart from the colour itself, which stays two values and a name.
  static let increasedContrastValues: [String: (light: SRGBColor, dark: SRGBColor)] = {
    let table = [
      ("systemRed", "#D70015", "#FF6961"), ("systemOrange", "#C93400", "#FFB340"),
      ("systemGreen", "#248A3D", "#30DB5B"), ("systemBlue", "#0040DD", "#409CFF"),
      ("systemPurple", "#8944AB", "#DA8FFF"), ("accentColor", "#0040DD", "#409CFF"),
    ]
    var out: [String: (light: SRGBColor, dark: SRGBColor)] = [:]
    for (name, light, dark) in table {
      out[name] = (try! SRGBColor(hex: light), try! SRGBColor(hex: dark))
    }
    return out
  }()

  /// The same colour with its alpha multiplied (SwiftUI's `.opacity(_:)` on a colour).
  public func opacity(_ o: Double) -> Color {
    Color(
      light: light.opacity(o), dark: dark.opacity(o),
      name: name.map { "\($0) \(Int((o * 100).rounded()))%" })
  }

  /// Which values the system colours take in the render being drawn.
  enum Palette: Sendable {
    /// iOS 13–18's: a colour's own two values.
    case standard
    /// iOS 26's for the hues it changed (the Liquid Glass design).
    case liquidGlass
    /// The high-contrast values (Increase Contrast), in both designs: Popshot has no iOS 26
    /// high-contrast values.
    case increasedContrast

    /// The palette of an environment.
    init(_ environment: EnvironmentValues) {
      self =
        environment.colorSchemeContrast == .increased
        ? .increasedContrast : environment.design == .liquidGlass ? .liquidGlass : .standard
    }

    /// The values that replace a colour's own, by name; nil where none do.
    var values: [String: (light: SRGBColor, dark: SRGBColor)]? {
      switch self {
      case .standard: nil
      case .liquidGlass: Color.liquidGlassValues
      case .increasedContrast: Color.increasedContrastValues
      }
    }
  }

  /// The palette of the render being drawn (set by `LayoutEngine.render` from its environment:
  /// one cheap read for every colour resolved).
  @TaskLocal static var palette = Palette.standard

  static func system(
    _ name: String, _ light: String, _ dark: String, _ lightAlpha: Double = 1,
    _ darkAlpha: Double = 1
  ) -> Color {
    Color(
      light: try! SRGBColor(hex: light).opacity(lightAlpha),
      dark: try! SRGBColor(hex: dark).opacity(darkAlpha), name: name)
  }

  public static let clear = Color(light: .clear, dark: .clear, name: "clear")
  public static let black = Color(light: .black, dark: .black, name: "black")
  public static let white = Color(light: .white, dark: .white, name: "white")
  public static let red = system("systemRed", "#FF3B30", "#FF453A")
  public static let orange = system("systemOrange", "#FF9500", "#FF9F0A")
  public static let yellow = system("systemYellow", "#FFCC00", "#FFD60A")
  public static let green = system("systemGreen", "#34C759", "#30D158")
  public static let blue = system("systemBlue", "#007AFF", "#0A84FF")
  public static let indigo = system("systemIndigo", "#5856D6", "#5E5CE6")
  public static let purple = system("systemPurple", "#AF52DE", "#BF5AF2")
  public static let gray = system("systemGray", "#8E8E93", "#8E8E93")
  /// The accent colour without an `AccentColor` asset (`accentColor`, Color+Asset.swift).
  static let systemAccentColor = system("accentColor", "#007AFF", "#0A84FF")
  public static let primary = system("label", "#000000", "#FFFFFF")
  public static let secondary = system("secondaryLabel", "#3C3C43", "#EBEBF5", 0.6, 0.6)
  public static let label = primary
  public static let secondaryLabel = secondary
  public static let tertiaryLabel = system("tertiaryLabel", "#3C3C43", "#EBEBF5", 0.3, 0.3)
  public static let systemBackground = system("systemBackground", "#FFFFFF", "#000000")
  public static let secondarySystemBackground = system(
    "secondarySystemBackground", "#F2F2F7", "#1C1C1E")
  public static let separator = system("separator", "#3C3C43", "#545458", 0.29, 0.6)
  /// Behind grouped lists and forms.
  public static let systemGroupedBackground = system(
    "systemGroupedBackground", "#F2F2F7", "#000000")
  /// The cells of grouped lists and forms.
  public static let secondarySystemGroupedBackground = system(
    "secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E")
}

/// A colour as a view: it fills the frame it is offered.
extension Color: PrimitiveView {
  func makeNode() -> ViewNode {
    .leaf(ShapeContent(path: { .rect($0) }, style: self, stroke: nil, isColorView: true))
  }
}

extension FixtureView {
  /// `{"color": "systemBackground"}`: a colour filling its frame.
  static let color = FixtureView("color") { v, _ in AnyView(try v.color()) }
}
