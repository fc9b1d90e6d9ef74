import PopshotGraphics
import PopshotText
import PopshotUI
import Testing

@testable import PopshotScenes

/// The navigation bar as iOS 17 draws it at rest, with values from docs/platform.md
/// ("Navigation bar"): 44 pt on iPhone, 50 on iPad, 32 in compact height; a large title adds a
/// 52 pt band; the inline title and back button stop growing at 1.235 × 17 pt; the large title
/// grows a third as fast as body text (AX5 body is 53 pt: 1 + (53/17 − 1)/3 = 1.70588).
@Suite struct NavigationBarTests {
  struct Titled: View {
    var mode: NavigationBarItem.TitleDisplayMode = .automatic
    var body: some View {
      NavigationStack {
        Text("content").navigationTitle("Title").navigationBarTitleDisplayMode(mode)
      }
    }
  }

  func render(_ view: some View, _ v: Variant) throws -> RenderedScene {
    try SceneRenderer().render(Scene(name: "t", page: view), v)
  }

  /// The bar's frame: the frame of the view with the id "navigationbar".
  func barFrame(_ view: some View, _ v: Variant) throws -> Rect {
    let r = try LayoutEngine.render(
      view, size: v.device.size(v.orientation), environment: v.environment)
    return try #require(r.frames["navigationbar"])
  }

  func runSize(_ r: RenderedScene, _ id: String) -> Double? {
    for case .glyphRun(let run) in r.displayList.items where run.elementID == id { return run.size }
    return nil
  }

  @Test(arguments: [
    // device, orientation, mode, bar frame height
    ("iphone-15", Orientation.portrait, NavigationBarItem.TitleDisplayMode.automatic, 96.0),
    ("iphone-15", .portrait, .inline, 44),
    ("iphone-15", .landscape, .automatic, 32),
    ("iphone-15", .landscape, .large, 32),
    ("ipad-air-11", .portrait, .automatic, 102),
    ("ipad-air-11", .landscape, .inline, 50),
    ("iphone-se-3", .portrait, .large, 96),
  ])
  func barHeights(
    _ device: String, _ o: Orientation, _ mode: NavigationBarItem.TitleDisplayMode, _ h: Double
  ) throws {
    let v = variant(device, o)
    let bar = try barFrame(Titled(mode: mode), v)
    #expect(abs(bar.height - h) < 1e-9)
    // The bar sits at the top of the safe area.
    #expect(abs(bar.minY - v.device.safeArea(o).top) < 1e-9)
  }

  /// At AX5 the large title is the type table's 60 pt in a band of 52 × (1 + (53/17 − 1)/3) =
  /// 88.706 pt; the inline title and back button stop at 17 × 1.235 = 20.995 pt (they reached
  /// 40 and 53 before).
  @Test func titleSizesAtAX5() throws {
    var v = variant("iphone-15")
    v.textSize = .accessibility5
    let large = try render(Titled(), v)
    #expect(abs(try #require(runSize(large, "navigationbar.title")) - 60) < 1e-9)
    let bar = try barFrame(Titled(), v)
    #expect(abs(bar.height - (44 + 52 * (1 + (53.0 / 17 - 1) / 3))) < 1e-9)
    let inline = try render(Titled(mode: .inline), v)
    #expect(abs(try #require(runSize(inline, "navigationbar.title")) - 20.995) < 1e-9)
    var pushed = try fixture("popup-in-navigation")
    pushed.navigationBar?.displayMode = .inline
    let back = try SceneRenderer().render(pushed, v)
    #expect(abs(try #require(runSize(back, "navigationbar.back/label/text")) - 20.995) < 1e-9)
    // At Large the sizes are the HIG's: 34 bold large, 17 semibold inline.
    #expect(runSize(try render(Titled(), variant("iphone-15")), "navigationbar.title") == 34)
    #expect(
      runSize(try render(Titled(mode: .inline), variant("iphone-15")), "navigationbar.title") == 17)
  }

  /// At Medium the large title is the type table's 33 pt and its band stays 52 pt (the bar 96):
  /// an iOS 18 recording at Medium (docs/platform.md, "Navigation bars") puts a 33 pt title's
  /// baseline 36.0 pt below the band's top; 52 − 8 − 33 × 494/2048 (SF Pro's descender) = 36.04.
  @Test func largeTitleAtMedium() throws {
    var v = variant("iphone-15")
    v.textSize = .medium
    let r = try render(Titled(), v)
    #expect(runSize(r, "navigationbar.title") == 33)
    let bar = try barFrame(Titled(), v)
    #expect(abs(bar.height - 96) < 1e-9)
    let title = try #require(r.semantics["navigationbar.title"])
    let baseline = title.frame.maxY - 33 * 494 / 2048
    #expect(abs(baseline - (bar.minY + 44) - 36.0) < 1 / 3.0)
  }

  /// The large title starts 16 pt from the leading edge on iPhone (20 on iPad) and its band's
  /// bottom is 8 pt below it.
  @Test func largeTitlePlacement() throws {
    let phone = try render(Titled(), variant("iphone-15"))
    let title = try #require(phone.semantics["navigationbar.title"])
    #expect(title.frame.minX == 16)
    #expect(abs(title.frame.maxY - (59 + 96 - 8)) < 1e-9)
    let pad = try render(Titled(), variant("ipad-air-11"))
    #expect(try #require(pad.semantics["navigationbar.title"]).frame.minX == 20)
  }

  /// Over content at rest the bar is transparent with no hairline: the pixels between the back
  /// button and the title, and on the bar's bottom edge, are the page's white.
  @Test func barIsTransparent() throws {
    let r = try render(Titled(), variant("iphone-15"))
    let px = try r.pixmap()
    let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    for y in [60.0, 80, 100, 154.5] {
      #expect(px[3 * 380, Int(3 * y)] == white, "y = \(y)")
    }
  }

  /// A title attached outside the NavigationStack titles nothing: the bar is inline and empty.
  @Test func titleOutsideTheStackShowsNothing() throws {
    let view = NavigationStack { Text("content") }.navigationTitle("Outside")
    let r = try render(view, variant("iphone-15"))
    #expect(try barFrame(view, variant("iphone-15")).height == 44)
    #expect(runSize(r, "navigationbar.title") == nil)
  }

  /// Content taller than the space below the bar overflows around its middle; the bar stays at
  /// the top of the safe area.
  @Test func tallContentDoesNotMoveTheBar() throws {
    let view = NavigationStack {
      Color.red.frame(width: 100, height: 2000).navigationTitle("Title")
    }
    #expect(try barFrame(view, variant("iphone-15")).minY == 59)
  }
}

/// A navigation bar inside a sheet on an iPhone in portrait is 56 pt (UIKit's page sheet;
/// docs/platform.md): an inline title in a large sheet on the iPhone 15 (sheet top 69) is centred
/// 28 pt below the sheet's top; on the iPad's form sheet the bar is the usual 50.
@Suite struct SheetNavigationBarTests {
  struct SheetPage: View {
    var body: some View {
      Text("page").sheet(isPresented: .constant(true)) {
        NavigationStack {
          Text("content").navigationTitle("Edit").navigationBarTitleDisplayMode(.inline)
        }
      }
    }
  }

  @Test func barIs56PointsInAnIPhoneSheet() throws {
    let r = try SceneRenderer().render(Scene(name: "t", page: SheetPage()), variant("iphone-15"))
    let sheet = try #require(r.semantics.presentations.first)
    #expect(sheet.frame.minY == 69)
    let title = try #require(r.semantics.elements.first { $0.label == "Edit" })
    #expect(abs(title.frame.midY - (69 + 28)) < 1e-9)
    let pad = try SceneRenderer().render(
      Scene(name: "t", page: SheetPage()), variant("ipad-air-11"))
    let padSheet = try #require(pad.semantics.presentations.first)
    let padTitle = try #require(pad.semantics.elements.first { $0.label == "Edit" })
    #expect(abs(padTitle.frame.midY - (padSheet.frame.minY + 25)) < 1e-9)
  }
}
