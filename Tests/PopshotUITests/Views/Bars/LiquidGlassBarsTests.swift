import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

/// iOS 26's bars (docs/platform.md, "Navigation bars in Liquid Glass", "Tab bar in Liquid
/// Glass"), on an iPhone 15 (393 × 852, insets 59 and 34) and an iPhone 16 Pro (402 × 874,
/// insets 62 and 34, the probe's canvas). Expected frames worked out from the dumped numbers:
/// the item row is 54 pt from the top inset with its platters along its top 44 pt, 16 pt from
/// the edges; the large-title band (52) follows; the tab bar's capsule is 62 tall, 21 in from
/// the sides, its top 49 above the bottom inset.
@Suite struct LiquidGlassBarsTests {
  static func phone(_ width: Double, _ height: Double, top: Double) -> (Size, EnvironmentValues) {
    var env = EnvironmentValues()
    env.horizontalSizeClass = .compact
    env.verticalSizeClass = .regular
    env.safeAreaInsets = EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0)
    env.design = .liquidGlass
    return (Size(width: width, height: height), env)
  }
  static let iPhone15 = phone(393, 852, top: 59)
  static let iPhone16Pro = phone(402, 874, top: 62)

  func render(_ view: some View, on device: (Size, EnvironmentValues) = iPhone16Pro) throws
    -> LayoutResult
  {
    try LayoutEngine.render(view, size: device.0, environment: device.1)
  }

  /// The bounds of the glass drawn (each glass surface reads the backdrop once).
  func glass(_ r: LayoutResult) -> [Rect] {
    r.displayList.items.compactMap {
      if case .backdrop(let p, _) = $0 { return p.controlBounds }
      return nil
    }
  }

  func button(_ r: LayoutResult, _ label: String) throws -> SemanticElement {
    try #require(r.semantics.elements.first { $0.role == .button && $0.label == label })
  }

  /// Equal to a hundredth of a point (text widths and thirds of points).
  func near(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height]
      .allSatisfy { abs($0) < 0.01 }
  }

  var probe: some View {
    NavigationStack {
      Color.clear.navigationTitle("Title")
        .toolbar {
          ToolbarItem(placement: .topBarLeading) {
            Button {
            } label: {
              Image(systemName: "chevron.left")
            }
          }
          ToolbarItem(placement: .topBarTrailing) {
            Button {
            } label: {
              Image(systemName: "square.and.arrow.up")
            }
          }
          ToolbarItem(placement: .topBarTrailing) {
            Button {
            } label: {
              Image(systemName: "ellipsis")
            }
          }
          ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
        }
    }
  }

  /// The probe's bar: a lone leading icon is a 44 × 44 circle 16 pt from the edge; share,
  /// ellipsis and "Done" share one capsule ending 16 pt from the other edge (dumped at 214.67,
  /// 171.33 wide: 2 × 44 for the icons and 40.5 of text with 21.4 either side).
  @Test func theProbesBarButtonsAreACircleAndOneSharedCapsule() throws {
    let r = try render(probe)
    let platters = glass(r)
    #expect(platters.count == 2)
    #expect(platters.first == Rect(x: 16, y: 62, width: 44, height: 44))
    let done = try button(r, "Done")
    let textWidth = try #require(
      r.semantics.elements.first { $0.role == .text && $0.label == "Done" }
    )
    .frame.width
    let capsuleWidth = 44 + 44 + textWidth + 2 * 21.4
    #expect(
      near(platters.last, Rect(x: 386 - capsuleWidth, y: 62, width: capsuleWidth, height: 44)))
    #expect(abs(capsuleWidth - 171.33) < 0.5)
    // Each slot takes taps in its whole box: the icons' 44 × 44, the text's box.
    let icons = r.semantics.elements.filter { $0.role == .button && $0.label != "Done" }
    #expect(icons.map(\.hitFrame?.size) == Array(repeating: Size(width: 44, height: 44), count: 3))
    #expect(
      near(
        done.hitFrame, Rect(x: 386 - textWidth - 42.8, y: 62, width: textWidth + 42.8, height: 44)))
  }

  /// No material and no hairline: the bar draws nothing but its platters and its text.
  @Test func theBarIsTransparentAndItsRowIs54Tall() throws {
    let r = try render(probe)
    #expect(r.frames["navigationbar"] == Rect(x: 0, y: 62, width: 402, height: 54 + 52))
    // Nothing wide is painted over the bar's frame (the clear page under it paints nothing).
    let fills = r.displayList.items.filter {
      if case .fill(let p, .solid(let c), _) = $0 {
        return p.controlBounds.width >= 402 && p.controlBounds.minY < 168 && c.alpha > 0
      }
      return false
    }
    #expect(fills.isEmpty)
  }

  /// The large title: 34 pt bold at x 16, its line's top 3.67 pt into the band (62 + 54 + 3.67).
  @Test func theLargeTitleSitsInItsBand() throws {
    let r = try render(probe)
    let title = try #require(r.frames["navigationbar.title"])
    #expect(title.minX == 16)
    #expect(abs(title.minY - (62 + 54 + 11.0 / 3)) < 0.01)
    #expect(abs(title.height - 40.67) < 0.5)
  }

  /// Inline: 17 pt semibold, centred across the screen and on the platters' line (y 59 + 22 on
  /// an iPhone 15); a lone trailing icon is a 44 pt circle 16 pt from the edge.
  @Test func theInlineTitleIsCentredOnThePlattersLine() throws {
    let r = try render(
      NavigationStack {
        Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
              Button {
              } label: {
                Image(systemName: "plus")
              }
            }
          }
      }, on: Self.iPhone15)
    let title = try #require(r.frames["navigationbar.title"])
    #expect(abs(title.midY - 81) < 0.01)
    #expect(abs(title.midX - 393 / 2) < 0.01)
    #expect(r.frames["navigationbar"] == Rect(x: 0, y: 59, width: 393, height: 54))
    #expect(glass(r) == [Rect(x: 393 - 16 - 44, y: 59, width: 44, height: 44)])
  }

  /// The back button: a 44 × 44 glass circle 16 pt from the edge, labelled "Back".
  @Test func theBackButtonIsAGlassCircle() throws {
    let r = try render(
      NavigationContainer(
        title: "Detail", backButton: true, displayMode: .inline, content: AnyView(Color.clear)),
      on: Self.iPhone15)
    let back = try button(r, "Back")
    #expect(back.hitFrame == Rect(x: 16, y: 59, width: 44, height: 44))
    #expect(glass(r) == [Rect(x: 16, y: 59, width: 44, height: 44)])
  }

  /// Search: the field keeps its place under the title band (59 + 54 + 52 + 8) and its size,
  /// drawn as a glass capsule.
  @Test func theSearchFieldIsAGlassCapsule() throws {
    let r = try render(
      NavigationStack {
        Color.clear.navigationTitle("Mail").searchable(text: .constant(""), prompt: "Search")
      }, on: Self.iPhone15)
    #expect(glass(r) == [Rect(x: 16, y: 173, width: 361, height: 36)])
    let field = try #require(r.semantics.elements.first { $0.role == .textField })
    #expect(field.label == "Search")
  }

  /// The bottom toolbar (an estimate): 44 pt platters on the bottom inset (774…818 on an
  /// iPhone 15), 16 pt from the sides, a group per run between spacers.
  @Test func theBottomToolbarFloatsGlassPlatters() throws {
    let r = try render(
      NavigationStack {
        Color.clear.navigationTitle("Notes").navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItemGroup(placement: .bottomBar) {
              Button {
              } label: {
                Image(systemName: "trash")
              }
              Spacer()
              Button("Compose") {}
            }
          }
      }, on: Self.iPhone15)
    #expect(r.frames["toolbar.bottom"] == Rect(x: 0, y: 774, width: 393, height: 44))
    let platters = glass(r).filter { $0.minY > 700 }
    #expect(platters.count == 2)
    #expect(platters.first == Rect(x: 16, y: 774, width: 44, height: 44))
    #expect(platters.last.map { abs($0.maxX - 377) < 0.01 && $0.height == 44 } == true)
  }

  func tabs(_ n: Int) -> some View {
    let names = ["Today", "Plan", "Log", "Stats", "More"]
    return TabView {
      ForEach(0..<n, id: \.self) { i in
        Color.clear.tabItem { Label(names[i], systemImage: "house") }
      }
    }
  }

  /// The capsule: 62 tall, 21 pt in from each side, its top at height − 34 − 49 (791 on the
  /// probe's 874 pt screen, 769 on an iPhone 15).
  @Test func theTabBarIsAFloatingCapsule() throws {
    let pro = try render(tabs(5))
    #expect(pro.frames["tabbar.capsule"] == Rect(x: 21, y: 791, width: 360, height: 62))
    #expect(glass(pro) == [Rect(x: 21, y: 791, width: 360, height: 62)])
    let fifteen = try render(tabs(5), on: Self.iPhone15)
    #expect(near(fifteen.frames["tabbar.capsule"], Rect(x: 21, y: 769, width: 351, height: 62)))
    // Three tabs on 402 pt: the dumped 274 pt, centred.
    let three = try render(tabs(3))
    #expect(near(three.frames["tabbar.capsule"], Rect(x: 64, y: 791, width: 274, height: 62)))
  }

  /// Items 54 tall 4 pt inside, at a pitch of (width − 16.25) / n, each pitch + 8.25 wide: the
  /// dumped (4, 4, 77, 54) at 68.75 on the probe's screen.
  @Test(arguments: [(iPhone16Pro, 791.0, 360.0), (iPhone15, 769, 351)])
  func theTabItemsOverlapAtTheirPitch(
    _ device: (Size, EnvironmentValues), _ top: Double, _ width: Double
  ) throws {
    let r = try render(tabs(5), on: device)
    let pitch = (width - 16.25) / 5
    for i in 0..<5 {
      let expected = Rect(
        x: 21 + 4 + Double(i) * pitch, y: top + 4, width: pitch + 8.25, height: 54)
      #expect(near(r.frames["tabbar.item[\(i)]"], expected))
    }
    let tabs = r.semantics.elements.filter { $0.role == .tab }
    #expect(tabs.map(\.label) == ["Today", "Plan", "Log", "Stats", "More"])
    #expect(tabs.first?.traits == [.isSelected])
  }

  /// The icon's 28 pt box 6 pt into the item, the 10 pt title's 12 pt line 35 pt into it; the
  /// selected item under a capsule (r 27) of its box, brightened.
  @Test func theTabItemsIconTitleAndLens() throws {
    let r = try render(tabs(5))
    let item = try #require(r.frames["tabbar.item[0]"])
    let title = try #require(r.semantics.elements.first { $0.role == .text && $0.label == "Today" })
    #expect(abs(title.frame.midY - (item.minY + 35 + 6)) < 0.01)
    let icon = try #require(r.semantics.elements.first { $0.role == .image })
    #expect(abs(icon.frame.midY - (item.minY + 6 + 14)) < 0.01)
    #expect(abs(icon.frame.midX - item.midX) < 0.01)
    let lenses = r.displayList.items.filter {
      if case .pushLayer(.blend(.plusLighter)) = $0 { return true }
      return false
    }
    #expect(lenses.count == 1)
  }

  /// The bars float: the page keeps its place under them, and a background that ignores the
  /// safe area reaches behind the navigation bar and the tab bar's capsule, for the glass to
  /// show (the classic bars are stack rows the page's background stops at).
  @Test func thePageRunsOnUnderTheBars() throws {
    let nav = try render(
      NavigationStack {
        Color.clear.id("page").navigationTitle("Title")
          .background(Color.teal.ignoresSafeArea().id("bg"))
      })
    #expect(nav.frames["page"] == Rect(x: 0, y: 62 + 106, width: 402, height: 874 - 34 - 168))
    #expect(nav.frames["bg"] == Rect(x: 0, y: 0, width: 402, height: 874))
    let tabs = try render(
      TabView {
        Color.clear.id("page").background(Color.teal.ignoresSafeArea().id("bg"))
          .tabItem { Label("Today", systemImage: "house") }
      })
    #expect(tabs.frames["page"] == Rect(x: 0, y: 62, width: 402, height: 874 - 34 - 49 - 62))
    #expect(tabs.frames["bg"] == Rect(x: 0, y: 0, width: 402, height: 874))
  }

  /// The classic bars are untouched by the design's existence (ToolbarTests and TabViewTests
  /// check every number in `.classic`), and `.classic` draws no glass.
  @Test func theClassicDesignDrawsNoGlass() throws {
    var (size, env) = Self.iPhone15
    env.design = .classic
    let r = try LayoutEngine.render(tabs(5), size: size, environment: env)
    #expect(r.frames["tabbar"] == Rect(x: 0, y: 769, width: 393, height: 49))
    #expect(glass(r).isEmpty)
  }
}
