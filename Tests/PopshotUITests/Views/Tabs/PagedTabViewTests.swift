import PopshotGraphics
import Testing

@testable import PopshotUI

/// A paged TabView (`.tabViewStyle(.page)`) on an iPhone 15 in portrait (393 × 852 pt, safe area
/// 59 top and 34 bottom, so the view is 0…393 × 59…818). Expected numbers come from
/// docs/platform.md, "Page control": indicator boxes of 10 pt, 8 pt apart, 10 pt in from the
/// control's sides, an 8 pt dot centred in each; the control 26 pt tall with its bottom on the
/// view's bottom edge; the current dot opaque white, the others white at 30%.
///
/// Three pages: the control is 3 × 10 + 2 × 8 + 2 × 10 = 66 wide, centred: x 163.5…229.5, and
/// 818 − 26 = 792…818 tall. Box centres 163.5 + 10 + 5 = 178.5, then 196.5 and 214.5; the dots'
/// centre line 792 + 13 = 805. Serialized: `UIPageControl.appearance()` is process-wide, and the
/// tests that set it put it back.
@MainActor @Suite(.serialized) struct PagedTabViewTests {
  static let device = TabViewTests.iPhone()
  static let dotCentres: [Double] = [178.5, 196.5, 214.5]
  static let white = SRGBColor(red: 1, green: 1, blue: 1, alpha: 1)
  static let translucentWhite = SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.3)

  struct Pages: View {
    var selection: Binding<Int>? = nil
    var count = 3
    var body: some View {
      TabView(selection: selection) {
        ForEach(0..<count, id: \.self) { i in
          Color.gray.id("page\(i)").tabItem { Text("Tab \(i)") }.tag(i)
        }
      }
    }
  }

  func render(_ view: some View, rtl: Bool = false) throws -> LayoutResult {
    var env = Self.device.1
    if rtl { env.layoutDirection = .rightToLeft }
    return try LayoutEngine.render(view, size: Self.device.0, environment: env)
  }

  /// The fills of `size` (the dots are 8 × 8, the backdrop 66 × 26), left to right.
  func fills(_ r: LayoutResult, width: Double, height: Double) -> [(Rect, SRGBColor)] {
    r.displayList.items.compactMap { item -> (Rect, SRGBColor)? in
      guard case .fill(let path, .solid(let c), _) = item else { return nil }
      let b = path.controlBounds
      guard abs(b.width - width) < 1e-9, abs(b.height - height) < 1e-9 else { return nil }
      return (b, c)
    }.sorted { $0.0.minX < $1.0.minX }
  }
  func dots(_ r: LayoutResult) -> [(Rect, SRGBColor)] { fills(r, width: 8, height: 8) }

  @Test func theSelectedPageFillsTheViewWithNoTabBar() throws {
    let r = try render(Pages().tabViewStyle(.page))
    #expect(r.frames["page0"] == Rect(x: 0, y: 59, width: 393, height: 759))
    #expect(r.frames["page1"] == nil)
    #expect(r.frames["page2"] == nil)
    #expect(r.frames["tabbar"] == nil)
    #expect(r.semantics.elements.filter { $0.role == .tab }.isEmpty)
  }

  @Test func theSelectionPicksThePage() throws {
    var selected = 2
    let r = try render(
      Pages(selection: Binding(get: { selected }, set: { selected = $0 })).tabViewStyle(.page))
    #expect(r.frames["page2"] == Rect(x: 0, y: 59, width: 393, height: 759))
    #expect(r.frames["page0"] == nil)
    #expect(dots(r).map(\.1) == [Self.translucentWhite, Self.translucentWhite, Self.white])
  }

  /// 8 pt dots centred at x 178.5, 196.5, 214.5 and y 805: the first at 174.5…182.5 × 801…809.
  @Test func dotsSitCentredNearTheBottomEdge() throws {
    let d = dots(try render(Pages().tabViewStyle(.page(indexDisplayMode: .always))))
    #expect(d.map(\.0.midX) == Self.dotCentres)
    #expect(d.allSatisfy { $0.0.midY == 805 })
    #expect(d.first?.0 == Rect(x: 174.5, y: 801, width: 8, height: 8))
    #expect(d.map(\.1) == [Self.white, Self.translucentWhite, Self.translucentWhite])
  }

  /// `.automatic` (as `.page`): dots for more than one page only; `.always`: one dot for one
  /// page, at the centre 196.5; `.never`: none.
  @Test func theIndexDisplayModeDecidesWhetherDotsShow() throws {
    #expect(dots(try render(Pages(count: 1).tabViewStyle(.page))).isEmpty)
    #expect(dots(try render(Pages().tabViewStyle(.page))).count == 3)
    let one = dots(try render(Pages(count: 1).tabViewStyle(.page(indexDisplayMode: .always))))
    #expect(one.map(\.0.midX) == [196.5])
    #expect(dots(try render(Pages().tabViewStyle(.page(indexDisplayMode: .never)))).isEmpty)
    #expect(dots(try render(Pages().tabViewStyle(PageTabViewStyle()))).count == 3)
  }

  /// `.always`: a capsule the control's size (163.5, 792, 66, 26), black at 25%; the default and
  /// `.interactive` show it only while touched, so not in a still.
  @Test func theBackdropShowsOnlyWhenAlways() throws {
    let paged = Pages().tabViewStyle(.page)
    let always = fills(
      try render(paged.indexViewStyle(.page(backgroundDisplayMode: .always))), width: 66,
      height: 26)
    #expect(always.map(\.0) == [Rect(x: 163.5, y: 792, width: 66, height: 26)])
    #expect(always.map(\.1) == [SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.25)])
    for mode in [PageIndexViewStyle.BackgroundDisplayMode.automatic, .interactive, .never] {
      let r = try render(paged.indexViewStyle(.page(backgroundDisplayMode: mode)))
      #expect(fills(r, width: 66, height: 26).isEmpty)
    }
    #expect(fills(try render(paged.indexViewStyle(.page)), width: 66, height: 26).isEmpty)
  }

  /// Right to left the row is mirrored: the first page's dot is the rightmost (214.5), as UIKit
  /// draws it (docs/platform.md, "Page control").
  @Test func rightToLeftTheFirstPageIsTheRightmostDot() throws {
    let d = dots(try render(Pages().tabViewStyle(.page), rtl: true))
    #expect(d.map(\.0.midX) == Self.dotCentres)
    #expect(d.map(\.1) == [Self.translucentWhite, Self.translucentWhite, Self.white])
  }

  /// freeApiApp's tints: the current dot `.label` (black in light), the others `.label` at 20%.
  /// UIKit applies no alpha of its own to the tint it is given.
  @Test func appearanceTintsColourTheDots() throws {
    let proxy = UIPageControl.appearance()
    defer {
      proxy.pageIndicatorTintColor = nil
      proxy.currentPageIndicatorTintColor = nil
    }
    proxy.pageIndicatorTintColor = .label.withAlphaComponent(0.2)
    proxy.currentPageIndicatorTintColor = .label
    let d = dots(try render(Pages().tabViewStyle(.page)))
    let black = SRGBColor(red: 0, green: 0, blue: 0, alpha: 1)
    let faint = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.2)
    #expect(d.map(\.1) == [black, faint, faint])

    proxy.currentPageIndicatorTintColor = .red
    proxy.pageIndicatorTintColor = nil
    let red = dots(try render(Pages().tabViewStyle(.page)))
    #expect(
      red.map(\.1) == [SRGBColor(red: 1, green: 0, blue: 0, alpha: 1)] + [
        Self.translucentWhite, Self.translucentWhite,
      ])
  }

  /// A prominent background style on the proxy draws the backdrop whatever the index style says.
  @Test func aProminentAppearanceDrawsTheBackdrop() throws {
    let proxy = UIPageControl.appearance()
    defer { proxy.backgroundStyle = .automatic }
    proxy.backgroundStyle = .prominent
    let r = try render(Pages().tabViewStyle(.page))
    #expect(
      fills(r, width: 66, height: 26).map(\.0) == [Rect(x: 163.5, y: 792, width: 66, height: 26)])
  }

  struct Control: UIViewRepresentable {
    func makeUIView(context: Context) -> UIPageControl {
      let c = UIPageControl()
      c.numberOfPages = 3
      c.currentPage = 2
      c.currentPageIndicatorTintColor = .black
      return c
    }
    func updateUIView(_ uiView: UIPageControl, context: Context) {}
  }

  /// A UIPageControl in a representable takes its intrinsic 66 × 26 and draws its dots: in a
  /// 200 × 200 render it sits at (67, 87), its dot centres at 67 + 15 = 82, 100, 118, y 100.
  @Test func aPageControlInARepresentableDrawsItsDots() throws {
    var env = EnvironmentValues()
    env.colorScheme = .light
    let r = try LayoutEngine.render(
      Control(), size: Size(width: 200, height: 200), environment: env)
    let d = dots(r)
    #expect(d.map(\.0.midX) == [82, 100, 118])
    #expect(d.allSatisfy { $0.0.midY == 100 })
    #expect(
      d.map(\.1) == [
        Self.translucentWhite, Self.translucentWhite,
        SRGBColor(red: 0, green: 0, blue: 0, alpha: 1),
      ])
  }
}
