import Foundation

/// Whole-file writes that never leave a partial file behind.
public enum AtomicFile {
  /// Writes `data` to a temporary file beside `path`, flushes it, and renames it over `path`.
  public static func write(_ data: Data, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    let dir = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let tmp = dir.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: tmp)
      if rename(tmp.path, url.path) != 0 {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    } catch {
      try? FileManager.default.removeItem(at: tmp)
      throw error
    }
  }
}
