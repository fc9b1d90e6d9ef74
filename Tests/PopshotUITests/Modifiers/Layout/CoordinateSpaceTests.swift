import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// What a geometry reader measured, from inside its content.
final class Measured: @unchecked Sendable {
  var frames: [String: CGRect] = [:]
  var bounds: CGRect??
}

/// `GeometryProxy.frame(in:)` in the global, local and named spaces: a named space starts at the
/// frame of the view that declared it (docs/swiftui.md, "Geometry").
@Suite struct CoordinateSpaceTests {
  /// A 120 × 100 card at (40, 20) of the 400 pt frame (its padding: 20 at the top, 40 at the
  /// leading edge); inside its 10 pt padding a 100 × 30 spacer, then the 100 × 50 reader, at
  /// (50, 60) globally, (10, 40) in the card's space and (0, 0) in its own.
  func card(_ m: Measured, named: (AnyView) -> AnyView) -> some View {
    named(
      AnyView(
        VStack(spacing: 0) {
          Color.clear.frame(width: 100, height: 30)
          GeometryReader { g -> Color in
            m.frames["global"] = g.frame(in: .global)
            m.frames["local"] = g.frame(in: .local)
            m.frames["card"] = g.frame(in: .named("card"))
            m.frames["card17"] = g.frame(in: NamedCoordinateSpace.named("card"))
            m.frames["other"] = g.frame(in: .named("other"))
            m.bounds = g.bounds(of: .named("card"))
            return Color.clear
          }.frame(width: 100, height: 50)
        }.padding(10))
    )
    .padding(.top, 20).padding(.leading, 40)
  }

  func expect(_ m: Measured, _ key: String, _ rect: Rect) {
    #expect(m.frames[key].map { near(Rect(cg: $0), rect) } == true, "\(key): \(m.frames[key]!)")
  }

  @Test func namedSpaceStartsAtTheNamedView() throws {
    for declare in [
      { (v: AnyView) in AnyView(v.coordinateSpace(name: "card")) },
      { (v: AnyView) in AnyView(v.coordinateSpace(.named("card"))) },
    ] {
      let m = Measured()
      _ = try layout(card(m, named: declare))
      expect(m, "global", r(50, 60, 100, 50))
      expect(m, "local", r(0, 0, 100, 50))
      expect(m, "card", r(10, 40, 100, 50))
      expect(m, "card17", r(10, 40, 100, 50))
      // No view declares "other": measured as global.
      expect(m, "other", r(50, 60, 100, 50))
      // The card's bounds in the reader's space: (40 − 50, 20 − 60), 120 × 100.
      #expect(m.bounds?.flatMap { $0 }.map { near(Rect(cg: $0), r(-10, -40, 120, 100)) } == true)
    }
    let undeclared = Measured()
    _ = try layout(card(undeclared) { $0 })
    #expect(undeclared.bounds == .some(nil))
  }

  /// A scroll view 50 pt down names its frame `.scrollView`: a reader 25 pt into its content is
  /// at y = 25 there (and in the vertical scroll view's space), 75 globally; no horizontal scroll
  /// view is around it, so that space is the global one.
  @Test func scrollViewSpace() throws {
    let m = Measured()
    _ = try layout(
      ScrollView {
        VStack(spacing: 0) {
          Color.clear.frame(height: 25)
          GeometryReader { g -> Color in
            m.frames["scroll"] = g.frame(in: .scrollView)
            m.frames["vertical"] = g.frame(in: .scrollView(axis: .vertical))
            m.frames["horizontal"] = g.frame(in: .scrollView(axis: .horizontal))
            return Color.clear
          }.frame(height: 10)
        }
      }.padding(.top, 50))
    expect(m, "scroll", r(0, 25, 400, 10))
    expect(m, "vertical", r(0, 25, 400, 10))
    expect(m, "horizontal", r(0, 75, 400, 10))
  }

  /// The nearest declaration of a name wins.
  @Test func innerNameWins() throws {
    let m = Measured()
    _ = try layout(
      VStack {
        GeometryReader { g -> Color in
          m.frames["x"] = g.frame(in: .named("x"))
          return Color.clear
        }.frame(width: 10, height: 10)
      }.padding(30).coordinateSpace(name: "x").padding(20).coordinateSpace(name: "x"))
    expect(m, "x", r(30, 30, 10, 10))
    #expect(CoordinateSpace.global.isGlobal && CoordinateSpace.local.isLocal)
  }
}
