import PopshotGraphics
import Testing

@testable import PopshotUI

/// Frames of views marked with `.id`, laid out at the top-left of a 400×400 screen.
func layout(_ view: some View, screen: Size = Size(width: 400, height: 400)) throws -> [String:
  Rect]
{
  try LayoutEngine.frames(
    of: view.frame(width: screen.width, height: screen.height, alignment: .topLeading), size: screen
  )
}

func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}

func expectFrames(
  _ got: [String: Rect], _ expected: [String: Rect],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (id, frame) in expected {
    guard let g = got[id] else {
      Issue.record("no frame for \(id)", sourceLocation: sourceLocation)
      continue
    }
    let close =
      abs(g.minX - frame.minX) < 1e-6 && abs(g.minY - frame.minY) < 1e-6
      && abs(g.width - frame.width) < 1e-6 && abs(g.height - frame.height) < 1e-6
    #expect(close, "\(id): \(g) ≠ \(frame)", sourceLocation: sourceLocation)
  }
}

/// Tables of frames worked out by hand from the layout nodes' rules (SwiftUI's).
@Suite struct StackLayoutTests {
  /// 400 − 2 × 8 spacing = 384; the fixed 50 goes first, then the two colours split 334 evenly.
  @Test func fixedAndFlexibleChildren() throws {
    let f = try layout(
      HStack {
        Color.red.frame(width: 50).id("a")
        Color.green.id("b")
        Color.blue.id("c")
      }.frame(height: 100))
    expectFrames(f, ["a": r(0, 0, 50, 100), "b": r(58, 0, 167, 100), "c": r(233, 0, 167, 100)])
  }

  /// Spacers come last and take no spacing: 400 − 50 − 30 = 320.
  @Test func spacerTakesWhatIsLeft() throws {
    let f = try layout(
      HStack {
        Color.red.frame(width: 50, height: 20).id("a")
        Spacer().id("s")
        Color.blue.frame(width: 30, height: 20).id("b")
      })
    expectFrames(f, ["a": r(0, 0, 50, 20), "s": r(50, 10, 320, 0), "b": r(370, 0, 30, 20)])
  }

  /// A spacer's minimum is kept even when the others want everything.
  @Test func spacerMinimumLength() throws {
    let f = try layout(
      HStack {
        Color.red.id("a")
        Spacer(minLength: 40)
        Color.blue.frame(width: 30).id("b")
      }.frame(height: 10))
    // 400 − 40 reserved: b (fixed) 30, a 330, the spacer 40.
    expectFrames(f, ["a": r(0, 0, 330, 10), "b": r(370, 0, 30, 10)])
  }

  @Test func explicitSpacingAppliesEverywhere() throws {
    let f = try layout(
      VStack(spacing: 3) {
        Color.red.frame(width: 10, height: 10).id("a")
        Spacer(minLength: 0).frame(height: 5)
        Color.blue.frame(width: 10, height: 10).id("b")
      })
    expectFrames(f, ["a": r(0, 0, 10, 10), "b": r(0, 21, 10, 10)])
  }

  @Test(arguments: [(HorizontalAlignment.leading, 0.0), (.center, 25.0), (.trailing, 50.0)])
  func vstackAlignment(_ a: HorizontalAlignment, _ x: Double) throws {
    let f = try layout(
      VStack(alignment: a, spacing: 0) {
        Color.red.frame(width: 100, height: 10).id("wide")
        Color.blue.frame(width: 50, height: 10).id("narrow")
      })
    expectFrames(f, ["wide": r(0, 0, 100, 10), "narrow": r(x, 10, 50, 10)])
  }

  @Test(arguments: [(VerticalAlignment.top, 0.0), (.center, 10.0), (.bottom, 20.0)])
  func hstackAlignment(_ a: VerticalAlignment, _ y: Double) throws {
    let f = try layout(
      HStack(alignment: a, spacing: 0) {
        Color.red.frame(width: 10, height: 40).id("tall")
        Color.blue.frame(width: 10, height: 20).id("short")
      })
    expectFrames(f, ["tall": r(0, 0, 10, 40), "short": r(10, y, 10, 20)])
  }

  @Test(arguments: [
    (Alignment.topLeading, 0.0, 0.0), (.center, 35.0, 35.0), (.bottomTrailing, 70.0, 70.0),
    (.top, 35.0, 0.0),
    (.trailing, 70.0, 35.0),
  ])
  func zstackAlignment(_ a: Alignment, _ x: Double, _ y: Double) throws {
    let f = try layout(
      ZStack(alignment: a) {
        Color.red.frame(width: 100, height: 100).id("big")
        Color.blue.frame(width: 30, height: 30).id("small")
      })
    expectFrames(f, ["big": r(0, 0, 100, 100), "small": r(x, y, 30, 30)])
  }

  /// With priority 1, b is offered 400 less a's minimum (50) and stops at its maximum 300; a
  /// gets the 100 left. Without it, b is the less flexible (300 vs ∞) and gets half.
  @Test func layoutPriority() throws {
    let prioritised = try layout(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 50).id("a")
        Color.blue.frame(maxWidth: 300).layoutPriority(1).id("b")
      }.frame(height: 10))
    expectFrames(prioritised, ["a": r(0, 0, 100, 10), "b": r(100, 0, 300, 10)])
    let even = try layout(
      HStack(spacing: 0) {
        Color.red.frame(minWidth: 50).id("a")
        Color.blue.frame(maxWidth: 300).id("b")
      }.frame(height: 10))
    expectFrames(even, ["a": r(0, 0, 200, 10), "b": r(200, 0, 200, 10)])
  }
}

@Suite struct FrameLayoutTests {
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
      (Double?.none, Double?(100), 400.0, 100.0),
      // min only: the proposal (100) is below the child (150): max(100, 150).
      (150, nil, 100, 150),
      // both: the proposal clamped.
      (50, 200, 400, 200), (50, 200, 10, 50),
      // infinity: takes the whole proposal.
      (nil, .infinity, 400, 400),
    ] as [(Double?, Double?, Double, Double)])
  func flexibleFrame(_ minW: Double?, _ maxW: Double?, _ proposed: Double, _ expected: Double) {
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
        .filter { $0.1 == (try! SRGBColor(hex: "#FF3B30")) }.map(\.0)
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
