import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

/// Status-bar items per device family, from docs/platform.md ("Status bar"): on Dynamic Island
/// phones each ear is (width − 124) / 2 wide, padded 16 on the screen's side and 6 on the
/// island's, its content centred, on a 22 pt row 21 pt from the top; signal 19.2 × 12.226, Wi-Fi
/// 17.142 × 12.328 and battery 27.328 × 13, 7 apart.
@Suite struct StatusBarTests {
  func frames(_ device: String) throws -> [String: Rect] {
    let d = try #require(Device.named(device))
    let size = d.size(.portrait)
    let bar = StatusBarView(
      width: size.width, height: d.statusBarHeight(.portrait), style: StatusBarStyle(d))
    return try LayoutEngine.render(
      bar, size: Size(width: size.width, height: d.statusBarHeight(.portrait))
    ).frames
  }

  func centre(_ r: Rect?) -> Point? { r.map { Point(x: $0.midX, y: $0.midY) } }

  func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

  /// iPhone 15 (393 wide): ear 134.5; the clock's centre is 16 + (134.5 − 22) / 2 = 72.25, at
  /// y = 21 + 11 = 32. The right ear's content box runs from 258.5 + 6 = 264.5 for 112.5 pt; the
  /// icons (19.2 + 17.142 + 27.328 + 2 × 7 = 77.67 wide) start at 264.5 + (112.5 − 77.67) / 2.
  @Test func dynamicIslandIPhone15() throws {
    let f = try frames("iphone-15")
    #expect(near(centre(f["statusbar.time"])?.x, 72.25))
    #expect(near(centre(f["statusbar.time"])?.y, 32))
    let start = 264.5 + (112.5 - 77.67) / 2
    #expect(near(f["statusbar.signal"]?.minX, start))
    #expect(near(f["statusbar.wifi"]?.minX, start + 19.2 + 7))
    #expect(near(f["statusbar.battery"]?.minX, start + 19.2 + 7 + 17.142 + 7))
    #expect(near(f["statusbar.battery"]?.width, 27.328))
    for id in ["statusbar.signal", "statusbar.wifi", "statusbar.battery"] {
      #expect(near(centre(f[id])?.y, 32), "\(id)")
    }
  }

  /// iPhone 15 Pro Max (430 wide): ear 153, clock centre 16 + (153 − 22) / 2 = 81.5.
  @Test func dynamicIslandProMax() throws {
    #expect(near(centre(try frames("iphone-15-pro-max")["statusbar.time"])?.x, 81.5))
  }

  /// iPhone SE: a 20 pt bar; the time centred on the screen (187.5, 10); signal 6 pt from the
  /// left edge, then the carrier and Wi-Fi; the battery 6 pt from the right edge.
  @Test func homeButtonIPhone() throws {
    let f = try frames("iphone-se-3")
    #expect(near(centre(f["statusbar.time"])?.x, 187.5))
    #expect(near(centre(f["statusbar.time"])?.y, 10))
    #expect(near(f["statusbar.signal"]?.minX, 6))
    let carrier = try #require(f["statusbar.carrier"])
    let wifi = try #require(f["statusbar.wifi"])
    #expect(near(carrier.minX, 6 + 17 + 4) && near(wifi.minX, carrier.maxX + 4))
    #expect(near(f["statusbar.battery"]?.maxX, 375 - 6))
  }

  /// iPad Air: time then date from 20 pt on the left, Wi-Fi and battery ending 20 pt from the
  /// right, centred in the 24 pt bar.
  @Test func iPad() throws {
    let f = try frames("ipad-air-11")
    let time = try #require(f["statusbar.time"])
    #expect(near(time.minX, 20) && near(time.midY, 12))
    #expect(near(f["statusbar.date"]?.minX, time.maxX + 6))
    #expect(near(f["statusbar.battery"]?.maxX, 800))
    #expect(f["statusbar.wifi"] != nil)
  }

  /// Every device draws Wi-Fi in portrait.
  @Test(arguments: Device.catalog.map(\.id))
  func everyBarDrawsWiFi(_ device: String) throws {
    #expect(try frames(device)["statusbar.wifi"] != nil)
  }

  /// The bar is drawn once per key and kept (StatusBarCache): a dark render after a light one
  /// still gets the dark bar, its clock in the label colour of each appearance (#000000 light,
  /// #FFFFFF dark).
  @Test func keptBarsFollowTheAppearance() throws {
    let device = try #require(Device.named("iphone-15"))
    func clock(_ a: ColorScheme) throws -> SRGBColor? {
      let v = Variant(device: device, orientation: .portrait, appearance: a, design: .classic)
      let r = try SceneRenderer().render(Scene(name: "bar", page: Color.clear), v)
      return r.semantics.elements.first { $0.id.hasSuffix("statusbar.time") }?.foreground
    }
    #expect(try clock(.light) == .black)
    #expect(try clock(.dark) == .white)
    #expect(try clock(.light) == .black)
  }
}

/// A team's own device (issue 27): SST's `.iPhone13` canvas, 390 × 844 pt at 3× with a 47 pt
/// top and 34 pt bottom inset, renders at 1170 × 2532 px and lays the page in its safe area.
@Suite struct CustomDeviceTests {
  @Test func aDeviceOfYourOwn() throws {
    let device = Device(
      id: "iphone-13", name: "iPhone 13", family: .phone,
      portraitSize: Size(width: 390, height: 844), scale: 3,
      safeAreaPortrait: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0),
      safeAreaLandscape: EdgeInsets(top: 0, leading: 47, bottom: 21, trailing: 47),
      displayCornerRadius: 47.33)
    let v = Variant(device: device, orientation: .portrait, design: .classic)
    let r = try SceneRenderer().render(Scene(name: "d", page: Text("Hi").id("hi")), v)
    let pixmap = try r.pixmap()
    #expect(pixmap.width == 1170 && pixmap.height == 2532)
    // The page's root is centred in the safe area: 47 + (844 − 47 − 34) / 2.
    let text = try #require(r.semantics.elements.first { $0.id == "hi" })
    #expect(abs(text.frame.midY - (47 + (844 - 47 - 34) / 2.0)) < 1e-9)
    #expect(abs(text.frame.midX - 195) < 1e-9)
  }
}
