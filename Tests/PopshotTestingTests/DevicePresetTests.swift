import Foundation
import PopshotGraphics
import PopshotSupport
import Testing

@testable import PopshotScenes
@testable import PopshotTesting

/// The 2026 catalogue and swift-snapshot-testing's presets (docs/platform.md "Devices").
@Suite struct DevicePresetTests {
  /// SST's ViewImageConfig values (View.swift at 6bb6c9a): size, safe area (top, left, bottom,
  /// right) in portrait and landscape; iPhones at Medium, iPads at Large and in landscape.
  @Test func sstPresetsAreSSTsCanvases() {
    func check(
      _ v: Variant, _ size: Size, _ portrait: [Double], _ landscape: [Double],
      _ text: DynamicTypeSize, _ o: Orientation, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let d = v.device
      let p = d.safeAreaPortrait
      let l = d.safeAreaLandscape
      #expect(d.portraitSize == size, sourceLocation: sourceLocation)
      #expect([p.top, p.leading, p.bottom, p.trailing] == portrait, sourceLocation: sourceLocation)
      #expect(
        [l.top, l.leading, l.bottom, l.trailing] == landscape, sourceLocation: sourceLocation)
      #expect(v.textSize == text && v.orientation == o, sourceLocation: sourceLocation)
    }
    check(
      .iPhone13, Size(width: 390, height: 844), [47, 0, 34, 0], [0, 47, 21, 47], .medium, .portrait)
    check(
      .iPhone12Pro, Size(width: 390, height: 844), [47, 0, 34, 0], [0, 47, 21, 47], .medium,
      .portrait)
    check(
      .iPhone13Mini, Size(width: 375, height: 812), [50, 0, 34, 0], [0, 50, 21, 50], .medium,
      .portrait)
    check(
      .iPhone13ProMax, Size(width: 428, height: 926), [47, 0, 34, 0], [0, 47, 21, 47], .medium,
      .portrait)
    check(
      .iPhoneX, Size(width: 375, height: 812), [44, 0, 34, 0], [0, 44, 24, 44], .medium, .portrait)
    check(
      .iPhoneXr, Size(width: 414, height: 896), [44, 0, 34, 0], [0, 44, 24, 44], .medium, .portrait)
    check(
      .iPhone8, Size(width: 375, height: 667), [20, 0, 0, 0], [0, 0, 0, 0], .medium, .portrait)
    check(
      .iPhone8Plus, Size(width: 414, height: 736), [20, 0, 0, 0], [0, 0, 0, 0], .medium, .portrait)
    check(
      .iPhoneSe, Size(width: 320, height: 568), [20, 0, 0, 0], [0, 0, 0, 0], .medium, .portrait)
    check(
      .iPhone13(.landscape), Size(width: 390, height: 844), [47, 0, 34, 0], [0, 47, 21, 47],
      .medium, .landscape)
    check(
      .iPadMini, Size(width: 768, height: 1024), [20, 0, 0, 0], [20, 0, 0, 0], .large, .landscape)
    check(
      .iPad10_2, Size(width: 810, height: 1080), [20, 0, 0, 0], [20, 0, 0, 0], .large, .landscape)
    check(
      .iPadPro10_5, Size(width: 834, height: 1112), [20, 0, 0, 0], [20, 0, 0, 0], .large, .landscape
    )
    check(
      .iPadPro11, Size(width: 834, height: 1194), [24, 0, 20, 0], [24, 0, 20, 0], .large, .landscape
    )
    check(
      .iPadPro12_9, Size(width: 1024, height: 1366), [20, 0, 0, 0], [20, 0, 0, 0], .large,
      .landscape)
    // Size classes as SST's traits: Plus and Max phones regular in landscape, iPads regular.
    #expect(Variant.iPhone13ProMax.device.horizontalSizeClass(.landscape) == .regular)
    #expect(Variant.iPhone13.device.horizontalSizeClass(.landscape) == .compact)
    #expect(Variant.iPadMini.device.horizontalSizeClass(.portrait) == .regular)
  }

  /// The phones and iPads that run iOS 26, from probes of the simulators' `safeAreaInsets`
  /// (docs/platform.md "Devices"): sizes, tops, corners and cutouts.
  @Test func theCatalogueOf2026() throws {
    let expected: [(String, Double, Double, Double, Double, Device.Cutout)] = [
      ("iphone-13", 390, 844, 47, 47.33, .notch), ("iphone-16e", 390, 844, 47, 47.33, .notch),
      ("iphone-16", 393, 852, 59, 55, .dynamicIsland),
      ("iphone-16-plus", 430, 932, 59, 55, .dynamicIsland),
      ("iphone-17", 402, 874, 62, 62, .dynamicIsland),
      ("iphone-17-pro", 402, 874, 62, 62, .dynamicIsland),
      ("iphone-17-pro-max", 440, 956, 62, 62, .dynamicIsland),
      ("iphone-air", 420, 912, 68, 62, .dynamicIsland),
      ("iphone-se-3", 375, 667, 20, 0, .none), ("iphone-13-mini", 375, 812, 50, 44, .notch),
      ("ipad-a16", 820, 1180, 24, 25, .none), ("ipad-air-13", 1024, 1366, 24, 18, .none),
      ("ipad-pro-11", 834, 1210, 24, 30, .none), ("ipad-pro-13", 1032, 1376, 24, 30, .none),
      ("ipad-mini-6", 744, 1133, 24, 21.5, .none),
    ]
    for (id, w, h, top, corner, cutout) in expected {
      let d = try #require(Device.named(id), "\(id)")
      #expect(d.portraitSize == Size(width: w, height: h), "\(id)")
      #expect(d.safeAreaPortrait.top == top && d.displayCornerRadius == corner, "\(id)")
      #expect(d.cutout == cutout, "\(id)")
    }
    let ids = Device.catalog.map(\.id) + Device.snapshotTestingCanvases.map(\.id)
    #expect(Set(ids).count == ids.count)
    // Plus, Max and Air phones are regular width in landscape.
    let regular = Device.catalog.filter { $0.family == .phone && $0.regularWidthInLandscape }
    #expect(
      Set(regular.map(\.id)) == [
        "iphone-air", "iphone-15-pro-max", "iphone-16-plus", "iphone-16-pro-max",
        "iphone-17-pro-max",
      ])
    // The SST canvases are found by name but stay out of the audit's every-device matrix.
    #expect(!VariantMatrix.audit.devices.contains("iphone-x"))
    #expect(Device.named("iphone-x") != nil)
  }

  /// A device decoded from JSON written before cutouts were recorded takes the one its top
  /// inset implies.
  @Test func olderDeviceJSONInfersTheCutout() throws {
    let json = """
      {"id":"d","name":"D","family":"phone","portraitSize":{"width":390,"height":844},"scale":3,
      "safeAreaPortrait":{"top":47,"leading":0,"bottom":34,"trailing":0},
      "safeAreaLandscape":{"top":0,"leading":47,"bottom":21,"trailing":47},
      "displayCornerRadius":47.33,"hasHomeIndicator":true,"regularWidthInLandscape":false}
      """
    let d = try JSONDecoder().decode(Device.self, from: Data(json.utf8))
    #expect(d.cutout == .notch)
  }

  static let kiosk = """
    [{"id": "kiosk-test", "name": "Kiosk", "family": "pad", "scale": 2,
      "portraitSize": {"width": 810, "height": 1080},
      "safeAreaPortrait": {"top": 24, "leading": 0, "bottom": 20, "trailing": 0},
      "safeAreaLandscape": {"top": 24, "leading": 0, "bottom": 20, "trailing": 0},
      "displayCornerRadius": 18, "hasHomeIndicator": true, "regularWidthInLandscape": true}]
    """

  /// A devices file: a team's device, checked, with errors at their JSON path.
  @Test func devicesFromJSON() throws {
    let devices = try Device.decode(Data(Self.kiosk.utf8), file: "d.json")
    #expect(devices.map(\.id) == ["kiosk-test"] && devices[0].cutout == Device.Cutout.none)
    #expect(devices[0].size(.landscape) == Size(width: 1080, height: 810))
    func error(_ json: String) -> String {
      do {
        _ = try Device.decode(devicesIn: Data(json.utf8), file: "d.json")
        return "no error"
      } catch { return error.description }
    }
    #expect(
      error(Self.kiosk.replacingOccurrences(of: #""scale": 2,"#, with: ""))
        == #"d.json: [0]: missing key "scale""#)
    #expect(
      error(Self.kiosk.replacingOccurrences(of: #""scale": 2"#, with: #""scale": "two""#))
        == "d.json: [0].scale: expected a number")
    #expect(
      error(Self.kiosk.replacingOccurrences(of: "kiosk-test", with: "iphone-15"))
        == #"d.json: [0].id: "iphone-15" is already a device; give yours another id"#)
    #expect(
      error(Self.kiosk.replacingOccurrences(of: #""scale": 2"#, with: #""scale": 4"#))
        == "d.json: [0].scale: expected 1, 2 or 3")
    #expect(
      error(
        #"{"devices": "#
          + Self.kiosk.replacingOccurrences(of: "kiosk-test", with: "Kiosk") + "}")
        == "d.json: devices[0].id: expected lower-case letters, digits and '-', like \"my-phone\"")
    #expect(error("{}") == #"d.json: expected an array of devices or {"devices": [...]}"#)
  }
}
