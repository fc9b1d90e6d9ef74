// "Did you mean" suggestions for mistyped keys, names and options, shared by the fixture decoder,
// the audit configuration and the command line.

/// Edit distance, to suggest the key someone meant.
package func levenshtein(_ a: String, _ b: String) -> Int {
  let x = Array(a.lowercased())
  let y = Array(b.lowercased())
  if x.isEmpty { return y.count }
  var row = Array(0...y.count)
  for i in 1...x.count {
    var previous = row[0]
    row[0] = i
    for j in 1...max(1, y.count) where !y.isEmpty {
      let old = row[j]
      row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (x[i - 1] == y[j - 1] ? 0 : 1))
      previous = old
    }
  }
  return row[y.count]
}

/// The closest of `options` to `word`, if any is close enough to be a likely typo.
package func nearest(_ word: String, in options: [String]) -> String? {
  // A word far longer than every option is no typo of one (and would cost its length squared).
  guard word.count <= 2 * (options.map(\.count).max() ?? 0) + 8 else { return nil }
  let scored = options.map { ($0, levenshtein(word, $0)) }.sorted { $0.1 < $1.1 }
  guard let best = scored.first, best.1 <= max(2, word.count / 3) else { return nil }
  return best.0
}

/// "; did you mean "x"?" for the nearest option, quoted with `quote`, or `otherwise`.
package func didYouMean(
  _ word: String, in options: [String], quote: String = "\"", otherwise: String = ""
) -> String {
  nearest(word, in: options).map { "; did you mean \(quote)\($0)\(quote)?" } ?? otherwise
}
