import PopshotGraphics
import Testing

@testable import PopshotUI

@Suite struct FrameTests {
  /// Padding keeps an unspecified proposal unspecified: a colour's ideal 10 pt + 2 × 10.
  @Test func paddingWithUnspecifiedProposal() {
    #expect(
      LayoutEngine.size(of: Color.red.padding(10), proposal: .unspecified)
        == Size(width: 30, height: 30))
    #expect(
      LayoutEngine.size(of: Color.red.padding(10), proposal: ProposedSize(width: 100, height: nil))
        == Size(width: 100, height: 30))
    #expect(
      LayoutEngine.size(
        of: Color.red.frame(width: 30, height: 20).padding(), proposal: .unspecified)
        == Size(width: 62, height: 52))
  }

  /// SwiftUI's documented flexible-frame rule, dimension by dimension.
  @Test(
    arguments: [
      // max only: the proposal (400) exceeds the child (100 after clamping): min(400, 100).
      (CGFloat?.none, CGFloat?(100), 400.0, 100.0),
      // min only: the proposal (100) is below the child (150): max(100, 150).
      (150, nil, 100, 150),
      // both: the proposal clamped.
      (50, 200, 400, 200), (50, 200, 10, 50),
      // infinity: takes the whole proposal.
      (nil, .infinity, 400, 400),
    ] as [(CGFloat?, CGFloat?, Double, Double)])
  func flexibleFrame(_ minW: CGFloat?, _ maxW: CGFloat?, _ proposed: Double, _ expected: Double) {
    let size = LayoutEngine.size(
      of: Color.red.frame(minWidth: minW, maxWidth: maxW),
      proposal: ProposedSize(width: proposed, height: 10))
    #expect(size.width == expected)
  }

  @Test func maxWidthInfinityCentresAFixedChild() throws {
    let f = try layout(Color.red.frame(width: 50, height: 10).id("c").frame(maxWidth: .infinity))
    expectFrames(f, ["c": r(175, 0, 50, 10)])
  }

  /// fixedSize proposes nil, so the frame uses its ideal width (120) instead of the 400 offered.
  @Test func fixedSizeUsesTheIdealSize() {
    let flexible = Color.red.frame(idealWidth: 120, maxWidth: .infinity)
    #expect(
      LayoutEngine.size(of: flexible, proposal: ProposedSize(width: 400, height: 10)).width == 400)
    #expect(
      LayoutEngine.size(of: flexible.fixedSize(), proposal: ProposedSize(width: 400, height: 10))
        .width == 120)
  }

  @Test func overlayAndBackgroundTakeTheContentSize() throws {
    let f = try layout(
      Color.red.frame(width: 100, height: 50).id("content")
        .overlay(Color.blue.frame(width: 20, height: 20).id("badge"), alignment: .topTrailing)
        .background(Color.green.id("fill"))
    )
    expectFrames(
      f, ["content": r(0, 0, 100, 50), "badge": r(80, 0, 20, 20), "fill": r(0, 0, 100, 50)])
  }

  /// offset moves the drawing, not the layout: the sibling below stays where it was.
  @Test func offsetMovesDrawingNotLayout() throws {
    let f = try layout(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 10, height: 10).id("moved").offset(x: 5, y: 7)
        Color.blue.frame(width: 10, height: 10).id("below")
      })
    expectFrames(f, ["moved": r(5, 7, 10, 10), "below": r(0, 10, 10, 10)])
  }

  @Test func geometryReaderGivesItsSizeToItsContent() throws {
    let f = try layout(
      GeometryReader { g in
        Color.red.frame(width: g.size.width * 0.8, height: g.size.height * 0.3).id("inner")
      }.frame(width: 375, height: 700))
    // The reader is 375×700 at the top-left; its content sits at its top-leading corner.
    expectFrames(f, ["inner": r(0, 0, 300, 210)])
  }

  @Test func rootIsCentredInTheSafeArea() throws {
    var env = EnvironmentValues()
    env.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    let result = try LayoutEngine.render(
      Color.red.frame(width: 100, height: 100).id("box"), size: Size(width: 393, height: 852),
      environment: env)
    // Safe area 393 × 759 from y = 59: centred at (146.5, 59 + 329.5).
    expectFrames(result.frames, ["box": r(146.5, 388.5, 100, 100)])
    let full = try LayoutEngine.render(
      Color.red.ignoresSafeArea().id("bg"), size: Size(width: 393, height: 852), environment: env)
    expectFrames(full.frames, ["bg": r(0, 0, 393, 852)])
  }

  /// Padding outside `.ignoresSafeArea()` keeps the content in the safe area on the padded
  /// edges: the red starts 20 pt below the 59 pt inset, and reaches the screen's sides, which
  /// are not padded and have no inset.
  @Test func paddingStopsIgnoringTheSafeArea() throws {
    var env = EnvironmentValues()
    env.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    let result = try LayoutEngine.render(
      Color.red.ignoresSafeArea().id("red").padding(.vertical, 20),
      size: Size(width: 393, height: 852), environment: env)
    expectFrames(result.frames, ["red": r(0, 79, 393, 852 - 59 - 34 - 40)])
  }

  /// `.background(Color.red)` takes SwiftUI's style form, `ignoresSafeAreaEdges: .all`: a view
  /// that fills the safe area gets a background that fills the screen; a view inside it does not
  /// reach out. A view background (`.background(Rectangle())`) stays at the view's frame.
  @Test func backgroundStyleReachesIntoTheSafeArea() throws {
    var env = EnvironmentValues()
    env.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    let screen = Size(width: 393, height: 852)
    func redFills(_ v: some View) throws -> [Rect] {
      fills(try LayoutEngine.render(v, size: screen, environment: env))
        .filter { $0.1 == Color.red.resolved(.light, design: .liquidGlass) }.map(\.0)
    }
    let page = try redFills(
      VStack {
        Text("A")
        Spacer()
      }.frame(maxWidth: .infinity).background(Color.red))
    #expect(page.count == 1 && near(page[0], r(0, 0, 393, 852)))
    let card = try redFills(Text("A").padding().background(Color.red))
    #expect(card.count == 1 && card[0].minY > 59 && card[0].height < 100)
    let shape = try redFills(
      VStack {
        Text("A")
        Spacer()
      }.frame(maxWidth: .infinity).background(Rectangle().fill(.red))
    )
    #expect(shape.count == 1 && near(shape[0], r(0, 59, 393, 759)))
  }
}
