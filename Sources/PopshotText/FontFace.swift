// One face of a font file, opened twice: by HarfBuzz for shaping (its own OpenType code, unhinted
// advances in font units) and by FreeType for outlines (unscaled, unhinted). Every C handle is
// owned here and released in deinit.
import CFreeType
import CHarfBuzz
import Foundation
import PopshotGraphics
import Synchronization

/// Why a font could not be used. Messages say what to install.
public enum FontError: Error, Equatable, CustomStringConvertible {
  /// A font file Popshot needs is not on this machine.
  case missingFile(path: String, package: String)
  /// The file exists but FreeType or HarfBuzz cannot read it.
  case unreadable(path: String, reason: String)
  /// The collection has no face with this family name.
  case noSuchFace(path: String, family: String)

  public var description: String {
    switch self {
    case .missingFile(let p, let pkg):
      return
        "font file \(p) is missing: install the Debian package \(pkg) (apt-get install \(pkg); scripts/setup does this)"
    case .unreadable(let p, let r): return "font file \(p) cannot be read: \(r)"
    case .noSuchFace(let p, let f): return "font file \(p) has no face named \"\(f)\""
    }
  }
}

/// What identifies a face's rendering: the file's content and the library versions.
public struct FontFingerprint: Hashable, Sendable, Codable {
  public var file: String
  public var faceIndex: Int
  /// A 64-bit hash of the file's bytes (fast enough for 20 MB collections in a debug build).
  public var contentHash: String
  public var freetype: String
  public var harfbuzz: String

  public init(
    file: String, faceIndex: Int, contentHash: String, freetype: String, harfbuzz: String
  ) {
    self.file = file
    self.faceIndex = faceIndex
    self.contentHash = contentHash
    self.freetype = freetype
    self.harfbuzz = harfbuzz
  }
}

/// A glyph after shaping, in font units.
struct ShapedGlyph {
  var glyph: UInt32
  /// The cluster kept in 32 bits (a paragraph is far shorter than 2^31 scalars), so that a
  /// glyph takes 32 bytes, not 40: long texts keep one per scalar.
  private var cluster32: Int32
  var advance: Double
  var offsetX: Double
  var offsetY: Double
  init(glyph: UInt32, cluster: Int, advance: Double, offsetX: Double, offsetY: Double) {
    self.glyph = glyph
    cluster32 = Int32(truncatingIfNeeded: cluster)
    self.advance = advance
    self.offsetX = offsetX
    self.offsetY = offsetY
  }
  /// Index of the first Unicode scalar of its cluster in the paragraph.
  var cluster: Int {
    get { Int(cluster32) }
    set { cluster32 = Int32(truncatingIfNeeded: newValue) }
  }
}

/// One face of a font file, ready to shape text and give outlines.
public final class FontFace: GlyphOutlineSource, @unchecked Sendable {
  public let path: String
  public let index: Int
  public let familyName: String
  public let styleName: String
  public let unitsPerEm: Double
  /// Line metrics in font units (hhea): ascender above the baseline, descender below (positive),
  /// and the gap between lines.
  public let ascender: Double, descender: Double, lineGap: Double
  /// "path#index", made once: glyph caches look it up for every glyph drawn.
  public let cacheKey: String
  /// The shear of a synthesized italic (x += slant × y), 0 for the face as drawn.
  public let slant: Double
  /// How much wider the outlines are drawn than the file has them (1 as drawn): Inter Black
  /// stands in for SF Pro's wider Black (`FontCatalog.interBlackWidth`).
  public let widthScale: Double
  /// Underline position (below the baseline, positive) and thickness, from the `post` table, and
  /// the strikeout position above the baseline from OS/2, in font units.
  public let underlinePosition: Double, underlineThickness: Double, strikeoutPosition: Double

  private var library: FT_Library?
  var ftFace: FT_Face?
  private let hbFont: OpaquePointer
  /// Whether the glyphs are colour bitmaps (an emoji face) rather than outlines.
  public let hasColorBitmaps: Bool

  /// What the face works out once and keeps. Its lock is also held around every FreeType call
  /// on `ftFace`, which FreeType does not allow from two threads at once.
  struct Memory {
    var outlines: [UInt32: Path?] = [:]
    /// Outlines made bolder or lighter (`outline(glyph:embolden:)`), by glyph and strength.
    var emboldened: [EmboldenedKey: Path?] = [:]
    /// Colour bitmaps by glyph, for a colour bitmap face (ColorGlyphs.swift).
    var colorGlyphs: [UInt32: Bitmap?] = [:]
    var fingerprint: FontFingerprint?
  }
  let memory = Mutex(Memory())

  /// Opens face `index` of the file at `path`, its outlines sheared by `slant` and stretched
  /// across by `widthScale`.
  public init(path: String, index: Int = 0, slant: Double = 0, widthScale: Double = 1)
    throws(FontError)
  {
    guard FileManager.default.fileExists(atPath: path) else {
      throw .missingFile(path: path, package: FontCatalog.package(of: path))
    }
    var lib: FT_Library?
    guard FT_Init_FreeType(&lib) == 0, let lib else {
      throw .unreadable(path: path, reason: "FreeType failed to start")
    }
    var face: FT_Face?
    let err = FT_New_Face(lib, path, FT_Long(index), &face)
    guard err == 0, let face else {
      FT_Done_FreeType(lib)
      throw .unreadable(path: path, reason: "FreeType error \(err) opening face \(index)")
    }
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      FT_Done_Face(face)
      FT_Done_FreeType(lib)
      throw .unreadable(path: path, reason: "HarfBuzz cannot map the file")
    }
    let hbFace = hb_face_create(blob, UInt32(index))
    hb_blob_destroy(blob)
    let upem = hb_face_get_upem(hbFace)
    let font = hb_font_create(hbFace)!
    hb_face_destroy(hbFace)
    hb_font_set_scale(font, Int32(upem), Int32(upem))
    hb_font_make_immutable(font)
    self.path = path
    self.index = index
    cacheKey =
      "\(path)#\(index)" + (slant == 0 ? "" : "/oblique\(slant)")
      + (widthScale == 1 ? "" : "/w\(widthScale)")
    self.slant = slant
    self.widthScale = widthScale
    library = lib
    ftFace = face
    hasColorBitmaps = FontFace.hasColorBitmaps(face)
    hbFont = font
    unitsPerEm = Double(upem)
    familyName = face.pointee.family_name.map { String(cString: $0) } ?? ""
    styleName = face.pointee.style_name.map { String(cString: $0) } ?? ""
    ascender = Double(face.pointee.ascender)
    descender = -Double(face.pointee.descender)
    lineGap = max(0, Double(face.pointee.height) - ascender - descender)
    let up = Double(upem)
    underlinePosition =
      face.pointee.underline_position != 0
      ? -Double(face.pointee.underline_position) : 0.1 * up
    underlineThickness =
      face.pointee.underline_thickness > 0
      ? Double(face.pointee.underline_thickness) : 0.05 * up
    if let os2 = FT_Get_Sfnt_Table(face, FT_SFNT_OS2)?.assumingMemoryBound(to: TT_OS2.self),
      os2.pointee.yStrikeoutPosition > 0
    {
      strikeoutPosition = Double(os2.pointee.yStrikeoutPosition)
    } else {
      strikeoutPosition = 0.3 * up
    }
  }

  deinit {
    hb_font_destroy(hbFont)
    if let ftFace { FT_Done_Face(ftFace) }
    if let library { FT_Done_FreeType(library) }
  }

  /// How many faces the file holds (a .ttc collection holds several).
  static func faceCount(path: String) -> Int {
    var lib: FT_Library?
    guard FT_Init_FreeType(&lib) == 0, let lib else { return 0 }
    defer { FT_Done_FreeType(lib) }
    var face: FT_Face?
    guard FT_New_Face(lib, path, -1, &face) == 0, let face else { return 0 }
    defer { FT_Done_Face(face) }
    return Int(face.pointee.num_faces)
  }

  /// The glyph this face maps `scalar` to, or nil when it does not cover it.
  public func glyph(for scalar: Unicode.Scalar) -> UInt32? {
    var g: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, scalar.value, &g) != 0 ? g : nil
  }

  /// The longest run shaped in one HarfBuzz buffer. A buffer takes about 43 bytes a scalar
  /// beside the glyphs it gives, so a 4 MiB paragraph shaped whole peaked at 170 MB more; a
  /// longer run is shaped in pieces of at most this many scalars, each ending after a space
  /// where one is near (all a piece's edge can change there is a kerning pair with the space),
  /// else before a scalar that starts a character. Shorter runs, every real screen's text, are
  /// shaped whole as before.
  static let shapingPiece = 16_384

  /// Shapes scalars `range` of a paragraph (the rest is context for HarfBuzz), in logical order;
  /// right-to-left runs come back in visual order as HarfBuzz gives them.
  func shape(
    _ scalars: [UInt32], range: Range<Int>, rightToLeft: Bool, language: String?,
    tabularFigures: Bool = false
  ) -> [ShapedGlyph] {
    guard range.count > Self.shapingPiece else {
      return shapeWhole(
        scalars, range: range, rightToLeft: rightToLeft, language: language,
        tabularFigures: tabularFigures)
    }
    var pieces: [Range<Int>] = []
    var start = range.lowerBound
    while start < range.upperBound {
      let end = Self.pieceEnd(scalars, from: start, upTo: range.upperBound)
      pieces.append(start..<end)
      start = end
    }
    // Right to left, each piece comes in visual order, and the last piece is leftmost.
    var glyphs: [ShapedGlyph] = []
    glyphs.reserveCapacity(range.count)
    for piece in rightToLeft ? pieces.reversed() : pieces {
      glyphs.append(
        contentsOf: shapeWhole(
          scalars, range: piece, rightToLeft: rightToLeft, language: language,
          tabularFigures: tabularFigures))
    }
    return glyphs
  }

  /// Where the piece of a long run starting at `start` ends: after the last space in its second
  /// half, else before the last scalar there that starts a character (not a mark, joiner or
  /// variation selector), else at the piece's length.
  static func pieceEnd(_ scalars: [UInt32], from start: Int, upTo limit: Int) -> Int {
    let most = start + shapingPiece
    guard most < limit else { return limit }
    let half = start + shapingPiece / 2
    let scalar = { (i: Int) in Unicode.Scalar(scalars[i]) ?? "\u{FFFD}" }
    for i in stride(from: most - 1, through: half, by: -1)
    where scalar(i).properties.generalCategory == .spaceSeparator {
      return i + 1
    }
    for i in stride(from: most, through: half, by: -1)
    where !Typesetter.inherits(scalar(i)) && scalars[i] != 0x200D
      && !scalar(i).properties.isVariationSelector
    {
      return i
    }
    return most
  }

  private func shapeWhole(
    _ scalars: [UInt32], range: Range<Int>, rightToLeft: Bool, language: String?,
    tabularFigures: Bool
  ) -> [ShapedGlyph] {
    guard let buffer = hb_buffer_create() else { return [] }
    defer { hb_buffer_destroy(buffer) }
    scalars.withUnsafeBufferPointer { buf in
      hb_buffer_add_utf32(
        buffer, buf.baseAddress, Int32(buf.count), UInt32(range.lowerBound), Int32(range.count))
    }
    hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
    hb_buffer_guess_segment_properties(buffer)
    if tabularFigures {
      var feature = hb_feature_t()
      _ = hb_feature_from_string("tnum", -1, &feature)
      hb_shape(hbFont, buffer, &feature, 1)
    } else {
      hb_shape(hbFont, buffer, nil, 0)
    }
    var n: UInt32 = 0
    let infos = hb_buffer_get_glyph_infos(buffer, &n)
    let positions = hb_buffer_get_glyph_positions(buffer, &n)
    guard let infos, let positions else { return [] }
    return (0..<Int(n)).map { i in
      ShapedGlyph(
        glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
        advance: Double(positions[i].x_advance),
        offsetX: Double(positions[i].x_offset), offsetY: Double(positions[i].y_offset))
    }
  }

  /// A short left-to-right string's outline in font units (y up, the first glyph's origin at
  /// 0), shaped with its advances; nil when nothing in it has ink.
  public func outline(of text: String) -> Path? {
    let scalars = text.unicodeScalars.map(\.value)
    var path = Path()
    var x = 0.0
    for g in shape(scalars, range: 0..<scalars.count, rightToLeft: false, language: nil) {
      if let o = outline(glyph: g.glyph) {
        path.append(
          o.applying(Transform(a: 1, b: 0, c: 0, d: 1, tx: x + g.offsetX, ty: g.offsetY)))
      }
      x += g.advance
    }
    return path.isEmpty ? nil : path
  }

  /// The glyph's outline in font units (y up), unhinted; nil for blank glyphs. Cached.
  public func outline(glyph: UInt32) -> Path? {
    memory.withLock { memory in
      if let cached = memory.outlines[glyph] { return cached }
      let path = loadOutline(glyph)
      memory.outlines[glyph] = path
      return path
    }
  }

  /// The glyph's outline in font units with its strokes made `strength` font units wider
  /// (narrower when negative) by FreeType's `FT_Outline_EmboldenXY`, which works in integers,
  /// so the result is the same on every machine. Cached.
  public func outline(glyph: UInt32, embolden strength: Int) -> Path? {
    if strength == 0 { return outline(glyph: glyph) }
    let key = EmboldenedKey(glyph: glyph, strength: strength)
    return memory.withLock { memory in
      if let cached = memory.emboldened[key] { return cached }
      let path = loadOutline(glyph, embolden: strength)
      memory.emboldened[key] = path
      return path
    }
  }

  struct EmboldenedKey: Hashable {
    let glyph: UInt32
    let strength: Int
  }

  private func loadOutline(_ glyph: UInt32, embolden strength: Int = 0) -> Path? {
    guard let ftFace else { return nil }
    let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    guard FT_Load_Glyph(ftFace, glyph, flags) == 0, let slot = ftFace.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return nil }
    if strength != 0 {
      let s = FT_Pos(strength)
      guard FT_Outline_EmboldenXY(&slot.pointee.outline, s, s) == 0 else { return nil }
    }
    var builder = Path()
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        let p = user!.assumingMemoryBound(to: Path.self)
        p.pointee.move(to: Point(x: Double(to!.pointee.x), y: Double(to!.pointee.y)))
        return 0
      },
      line_to: { to, user in
        let p = user!.assumingMemoryBound(to: Path.self)
        p.pointee.line(to: Point(x: Double(to!.pointee.x), y: Double(to!.pointee.y)))
        return 0
      },
      conic_to: { c, to, user in
        let p = user!.assumingMemoryBound(to: Path.self)
        p.pointee.quad(
          to: Point(x: Double(to!.pointee.x), y: Double(to!.pointee.y)),
          control: Point(x: Double(c!.pointee.x), y: Double(c!.pointee.y)))
        return 0
      },
      cubic_to: { c1, c2, to, user in
        let p = user!.assumingMemoryBound(to: Path.self)
        p.pointee.cubic(
          to: Point(x: Double(to!.pointee.x), y: Double(to!.pointee.y)),
          control1: Point(x: Double(c1!.pointee.x), y: Double(c1!.pointee.y)),
          control2: Point(x: Double(c2!.pointee.x), y: Double(c2!.pointee.y)))
        return 0
      },
      shift: 0, delta: 0)
    let err = withUnsafeMutablePointer(to: &builder) { bp in
      FT_Outline_Decompose(&slot.pointee.outline, &funcs, UnsafeMutableRawPointer(bp))
    }
    guard err == 0, !builder.isEmpty else { return nil }
    if slant != 0 || widthScale != 1 {
      return builder.applying(Transform(a: widthScale, b: 0, c: slant, d: 1, tx: 0, ty: 0))
    }
    return builder
  }

  /// The file's content hash and the FreeType and HarfBuzz versions, for baseline sidecars
  /// (computed on first use).
  public var fingerprint: FontFingerprint {
    memory.withLock { memory in
      if let f = memory.fingerprint { return f }
      let data = FileManager.default.contents(atPath: path) ?? Data()
      let hash = data.withUnsafeBytes { fastHash($0) }
      let f = FontFingerprint(
        file: path, faceIndex: index, contentHash: hash,
        freetype: FontFace.freetypeVersion, harfbuzz: FontFace.harfbuzzVersion)
      memory.fingerprint = f
      return f
    }
  }

  /// The FreeType version in use, e.g. "2.12.1".
  public static let freetypeVersion: String = {
    var lib: FT_Library?
    guard FT_Init_FreeType(&lib) == 0, let lib else { return "unknown" }
    defer { FT_Done_FreeType(lib) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(lib, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }()

  /// The HarfBuzz version in use, e.g. "6.0.0".
  public static let harfbuzzVersion: String = String(cString: hb_version_string())
}
