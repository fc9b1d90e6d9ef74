import Foundation

/// Whole-file writes that never leave a partial file behind.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `path` and renames it over `path`. A `durable`
  /// write also flushes the file to disk first (Foundation's write does), as baselines and
  /// goldens need; a run's scratch output (renders, annotated images) skips the flush, which
  /// cost a disk round trip per file, and is still never seen half-written.
  ///
  /// A regular file (not a link) at `path` that already holds exactly `data` is left as it is:
  /// a run into the same folder again creates no file for what did not change, and a file's
  /// time stays the time it last changed.
  public static func write(_ data: Data, to path: String, durable: Bool = true) throws {
    if holds(path, size: data.count, { $0 == data }) {
      // A durable write promises the bytes are on disk; the file may have been written unflushed.
      if durable { flush(path) }
      return
    }
    try replace(path) { url in
      if durable {
        try data.write(to: url)
      } else {
        try writeUnflushed(data, to: url.path)
      }
    }
  }

  /// Writes two files that belong together (a baseline's PNG and its sidecar), durably: both are
  /// written to temporary files first, and only when both are whole on disk are they renamed
  /// into place, the first first. A full disk or any other failure while writing leaves both
  /// paths as they were, never a new first file without its second. (A rename can fail only
  /// after the first rename in ways that do not involve space; then the first is new and the
  /// second old, which a sidecar's hash of its PNG exposes.)
  public static func writePair(_ first: (Data, String), _ second: (Data, String)) throws {
    var staged: [(tmp: URL, path: String)] = []
    do {
      for (data, path) in [first, second] where !holds(path, size: data.count, { $0 == data }) {
        let url = URL(fileURLWithPath: path)
        try FileStatus.makeFolder(url.deletingLastPathComponent().path)
        let tmp = url.deletingLastPathComponent().appendingPathComponent(
          temporaryName(for: url.lastPathComponent))
        staged.append((tmp, path))
        try data.write(to: tmp)
      }
      for (tmp, path) in staged where rename(tmp.path, path) != 0 {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      for (tmp, _) in staged { try? FileManager.default.removeItem(at: tmp) }
      throw error
    }
  }

  /// Creates `path` (which must not exist) with `data`, without flushing it.
  private static func writeUnflushed(_ data: Data, to path: String) throws {
    // 0666 less the umask, as Foundation's write creates files.
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var closed = false
    defer { if !closed { close(fd) } }
    try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
      var done = 0
      while done < raw.count {
        let n = Foundation.write(fd, raw.baseAddress! + done, raw.count - done)
        if n < 0 {
          if errno == EINTR { continue }
          throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        done += n
      }
    }
    // Some file systems (NFS, or a full quota) report a failed write only at close; the caller
    // then removes the temporary file rather than renaming a short one into place. Linux closes
    // the descriptor even when close fails, so it is not retried.
    closed = true
    if close(fd) != 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
  }

  /// Copies the regular file `source` to `path` whole or not at all, the same way as `write`
  /// (unflushed: copies are a run's scratch output): its bytes are read and written to a
  /// temporary file beside `path`, renamed over it. Never a hard link, so editing the copy leaves
  /// the source alone, and never a link's copy. A regular file at `path` with the source's bytes
  /// already is left as it is.
  public static func copy(_ source: String, to path: String) throws {
    guard FileStatus.of(source)?.kind == .regular,
      let data = FileManager.default.contents(atPath: source)
    else { throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: source]) }
    try write(data, to: path, durable: false)
  }

  /// Flushes the file at `path` to disk (best effort: a failure leaves it as a write would have).
  private static func flush(_ path: String) {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }

  /// The size of the regular file at `path`; nil for a link, a folder, or nothing.
  private static func regularFileSize(_ path: String) -> Int? {
    guard let status = FileStatus.of(path), status.kind == .regular else { return nil }
    return status.size
  }

  /// Whether `path` is a regular file of `size` bytes whose contents `same` accepts. The size
  /// is compared first, so a changed file of another size is not read.
  private static func holds(_ path: String, size: Int, _ same: (Data) -> Bool) -> Bool {
    guard regularFileSize(path) == size, let now = FileManager.default.contents(atPath: path)
    else { return false }
    return same(now)
  }

  /// Makes the new file with `make` at a temporary path beside `path`, then renames it over
  /// `path`; on any failure the temporary file is removed and `path` is left as it was.
  private static func replace(_ path: String, with make: (URL) throws -> Void) throws {
    let url = URL(fileURLWithPath: path)
    let dir = url.deletingLastPathComponent()
    try FileStatus.makeFolder(dir.path)
    let tmp = dir.appendingPathComponent(temporaryName(for: url.lastPathComponent))
    do {
      try make(tmp)
      if rename(tmp.path, url.path) != 0 {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      try? FileManager.default.removeItem(at: tmp)
      throw error
    }
  }

  /// `.<name>.<pid>.<uuid>.tmp`: unique per write, and naming the process that owns it.
  static func temporaryName(for name: String) -> String {
    ".\(name).\(getpid()).\(randomUUID().uuidString).tmp"
  }

  /// A version 4 UUID from the system's generator (`getrandom`): Foundation's `UUID()` on Linux
  /// opens and closes /dev/urandom for each one, and a run names a temporary file per output.
  static func randomUUID() -> UUID {
    var generator = SystemRandomNumberGenerator()
    var bytes = (generator.next() as UInt64, generator.next() as UInt64)
    return withUnsafeMutableBytes(of: &bytes) { raw in
      raw[6] = raw[6] & 0x0F | 0x40  // version 4
      raw[8] = raw[8] & 0x3F | 0x80  // RFC 4122 variant
      return UUID(uuid: raw.load(as: uuid_t.self))
    }
  }

  /// The process id in a name `temporaryName(for:)` makes; nil for any other name (another
  /// tool's hidden `.tmp` file is never Popshot's to remove).
  static func owner(ofTemporary name: String) -> Int32? {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
    let fields = name.dropFirst().dropLast(4).split(
      separator: ".", omittingEmptySubsequences: false)
    guard fields.count >= 3, fields.dropLast(2).allSatisfy({ !$0.isEmpty }),
      UUID(uuidString: String(fields[fields.count - 1])) != nil,
      let pid = Int32(fields[fields.count - 2]), pid > 0
    else { return nil }
    return pid
  }

  /// How long a temporary file must have been left alone before it counts as stale: a write
  /// touches its file as it goes and renames it when done, within seconds. The owner's process
  /// id says the rest; the minute only guards a writer this process cannot see (another PID
  /// namespace sharing the folder).
  public static let staleAge: TimeInterval = 60

  /// Removes the temporary files in `directory` (not below it) left by writes that died: named
  /// as `temporaryName(for:)` names them, untouched for `age` seconds and owned by no live
  /// process. Returns the paths removed.
  @discardableResult
  public static func removeStale(in directory: String, olderThan age: TimeInterval = staleAge)
    -> [String]
  {
    let fm = FileManager.default
    var removed: [String] = []
    for name in ((try? fm.contentsOfDirectory(atPath: directory)) ?? []).sorted() {
      guard let pid = owner(ofTemporary: name) else { continue }
      let path = "\(directory)/\(name)"
      guard let status = FileStatus.of(path), status.kind == .regular,
        Date().timeIntervalSince1970 - status.modified > age
      else { continue }
      // EPERM: the process exists, under another user.
      if kill(pid, 0) == 0 || errno == EPERM { continue }
      if (try? fm.removeItem(atPath: path)) != nil { removed.append(path) }
    }
    return removed
  }
}
