import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport

/// Snapshot tests and the golden images of Popshot's own tests share one set of record modes.
public typealias RecordMode = PopshotSupport.RecordMode

/// Baseline files: Snapshots/<fixture>/<variant>.png with its .json sidecar.
public struct BaselineStore: Sendable {
  public let root: String

  /// The store at `root`. Trailing slashes are dropped: `lstat` of `link/` follows the link, and
  /// a record must see the link that `root` may be.
  public init(root: String) {
    var root = root
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    self.root = root
  }

  /// Refuses a symbolic link in place of the snapshots folder or a fixture's folder: it could
  /// point anywhere, so neither a record writes through it nor a verify reads through it.
  public func refuseLinks(_ fixture: String) throws(BaselineError) {
    for path in [root, "\(root)/\(fixture)"] where BaselineStore.kind(path) == .symbolicLink {
      throw .notAFile(path: path, found: "a symbolic link")
    }
  }

  public func pngPath(_ fixture: String, _ variant: String) -> String {
    "\(root)/\(fixture)/\(variant).png"
  }
  public func sidecarPath(_ fixture: String, _ variant: String) -> String {
    "\(root)/\(fixture)/\(variant).json"
  }

  /// Whether anything stands at the baseline's PNG path, a symbolic link included (even one that
  /// points nowhere: it is not a missing baseline to record over, but bad input to name).
  public func exists(_ fixture: String, _ variant: String) -> Bool {
    BaselineStore.kind(pngPath(fixture, variant)) != nil
  }

  /// The largest sidecar a record writes and a verify reads, as a multiple of the largest
  /// fixture (`FixtureLimits.fileBytes`). The most elements per fixture byte are a stack of
  /// one-letter texts, 13 bytes each (`{"text":"a"},`), and each takes about 243 bytes of
  /// version 2 sidecar: the densest 4 MiB fixture, 322,635 of them, records a 78.6 MB sidecar,
  /// 18.7 times its size. Twenty times leaves it room; a realistic screen needs far less
  /// (`LargeFixture` at 4 MiB: about 6 times).
  public static let sidecarFactor = 20
  /// The largest sidecar, on both sides (record refuses to write a larger one, exit 65).
  public static let sidecarLimit = sidecarFactor * FixtureLimits.fileBytes

  /// A baseline file's bytes, read once, after checking that a regular file of at most `limit`
  /// bytes stands there (a link, folder, device or pipe is named as such, never read).
  public static func read(_ path: String, limit: Int) throws(BaselineError) -> Data? {
    guard let status = FileStatus.of(path) else { return nil }
    guard status.kind == .regular else {
      let found: String
      switch status.kind {
      case .symbolicLink: found = "a symbolic link"
      case .directory: found = "a folder"
      case .device: found = "a device"
      case .socket: found = "a socket"
      case .regular, .other: found = "a special file (a pipe or similar)"
      }
      throw .notAFile(path: path, found: found)
    }
    let size = status.size
    guard size <= limit else { throw .tooLarge(path: path, bytes: size, limit: limit) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .notAFile(path: path, found: "an unreadable file")
    }
    return data
  }

  /// The most bytes a PNG baseline of `width` × `height` pixels can take: its raw RGBA pixels
  /// (what an unfiltered, stored PNG holds) plus a megabyte of chunks.
  public static func pngLimit(width: Int, height: Int) -> Int { width * height * 4 + (1 << 20) }

  public func sidecar(_ fixture: String, _ variant: String) throws(BaselineError) -> Sidecar {
    let path = sidecarPath(fixture, variant)
    guard let sidecar = try BaselineStore.sidecar(atPath: path) else {
      throw .unreadableSidecar(
        path: path,
        reason:
          "missing: an incomplete baseline (its PNG has no sidecar, as when a record is "
          + "interrupted); re-record it with popshot record --fixture \(fixture), or "
          + "POPSHOT_RECORD=failed swift test")
    }
    return sidecar
  }

  /// The sidecar at `path`; nil when there is no file there.
  public static func sidecar(atPath path: String) throws(BaselineError) -> Sidecar? {
    guard let data = try BaselineStore.read(path, limit: BaselineStore.sidecarLimit) else {
      return nil
    }
    let decoded: Sidecar
    do {
      decoded = try Sidecar.decode(data)
    } catch {
      // Parsed loosely only on failure, to tell a newer format from a broken file.
      guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw .unreadableSidecar(path: path, reason: "not a JSON object")
      }
      if let v = object["version"] as? Int, v > Sidecar.currentVersion {
        throw .futureSidecar(path: path, version: v)
      }
      throw .unreadableSidecar(path: path, reason: DecodingErrorText.line(error))
    }
    if decoded.version > Sidecar.currentVersion {
      throw .futureSidecar(path: path, version: decoded.version)
    }
    return decoded
  }

  /// The baseline's pixels, from `bytes` when the file was already read.
  public func image(_ fixture: String, _ variant: String, bytes: Data? = nil) throws(BaselineError)
    -> Pixmap
  {
    let path = pngPath(fixture, variant)
    do {
      guard let bytes else { return try PNGCodec.read(path: path) }
      return try PNGCodec.decode([UInt8](bytes), source: path)
    } catch { throw .unreadablePNG(error) }
  }

  /// Writes a baseline: PNG and sidecar each to a temporary file in the same folder, both whole
  /// before either is renamed into place, the PNG first (`AtomicFile.writePair`). A full disk
  /// leaves the old pair; a crash between the renames leaves the new PNG with the old sidecar,
  /// which the sidecar's PNG hash exposes; never a truncated file or a PNG without a sidecar.
  public func write(_ fixture: String, _ variant: String, png: [UInt8], sidecar: Sidecar)
    throws(BaselineError)
  {
    let pngPath = pngPath(fixture, variant)
    let jsonPath = sidecarPath(fixture, variant)
    // A record writes only inside the snapshots folder: never through a link in place of the
    // folder, the fixture's folder or a baseline file (which could point anywhere).
    try refuseLinks(fixture)
    for path in [pngPath, jsonPath] where BaselineStore.kind(path) == .symbolicLink {
      throw .notAFile(path: path, found: "a symbolic link")
    }
    let json: Data
    do { json = try sidecar.recordedBytes() } catch {
      throw .write(path: jsonPath, reason: "\(error)")
    }
    // Checked before either file is written: a refused record leaves the old baseline whole.
    guard json.count <= BaselineStore.sidecarLimit else {
      throw .sidecarTooLarge(path: jsonPath, bytes: json.count, limit: BaselineStore.sidecarLimit)
    }
    do {
      try AtomicFile.writePair((Data(png), pngPath), (json, jsonPath))
    } catch {
      throw .write(path: pngPath, reason: fileErrorReason(error, for: pngPath))
    }
  }

  /// Baselines whose fixture or variant no longer exists: (fixture, variant) pairs not in `known`.
  public func orphans(known: Set<String>) -> [String] {
    baselines().filter { !known.contains($0) }
  }

  /// Every baseline key (`<fixture>/<variant>`): regular `.png` files one folder deep. Symbolic
  /// links are never followed, whether to a folder or a file.
  public func baselines() -> [String] {
    let fm = FileManager.default
    var out: [String] = []
    for fixture in ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted() {
      let dir = "\(root)/\(fixture)"
      guard BaselineStore.kind(dir) == .directory else { continue }
      for file in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted()
      where file.hasSuffix(".png") && BaselineStore.kind("\(dir)/\(file)") == .regular {
        out.append("\(fixture)/\(file.dropLast(4))")
      }
    }
    return out
  }

  /// What is at `path`, without following a symbolic link; nil when nothing is.
  static func kind(_ path: String) -> FileStatus.Kind? {
    FileStatus.of(path)?.kind
  }

  /// Removes temporary files that interrupted writes left in the fixtures' folders (Popshot's
  /// own, their process gone: `AtomicFile.removeStale`): those of `fixtures`, or of every
  /// fixture when nil. Returns the paths removed.
  @discardableResult
  public func removeStaleTemporaries(
    of fixtures: [String]? = nil, olderThan age: TimeInterval = AtomicFile.staleAge
  ) -> [String] {
    let fm = FileManager.default
    var removed: [String] = []
    let names = fixtures ?? ((try? fm.contentsOfDirectory(atPath: root)) ?? [])
    for fixture in names.sorted() {
      let dir = "\(root)/\(fixture)"
      guard BaselineStore.kind(dir) == .directory else { continue }
      removed += AtomicFile.removeStale(in: dir, olderThan: age)
    }
    return removed
  }

  /// Deletes an orphan's PNG and sidecar: regular files only, never what a link points to.
  public func delete(_ key: String) throws {
    for ext in ["png", "json"] {
      let path = "\(root)/\(key).\(ext)"
      if BaselineStore.kind(path) == .regular {
        try FileManager.default.removeItem(atPath: path)
      }
    }
  }
}
