// Devices from docs/platform.md: screen size in points, scale, safe areas in each
// orientation, display corner radius, and what chrome they draw.
import PopshotGraphics
import PopshotUI

/// Portrait or landscape.
public enum Orientation: String, CaseIterable, Sendable, Codable { case portrait, landscape }

/// SwiftUI's horizontal and vertical size classes.
/// A device's width or height class: SwiftUI's UserInterfaceSizeClass.
public typealias SizeClass = UserInterfaceSizeClass

/// A device Popshot renders on.
public struct Device: Hashable, Sendable, Codable {
  public enum Family: String, Sendable, Codable { case phone, pad }
  /// What the display leaves out at its top: the camera housing the status bar goes around.
  public enum Cutout: String, Sendable, Codable {
    /// A home-button phone's or an iPad's full rectangle.
    case none
    /// The notch of the iPhone X to 14 and 16e.
    case notch
    /// The Dynamic Island of the iPhone 14 Pro, 15, 16 and 17 and the Air.
    case dynamicIsland
  }

  public let id: String
  public let name: String
  public let family: Family
  /// Screen size in points, in portrait.
  public let portraitSize: Size
  public let scale: Double
  public let safeAreaPortrait: EdgeInsets
  public let safeAreaLandscape: EdgeInsets
  /// The display's corner radius in points (0: square corners).
  public let displayCornerRadius: Double
  /// Face ID phones and iPads without a home button show a home indicator.
  public let hasHomeIndicator: Bool
  /// Max and Plus phones are regular width in landscape.
  public let regularWidthInLandscape: Bool
  public let cutout: Cutout

  /// A device of your own: a canvas of `portraitSize` points at `scale`, with its safe areas,
  /// display corners and chrome (the catalogue's devices are made the same way). With no
  /// `cutout`, a phone with a top inset of 20 or less has none, one of 59 or more an island, one
  /// in between a notch.
  public init(
    id: String, name: String, family: Family, portraitSize: Size, scale: Double,
    safeAreaPortrait: EdgeInsets, safeAreaLandscape: EdgeInsets, displayCornerRadius: Double = 0,
    hasHomeIndicator: Bool = true, regularWidthInLandscape: Bool = false, cutout: Cutout? = nil
  ) {
    self.id = id
    self.name = name
    self.family = family
    self.portraitSize = portraitSize
    self.scale = scale
    self.safeAreaPortrait = safeAreaPortrait
    self.safeAreaLandscape = safeAreaLandscape
    self.displayCornerRadius = displayCornerRadius
    self.hasHomeIndicator = hasHomeIndicator
    self.regularWidthInLandscape = regularWidthInLandscape
    self.cutout = cutout ?? Device.cutout(family, top: safeAreaPortrait.top)
  }

  static func cutout(_ family: Family, top: Double) -> Cutout {
    guard family == .phone, top > 20 else { return .none }
    return top >= 59 ? .dynamicIsland : .notch
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, family, portraitSize, scale, safeAreaPortrait, safeAreaLandscape
    case displayCornerRadius, hasHomeIndicator, regularWidthInLandscape, cutout
  }

  /// Devices written before cutouts were recorded have the one their top inset implies.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let family = try c.decode(Family.self, forKey: .family)
    let portrait = try c.decode(EdgeInsets.self, forKey: .safeAreaPortrait)
    self.init(
      id: try c.decode(String.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
      family: family, portraitSize: try c.decode(Size.self, forKey: .portraitSize),
      scale: try c.decode(Double.self, forKey: .scale), safeAreaPortrait: portrait,
      safeAreaLandscape: try c.decode(EdgeInsets.self, forKey: .safeAreaLandscape),
      displayCornerRadius: try c.decode(Double.self, forKey: .displayCornerRadius),
      hasHomeIndicator: try c.decode(Bool.self, forKey: .hasHomeIndicator),
      regularWidthInLandscape: try c.decode(Bool.self, forKey: .regularWidthInLandscape),
      cutout: try c.decodeIfPresent(Cutout.self, forKey: .cutout))
  }

  public func size(_ o: Orientation) -> Size {
    o == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
  }
  public func safeArea(_ o: Orientation) -> EdgeInsets {
    o == .portrait ? safeAreaPortrait : safeAreaLandscape
  }
  public func horizontalSizeClass(_ o: Orientation) -> SizeClass {
    family == .pad || (o == .landscape && regularWidthInLandscape) ? .regular : .compact
  }
  public func verticalSizeClass(_ o: Orientation) -> SizeClass {
    family == .phone && o == .landscape ? .compact : .regular
  }
  /// The status bar's height; none on iPhones in landscape.
  public func statusBarHeight(_ o: Orientation) -> Double {
    if family == .phone && o == .landscape { return 0 }
    return safeArea(o).top
  }

  static func phone(
    _ id: String, _ name: String, _ w: Double, _ h: Double, scale: Double = 3, top: Double,
    bottom: Double = 34, landscapeSide: Double? = nil, landscapeBottom: Double = 21,
    corner: Double, home: Bool = true, regularLandscape: Bool = false, cutout: Cutout
  ) -> Device {
    Device(
      id: id, name: name, family: .phone, portraitSize: Size(width: w, height: h), scale: scale,
      safeAreaPortrait: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
      safeAreaLandscape: EdgeInsets(
        top: 0, leading: landscapeSide ?? top, bottom: landscapeBottom,
        trailing: landscapeSide ?? top),
      displayCornerRadius: corner, hasHomeIndicator: home,
      regularWidthInLandscape: regularLandscape,
      cutout: cutout)
  }

  /// An iPad: 24 pt status bar and 20 pt home indicator inset (home-button iPads: 20 and 0) in
  /// both orientations.
  static func pad(
    _ id: String, _ name: String, _ w: Double, _ h: Double, corner: Double,
    homeButton: Bool = false
  ) -> Device {
    let insets = EdgeInsets(
      top: homeButton ? 20 : 24, leading: 0, bottom: homeButton ? 0 : 20, trailing: 0)
    return Device(
      id: id, name: name, family: .pad, portraitSize: Size(width: w, height: h), scale: 2,
      safeAreaPortrait: insets, safeAreaLandscape: insets, displayCornerRadius: corner,
      hasHomeIndicator: !homeButton, regularWidthInLandscape: true, cutout: Cutout.none)
  }

  /// Every device Popshot knows, smallest first: the iPhones and iPads that run iOS 26
  /// (docs/platform.md "Devices", with sources).
  public static let catalog: [Device] = [
    phone(
      "iphone-se-3", "iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0,
      landscapeSide: 0, landscapeBottom: 0, corner: 0, home: false, cutout: .none),
    phone("iphone-13-mini", "iPhone 13 mini", 375, 812, top: 50, corner: 44, cutout: .notch),
    phone("iphone-13", "iPhone 13 and 14", 390, 844, top: 47, corner: 47.33, cutout: .notch),
    phone("iphone-16e", "iPhone 16e", 390, 844, top: 47, corner: 47.33, cutout: .notch),
    phone("iphone-15", "iPhone 15", 393, 852, top: 59, corner: 55, cutout: .dynamicIsland),
    phone("iphone-16", "iPhone 16", 393, 852, top: 59, corner: 55, cutout: .dynamicIsland),
    phone("iphone-16-pro", "iPhone 16 Pro", 402, 874, top: 62, corner: 62, cutout: .dynamicIsland),
    phone("iphone-17", "iPhone 17", 402, 874, top: 62, corner: 62, cutout: .dynamicIsland),
    phone(
      "iphone-17-pro", "iPhone 17 Pro", 402, 874, top: 62, corner: 62, cutout: .dynamicIsland),
    phone(
      "iphone-air", "iPhone Air", 420, 912, top: 68, corner: 62, regularLandscape: true,
      cutout: .dynamicIsland),
    phone(
      "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, top: 59, corner: 55,
      regularLandscape: true, cutout: .dynamicIsland),
    phone(
      "iphone-16-plus", "iPhone 16 Plus", 430, 932, top: 59, corner: 55, regularLandscape: true,
      cutout: .dynamicIsland),
    phone(
      "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, top: 62, corner: 62,
      regularLandscape: true, cutout: .dynamicIsland),
    phone(
      "iphone-17-pro-max", "iPhone 17 Pro Max", 440, 956, top: 62, corner: 62,
      regularLandscape: true, cutout: .dynamicIsland),
    pad("ipad-mini-6", "iPad mini (6th generation and A17 Pro)", 744, 1133, corner: 21.5),
    pad("ipad-air-11", "iPad Air 11-inch", 820, 1180, corner: 18),
    pad("ipad-a16", "iPad (A16)", 820, 1180, corner: 25),
    pad("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210, corner: 30),
    pad("ipad-air-13", "iPad Air 13-inch", 1024, 1366, corner: 18),
    pad("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, corner: 30),
  ]

  /// The canvases of swift-snapshot-testing's presets for older devices, with SST's values
  /// (`ViewImageConfig` in its View.swift): found by `named`, not in the audit's catalogue.
  public static let snapshotTestingCanvases: [Device] = [
    phone(
      "iphone-se-1", "iPhone SE (1st generation)", 320, 568, scale: 2, top: 20, bottom: 0,
      landscapeSide: 0, landscapeBottom: 0, corner: 0, home: false, cutout: .none),
    phone(
      "iphone-8-plus", "iPhone 8 Plus", 414, 736, top: 20, bottom: 0, landscapeSide: 0,
      landscapeBottom: 0, corner: 0, home: false, regularLandscape: true, cutout: .none),
    phone(
      "iphone-x", "iPhone X", 375, 812, top: 44, landscapeBottom: 24, corner: 39,
      cutout: .notch),
    phone(
      "iphone-xs-max", "iPhone XS Max and XR", 414, 896, top: 44, landscapeBottom: 24, corner: 39,
      regularLandscape: true, cutout: .notch),
    phone(
      "iphone-13-pro-max", "iPhone 12 and 13 Pro Max", 428, 926, top: 47, corner: 53.33,
      regularLandscape: true, cutout: .notch),
    pad(
      "ipad-9-7", "iPad 9.7-inch and iPad mini (5th generation)", 768, 1024, corner: 0,
      homeButton: true),
    pad("ipad-10-2", "iPad 10.2-inch", 810, 1080, corner: 0, homeButton: true),
    pad("ipad-pro-10-5", "iPad Pro 10.5-inch", 834, 1112, corner: 0, homeButton: true),
    pad("ipad-pro-11-2018", "iPad Pro 11-inch (2018–2022)", 834, 1194, corner: 18),
    pad(
      "ipad-pro-12-9", "iPad Pro 12.9-inch (2nd generation)", 1024, 1366, corner: 0,
      homeButton: true),
  ]

  public static func named(_ id: String) -> Device? {
    catalog.first { $0.id == id } ?? snapshotTestingCanvases.first { $0.id == id }
      ?? registered(id)
  }

  /// The same device drawn at another scale, under its own id (`iphone-15@2x`).
  public func withScale(_ scale: Double) -> Device {
    Device(
      id: "\(id)@\(shortNumber(scale))x", name: name, family: family, portraitSize: portraitSize,
      scale: scale, safeAreaPortrait: safeAreaPortrait, safeAreaLandscape: safeAreaLandscape,
      displayCornerRadius: displayCornerRadius, hasHomeIndicator: hasHomeIndicator,
      regularWidthInLandscape: regularWidthInLandscape, cutout: cutout)
  }

  /// A canvas made by `canvas(_:scale:id:)` (its id has an `@`, as no catalogue device's does):
  /// its variants' names leave out the orientation.
  public var isCanvas: Bool {
    id.contains("@") && safeAreaPortrait == .zero && safeAreaLandscape == .zero
      && !hasHomeIndicator
  }

  /// A bare canvas for a component: `size` points (rounded up to whole pixels) at `scale`,
  /// no safe area, status bar, home indicator or display corners. Its id is `id`, or
  /// `<width>x<height>` with `@<scale>x` (`320x120@3x`).
  public static func canvas(_ size: Size, scale: Double, id: String? = nil) -> Device {
    let pixels = { (points: Double) in max(1, (points * scale).rounded(.up)) / scale }
    let fitted = Size(width: pixels(size.width), height: pixels(size.height))
    let name = { (v: Double) in
      v == v.rounded() ? String(Int(v)) : String(shortNumber(v).map { $0 == "." ? "_" : $0 })
    }
    let scaleName = name(scale)
    return Device(
      id: id ?? "\(name(fitted.width))x\(name(fitted.height))@\(scaleName)x",
      name: "canvas \(shortNumber(fitted.width)) × \(shortNumber(fitted.height)) pt",
      family: .phone, portraitSize: fitted, scale: scale, safeAreaPortrait: .zero,
      safeAreaLandscape: .zero, displayCornerRadius: 0, hasHomeIndicator: false)
  }
}
