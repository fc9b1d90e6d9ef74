import Foundation
import PopshotGraphics
import PopshotTestSupport
import PopshotText
import Testing

@testable import PopshotUI

/// Literals are localized keys read as Markdown; strings and `verbatim:` stay as written.
@Suite(.removesTemporaryFolders) struct TextMarkdownTests {
  let screen = Size(width: 390, height: 400)

  func render(_ view: some View) throws -> LayoutResult {
    try LayoutEngine.render(view, size: screen)
  }

  func files(_ view: some View) throws -> [String] {
    try render(view).displayList.items.compactMap {
      guard case .glyphRun(let r) = $0 else { return nil }
      return (r.source as! FontFace).path.split(separator: "/").last.map(String.init)
    }
  }

  func label(_ view: some View) throws -> String? {
    try render(view).semantics.elements.first { $0.role == .text }?.label
  }

  @Test func aLiteralIsMarkdownAndAStringIsNot() throws {
    #expect(try files(Text("**b**")) == ["Inter-Bold.otf"])
    #expect(try label(Text("**b**")) == "b")
    let s = "**b**"
    #expect(try files(Text(s)) == ["Inter-Regular.otf"])
    #expect(try label(Text(s)) == "**b**")
    #expect(try label(Text(verbatim: "**b**")) == "**b**")
  }

  @Test func inlineStyles() throws {
    #expect(
      try files(Text("a *i* b")) == ["Inter-Regular.otf", "Inter-Italic.otf", "Inter-Regular.otf"])
    #expect(try files(Text("_i_")) == ["Inter-Italic.otf"])
    #expect(try files(Text("***bi***")) == ["Inter-BoldItalic.otf"])
    #expect(try files(Text("`code`")) == ["DejaVuSansMono.ttf"])
    #expect(
      try label(Text("~~gone~~ [link](https://example.com) \\*star\\*")) == "gone link *star*")
  }

  @Test func wordUnderscoresAndLoneMarksStayAsWritten() throws {
    #expect(try label(Text("snake_case_name")) == "snake_case_name")
    #expect(try label(Text("2 * 3 = 6")) == "2 * 3 = 6")
    #expect(try label(Text("a ** b")) == "a ** b")
  }

  @Test func strikethroughIsARuleAndLinksTakeTheTint() throws {
    let items = try render(Text("~~x~~")).displayList.items
    #expect(items.contains { if case .fill = $0 { return true } else { return false } })
    let link = try render(Text("[go](https://example.com)").tint(.red)).displayList.items
    let paints = link.compactMap { i -> Paint? in
      if case .glyphRun(let r) = i { return r.paint } else { return nil }
    }
    #expect(paints == [.solid(Color.red.resolved(.light, design: .liquidGlass))])
  }

  @Test func interpolatedValuesAreNotMarkdown() throws {
    let name = "*x*"
    #expect(try label(Text("Hi **\(name)**")) == "Hi *x*")
    #expect(try files(Text("Hi **\(name)**")) == ["Inter-Regular.otf", "Inter-Bold.otf"])
    #expect(try label(Text("\(3) items, \(0.5)")) == "3 items, 0.500000")
    #expect(try label(Text("\(0.5, specifier: "%.1f") kg")) == "0.5 kg")
    #expect(try label(Text("100% sure")) == "100% sure")
  }

  @Test func stringsTablesAreLookedUpAndTheKeyShownWhenMissing() throws {
    let dir = URL(fileURLWithPath: try temporaryFolder("popshot-strings"))
    try """
    /* greeting */
    "hello" = "Hello, **world**";
    "count %lld" = "%lld things";
    """.write(
      to: dir.appendingPathComponent("Localizable.strings"), atomically: false, encoding: .utf8)
    let bundle = try #require(Bundle(path: dir.path))
    #expect(try label(Text("hello", bundle: bundle)) == "Hello, world")
    #expect(try files(Text("hello", bundle: bundle)).last == "Inter-Bold.otf")
    #expect(try label(Text("count \(4)", bundle: bundle, comment: "items")) == "4 things")
    #expect(try label(Text("missing", tableName: "Other", bundle: bundle)) == "missing")
    #expect(try label(Text("missing", comment: "no table")) == "missing")
  }

  @Test func datesAndNumbersUseAFixedLocale() throws {
    let date = Date(timeIntervalSince1970: 0)
    #expect(try label(Text(date, style: .date)) == "January 1, 1970")
    // ICU, as iOS 17, puts a narrow no-break space before AM.
    #expect(try label(Text(date, style: .time)) == "12:00\u{202F}AM")
    let later = Text.referenceDate.addingTimeInterval(2 * 3600 + 180)
    #expect(try label(Text(later, style: .relative)) == "2 hours, 3 minutes")
    #expect(try label(Text(later, style: .offset)) == "+2 hours")
    #expect(try label(Text(later, style: .timer)) == "2:03:00")
    #expect(try label(Text(1234, format: .number)) == "1,234")
    #expect(try label(Text(1234.5, format: .number)) == "1,234.5")
  }
}
