// The JSON file beside every baseline PNG: what the image shows (its semantics), how to recognise
// its pixels without decoding them, and what made them (renderer, libpng, fonts).
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotText
import PopshotUI

/// A baseline's description, stored as Snapshots/<fixture>/<variant>.json.
///
/// Two formats are read and written. Version 1 is pretty-printed with sorted keys, a field a
/// line, so a re-recorded sidecar diffs line by line in review; a record writes it while it
/// takes at most `reviewableBytes`, which every screen-sized sidecar does. Larger ones (tens of
/// thousands of elements, which no one reviews line by line) are written as version 2: one line,
/// the same fields except `semantics.elements`, which is empty and whose elements stand in a
/// top-level `elements` array in `CompactElement`'s shorter form, about a fifth of the bytes.
/// Both sides hold sidecars to `BaselineStore.sidecarLimit`: a record refuses to write a larger
/// one, so whatever a record writes, a verify reads.
public struct Sidecar: Codable, Equatable, Sendable {
  /// The newest sidecar format; a newer number than this build knows is an error, not a guess.
  public static let currentVersion = 2
  /// The reviewed, pretty-printed format, written for sidecars of at most `reviewableBytes`.
  public static let reviewedVersion = 1
  /// The largest sidecar written in the reviewed format: 1 MiB, some twenty times the largest
  /// screen's in Snapshots/ (about 50 KB).
  public static let reviewableBytes = 1 << 20

  public var version: Int
  public var fixture: String
  public var variant: String
  public var width: Int
  public var height: Int
  public var scale: Double
  /// The system design the frame was drawn in; nil in sidecars written before designs existed,
  /// which were all drawn in the classic design (`recordedDesign`).
  public var design: Design?
  /// `Pixmap.pixelHash` of the frame.
  public var pixelHash: String
  /// A hash of the PNG file's bytes: the sidecar describes exactly that file.
  public var pngHash: String
  public var renderer: String
  public var libpng: String
  public var fonts: [FontFingerprint]
  public var semantics: SceneSemantics
  /// What the frame draws (`DisplayList.fingerprint`): with the same renderer and fonts, a render
  /// with this fingerprint has these pixels, so a verify need not draw it. Nil in sidecars
  /// recorded before fingerprints, which are verified by their pixels.
  public var displayList: String? = nil

  /// The design the baseline shows.
  public var recordedDesign: Design { design ?? .classic }

  /// Stable JSON in the sidecar's `version`: version 1 pretty-printed with sorted keys, so a
  /// re-recorded sidecar diffs line by line; version 2 compact (see the type's note).
  public func encoded() throws -> Data {
    let e = JSONEncoder()
    guard version >= 2 else {
      e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      return try e.encode(self)
    }
    e.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // The fields, then the elements, made apart (`CompactElement.encodedList`): `{"elements":
    // [...],` and the rest of the fields' object. Key order is not part of JSON's meaning, and
    // a reader takes the keys in any order.
    var rest = self
    rest.semantics.elements = []
    let fields = try e.encode(rest)
    var out = Data(#"{"elements":"#.utf8)
    out.append(try CompactElement.encodedList(semantics.elements, options: e.outputFormatting))
    out.append(UInt8(ascii: ","))
    out.append(fields.dropFirst())
    return out
  }

  /// The bytes a record writes: the reviewed version 1 while that takes at most
  /// `reviewableBytes`, else version 2. The compact form is made first: version 1 is never the
  /// smaller, so a compact form over the bound saves encoding the pretty one.
  public func recordedBytes() throws -> Data {
    var compact = self
    compact.version = 2
    let bytes = try compact.encoded()
    if bytes.count <= Sidecar.reviewableBytes {
      var reviewed = self
      reviewed.version = Sidecar.reviewedVersion
      let pretty = try reviewed.encoded()
      if pretty.count <= Sidecar.reviewableBytes { return pretty }
    }
    return bytes
  }

  /// A sidecar of either version from its bytes: read directly when it is a version 1 sidecar of
  /// exactly the shape a record writes (`read`), otherwise by JSONDecoder, whose errors these are.
  public static func decode(_ data: Data) throws -> Sidecar {
    if let sidecar = read(data) { return sidecar }
    return try JSONDecoder().decode(CompactSidecar.self, from: data).sidecar
  }

  /// The version 1 sidecar `data` holds, read without Codable (see SceneSemantics+Reading.swift);
  /// nil for anything else: another version, a key this build does not write, a value of another
  /// kind, text that is not UTF-8 or not JSON.
  static func read(_ data: Data) -> Sidecar? {
    guard let text = String(bytes: data, encoding: .utf8) else { return nil }
    let read: Sidecar?? = try? JSONDocument.read(
      text, syntaxError: { $0 },
      body: { (root) throws(JSONSyntaxError) -> Sidecar? in Sidecar(reading: root) })
    return read ?? nil
  }
}

extension Sidecar {
  fileprivate init?(reading value: JSONRef) {
    var version: Int?
    var fixture: String?
    var variant: String?
    var width: Int?
    var height: Int?
    var scale: Double?
    var design: Design?
    var pixelHash: String?
    var pngHash: String?
    var renderer: String?
    var libpng: String?
    var fonts: [FontFingerprint]?
    var semantics: SceneSemantics?
    var displayList: String?
    var compact: [SemanticElement]?
    let read = value.eachMember { key, v in
      switch key {
      case "version": return take(&version, v.intValue)
      case "fixture": return take(&fixture, v.stringValue)
      case "variant": return take(&variant, v.stringValue)
      case "width": return take(&width, v.intValue)
      case "height": return take(&height, v.intValue)
      case "scale": return take(&scale, v.numberValue)
      case "design":
        return takeUnlessNull(
          &design, null: v.isNull, v.stringValue.flatMap(Design.init(rawValue:)))
      case "pixelHash": return take(&pixelHash, v.stringValue)
      case "pngHash": return take(&pngHash, v.stringValue)
      case "renderer": return take(&renderer, v.stringValue)
      case "libpng": return take(&libpng, v.stringValue)
      case "fonts": return take(&fonts, readList(v, FontFingerprint.init(reading:)))
      case "semantics": return take(&semantics, SceneSemantics(reading: v))
      case "displayList": return takeUnlessNull(&displayList, null: v.isNull, v.stringValue)
      case "elements":
        return take(&compact, readList(v) { CompactElement(reading: $0)?.element })
      default: return false
      }
    }
    guard read, let version, let fixture, let variant, let width, let height, let scale,
      let pixelHash, let pngHash, let renderer, let libpng, var semantics
    else { return nil }
    // Version 1 has its elements in its semantics; version 2 beside them (CompactSidecar).
    switch (version, compact) {
    case (Sidecar.reviewedVersion, nil): break
    case (2, let elements?) where semantics.elements.isEmpty: semantics.elements = elements
    default: return nil
    }
    guard let fonts else { return nil }
    self.init(
      version: version, fixture: fixture, variant: variant, width: width,
      height: height, scale: scale, design: design, pixelHash: pixelHash, pngHash: pngHash,
      renderer: renderer, libpng: libpng, fonts: fonts, semantics: semantics,
      displayList: displayList)
  }
}

extension FontFingerprint {
  fileprivate init?(reading value: JSONRef) {
    var file: String?
    var faceIndex: Int?
    var contentHash: String?
    var freetype: String?
    var harfbuzz: String?
    let read = value.eachMember { key, v in
      switch key {
      case "file": return take(&file, v.stringValue)
      case "faceIndex": return take(&faceIndex, v.intValue)
      case "contentHash": return take(&contentHash, v.stringValue)
      case "freetype": return take(&freetype, v.stringValue)
      case "harfbuzz": return take(&harfbuzz, v.stringValue)
      default: return false
      }
    }
    guard read, let file, let faceIndex, let contentHash, let freetype, let harfbuzz else {
      return nil
    }
    self.init(
      file: file, faceIndex: faceIndex, contentHash: contentHash, freetype: freetype,
      harfbuzz: harfbuzz)
  }
}

/// A version 2 sidecar: `Sidecar`'s own fields with no elements in `semantics`, and the elements
/// beside them. Read from a version 1 file it is that sidecar (its elements where they were).
struct CompactSidecar: Codable {
  var sidecar: Sidecar

  init(_ sidecar: Sidecar) { self.sidecar = sidecar }

  private enum Key: String, CodingKey { case elements }

  init(from decoder: any Decoder) throws {
    sidecar = try Sidecar(from: decoder)
    guard sidecar.version >= 2 else { return }
    guard sidecar.semantics.elements.isEmpty else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [], debugDescription: "a version 2 sidecar lists its elements at the top"))
    }
    let c = try decoder.container(keyedBy: Key.self)
    sidecar.semantics.elements = try c.decode([CompactElement].self, forKey: .elements).map(
      \.element)
  }

  func encode(to encoder: any Encoder) throws {
    var rest = sidecar
    rest.semantics.elements = []
    try rest.encode(to: encoder)
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(sidecar.semantics.elements.map(CompactElement.init), forKey: .elements)
  }
}

/// Why a baseline could not be read. Every message names the file.
public enum BaselineError: Error, Equatable, CustomStringConvertible {
  case unreadableSidecar(path: String, reason: String)
  case futureSidecar(path: String, version: Int)
  case unreadablePNG(PNGError)
  case write(path: String, reason: String)
  /// Something other than a regular file stands at a baseline path (what was found).
  case notAFile(path: String, found: String)
  /// The file is larger than a baseline of its variant can be.
  case tooLarge(path: String, bytes: Int, limit: Int)
  /// A record would write a sidecar larger than a verify reads (`BaselineStore.sidecarLimit`):
  /// the sidecar's path (which names the fixture and variant), and its size.
  case sidecarTooLarge(path: String, bytes: Int, limit: Int)

  public var description: String {
    switch self {
    case .unreadableSidecar(let p, let r): return "\(p): not a readable baseline sidecar: \(r)"
    case .futureSidecar(let p, let v):
      return
        "\(p): sidecar format \(v) is newer than this Popshot reads (\(Sidecar.currentVersion)); update Popshot or re-record"
    case .unreadablePNG(let e): return e.description
    case .write(let p, let r): return "\(p): cannot write the baseline: \(r)"
    case .notAFile(let p, let found):
      return "\(p): \(found) stands where a baseline file should be; remove it and re-record"
    case .tooLarge(let p, let n, let limit):
      return
        "\(p): \(n) bytes, more than the \(limit) a baseline of this variant can take; not read"
    case .sidecarTooLarge(let p, let n, let limit):
      return
        "\(p): the sidecar would take \(n) bytes, more than the \(limit) a sidecar may "
        + "(\(BaselineStore.sidecarFactor) times a fixture's most); nothing recorded: split the "
        + "screen into smaller fixtures"
    }
  }
}
