import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

@MainActor @Suite struct NSStringDrawingTests {
  /// Without `.usesLineFragmentOrigin` UIKit measures one line, whatever the width; with it the
  /// text wraps, so a sentence too long for 60 pt takes more lines: a whole multiple of the
  /// one-line height (the lines of one font are equally tall), and no wider than 60.
  @Test func wrapsOnlyWithLineFragmentOrigin() {
    let text = "The quick brown fox jumps" as NSString
    let font: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17)]
    let oneLine = text.size(withAttributes: font)
    let narrow = CGSize(width: 60, height: CGFloat.greatestFiniteMagnitude)
    let unwrapped = text.boundingRect(with: narrow, attributes: font, context: nil)
    #expect(unwrapped.size == oneLine && oneLine.width > 60)
    let wrapped = text.boundingRect(
      with: narrow, options: .usesLineFragmentOrigin, attributes: font, context: nil)
    let lines = wrapped.height / oneLine.height
    #expect(wrapped.width <= 60 && lines >= 2 && abs(lines - lines.rounded()) < 1e-9)
  }

  /// The font comes from the attributes, and UIKit's default is 12 pt: with no font the size
  /// is the 12 pt system font's. At 34 pt a word is about twice as wide as at 17 pt (not
  /// exactly: SF's tracking differs by size).
  @Test func measuresInTheAttributesFont() {
    let word = "Popshot" as NSString
    let small = word.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
    let large = word.size(withAttributes: [.font: UIFont.systemFont(ofSize: 34)])
    #expect(large.width / small.width > 1.8 && large.width / small.width < 2.2)
    #expect(large.height > small.height)
    #expect(word.size() == word.size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)]))
  }
}
