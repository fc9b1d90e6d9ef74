// The JSON file beside every baseline PNG: what the image shows (its semantics), how to recognise
// its pixels without decoding them, and what made them (renderer, libpng, fonts).
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotText
import PopshotUI

/// A baseline's description, stored as Snapshots/<fixture>/<variant>.json.
public struct Sidecar: Codable, Equatable, Sendable {
  /// The sidecar format; a newer number than this build knows is an error, not a guess.
  public static let currentVersion = 1

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

  /// The design the baseline shows.
  public var recordedDesign: Design { design ?? .classic }

  /// Stable JSON: sorted keys, pretty-printed, so a re-recorded sidecar diffs line by line.
  public func encoded() throws -> Data {
    let e = JSONEncoder()
    e.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try e.encode(self)
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
    }
  }
}
