import PopshotGraphics
import Testing

@testable import PopshotUI

/// A custom guide, as Apple's AlignmentID documentation writes one: a view's vertical centre
/// unless it says otherwise.
private enum MidAccount: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
}
extension VerticalAlignment {
  fileprivate static let midAccount = VerticalAlignment(MidAccount.self)
}

/// Stacks line children up on a guide's value: the default's (a fraction of the size), a
/// view's own from `.alignmentGuide`, or a text's baselines. Frames worked out by hand from
/// SwiftUI's rule (docs/swiftui.md "Alignment guides") and SF Pro's metrics (SFLines.swift).
@Suite struct AlignmentGuideTests {
  /// The large title's baseline is 34 × 1950 / 2048 = 32.37 below its top, the body's 16.19:
  /// the body text moves down by the difference; the row is the title's line tall.
  @Test func firstTextBaselines() throws {
    let f = try layout(
      HStack(alignment: .firstTextBaseline) {
        Text("A").font(.largeTitle).id("a")
        Text("b").id("b")
      })
    #expect(near(f["a"]?.minY, 0))
    #expect(near(f["b"]?.minY, SF.ascent(34) - SF.ascent(17)))
  }

  /// A VStack's last baseline is its last text's: 20.33 (the first text, its 20.287 pt line
  /// rounded up to the 3x pixel) + 16.19 = 36.52 from its top; the title beside it (baseline
  /// 26.66) moves down by 9.86.
  @Test func lastTextBaselineOfAStack() throws {
    let f = try layout(
      HStack(alignment: .lastTextBaseline) {
        VStack(alignment: .leading) {
          Text("A")
          Text("B")
        }.id("v")
        Text("C").font(.title).id("c")
      })
    #expect(near(f["v"]?.minY, 0))
    #expect(near(f["c"]?.minY, SF.lineOnPixels(17) + SF.ascent(17) - SF.ascent(28)))
  }

  /// The narrow square says its leading guide is its trailing edge (50): the stack's line is at
  /// 50, the wide square starts there, the narrow one ends there; the stack is 150 wide.
  @Test func alignmentGuideMovesAView() throws {
    let f = try layout(
      VStack(alignment: .leading) {
        Color.red.frame(width: 100, height: 10).id("a")
        Color.blue.frame(width: 50, height: 10).alignmentGuide(.leading) { d in d[.trailing] }
          .id("b")
      }.id("s"))
    expectFrames(
      f, ["a": r(50, 0, 100, 10), "b": r(0, 18, 50, 10), "s": r(0, 0, 150, 28)])
  }

  /// A custom guide through a nested stack: the second square's centre (18 + 5 = 23 in the
  /// column) meets the tall square's centre (15): the column stays at 0, the tall square moves
  /// to 8, and the row is 23 + max(28 − 23, 30 − 15) = 38 tall.
  @Test func customGuideThroughANestedStack() throws {
    let f = try layout(
      HStack(alignment: .midAccount) {
        VStack {
          Color.red.frame(width: 10, height: 10)
          Color.red.frame(width: 10, height: 10)
            .alignmentGuide(.midAccount) { d in d[VerticalAlignment.center] }
        }.id("column")
        Color.blue.frame(width: 10, height: 30).id("tall")
      }.id("row"))
    expectFrames(f, ["column": r(0, 0, 10, 28), "tall": r(18, 8, 10, 30), "row": r(0, 0, 28, 38)])
  }

  /// ViewDimensions reads explicit values and falls back to the defaults.
  @Test func viewDimensionsSubscripts() throws {
    let d = ViewDimensions(width: 40, height: 20) { key in
      key == HorizontalAlignment.leading.key ? 7 : nil
    }
    #expect(d[.leading] == 7 && d[.trailing] == 40 && d[VerticalAlignment.center] == 10)
    #expect(d[explicit: .leading] == 7 && d[explicit: .trailing] == nil)
    #expect(HorizontalAlignment(rawValue: "trailing") == .trailing)
    #expect(VerticalAlignment(rawValue: "firstTextBaseline") == .firstTextBaseline)
  }
}
