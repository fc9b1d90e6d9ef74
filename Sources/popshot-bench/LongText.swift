import PopshotText

/// A 100,000-word paragraph shaped and laid out at 300 pt: line layout must cost the text's
/// length, not its square (issue 14 measured 35 s for 40,000 words before).
func longTextLayout() throws {
  let text = Array(repeating: "lorem", count: 100_000).joined(separator: " ")
  let typesetter = Typesetter()
  let body = Font.body.resolved(.large)
  let ms = try median { _ = try typesetter.shapeUncached(text, font: body).layout(width: 300) }
  reportTime("text.layout.100k-words", ms)
}

/// A 10,000- and a 40,000-word paragraph cut to three lines at 300 pt: the cut must cost the
/// text's length (issue 29 measured 2 s and 30 s before: a square).
func longTextTruncation() throws {
  let typesetter = Typesetter()
  let body = Font.body.resolved(.large)
  for words in [10_000, 40_000] {
    let text = Array(repeating: "lorem", count: words).joined(separator: " ")
    let shaped = try typesetter.shapeUncached(text, font: body)
    let ms = try median { _ = shaped.layout(width: 300, lineLimit: 3) }
    reportTime("text.truncate.\(words / 1000)k-words", ms)
  }
}
