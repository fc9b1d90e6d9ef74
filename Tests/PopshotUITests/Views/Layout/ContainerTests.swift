import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A user's layout: its subviews side by side in equal shares of the width, as tall as the
/// tallest; a subview whose `Rank` is higher goes first.
private struct EqualWidthRow: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let height = subviews.map { $0.sizeThatFits(.unspecified).height }.max() ?? 0
    return CGSize(width: proposal.width ?? 100, height: height)
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let share = bounds.width / CGFloat(subviews.count)
    let ordered = subviews.sorted { $0[Rank.self] > $1[Rank.self] }
    for (i, s) in ordered.enumerated() {
      s.place(
        at: CGPoint(x: bounds.minX + CGFloat(i) * share, y: bounds.minY), anchor: .topLeading,
        proposal: ProposedViewSize(width: share, height: bounds.height))
    }
  }
}

private struct Rank: LayoutValueKey {
  static let defaultValue = 0
}

/// A layout that places nothing: its subviews sit at the centre.
private struct Forgetful: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {}
}

@Suite struct ContainerTests {
  func render(_ view: some View, width: Double = 300, height: Double = 300) throws -> LayoutResult {
    try LayoutEngine.render(view, size: Size(width: width, height: height))
  }
  /// The view at the top of the screen (a root view is centred in it).
  func top(_ view: some View) -> some View {
    VStack(spacing: 0) {
      view
      Spacer(minLength: 0)
    }
  }
  /// Frames equal to within float rounding.
  func same(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy {
      abs($0) < 1e-9
    }
  }
  func box(_ id: String, _ w: Double, _ h: Double) -> some View {
    Color.red.frame(width: w, height: h).id(id)
  }

  // MARK: ScrollView

  @Test func aScrollViewShowsItsContentFromTheTopAndLeavesOutWhatIsOffScreen() throws {
    let rows = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { i in Text("Row \(i)").frame(height: 44).id("r\(i)") }
      }
    }.id("scroll")
    let r = try render(rows)
    #expect(r.frames["scroll"] == Rect(x: 0, y: 0, width: 300, height: 300))
    #expect(r.frames["r0"]?.minY == 0)
    #expect(r.frames["r6"]?.minY == 264)
    // Row 6 (264–308) is partly on screen; row 7 (308–352) is not, and is left out.
    #expect(r.semantics["r6"] != nil)
    #expect(r.semantics["r7"] == nil)
    #expect(r.displayList.items.contains { if case .pushClip = $0 { true } else { false } })
  }

  /// With a 34 pt home-indicator inset the scroll view ends at 266, but its content shows down
  /// to the screen's edge: the clip is the whole 300 pt screen.
  @Test func scrollContentShowsUnderTheBottomInset() throws {
    var env = EnvironmentValues()
    env.safeAreaInsets = EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0)
    let rows = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<20, id: \.self) { i in Color.red.frame(height: 40).id("r\(i)") }
      }
    }.id("scroll")
    let r = try LayoutEngine.render(rows, size: Size(width: 300, height: 300), environment: env)
    #expect(r.frames["scroll"]?.height == 266)
    let clips = r.displayList.items.compactMap { item -> Rect? in
      if case .pushClip(let path, _) = item { return path.controlBounds } else { return nil }
    }
    #expect(clips == [Rect(x: 0, y: 0, width: 300, height: 300)])
  }

  @Test func scrollContentNarrowerThanTheFrameIsCentredAcrossTheAxis() throws {
    let r = try render(ScrollView { box("b", 100, 50) })
    #expect(r.frames["b"] == Rect(x: 100, y: 0, width: 100, height: 50))
    let h = try render(ScrollView(.horizontal) { box("b", 100, 50) })
    #expect(h.frames["b"] == Rect(x: 0, y: 125, width: 100, height: 50))
  }

  @Test func aScrollViewTakesTheSpaceOfferedOrItsContentsIdealSize() {
    let view = ScrollView { Color.red.frame(width: 120, height: 900) }
    #expect(
      LayoutEngine.size(of: view, proposal: ProposedSize(width: 300, height: 400))
        == Size(width: 300, height: 400))
    #expect(LayoutEngine.size(of: view, proposal: .unspecified) == Size(width: 120, height: 900))
  }

  // MARK: Lazy stacks

  @Test func aLazyVStackTakesTheWholeWidth() throws {
    let r = try render(LazyVStack(alignment: .leading) { box("a", 50, 20) }.id("lazy"))
    #expect(r.frames["lazy"]?.width == 300)
    #expect(r.frames["a"]?.minX == 0)
    let plain = try render(VStack(alignment: .leading) { box("a", 50, 20) }.id("stack"))
    #expect(plain.frames["stack"]?.width == 50)
  }

  @Test func aLazyHStackTakesTheWholeHeight() throws {
    let r = try render(LazyHStack(alignment: .top) { box("a", 50, 20) }.id("lazy"))
    #expect(r.frames["lazy"]?.height == 300)
    #expect(r.frames["a"]?.minY == 0)
  }

  // MARK: Lazy grids

  /// Three flexible columns in 300 pt with 8 pt gaps: (300 − 16) / 3 each.
  @Test func flexibleColumnsShareTheWidth() throws {
    let w = (300.0 - 16) / 3
    let grid = LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
      ForEach(0..<7, id: \.self) { i in Color.red.frame(height: 40).id("c\(i)") }
    }.id("grid")
    let r = try render(top(grid))
    #expect(same(r.frames["c0"], Rect(x: 0, y: 0, width: w, height: 40)))
    #expect(same(r.frames["c4"], Rect(x: w + 8, y: 48, width: w, height: 40)))
    #expect(r.frames["c6"]?.minY == 96)
    #expect(r.frames["grid"]?.height == 3 * 40.0 + 2 * 8)
  }

  @Test func fixedColumnsComeFirstAndFlexibleOnesTakeTheRest() throws {
    let grid = LazyVGrid(columns: [GridItem(.fixed(100)), GridItem(.flexible())]) {
      Color.red.frame(height: 10).id("a")
      Color.red.frame(height: 10).id("b")
    }
    let r = try render(top(grid))
    #expect(r.frames["a"]?.width == 100)
    #expect(r.frames["b"] == Rect(x: 108, y: 0, width: 300 - 100 - 8, height: 10))
  }

  /// An adaptive item fits ⌊(300 + 8) / (80 + 8)⌋ = 3 columns of (300 − 16) / 3.
  @Test func anAdaptiveItemFitsAsManyColumnsAsItsMinimumAllows() throws {
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 4) {
      ForEach(0..<4, id: \.self) { i in Color.red.frame(height: 10).id("c\(i)") }
    }
    let r = try render(top(grid))
    let w = (300.0 - 16) / 3
    #expect(same(r.frames["c2"], Rect(x: 2 * (w + 8), y: 0, width: w, height: 10)))
    #expect(same(r.frames["c3"], Rect(x: 0, y: 14, width: w, height: 10)))
  }

  @Test func aCellSmallerThanItsSlotSitsByItsItemsAlignment() throws {
    let grid = LazyVGrid(columns: [
      GridItem(.fixed(100), alignment: .topLeading), GridItem(.fixed(100)),
    ]) {
      box("a", 40, 10)
      box("b", 40, 30)
    }
    let r = try render(top(grid))
    #expect(r.frames["a"] == Rect(x: 46, y: 0, width: 40, height: 10))
    // Centred in its 100 × 30 slot; the columns (208 pt) are centred in the 300 pt grid.
    #expect(r.frames["b"] == Rect(x: 46 + 108 + 30, y: 0, width: 40, height: 30))
  }

  // MARK: Grid

  @Test func gridColumnsAreAsWideAsTheirWidestCell() throws {
    let grid = Grid {
      GridRow {
        box("a", 50, 20)
        box("b", 100, 30)
      }
      GridRow {
        box("c", 80, 10)
        box("d", 20, 10)
      }
      Color.blue.frame(height: 2).id("rule")
    }.id("grid")
    let r = try render(grid)
    // Columns 80 and 100 with an 8 pt gap; rows 30, 10 and 2 with 8 pt gaps.
    #expect(r.frames["grid"]?.size == Size(width: 188, height: 30 + 10 + 2 + 16))
    let x0 = (300.0 - 188) / 2
    #expect(r.frames["a"]?.origin == Point(x: x0 + 15, y: r.frames["grid"]!.minY + 5))
    #expect(r.frames["d"]?.origin == Point(x: x0 + 88 + 40, y: r.frames["grid"]!.minY + 38))
    #expect(r.frames["rule"]?.width == 188)
  }

  @Test func aGrowingColumnTakesWhatTheGridIsOffered() throws {
    let grid = Grid(alignment: .leading) {
      GridRow {
        box("label", 60, 20)
        Color.red.frame(height: 20).id("bar")
      }
    }
    let r = try render(grid)
    #expect(r.frames["bar"] == Rect(x: 68, y: 140, width: 300 - 68, height: 20))
  }

  // MARK: ViewThatFits

  @Test func viewThatFitsShowsTheFirstChildThatFits() throws {
    let fits = ViewThatFits {
      box("wide", 200, 10)
      box("narrow", 80, 10)
    }
    let narrow = try render(fits, width: 100)
    #expect(narrow.frames["narrow"] != nil && narrow.frames["wide"] == nil)
    let wide = try render(fits, width: 300)
    #expect(wide.frames["wide"] != nil && wide.frames["narrow"] == nil)
    // When none fits, the last one is shown.
    let none = try render(fits, width: 50)
    #expect(none.frames["narrow"] != nil)
  }

  @Test func viewThatFitsOnlyChecksTheAxesItIsGiven() throws {
    let fits = ViewThatFits(in: .vertical) {
      box("wide", 200, 10)
      box("narrow", 80, 10)
    }
    #expect(try render(fits, width: 100).frames["wide"] != nil)
  }

  // MARK: Layout

  @Test func aUserLayoutPlacesItsSubviews() throws {
    let row = EqualWidthRow {
      box("a", 30, 20)
      box("b", 30, 40).layoutValue(key: Rank.self, value: 1)
      box("c", 30, 10)
    }.id("row")
    let r = try render(row)
    let top = r.frames["row"]!.minY
    #expect(r.frames["row"]?.size == Size(width: 300, height: 40))
    // b ranks first; each subview is placed at the top-leading corner of its 100 pt share.
    #expect(r.frames["b"]?.origin == Point(x: 0, y: top))
    #expect(r.frames["a"]?.origin == Point(x: 100, y: top))
    #expect(r.frames["c"]?.origin == Point(x: 200, y: top))
  }

  @Test func aSubviewTheLayoutDoesNotPlaceSitsInTheMiddle() throws {
    let r = try render(Forgetful { box("a", 30, 20) })
    #expect(r.frames["a"] == Rect(x: 135, y: 140, width: 30, height: 20))
  }

  @Test func stackLayoutsLayOutAsTheirStacks() throws {
    let views = { (id: String) in
      Group {
        Color.red.frame(width: 30, height: 20).id("\(id)a")
        Color.red.frame(width: 40, height: 10).id("\(id)b")
      }
    }
    let r = try render(
      VStack(spacing: 0) {
        AnyLayout(HStackLayout(alignment: .top, spacing: 5)) { views("l") }
        HStack(alignment: .top, spacing: 5) { views("s") }
      })
    #expect(r.frames["lb"]!.minX - r.frames["la"]!.maxX == 5)
    #expect(r.frames["la"]?.size == r.frames["sa"]?.size)
    #expect(r.frames["lb"]!.minY == r.frames["la"]!.minY)
  }

  /// Two texts at their ideal width: the rigid one is sized first, so neither is cut. (With a
  /// text's minimum at its widest word, both words looked equally rigid and the first one got an
  /// even split of the width, too little for it.)
  @Test func textsInAStackAtTheirIdealWidthAreWhole() throws {
    let r = try render(
      HStack(spacing: 5) {
        Text("One").id("a")
        Text("X").id("b")
      }.fixedSize())
    #expect(r.semantics["a"]?.text?.truncated == false)
    #expect(r.semantics["a"]?.text?.lineCount == 1 && r.semantics["b"]?.text?.lineCount == 1)
  }

  /// A modifier on a Group applies to each of its views, which join the container: in a ZStack
  /// they lie on each other; in a VStack each is padded.
  @Test func aGroupsModifierAppliesToEachView() throws {
    let z = try render(
      ZStack {
        Group {
          box("a", 40, 40)
          box("b", 20, 20)
        }.opacity(0.5)
      })
    #expect(z.frames["a"]?.midY == z.frames["b"]?.midY)
    let v = try render(
      VStack(spacing: 0) {
        Group {
          box("a", 40, 40)
          box("b", 40, 40)
        }.padding(10)
      }.id("v"))
    #expect(v.frames["v"]?.height == 2 * (40.0 + 20))
    #expect(v.frames["b"]!.minY - v.frames["a"]!.maxY == 20)
  }
}
