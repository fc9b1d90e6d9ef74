// Which font files stand in for Apple's system fonts, and in which order they are tried.
//
// - Latin, Cyrillic, Greek: Inter (Debian fonts-inter), the closest open design to SF Pro. Like SF
//   Pro's Text and Display optical sizes, Inter Display is used from 20 pt up.
// - Chinese and Japanese: Noto Sans CJK (fonts-noto-cjk). It is the large choice (about 56 MB to
//   download, 91 MB installed, some 15 s on a fresh CI machine, once) against fonts-droid-fallback
//   (1.8 MB), and it is taken on purpose: it has Japanese and Simplified Chinese glyph forms as
//   separate faces (Droid has one Chinese-leaning set for both) and a bold weight for titles, which
//   is what PingFang and Hiragino give on iOS. A paragraph with kana uses the JP face, otherwise
// SC.
// - The designs (FontCatalog+Designs.swift): rounded is Quicksand (fonts-quicksand), serif DejaVu
//   Serif, monospaced DejaVu Sans Mono (fonts-dejavu-core, italics in fonts-dejavu-extra).
// - Emoji: Noto Color Emoji (fonts-noto-color-emoji), colour bitmaps.
// - Everything else: DejaVu Sans (fonts-dejavu-core). A character none of them covers is drawn as
//   DejaVu's missing-glyph box and reported by the layout.
// - Apple's own fonts, when a team has them: a folder named by POPSHOT_FONTS holding SF Pro's
//   static files (SF-Pro-Text-Regular.otf … and SF-Pro-Display-*.otf, from Apple's developer
//   site, licensed for mock-ups of Apple platforms) replaces Inter, and PingFang.ttc, if there,
//   replaces Noto for Chinese. The sidecar's font fingerprints name the files, so a switch is an
//   explained change.
import Foundation
import Synchronization

/// The font families Popshot draws with.
public final class FontCatalog: @unchecked Sendable {
  /// Where Debian installs the files.
  public struct Files: Sendable {
    public var interDirectory = "/usr/share/fonts/opentype/inter"
    public var cjkDirectory = "/usr/share/fonts/opentype/noto"
    public var dejaVuDirectory = "/usr/share/fonts/truetype/dejavu"
    public var quicksandDirectory = "/usr/share/fonts/truetype/quicksand"
    /// Nimbus Sans, URW's Helvetica (Debian fonts-urw-base35): Core Text's face for a name it
    /// does not know.
    public var helveticaDirectory = "/usr/share/fonts/opentype/urw-base35"
    public var emojiFile = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
    /// Material Design Icons 1.6.50 (fonts-materialdesignicons-webfont), the glyphs of the SF
    /// Symbols that Popshot has no drawing of its own for (PopshotUI's MaterialSymbols.swift).
    public var materialIconsFile =
      "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf"
    /// A folder of Apple's fonts (POPSHOT_FONTS), used where it has the file asked for.
    public var appleDirectory: String? = Files.appleDirectoryFromEnvironment()
    public init() {}

    static func appleDirectoryFromEnvironment() -> String? {
      guard let dir = ProcessInfo.processInfo.environment["POPSHOT_FONTS"], !dir.isEmpty else {
        return nil
      }
      return dir
    }

    /// An Apple font file in the folder, if the folder is given and has it.
    func apple(_ file: String) -> String? {
      guard let appleDirectory else { return nil }
      let path = "\(appleDirectory)/\(file)"
      return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }
  }

  /// The catalog over the standard Debian locations.
  public static let shared = FontCatalog(files: Files())

  public let files: Files
  private let faces = Mutex<[String: Result<FontFace, FontError>]>([:])

  public init(files: Files) { self.files = files }

  /// The Debian package that installs a font file, for error messages.
  static func package(of path: String) -> String {
    if path.contains("/inter/") { return "fonts-inter" }
    // The emoji file is in the same /noto/ folder as Noto CJK: asked first.
    if path.contains("NotoColorEmoji") { return "fonts-noto-color-emoji" }
    if path.contains("NotoSansCJK") || path.contains("/noto/") { return "fonts-noto-cjk" }
    if path.contains("materialdesignicons") { return "fonts-materialdesignicons-webfont" }
    if path.contains("quicksand") { return "fonts-quicksand" }
    if path.contains("urw-base35") { return "fonts-urw-base35" }
    let extra = ["Italic", "Oblique", "Condensed", "ExtraLight"]
    if path.contains("dejavu") && extra.contains(where: path.contains) {
      return "fonts-dejavu-extra"
    }
    if path.contains("dejavu") { return "fonts-dejavu-core" }
    return "the package that provides \((path as NSString).lastPathComponent)"
  }

  /// The system face for a weight: SF Pro from the Apple folder when it has it (the Display cut
  /// from 20 pt up), otherwise Inter: the cut nearer SF Pro's optical size
  /// (`interOpticalBlend`), Inter Display once more than half of it.
  public func system(weight: FontWeight, size: Double, italic: Bool = false) throws(FontError)
    -> FontFace
  {
    let sfNames = [
      100: "Ultralight", 200: "Thin", 300: "Light", 400: "Regular", 500: "Medium",
      600: "Semibold", 700: "Bold", 800: "Heavy", 900: "Black",
    ]
    let sfFile =
      "SF-Pro-\(size >= 20 ? "Display" : "Text")-\(sfNames[weight.interWeightClass]!)"
      + "\(italic ? "Italic" : "").otf"
    if let path = files.apple(sfFile) { return try face(path: path, index: 0) }
    return try inter(
      display: FontCatalog.interOpticalBlend(size: size, weight: weight) < 0.5, weight: weight,
      italic: italic)
  }

  /// Inter's Text (`display` false) or Display cut at a weight.
  public func inter(display: Bool, weight: FontWeight, italic: Bool = false) throws(FontError)
    -> FontFace
  {
    let names = [
      100: "Thin", 200: "ExtraLight", 300: "Light", 400: "Regular", 500: "Medium",
      600: "SemiBold", 700: "Bold", 800: "ExtraBold", 900: "Black",
    ]
    // Inter's italics: "Inter-Italic.otf" for the regular weight, "Inter-BoldItalic.otf"…
    var style = names[weight.interWeightClass]!
    if italic { style = style == "Regular" ? "Italic" : style + "Italic" }
    let family = display ? "InterDisplay" : "Inter"
    // Black's outlines are drawn as much wider as the typesetter spaces its advances.
    let stretch = weight.interWeightClass == 900 ? FontCatalog.interBlackWidth : 1
    return try face(
      path: "\(files.interDirectory)/\(family)-\(style).otf", index: 0, widthScale: stretch)
  }

  /// How far SF Pro is from its Display design towards its Text design at `size` points and
  /// `weight`, as Inter's two cuts stand in for them: ((28 − size)/11)^p, clamped to 0…1, so 1 up
  /// to 17 pt and 0 from 28 (SF Pro's optical size follows the point size between its Text and
  /// Display masters). The power p is 1.9 up to regular and falls by 0.0038 a weight unit above
  /// it, to 0.76 at bold and no lower than 0.5: Inter's cuts differ more at light weights than
  /// SF Pro's do. Fitted to the widths of five lines on iOS 18 recordings (docs/platform.md,
  /// "Fonts on this platform"): at 21–22 pt light 0.32, regular 0.42, semibold 0.62 and bold
  /// 0.67 of the way from Inter Display's widths to Inter's, and bold 0.13 at 27 pt; this gives
  /// 0.32, 0.42, 0.60, 0.63 and 0.16. From bold up the share never falls below 0.13: SF Pro
  /// Display's Bold is that much of the way from Inter Display's widths to Inter's at 27 and at
  /// 33 pt alike (a 27 pt title and a 33 pt large title on the same recordings), where Inter
  /// Display alone drew every large title 1.1% narrow. Lighter weights are not measured above
  /// 22 pt and keep Inter Display's own widths.
  public static func interOpticalBlend(size: Double, weight: FontWeight = .regular) -> Double {
    let base = min(1, max(0, (28 - size) / 11))
    let p = min(1.9, max(0.5, 1.9 - 0.0038 * Double(weight.interWeightClass - 400)))
    let floor = weight.interWeightClass >= 700 ? 0.13 : 0
    return max(floor, pow(base, p))
  }

  /// Helvetica's line as iOS lays it out, in ems (fitted to SPLYT's iOS 17 recordings, where an
  /// unregistered font name draws Helvetica): 0.2 of leading above the ascender (0.75), then the
  /// descender (0.23): 1.18 em, the baseline 0.95 em below the line's top. A centred bar title's
  /// baseline is 0.36 em below the bar's middle, a 13 pt footnote's lines are 15.33 pt apart,
  /// and a stack spaces the text by its ascender and descender alone (OpenSwiftUI's text spacing
  /// leaves the leading out), which put a dialog's button 7.1 pt under the last baseline.
  public static let helveticaLine = (leadingAbove: 0.2, ascender: 0.75, descender: 0.23)

  /// Whether `path` is a face of the Nimbus Sans that stands in for Helvetica.
  public static func isHelveticaStandIn(_ path: String) -> Bool {
    path.hasPrefix(shared.files.helveticaDirectory + "/NimbusSans-")
  }

  /// How much wider SF Pro's Black is than Inter's: every advance of Inter Black (either cut) is
  /// scaled by this, and its outlines are drawn as much wider (spacing Inter's narrower glyphs
  /// out left each word's letters thin and apart: Feedy's button titles, 2.02 → 1.94). Measured
  /// on one iOS 17 recording (DanijelHuis/ArchitectureDemo, Feedy's `ErrorView`: "Lorem ipsum"
  /// in the system font at 14 pt black, a capsule 155.0 pt wide around 30 pt of padding each
  /// side, so 95.0 pt of text with SF Pro's −0.15 pt tracking, where Inter Black's kerned
  /// advances give 90.52 − 1.65 = 88.87): (95.0 + 1.65) / 90.52. Bold and lighter agree within
  /// about 1% and heavy is not measured, so they keep Inter's advances and outlines.
  public static let interBlackWidth = 1.0677

  /// The CJK face: Japanese forms or Simplified Chinese forms; bold from semibold up.
  public func cjk(japanese: Bool, weight: FontWeight) throws(FontError) -> FontFace {
    // PingFang's collection is searched by family: its first "PingFang SC" face draws every
    // weight.
    if !japanese, let path = files.apple("PingFang.ttc") {
      return try collectionFace(path: path, family: "PingFang SC")
    }
    let file = "\(files.cjkDirectory)/NotoSansCJK-\(weight >= .semibold ? "Bold" : "Regular").ttc"
    let family = japanese ? "Noto Sans CJK JP" : "Noto Sans CJK SC"
    return try collectionFace(path: file, family: family)
  }

  /// DejaVu Sans, the last fallback; bold from semibold up.
  public func lastResort(weight: FontWeight) throws(FontError) -> FontFace {
    try face(
      path: "\(files.dejaVuDirectory)/DejaVuSans\(weight >= .semibold ? "-Bold" : "").ttf", index: 0
    )
  }

  func face(path: String, index: Int, slant: Double = 0, widthScale: Double = 1) throws(FontError)
    -> FontFace
  {
    let key =
      "\(path)#\(index)\(slant == 0 ? "" : "/\(slant)")\(widthScale == 1 ? "" : "/w\(widthScale)")"
    // Made under the lock, so two threads asking at once open the file once.
    let face = faces.withLock { faces in
      if let known = faces[key] { return known }
      let made: Result<FontFace, FontError>
      do throws(FontError) {
        made = .success(
          try FontFace(path: path, index: index, slant: slant, widthScale: widthScale))
      } catch { made = .failure(error) }
      faces[key] = made
      return made
    }
    return try face.get()
  }

  private func collectionFace(path: String, family: String) throws(FontError) -> FontFace {
    let key = "\(path)@\(family)"
    if let known = faces.withLock({ $0[key] }) { return try known.get() }
    guard FileManager.default.fileExists(atPath: path) else {
      throw .missingFile(path: path, package: FontCatalog.package(of: path))
    }
    var found: Result<FontFace, FontError> = .failure(.noSuchFace(path: path, family: family))
    for i in 0..<FontFace.faceCount(path: path) {
      let f = try face(path: path, index: i)
      if f.familyName == family {
        found = .success(f)
        break
      }
    }
    faces.withLock { $0[key] = found }
    return try found.get()
  }
}
