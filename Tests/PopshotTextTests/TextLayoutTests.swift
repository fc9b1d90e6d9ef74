import Foundation
import PopshotGraphics
import Testing

@testable import PopshotText

@Suite struct TextLayoutTests {
  let message = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."

  /// Advances read independently from Inter 4.0's hmtx and GPOS tables with fontTools
  /// (units per em 2816): H e l l o = 2084 + 1640 + 668 + 668 + 1680 = 6740, no kerning;
  /// A V = 1904 + 1904 with a −192 kerning pair. Measured without SF Pro's tracking, which
  /// TrackingTests checks.
  @Test func advancesMatchTheFontTables() throws {
    let untracked = Typesetter(tracking: false)
    func shaped(_ s: String, _ font: Font) throws -> ShapedText {
      try untracked.shape(s, font: font.resolved(.large))
    }
    #expect(
      abs(try shaped("Hello", .system(size: 17)).measure(width: nil).width - 6740.0 * 17 / 2816)
        < 1e-9)
    #expect(
      abs(
        try shaped("AV", .system(size: 17)).measure(width: nil).width - (3808.0 - 192) * 17 / 2816)
        < 1e-9)
    // Semibold "Error": 6774 units with a −64 pair on "ro".
    #expect(
      abs(
        try shaped("Error", .system(size: 14, weight: .semibold)).measure(width: nil).width - 6710.0
          * 14 / 2816) < 1e-9)
  }

  /// The system designs take SF Pro's line metrics, (1950 + 494) / 2048 em, not Inter's
  /// (2728 + 680) / 2816; the serif design keeps DejaVu Serif's hhea metrics (1901 + 483) / 2048.
  @Test func lineHeightComesFromSFProOrTheFace() throws {
    #expect(abs(try shaped("Hello", .body).measure(width: nil).height - 17.0 * 2444 / 2048) < 1e-9)
    #expect(
      abs(try shaped("Hello", .system(size: 12)).measure(width: nil).height - 12.0 * 2444 / 2048)
        < 1e-9)
    #expect(
      abs(
        try shaped("Hello", .system(size: 12, design: .serif)).measure(width: nil).height
          - 12.0 * 2384 / 2048) < 1e-9)
  }

  /// Line widths computed with fontTools: "…adipiscing" ends at 289.449 pt and the whole sentence
  /// at 313.176 pt; "…amet," at 157.398 pt and "…consectetur" at 228.699 pt. At 311 and 289.5
  /// a greedy break leaves "elit." alone on the second of two lines; UIKit's push-out moves
  /// "adipiscing" down to it, as at 289.4 where it does not fit ("adipiscing elit." is about
  /// 81 pt).
  @Test(arguments: [
    (320.0, ["Lorem ipsum dolor sit amet, consectetur adipiscing elit."]),
    (311.0, ["Lorem ipsum dolor sit amet, consectetur ", "adipiscing elit."]),
    (289.5, ["Lorem ipsum dolor sit amet, consectetur ", "adipiscing elit."]),
    (289.4, ["Lorem ipsum dolor sit amet, consectetur ", "adipiscing elit."]),
    (200.0, ["Lorem ipsum dolor sit amet, ", "consectetur adipiscing elit."]),
  ])
  func wrapsAtWordBoundaries(_ width: Double, _ expected: [String]) throws {
    let layout = try shaped(message, .system(size: 12)).layout(width: width)
    #expect(lineTexts(layout, message) == expected)
    #expect(layout.lines.allSatisfy { $0.width <= width })
    #expect(!layout.truncated)
  }

  /// Push-out applies to two-line paragraphs only: three lines keep a lone last word (an iOS 18
  /// alert's three-line paragraph ended on "alert." alone), and a first line of one word has
  /// nothing to push. A line of ideographs has no word to push: "一二三四五六" wrapped before
  /// its last character keeps "六" alone.
  @Test func pushOutIsForTwoLineParagraphsOfWords() throws {
    let text = try shaped(message, .system(size: 12))
    let p = text.paragraphs[0]
    let words = [0..<28, 28..<40, 40..<51, 51..<56]  // "Lorem … amet, ", "consectetur ", …
    let three = [words[0], 28..<51, 51..<56]
    #expect(text.pushedOut(p, three, maxWidth: 300) == three)
    let two = try shaped("Lorem ipsum", .system(size: 12))
    let single = [0..<6, 6..<11]
    #expect(two.pushedOut(two.paragraphs[0], single, maxWidth: 300) == single)
    let cjk = try shaped("一二三四五六", .system(size: 17))
    let full = cjk.measure(width: nil).width
    let wrapped = cjk.layout(width: full - 1)
    #expect(lineTexts(wrapped, "一二三四五六") == ["一二三四五", "六"])
  }

  /// A hyphen between letters is a break opportunity; the hyphen stays at the end of the line.
  @Test func breaksAfterAHyphenBetweenLetters() throws {
    let s = "state-of-the-art"
    let text = try shaped(s, .system(size: 17))
    let stateOf = try shaped("state-of-", .system(size: 17)).measure(width: nil).width
    let layout = text.layout(width: stateOf + 1)
    #expect(lineTexts(layout, s) == ["state-of-", "the-art"])
    // A hyphen after a space is a minus sign or a dash, not a break: "-b" moves down whole.
    let minus = try shaped("a -b", .system(size: 17))
    let squeezed = minus.layout(width: minus.measure(width: nil).width - 0.1)
    #expect(lineTexts(squeezed, "a -b") == ["a ", "-b"])
  }

  @Test func idealAndMinimumProposals() throws {
    let text = try shaped(message, .system(size: 12))
    let ideal = text.measure(width: nil)
    #expect(abs(ideal.width - 313.176) < 0.001)
    #expect(text.layout(width: nil).lines.count == 1)
    // Zero is the narrowest layout: a character a line (a space stays at the end of its
    // line), as wide as the widest character.
    let minimum = text.measure(width: 0)
    let widestCharacter = try Set(message.filter { $0 != " " }).map {
      try shaped(String($0), .system(size: 12)).measure(width: nil).width
    }.max()!
    #expect(abs(minimum.width - widestCharacter) < 0.01)
    let lines = lineTexts(text.layout(width: 0), message)
    #expect(lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).count == 1 })
    #expect(lines.count == message.filter { $0 != " " }.count)
  }

  @Test func explicitNewlinesSplitParagraphs() throws {
    let s = "Title\n\nBody"
    let layout = try shaped(s, .body).layout(width: nil)
    #expect(lineTexts(layout, s) == ["Title", "", "Body"])
    #expect(abs(layout.size.height - 3 * 17.0 * 2444 / 2048) < 1e-9)
  }

  /// Like UILabel: the last line takes the rest of the text and cuts it between characters where
  /// it and "…" fit. fontTools: "Lorem ipsum dolor sit amet, cons" is 187.93 pt and "…" 9.85 pt;
  /// one more letter would pass 200.
  @Test func lineLimitTruncatesWithAnEllipsis() throws {
    let layout = try shaped(message, .system(size: 12)).layout(width: 200, lineLimit: 1)
    #expect(layout.truncated)
    #expect(lineTexts(layout, message) == ["Lorem ipsum dolor sit amet, cons"])
    #expect(layout.lines[0].width <= 200 && abs(layout.lines[0].width - 197.778) < 0.01)
    let two = try shaped(message, .system(size: 12)).layout(width: 120, lineLimit: 2)
    #expect(two.lines.count == 2 && two.truncated)
    #expect(lineTexts(two, message)[0] == "Lorem ipsum dolor ")
  }

  @Test func aWordWiderThanTheLineBreaksInsideIt() throws {
    let word = "Supercalifragilistic"
    let text = try shaped(word, .system(size: 17))
    let layout = text.layout(width: 50)
    let lines = lineTexts(layout, word)
    #expect(lines.count > 1)
    #expect(lines.joined() == word)
    #expect(layout.lines.allSatisfy { $0.width <= 50 })
    // Each line but the last is as long as fits: one more letter would pass 50 pt.
    for line in lines.dropLast() {
      let longer = String(
        word.dropFirst(lines.prefix { $0 != line }.joined().count).prefix(line.count + 1))
      #expect(try shaped(longer, .system(size: 17)).measure(width: nil).width > 50)
    }
  }

  /// Noto Sans CJK ideographs and full-width punctuation are 1 em wide: 14 pt at 14 pt.
  @Test func ideographsBreakBetweenCharactersButNotBeforeClosingPunctuation() throws {
    let s = "这是全屏弹窗"
    #expect(lineTexts(try shaped(s, .system(size: 14)).layout(width: 30), s) == ["这是", "全屏", "弹窗"])
    let p = "你好。世界"
    // "。" may not start a line, so "好" moves down with it.
    #expect(lineTexts(try shaped(p, .system(size: 14)).layout(width: 30), p) == ["你", "好。", "世界"])
    let opening = "我说「好」"
    // "「" may not end a line: it moves down with "好".
    #expect(
      lineTexts(try shaped(opening, .system(size: 14)).layout(width: 44), opening) == ["我说", "「好」"])
  }

  @Test func mixedLatinAndCJKBreaksAtScriptBoundariesNotInsideWords() throws {
    let s = "我是present界面的弹窗"
    let layout = try shaped(s, .system(size: 14)).layout(width: 60)
    let lines = lineTexts(layout, s)
    #expect(lines.joined() == s)
    #expect(lines.contains { $0.contains("present") })
    #expect(layout.missingCharacters.isEmpty)
  }

  @Test func fallbackPicksFacesByCoverage() throws {
    let text = try shaped("Создать 这是 ひらがな ✓", .body)
    let families = Set(text.faces.map(\.familyName))
    #expect(families.contains("Inter"))
    // Kana in the paragraph selects Japanese glyph forms for its ideographs too.
    #expect(families.contains("Noto Sans CJK JP"))
    #expect(text.missingCharacters.isEmpty)
  }

  @Test func uncoveredCharactersAreReportedAndDrawnAsABox() throws {
    let s = "A\u{17000}B"  // a Tangut ideograph: no installed face covers it
    let text = try shaped(s, .body)
    #expect(text.missingCharacters == ["\u{17000}"])
    let layout = text.layout(width: nil)
    #expect(layout.missingCharacters == ["\u{17000}"])
    let glyphs = layout.lines[0].runs.flatMap(\.glyphs)
    #expect(glyphs.count == 3 && glyphs.contains(0))  // glyph 0: the face's missing-glyph box
  }

  @Test func rightToLeftParagraphsStartAtTheRight() throws {
    let s = "שלום עולם"
    let text = try shaped(s, .body)
    let layout = text.layout(width: 200)
    #expect(layout.lines.count == 1)
    // Alignment .leading is the right edge for right-to-left text: the frame is the line's width,
    // and in a wider frame (centre and trailing compared) the line starts at x = 0 or moves left.
    let positions = layout.lines[0].runs.flatMap(\.positions)
    #expect(positions.map(\.x) == positions.map(\.x).sorted())
    // The first logical letter (ש) is drawn last, at the right end.
    let hebrew = try FontCatalog.shared.lastResort(weight: .regular)
    let shin = try #require(hebrew.glyph(for: "ש"))
    #expect(layout.lines[0].runs.flatMap(\.glyphs).last == shin)
  }

  /// A truncated right-to-left line ends in "…" on its left, where reading stops.
  @Test func rightToLeftEllipsisIsOnTheLeft() throws {
    let s = "שלום עולם שלום עולם שלום עולם שלום עולם"
    let layout = try shaped(s, .body).layout(width: 120, lineLimit: 1)
    #expect(layout.truncated)
    let runs = layout.lines[0].runs
    let ellipsisX = try #require(runs.last?.positions.first?.x)
    let textXs = runs.dropLast().flatMap(\.positions).map(\.x)
    #expect(textXs.allSatisfy { $0 > ellipsisX })
    #expect(layout.lines[0].width <= 120)
  }

  @Test func alignmentPlacesShorterLines() throws {
    let s = "Wide first line here\nshort"
    let text = try shaped(s, .body)
    for (alignment, expect) in [(TextAlignment.leading, 0.0), (.center, 0.5), (.trailing, 1.0)] {
      let layout = text.layout(width: nil, alignment: alignment)
      let slack = layout.size.width - layout.lines[1].width
      #expect(abs(layout.lines[1].x - slack * expect) < 1e-9)
      #expect(layout.lines[0].x == 0)
    }
  }
}
