import Foundation

/// What stands at a path, from one `lstat` (a symbolic link is described, not followed).
///
/// Foundation's `attributesOfItem` on Linux also looks up the owner's user and group names,
/// reading /etc/passwd and /etc/group on every call; a run asks about every baseline, sidecar
/// and output file, so it asks here instead.
public struct FileStatus: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case regular, directory, symbolicLink, device, socket, other
  }
  public var kind: Kind
  /// Bytes (a regular file's length).
  public var size: Int
  /// The last modification, in seconds since 1970.
  public var modified: Double

  /// The status of `path`; nil when nothing is there (or it cannot be examined).
  public static func of(_ path: String) -> FileStatus? {
    var st = stat()
    guard lstat(path, &st) == 0 else { return nil }
    let kind: Kind =
      switch st.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFLNK: .symbolicLink
      case S_IFCHR, S_IFBLK: .device
      case S_IFSOCK: .socket
      default: .other
      }
    let modified = Double(st.st_mtim.tv_sec) + Double(st.st_mtim.tv_nsec) / 1e9
    return FileStatus(kind: kind, size: Int(st.st_size), modified: modified)
  }

  /// Creates the folder `path` and any missing parents, as `FileManager.createDirectory(atPath:
  /// withIntermediateDirectories: true)` does, but with a single `mkdir` when only the last
  /// folder is missing or none is (the common case for a run's output files).
  public static func makeFolder(_ path: String) throws {
    if mkdir(path, 0o777) == 0 { return }
    let failure = errno
    if failure == EEXIST {
      var st = stat()
      if stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR { return }
    }
    // A missing parent, or something else in the way: Foundation's error says which.
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
}
