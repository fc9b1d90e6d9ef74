// Commands printed for a person to paste: each word as a POSIX shell reads it.
import Foundation

/// `s` as one word to a POSIX shell: bare when it is plain, else in single quotes.
public func shellQuoted(_ s: String) -> String {
  let plain =
    !s.isEmpty
    && s.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || "-_./=:,+@".unicodeScalars.contains($0)
    }
  return plain ? s : "'" + s.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
}
