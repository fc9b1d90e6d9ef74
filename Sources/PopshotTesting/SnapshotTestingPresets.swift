// swift-snapshot-testing's device presets (`ViewImageConfig`) as variants, so that
// `.image(layout: .device(config: .iPhone13))` and `.image(on: [.iPhone13])` draw the canvas SST
// draws: its size, safe areas and text size (SST's iPhone traits set Medium; its iPad traits
// none, so Large). Phones default to portrait and iPads to landscape, as in SST. Values: SST's
// Sources/SnapshotTesting/Common/View.swift at 6bb6c9a (docs/platform.md, "Devices").
import PopshotScenes

// The iPad presets keep SST's names with underscores (iPad9_7), which lint would rename.
extension Variant {
  /// A phone preset: SST's traits set Dynamic Type Medium.
  static func snapshotTestingPhone(_ id: String, _ o: Orientation) -> Variant {
    Variant(device: Device.named(id)!, orientation: o, textSize: .medium)
  }
  static func snapshotTestingPad(_ id: String, _ o: Orientation) -> Variant {
    Variant(device: Device.named(id)!, orientation: o)
  }

  public static let iPhoneSe = iPhoneSe(.portrait)
  public static func iPhoneSe(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-se-1", o)
  }
  public static let iPhone8 = iPhone8(.portrait)
  public static func iPhone8(_ o: Orientation) -> Variant { snapshotTestingPhone("iphone-se-3", o) }
  public static let iPhone8Plus = iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-8-plus", o)
  }
  public static let iPhoneX = iPhoneX(.portrait)
  public static func iPhoneX(_ o: Orientation) -> Variant { snapshotTestingPhone("iphone-x", o) }
  public static let iPhoneXsMax = iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-xs-max", o)
  }
  public static let iPhoneXr = iPhoneXr(.portrait)
  public static func iPhoneXr(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-xs-max", o)
  }
  public static let iPhone12 = iPhone12(.portrait)
  public static func iPhone12(_ o: Orientation) -> Variant { snapshotTestingPhone("iphone-13", o) }
  public static let iPhone12Pro = iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-13", o)
  }
  public static let iPhone12ProMax = iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-13-pro-max", o)
  }
  public static let iPhone13 = iPhone13(.portrait)
  public static func iPhone13(_ o: Orientation) -> Variant { snapshotTestingPhone("iphone-13", o) }
  public static let iPhone13Mini = iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-13-mini", o)
  }
  public static let iPhone13Pro = iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-13", o)
  }
  public static let iPhone13ProMax = iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ o: Orientation) -> Variant {
    snapshotTestingPhone("iphone-13-pro-max", o)
  }

  public static let iPadMini = iPadMini(.landscape)
  public static func iPadMini(_ o: Orientation) -> Variant { snapshotTestingPad("ipad-9-7", o) }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPad9_7 = iPad9_7(.landscape)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPad9_7(_ o: Orientation) -> Variant { snapshotTestingPad("ipad-9-7", o) }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPad10_2 = iPad10_2(.landscape)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPad10_2(_ o: Orientation) -> Variant { snapshotTestingPad("ipad-10-2", o) }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro10_5 = iPadPro10_5(.landscape)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPadPro10_5(_ o: Orientation) -> Variant {
    snapshotTestingPad("ipad-pro-10-5", o)
  }
  public static let iPadPro11 = iPadPro11(.landscape)
  public static func iPadPro11(_ o: Orientation) -> Variant {
    snapshotTestingPad("ipad-pro-11-2018", o)
  }
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let iPadPro12_9 = iPadPro12_9(.landscape)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static func iPadPro12_9(_ o: Orientation) -> Variant {
    snapshotTestingPad("ipad-pro-12-9", o)
  }

  /// The devices of 2025–26 in portrait, Large (Popshot's own presets).
  public static let iPhone16e = Variant(device: Device.named("iphone-16e")!, orientation: .portrait)
  public static let iPhone16 = Variant(device: Device.named("iphone-16")!, orientation: .portrait)
  public static let iPhone16Plus = Variant(
    device: Device.named("iphone-16-plus")!, orientation: .portrait)
  public static let iPhone16Pro = Variant(
    device: Device.named("iphone-16-pro")!, orientation: .portrait)
  public static let iPhone16ProMax = Variant(
    device: Device.named("iphone-16-pro-max")!, orientation: .portrait)
  public static let iPhone17 = Variant(device: Device.named("iphone-17")!, orientation: .portrait)
  public static let iPhoneAir = Variant(device: Device.named("iphone-air")!, orientation: .portrait)
  public static let iPhone17Pro = Variant(
    device: Device.named("iphone-17-pro")!, orientation: .portrait)
  public static let iPhone17ProMax = Variant(
    device: Device.named("iphone-17-pro-max")!, orientation: .portrait)
  public static let iPadA16 = Variant(device: Device.named("ipad-a16")!, orientation: .portrait)
  public static let iPadAir13 = Variant(
    device: Device.named("ipad-air-13")!, orientation: .portrait)
  public static let iPadPro11M4 = Variant(
    device: Device.named("ipad-pro-11")!, orientation: .portrait)
  public static let iPadPro13 = Variant(
    device: Device.named("ipad-pro-13")!, orientation: .portrait)
  public static let iPadMini6 = Variant(
    device: Device.named("ipad-mini-6")!, orientation: .portrait)
}
