import Foundation
import PopshotGraphics
import Testing

@testable import PopshotText

let typesetter = Typesetter()

func shaped(_ s: String, _ font: Font, _ dt: DynamicTypeSize = .large) throws -> ShapedText {
  try typesetter.shape(s, font: font.resolved(dt))
}

/// The text of each line of a layout.
func lineTexts(_ layout: TextLayout, _ string: String) -> [String] {
  let scalars = Array(string.unicodeScalars)
  return layout.lines.map { line in
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars[line.range])
    return String(s)
  }
}
