// The app's own fonts, which `Font.custom(_:size:)` names: the font files (.ttf, .otf, .ttc) in
// the folder POPSHOT_FONTS names, in the SwiftPM resource bundles beside the running executable
// (a package's `Resources/Fonts`, as `Bundle.module` holds them), and in folders given to
// `UserFonts.register(folder:)`. On iOS an app lists its fonts in Info.plist (UIAppFonts) or
// registers them with Core Text, which Linux does not have; here every font file in those places
// is available by name, as a registered font is on iOS (docs/platform.md, "Fonts on this
// platform").
//
// A name is matched as iOS matches it: a PostScript name (`WorkSans-SemiBold`) names that face,
// a full name (`Work Sans SemiBold`) too, and a family name (`Work Sans`) the family's face of the
// asked weight and slant (the nearest weight when the family has no exact one). A weight set on
// the font (`.weight(.bold)`) picks that weight of the named face's family.
import CFreeType
import Foundation
import Synchronization

/// One face of a font file, as the index knows it: a class, so that a resolved font holds a
/// pointer to it.
public final class UserFontFace: Hashable, Sendable, Codable {
  public let path: String
  public let index: Int
  public let family: String
  public let style: String
  public let postScriptName: String
  /// OS/2 usWeightClass (100 thin … 900 black); 400 when the file has no OS/2 table.
  public let weightClass: Int
  public let italic: Bool

  init(
    path: String, index: Int, family: String, style: String, postScriptName: String,
    weightClass: Int, italic: Bool
  ) {
    self.path = path
    self.index = index
    self.family = family
    self.style = style
    self.postScriptName = postScriptName
    self.weightClass = weightClass
    self.italic = italic
  }

  public static func == (a: UserFontFace, b: UserFontFace) -> Bool {
    a.path == b.path && a.index == b.index
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(index)
  }

  /// The face's weight as SwiftUI names it: the weight whose class (`interWeightClass`) is
  /// nearest.
  public var weight: FontWeight {
    FontWeight.allCases.min {
      abs($0.interWeightClass - weightClass) < abs($1.interWeightClass - weightClass)
    }!
  }

}

/// The index of the app's font files, read once per place on first use.
public enum UserFonts {
  private static let registered = Mutex<[String]>([])
  private static let indexed = Mutex<[String: [UserFontFace]]>([:])

  /// Makes the font files in `folder` (and its subfolders) available to `Font.custom`, as
  /// `CTFontManagerRegisterFontsForURL` makes a file available on iOS.
  public static func register(folder: String) {
    registered.withLock { if !$0.contains(folder) { $0.append(folder) } }
    lookups.withLock { $0 = [:] }
  }

  /// Takes back `register(folder:)`: the folder's fonts are no longer found.
  public static func unregister(folder: String) {
    registered.withLock { $0.removeAll { $0 == folder } }
    indexed.withLock { $0[folder] = nil }
    all.withLock { $0 = nil }
    lookups.withLock { $0 = [:] }
  }

  /// The folders searched, in order: POPSHOT_FONTS, the registered folders, then the resource
  /// bundles beside the running executable.
  static func folders() -> [String] {
    var result: [String] = []
    if let dir = ProcessInfo.processInfo.environment["POPSHOT_FONTS"], !dir.isEmpty {
      result.append(dir)
    }
    result += registered.withLock { $0 }
    if let beside = Bundle.main.executableURL?.deletingLastPathComponent().path {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: beside)) ?? []
      for n in names.sorted() where n.hasSuffix(".resources") || n.hasSuffix(".bundle") {
        result.append((beside as NSString).appendingPathComponent(n))
      }
    }
    return result
  }

  /// Every face in the searched folders, each folder read once, the list made again only when a
  /// folder is registered (a text in a custom font asks on every layout).
  public static var faces: [UserFontFace] {
    let count = registered.withLock { $0.count }
    if let known = all.withLock({ $0 }), known.registered == count { return known.faces }
    let found = folders().flatMap { folder in
      if let known = indexed.withLock({ $0[folder] }) { return known }
      let found = index(folder: folder)
      indexed.withLock { $0[folder] = found }
      return found
    }
    all.withLock { $0 = (count, found) }
    return found
  }
  private static let all = Mutex<(registered: Int, faces: [UserFontFace])?>(nil)

  /// The faces of the font files under `folder`, in path order.
  static func index(folder: String) -> [UserFontFace] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var paths: [String] = []
    while let item = walker.nextObject() as? String {
      let ext = (item as NSString).pathExtension.lowercased()
      if ["ttf", "otf", "ttc"].contains(ext) {
        paths.append((folder as NSString).appendingPathComponent(item))
      }
    }
    return paths.sorted().flatMap(describe)
  }

  /// The faces of one font file; none for a file FreeType cannot open.
  static func describe(path: String) -> [UserFontFace] {
    var lib: FT_Library?
    guard FT_Init_FreeType(&lib) == 0, let lib else { return [] }
    defer { FT_Done_FreeType(lib) }
    var result: [UserFontFace] = []
    var count = 1
    var i = 0
    while i < count {
      var face: FT_Face?
      guard FT_New_Face(lib, path, FT_Long(i), &face) == 0, let face else { break }
      count = Int(face.pointee.num_faces)
      let family = face.pointee.family_name.map { String(cString: $0) } ?? ""
      let style = face.pointee.style_name.map { String(cString: $0) } ?? ""
      let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
      var weight = 400
      if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
        os2.pointee.usWeightClass > 0
      {
        weight = Int(os2.pointee.usWeightClass)
      }
      let italic = face.pointee.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
      result.append(
        UserFontFace(
          path: path, index: i, family: family, style: style, postScriptName: postScript,
          weightClass: weight, italic: italic))
      FT_Done_Face(face)
      i += 1
    }
    return result
  }

  /// A name compared without case, spaces, hyphens or underscores.
  static func key(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
  }

  /// The face `name` stands for with `weight` (nil: the name's own, else regular) and `italic`:
  /// a PostScript or full name's face, or the family's nearest face; nil when no face has the
  /// name (the caller then draws Helvetica or the system face: `Font.drawsHelvetica`).
  public static func face(named name: String, weight: FontWeight?, italic: Bool)
    -> UserFontFace?
  {
    // Asked on every layout of a text in a custom font: each answer is kept until a folder is
    // registered or unregistered (which empties `lookups`).
    let key = Lookup(name: name, weight: weight, italic: italic)
    if let known = lookups.withLock({ $0[key] }) { return known }
    let found = search(named: name, weight: weight, italic: italic)
    lookups.withLock { $0[key] = .some(found) }
    return found
  }
  private struct Lookup: Hashable {
    var name: String, weight: FontWeight?, italic: Bool
  }
  private static let lookups = Mutex<[Lookup: UserFontFace?]>([:])

  /// Helvetica, which iOS draws for a `Font.custom` name that is neither the app's nor one of the
  /// system's families (Core Text's default name is "Helvetica", Apple's `kCTFontNameAttribute`;
  /// SPLYT's iOS 17 recordings of unregistered Montserrat show it), and for the names Helvetica,
  /// Helvetica Neue and Arial: an app's own Helvetica when a searched folder has one, else
  /// Nimbus Sans, URW's Helvetica with the same widths (Debian fonts-urw-base35), in its four
  /// faces; bold from semibold up. The name's own weight is not read: `Montserrat-SemiBold`
  /// falls back to regular Helvetica, as Core Text's name lookup does.
  public static func helvetica(weight: FontWeight?, italic: Bool) -> UserFontFace? {
    if let own = face(named: "Helvetica", weight: weight, italic: italic) { return own }
    return search(named: "Nimbus Sans", weight: weight, italic: italic, in: nimbusSans)
  }
  /// Another face of the Helvetica that stands in for an unknown name (`.bold()` around it).
  static func helvetica(sibling face: UserFontFace, weight: FontWeight, italic: Bool)
    -> UserFontFace?
  {
    nimbusSans.contains(face) ? helvetica(weight: weight, italic: italic) : nil
  }
  static let nimbusSans: [UserFontFace] = {
    let dir = FontCatalog.shared.files.helveticaDirectory
    return [
      ("Regular", 400, false), ("Bold", 700, false), ("Italic", 400, true),
      ("BoldItalic", 700, true),
    ]
    .map { style, weight, italic in
      UserFontFace(
        path: "\(dir)/NimbusSans-\(style).otf", index: 0, family: "Nimbus Sans", style: style,
        postScriptName: "NimbusSans-\(style)", weightClass: weight, italic: italic)
    }
  }()

  /// Whether iOS has a family of this name (`UIFont.familyNames` on iOS 14–17, without the
  /// script-specific ones), so that Core Text draws it rather than Helvetica. A PostScript name
  /// (`Avenir-Heavy`) counts by its family. Popshot has none of their files: they draw the
  /// system face, or the design their name says (serif, monospaced, rounded).
  public static func isSystemFamily(_ name: String) -> Bool {
    // A name with a leading dot is the system font's own (".AppleSystemUIFont", ".SFUI-Regular").
    if name.hasPrefix(".") { return true }
    let k = key(name.split(separator: "-").first.map(String.init) ?? name)
    return systemFamilies.contains { k == $0 || (k.hasPrefix($0) && k.count > $0.count) }
  }
  private static let systemFamilies: [String] = [
    "academyengravedlet", "americantypewriter", "applecoloremoji", "applesdgothicneo",
    "applesymbols", "arialhebrew", "arialroundedmtbold", "avenir", "baskerville", "bodoni72",
    "bodoniornaments", "bradleyhand", "chalkboardse", "chalkduster", "charter", "cochin",
    "copperplate", "courier", "didot", "dinalternate", "dincondensed", "euphemiaucas", "futura",
    "georgia", "gillsans", "hiragino", "hoeflertext", "iowanoldstyle", "kailasa", "markerfelt",
    "menlo", "noteworthy", "optima", "palatino", "papyrus", "partylet", "pingfang", "rockwell",
    "savoyelet", "snellroundhand", "symbol", "thonburi", "timesnewroman", "trebuchetms",
    "verdana", "zapfdingbats", "zapfino", "sfpro", "sfcompact", "sfmono", "newyork", "system",
  ]

  static func search(
    named name: String, weight: FontWeight?, italic: Bool, in all: [UserFontFace] = faces
  ) -> UserFontFace? {
    guard !all.isEmpty else { return nil }
    let k = key(name)
    let named = all.first { key($0.postScriptName) == k || key($0.family + $0.style) == k }
    let family: [UserFontFace]
    if let named {
      // The face itself, unless another weight or the slant is asked of it.
      if weight == nil || weight == named.weight, italic == named.italic { return named }
      family = all.filter { $0.family == named.family }
    } else {
      family = all.filter { key($0.family) == k }
    }
    guard !family.isEmpty else { return nil }
    let target = (weight ?? named?.weight ?? .regular).interWeightClass
    return family.min { a, b in
      // The slant first, then the nearest weight, then the heavier of two as near (CSS's rule
      // for weights above 500 leans that way; below, the lighter).
      let (sa, sb) = (a.italic == italic ? 0 : 1, b.italic == italic ? 0 : 1)
      if sa != sb { return sa < sb }
      let (da, db) = (abs(a.weightClass - target), abs(b.weightClass - target))
      if da != db { return da < db }
      return target > 500 ? a.weightClass > b.weightClass : a.weightClass < b.weightClass
    }
  }
}
