import PopshotGraphics
import Testing

@testable import PopshotUI

/// The gaps a VStack puts between views when no spacing is given, worked out from SF Pro's
/// metrics and the rule in docs/platform.md ("Stack spacing"): text/text 0, view/text 6.43,
/// text/view 10.64, view/view 8 (body text, 3x pixels).
@Suite struct EdgeSpacingTests {
  /// A body text's height: its 20.287 pt line rounded up to the 3x pixel. The gaps come from the
  /// line's metrics, unrounded.
  let line = SF.lineOnPixels(17)
  var square: some View { Color.red.frame(width: 10, height: 10) }

  /// The hand-worked body figures, against which SF's helpers are checked once.
  @Test func bodyFigures() {
    // 20.287 × 0.1 = 2.029 → 2.333 (7/3); 20.287 + 2.333 − 16.187 = 6.434;
    // max(22.620 − 11.978, 2.333 + 4.101) = 10.642.
    #expect(abs(SF.viewAbove(17) - 6.4339) < 1e-4)
    #expect(abs(SF.viewBelow(17) - 10.6424) < 1e-4)
  }

  @Test func textOverText() throws {
    let f = try layout(
      VStack(alignment: .leading) {
        Text("A").id("a")
        Text("B").id("b")
      })
    expectFrames(f, ["b": r(0, line, f["b"]!.width, line)])
  }

  /// Texts of different styles meet without a gap too: SF Pro has no leading.
  @Test func titleOverBody() throws {
    let f = try layout(
      VStack(alignment: .leading) {
        Text("A").font(.title).id("a")
        Text("B").id("b")
      })
    #expect(near(f["b"]?.minY, SF.lineOnPixels(28)))
  }

  @Test func viewOverText() throws {
    let f = try layout(
      VStack(alignment: .leading) {
        square
        Text("B").id("b")
      })
    #expect(near(f["b"]?.minY, 10 + SF.viewAbove(17)))
  }

  @Test func textOverView() throws {
    let f = try layout(
      VStack(alignment: .leading) {
        Text("A")
        square.id("s")
      })
    #expect(near(f["s"]?.minY, line + SF.viewBelow(17)))
  }

  @Test func viewOverViewAndSideBySide() throws {
    let v = try layout(
      VStack(alignment: .leading) {
        square
        square.id("s")
      })
    #expect(near(v["s"]?.minY, 18))
    let h = try layout(
      HStack(alignment: .top) {
        Text("A").id("a")
        Text("B").id("b")
      })
    #expect(near(h["b"]?.minX, h["a"]!.width + 8))
  }

  /// Padding makes the padded edge a view's; a width-only frame keeps the text's edges, a frame
  /// with a height does not.
  @Test func modifiersKeepOrResetTheTextEdge() throws {
    let padded = try layout(
      VStack(alignment: .leading) {
        Text("A")
        Text("B").padding(.top, 4).id("b")
      })
    #expect(near(padded["b"]?.minY, line + SF.viewBelow(17)))
    let wide = try layout(
      VStack(alignment: .leading) {
        Text("A").frame(maxWidth: .infinity, alignment: .leading)
        Text("B").id("b")
      })
    #expect(near(wide["b"]?.minY, line))
    let tall = try layout(
      VStack(alignment: .leading) {
        Text("A").frame(height: 30)
        Text("B").id("b")
      })
    #expect(near(tall["b"]?.minY, 30 + SF.viewAbove(17)))
  }

  /// A nested VStack offers its first child's top; an HStack row with a square and a text is
  /// both kinds, and the larger wish wins (view/text 6.43 over text/text 0).
  @Test func nestedStacks() throws {
    let nested = try layout(
      VStack(alignment: .leading) {
        square
        VStack {
          Text("A")
          Text("B")
        }.id("n")
      })
    #expect(near(nested["n"]?.minY, 10 + SF.viewAbove(17)))
    let row = try layout(
      VStack(alignment: .leading) {
        HStack {
          square
          Text("A")
        }
        Text("B").id("b")
      })
    #expect(near(row["b"]?.minY, line + SF.viewAbove(17)))
  }

  @Test func spacersAndExplicitSpacing() throws {
    let f = try layout(
      VStack(spacing: 3) {
        Text("A")
        Text("B").id("b")
      })
    #expect(near(f["b"]?.minY, line + 3))
    let s = try layout(
      VStack(alignment: .leading) {
        Text("A")
        Spacer(minLength: 0)
        Text("B").id("b")
      }
      .frame(height: 100))
    #expect(near(s["b"]?.maxY, 100))
  }
}
