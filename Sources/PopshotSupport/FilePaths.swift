// Paths between the files a run writes and reads: one normaliser, one relative-path function and
// one URI encoder for the SARIF log, the gallery and the run.
import Foundation

/// Path arithmetic on strings, without touching the file system (except `resolved`).
public enum FilePaths {
  /// `path`'s components once it is made absolute against `cwd`, with `.` and `..` resolved
  /// (`..` at the root stays at the root). Symbolic links are not followed.
  public static func components(
    _ path: String, cwd: String = FileManager.default.currentDirectoryPath
  ) -> [String] {
    var out: [String] = []
    let absolute = path.hasPrefix("/") ? path : "\(cwd)/\(path)"
    for c in absolute.split(separator: "/") where c != "." {
      if c == ".." {
        if !out.isEmpty { out.removeLast() }
      } else {
        out.append(String(c))
      }
    }
    return out
  }

  /// `target` relative to the folder `base` (both made absolute against `cwd`), with `..` where
  /// it lies outside; "." when they are the same.
  public static func relative(
    _ target: String, from base: String,
    cwd: String = FileManager.default.currentDirectoryPath
  ) -> String {
    let t = components(target, cwd: cwd)
    let b = components(base, cwd: cwd)
    var common = 0
    while common < min(t.count, b.count) && t[common] == b[common] { common += 1 }
    let joined = (Array(repeating: "..", count: b.count - common) + t[common...])
      .joined(separator: "/")
    return joined.isEmpty ? "." : joined
  }

  /// `path` made absolute, `.` and `..` resolved, and symbolic links followed where it exists:
  /// what it really names.
  public static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// A relative or absolute path as a URI path: every component percent-encoded (all but
  /// RFC 3986's unreserved characters), "/" kept.
  public static func uriPath(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false)
      .map { percentEncoded(String($0)) }.joined(separator: "/")
  }

  private static let hexDigits = Array("0123456789ABCDEF")

  /// Every byte but A–Z, a–z, 0–9, "-", ".", "_" and "~" as %XX (RFC 3986, section 2.3).
  public static func percentEncoded(_ s: String) -> String {
    var out = ""
    for b in s.utf8 {
      switch b {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.unicodeScalars.append(Unicode.Scalar(b))
      default:
        out += "%\(hexDigits[Int(b >> 4)])\(hexDigits[Int(b & 15)])"
      }
    }
    return out
  }
}
