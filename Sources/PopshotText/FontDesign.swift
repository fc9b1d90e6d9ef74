// A font's design, width and leading, as SwiftUI names them. Which Debian face draws each design
// is FontCatalog's choice (docs/platform.md, "Fonts on this platform").

/// The design of the system font (SwiftUI's Font.Design).
public enum FontDesign: String, CaseIterable, Hashable, Sendable, Codable {
  /// SF Pro: Inter.
  case `default`
  /// SF Pro Rounded: Quicksand (fonts-quicksand).
  case rounded
  /// New York: DejaVu Serif (fonts-dejavu-core, italics from fonts-dejavu-extra).
  case serif
  /// SF Mono: DejaVu Sans Mono, the design Apple's Menlo was drawn from.
  case monospaced
}

extension Font {
  public typealias Design = FontDesign

  /// Line spacing of a text style (SwiftUI's Font.Leading).
  public enum Leading: String, CaseIterable, Hashable, Sendable, Codable {
    case standard, tight, loose
  }

  /// The width of a font (SwiftUI's Font.Width): a value where 0 is standard.
  public struct Width: Hashable, Sendable, Codable {
    public var value: Double
    public init(_ value: Double) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// A font by name (`.custom("Avenir", size: 17)`): it scales with Dynamic Type like body. The
  /// name picks one of the app's fonts (UserFonts), else a design when it names one, otherwise
  /// the system face (FontCatalog.design(forFamily:)).
  public static func custom(_ name: String, size: Double) -> Font {
    custom(name, size: size, relativeTo: .body)
  }
  /// A font by name that scales like `textStyle`.
  public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
    Font(
      kind: .relative(size: size, to: textStyle), weightOverride: nil,
      traits: FontTraits(
        design: FontCatalog.design(forFamily: name), customName: CustomFontName(name)))
  }
  /// A font by name at a size that does not scale.
  public static func custom(_ name: String, fixedSize: Double) -> Font {
    Font(
      kind: .system(size: fixedSize), weightOverride: nil,
      traits: FontTraits(
        design: FontCatalog.design(forFamily: name), customName: CustomFontName(name)))
  }
}
