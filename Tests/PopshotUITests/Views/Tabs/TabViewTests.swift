import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

/// The classic tab bar on an iPhone 15 (393 × 852 pt, insets 59 top and 34 bottom in portrait;
/// 852 × 393 with 59 either side and 21 at the bottom in landscape), an iPad Air 11" (820 × 1180,
/// 24 top and 20 bottom). Expected numbers come from docs/platform.md, "Tab bar": a 49 pt bar over
/// the bottom inset (32 in compact height, 50 on iPad), items spread evenly, a stacked icon
/// 5.5 pt below the bar's top in a 25 pt box, the title 10 pt medium 2 pt above its bottom.
@MainActor @Suite struct TabViewTests {
  /// The classic design's bars (LiquidGlassBarsTests has iOS 26's).
  static func iPhone(landscape: Bool = false) -> (Size, EnvironmentValues) {
    var env = EnvironmentValues()
    env.design = .classic
    env.horizontalSizeClass = .compact
    env.verticalSizeClass = landscape ? .compact : .regular
    env.safeAreaInsets =
      landscape
      ? EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
      : EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
    return (landscape ? Size(width: 852, height: 393) : Size(width: 393, height: 852), env)
  }

  static func iPad() -> (Size, EnvironmentValues) {
    var env = EnvironmentValues()
    env.design = .classic
    env.horizontalSizeClass = .regular
    env.verticalSizeClass = .regular
    env.safeAreaInsets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
    return (Size(width: 820, height: 1180), env)
  }

  struct Tabs: View {
    var selection: Binding<Int>? = nil
    var body: some View {
      TabView(selection: selection) {
        Color.red.id("home.page")
          .tabItem { Label("Home", systemImage: "house") }.tag(0)
        Color.green.id("inbox.page")
          .tabItem {
            Image(systemName: "star.fill")
            Text("Inbox")
          }
          .tag(1).badge(3)
        Color.blue.id("settings.page")
          .tabItem { Label("Settings", systemImage: "gearshape") }.tag(2).badge("New")
      }
    }
  }

  func render(_ view: some View, _ device: (Size, EnvironmentValues) = iPhone()) throws
    -> LayoutResult
  {
    try LayoutEngine.render(view, size: device.0, environment: device.1)
  }

  func tabs(_ r: LayoutResult) -> [SemanticElement] {
    r.semantics.elements.filter { $0.role == .tab }
  }

  /// 852 − 34 − 49 = 769: the bar sits on the bottom inset; the page fills 59…769.
  @Test func theBarSitsOnTheBottomInsetAndThePageFillsTheRest() throws {
    let r = try render(Tabs())
    #expect(r.frames["tabbar"] == Rect(x: 0, y: 769, width: 393, height: 49))
    #expect(r.frames["home.page"] == Rect(x: 0, y: 59, width: 393, height: 710))
    #expect(r.frames["inbox.page"] == nil)
  }

  /// Three items of 393 / 3 = 131 pt, centred at 65.5, 196.5 and 327.5.
  @Test func itemsAreSpreadEvenly() throws {
    let items = tabs(try render(Tabs()))
    #expect(items.map(\.frame.midX) == [65.5, 196.5, 327.5])
    #expect(items.allSatisfy { $0.frame.width == 131 && $0.frame.height == 49 })
    #expect(items.allSatisfy { $0.hitFrame == $0.frame })
  }

  @Test func itemsAreTabsLabelledByTheirTitlesTheSelectedOneSelected() throws {
    let items = tabs(try render(Tabs()))
    #expect(items.map(\.label) == ["Home", "Inbox", "Settings"])
    #expect(items.map { $0.traits ?? [] } == [[.isSelected], [], []])
    #expect(items.map(\.value) == [nil, "3", "New"])
  }

  /// The icon's 25 pt box starts 5.5 pt below the bar's top: centre 769 + 5.5 + 12.5 = 787. The
  /// title is 10 pt medium, its line ending 2 pt above the bar's bottom (816).
  @Test func iconAboveTitle() throws {
    let r = try render(Tabs())
    let images = r.semantics.elements.filter { $0.role == .image && $0.frame.minY >= 769 }
    #expect(images.count == 3)
    #expect(images.allSatisfy { $0.frame.midY == 787 && $0.frame.height == 25 })
    let titles = r.semantics.elements.filter {
      $0.role == .text && ["Home", "Inbox", "Settings"].contains($0.text?.string ?? "")
    }
    #expect(titles.count == 3)
    #expect(titles.allSatisfy { $0.frame.maxY == 816 })
    #expect(titles.allSatisfy { $0.text?.size == 10 && $0.text?.weight == .medium })
  }

  /// An identifier on a tab item's label does not stop the bar from reading the label: the icon
  /// stays above the title (as in `iconAboveTitle`), and the identifier names the tab's button,
  /// in both designs.
  @Test(arguments: [Design.classic, .liquidGlass])
  func anIdentifiedLabelIsStillTheTabsIconAndTitle(_ design: Design) throws {
    var device = TabViewTests.iPhone()
    device.1.design = design
    func tabs(identified: Bool) -> some View {
      TabView {
        Color.red.tabItem {
          if identified {
            Label("Home", systemImage: "house").accessibilityIdentifier("homeTab")
          } else {
            Label("Home", systemImage: "house")
          }
        }
        Color.green.tabItem { Label("Inbox", systemImage: "tray") }
      }
    }
    let plain = try render(tabs(identified: false), device)
    let identified = try render(tabs(identified: true), device)
    func title(_ r: LayoutResult) -> SemanticElement? {
      r.semantics.elements.first { $0.role == .text && $0.text?.string == "Home" }
    }
    let expected = try #require(title(plain))
    let got = try #require(title(identified))
    #expect(got.frame == expected.frame)
    #expect(got.text?.size == expected.text?.size)
    let home = try #require(self.tabs(identified).first { $0.label == "Home" })
    #expect(identified.frames["homeTab"] == home.frame)
    #expect(plain.frames["tabbar.item[0]"] == home.frame)
  }

  /// Selected: the tint (system blue #007AFF); others #929292 (measured on iOS 18).
  @Test func theSelectedItemIsTintedTheOthersGrey() throws {
    let r = try render(Tabs())
    let images = r.semantics.elements.filter { $0.role == .image && $0.frame.minY >= 769 }
    #expect(
      images.map(\.foreground) == [
        try SRGBColor(hex: "#007AFF"), try SRGBColor(hex: "#929292"),
        try SRGBColor(hex: "#929292"),
      ])
    let tinted = try render(Tabs().tint(.red))
    let first = tinted.semantics.elements.first { $0.role == .image && $0.frame.minY >= 769 }
    #expect(first?.foreground == Color.red.resolved(.light))
  }

  @Test func theSelectionBindingPicksTheTaggedTab() throws {
    var selected = 2
    let binding = Binding(get: { selected }, set: { selected = $0 })
    let r = try render(Tabs(selection: binding))
    #expect(r.frames["settings.page"] != nil)
    #expect(r.frames["home.page"] == nil)
    #expect(tabs(r).map { $0.traits ?? [] } == [[], [], [.isSelected]])
  }

  @Test func aSelectionNoTabCarriesShowsTheFirst() throws {
    var selected = 9
    let r = try render(Tabs(selection: Binding(get: { selected }, set: { selected = $0 })))
    #expect(r.frames["home.page"] != nil)
  }

  /// A red capsule 18 pt tall with white text, its top-leading corner 6 pt right of the icon's
  /// centre and 3 pt above its top (787 − 12.5 − 3 = 771.5).
  @Test func badgesSitOnTheIconsTopTrailingCorner() throws {
    let r = try render(Tabs())
    let badge = try #require(r.semantics.elements.first { $0.text?.string == "3" })
    #expect(badge.foreground == SRGBColor.white)
    #expect(badge.text?.size == 13)
    let icon = try #require(
      r.semantics.elements.first {
        $0.role == .image && $0.frame.minY >= 769 && $0.frame.midX > 131 && $0.frame.midX < 262
      })
    #expect(badge.frame.midY == icon.frame.minY - 3 + 9)
    #expect(badge.frame.minX > icon.frame.midX + 6)
  }

  /// Compact height: a 32 pt bar on the 21 pt inset (393 − 21 − 32 = 340), across the safe
  /// width (59…793), icon beside a 13 pt title.
  @Test func inLandscapeTheBarIsCompact() throws {
    let r = try render(Tabs(), Self.iPhone(landscape: true))
    #expect(r.frames["tabbar"] == Rect(x: 59, y: 340, width: 734, height: 32))
    let items = tabs(r)
    let third: Double = 734 / 3
    #expect(items.allSatisfy { abs($0.frame.width - third) < 1e-9 })
    let title = r.semantics.elements.first { $0.text?.string == "Home" }
    let icon = r.semantics.elements.first { $0.role == .image && $0.frame.minY >= 340 }
    #expect(title?.text?.size == 13)
    #expect(icon.map { $0.frame.maxX <= title!.frame.minX } == true)
    #expect(icon?.frame.midY == 356)
  }

  /// iPad: a 50 pt bar (1180 − 20 − 50 = 1110), items centred as a group.
  @Test func onIPadTheItemsAreCentred() throws {
    let r = try render(Tabs(), Self.iPad())
    #expect(r.frames["tabbar"] == Rect(x: 0, y: 1110, width: 820, height: 50))
    let items = tabs(r)
    let left = items.first!.frame.minX
    let right = items.last!.frame.maxX
    #expect(abs((left + right) / 2 - 410) < 0.001)
    #expect(left > 100)
  }

  @Test func aTabCanHideTheBar() throws {
    let view = TabView {
      Color.red.id("page").toolbar(.hidden, for: .tabBar).tabItem { Text("One") }
    }
    let r = try render(view)
    #expect(r.frames["tabbar"] == nil)
    #expect(r.frames["page"] == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  /// House and gear have filled variants in Popshot's tables: the tab bar draws those.
  @Test func symbolsAreDrawnFilled() throws {
    let item = TabBarItem(
      label: [Label("Home", systemImage: "house")], badge: nil, isSelected: true)
    let icon = try #require(item.parts.icon)
    let image = try #require(
      ((icon.view as? ModifiedView<AspectRatioModifier>)?.content as? Image))
    #expect(image.content.symbol.name == "house.fill")
  }
}
