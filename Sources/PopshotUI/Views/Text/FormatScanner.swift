// The pieces of a localized format string, as Foundation's `String(format:)` reads them: plain
// scalars, "%%", a specifier ("%@", "%2$lld", "%.1f": an optional position "n$", then flags,
// width, precision and length, then the conversion) and a `.stringsdict`/catalog variable
// ("%#@name@", "%2$#@name@"). LocalizedStringKey fills specifiers with values; LocalizedEntry
// replaces variables and renumbers specifiers. One scanner, so the two read a format alike.

enum FormatPiece {
  case scalar(Unicode.Scalar)
  /// "%%".
  case percent
  /// A specifier: its position from 0 when written ("%2$@" is 1), and what follows the position
  /// (flags to conversion: "lld", ".1f").
  case specifier(position: Int?, body: String.UnicodeScalarView.SubSequence)
  /// "%#@name@": a variable, with its position when written.
  case variable(name: String, position: Int?)

  /// Calls `visit` with each piece of `format` in order.
  static func scan(_ format: String, _ visit: (FormatPiece) -> Void) {
    let f = format.unicodeScalars
    var i = f.startIndex
    while i < f.endIndex {
      let next = f.index(after: i)
      guard f[i] == "%", next < f.endIndex else {
        visit(.scalar(f[i]))
        i = next
        continue
      }
      if f[next] == "%" {
        visit(.percent)
        i = f.index(after: next)
        continue
      }
      // An optional "n$".
      var j = next
      var digits = 0
      while j < f.endIndex, let d = Int(String(f[j])) {
        digits = digits * 10 + d
        j = f.index(after: j)
      }
      var position: Int? = nil
      if j < f.endIndex, f[j] == "$" {
        position = digits - 1
        j = f.index(after: j)
      } else {
        j = next
      }
      // "#@name@".
      if j < f.endIndex, f[j] == "#", f.index(after: j) < f.endIndex, f[f.index(after: j)] == "@",
        let close = f[f.index(j, offsetBy: 2)...].firstIndex(of: "@")
      {
        visit(.variable(name: String(f[f.index(j, offsetBy: 2)..<close]), position: position))
        i = f.index(after: close)
        continue
      }
      let body = j
      while j < f.endIndex, "0123456789.-+ #'hlqLzjt".unicodeScalars.contains(f[j]) {
        j = f.index(after: j)
      }
      let end = j < f.endIndex ? f.index(after: j) : j
      visit(.specifier(position: position, body: f[body..<end]))
      i = end
    }
  }
}
