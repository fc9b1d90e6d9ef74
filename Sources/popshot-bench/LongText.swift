import PopshotText

/// A 100,000-word paragraph shaped and laid out at 300 pt: line layout must cost the text's
/// length, not its square (issue 14 measured 35 s for 40,000 words before).
func longTextLayout() throws {
  let text = Array(repeating: "lorem", count: 100_000).joined(separator: " ")
  let typesetter = Typesetter()
  let body = Font.body.resolved(.large)
  let ms = try median { _ = try typesetter.shapeUncached(text, font: body).layout(width: 300) }
  report("text.layout.100k-words", ms, "ms")
}
