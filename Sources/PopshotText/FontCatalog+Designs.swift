// The faces of SwiftUI's font designs, and the families `.custom(_:size:)` can name.
//
// - rounded (SF Pro Rounded): Quicksand, Debian's rounded sans (fonts-quicksand: Light, Regular,
//   Medium, Bold). It has no italics: an italic is Quicksand slanted.
// - serif (New York): DejaVu Serif, regular and bold (fonts-dejavu-core), with its italics
//   (fonts-dejavu-extra).
// - monospaced (SF Mono): DejaVu Sans Mono, the design Apple's Menlo was made from, regular and
//   bold, with obliques (fonts-dejavu-extra).
// - A condensed or compressed width of the serif design is DejaVu Serif Condensed; Inter has no
//   narrower cut, so other widths draw at the standard width.
// A folder of Apple's fonts (POPSHOT_FONTS) with SF-Pro-Rounded-*.otf or SF-Mono-*.otf is used
// first, as for SF Pro.

extension FontCatalog {
  /// The slant of a synthesized italic: x moves by 0.2126 em per em of height (12°), FreeType's
  /// FT_GlyphSlot_Oblique.
  public static let syntheticSlant = 0.2126

  /// The face that draws `font`'s own characters (the fallback faces follow it).
  public func primary(for font: ResolvedFont) throws(FontError) -> FontFace {
    if let chosen = font.userFace {
      // The weight or slant may have changed since the font was resolved (`.fontWeight`,
      // Bold Text, `.italic()` around the text): the family's face for them.
      let user =
        chosen.weight == font.weight && chosen.italic == font.italic
        ? chosen
        : UserFonts.face(named: chosen.postScriptName, weight: font.weight, italic: font.italic)
          ?? UserFonts.helvetica(sibling: chosen, weight: font.weight, italic: font.italic)
          ?? chosen
      let slant = font.italic && !user.italic ? FontCatalog.syntheticSlant : 0
      return try face(path: user.path, index: user.index, slant: slant)
    }
    let bold = font.weight >= .semibold
    switch font.design {
    case .default:
      return try system(weight: font.weight, size: font.size, italic: font.italic)
    case .rounded:
      let sf = [100: "Ultralight", 200: "Thin", 300: "Light", 400: "Regular", 500: "Medium"]
      let sfName =
        sf[font.weight.interWeightClass] ?? (font.weight == .semibold ? "Semibold" : "Bold")
      if let path = files.apple("SF-Pro-Rounded-\(sfName).otf") {
        return try face(path: path, index: 0, slant: font.italic ? FontCatalog.syntheticSlant : 0)
      }
      let name: String
      switch font.weight {
      case .ultraLight, .thin, .light: name = "Light"
      case .regular: name = "Regular"
      case .medium: name = "Medium"
      case .semibold, .bold, .heavy, .black: name = "Bold"
      }
      return try face(
        path: "\(files.quicksandDirectory)/Quicksand-\(name).ttf", index: 0,
        slant: font.italic ? FontCatalog.syntheticSlant : 0)
    case .serif:
      let condensed = font.width.value < 0 ? "Condensed" : ""
      let style = (bold ? "-Bold" : "") + (font.italic ? (bold ? "Italic" : "-Italic") : "")
      return try face(
        path: "\(files.dejaVuDirectory)/DejaVuSerif\(condensed)\(style).ttf", index: 0)
    case .monospaced:
      if let path = files.apple(
        "SF-Mono-\(bold ? "Bold" : "Regular")\(font.italic ? "Italic" : "").otf")
      {
        return try face(path: path, index: 0)
      }
      let style = (bold ? "-Bold" : "") + (font.italic ? (bold ? "Oblique" : "-Oblique") : "")
      return try face(path: "\(files.dejaVuDirectory)/DejaVuSansMono\(style).ttf", index: 0)
    }
  }

  /// Noto Color Emoji, the face of emoji (colour bitmaps).
  public func emoji() throws(FontError) -> FontFace {
    try face(path: files.emojiFile, index: 0)
  }

  /// Material Design Icons, the face of the SF Symbols Popshot does not draw itself.
  public func materialIcons() throws(FontError) -> FontFace {
    try face(path: files.materialIconsFile, index: 0)
  }

  /// The design a family name stands for in `.custom(_:size:)`: the installed families by name,
  /// Apple's and the common web families by their design; nil (the system face) otherwise.
  public static func design(forFamily name: String) -> FontDesign? {
    let n = name.lowercased().replacingOccurrences(of: " ", with: "")
      .replacingOccurrences(of: "-", with: "")
    let monospaced = ["mono", "menlo", "courier", "consolas", "monaco", "code"]
    let serif = ["serif", "newyork", "times", "georgia", "palatino", "baskerville", "garamond"]
    if monospaced.contains(where: n.contains) { return .monospaced }
    if n.contains("sansserif") { return nil }
    if serif.contains(where: n.contains) { return .serif }
    if n.contains("rounded") || n.contains("quicksand") { return .rounded }
    return nil
  }
}
