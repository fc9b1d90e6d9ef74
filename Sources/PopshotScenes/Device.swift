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

  /// A device of your own: a canvas of `portraitSize` points at `scale`, with its safe areas,
  /// display corners and chrome (the catalogue's devices are made the same way).
  public init(
    id: String, name: String, family: Family, portraitSize: Size, scale: Double,
    safeAreaPortrait: EdgeInsets, safeAreaLandscape: EdgeInsets, displayCornerRadius: Double = 0,
    hasHomeIndicator: Bool = true, regularWidthInLandscape: Bool = false
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
    _ id: String, _ name: String, _ w: Double, _ h: Double, scale: Double, top: Double,
    bottom: Double,
    landscapeSide: Double, landscapeBottom: Double, corner: Double, home: Bool,
    regularLandscape: Bool = false
  ) -> Device {
    Device(
      id: id, name: name, family: .phone, portraitSize: Size(width: w, height: h), scale: scale,
      safeAreaPortrait: EdgeInsets(top: top, leading: 0, bottom: bottom, trailing: 0),
      safeAreaLandscape: EdgeInsets(
        top: 0, leading: landscapeSide, bottom: landscapeBottom, trailing: landscapeSide),
      displayCornerRadius: corner, hasHomeIndicator: home, regularWidthInLandscape: regularLandscape
    )
  }

  static func pad(_ id: String, _ name: String, _ w: Double, _ h: Double) -> Device {
    let insets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)
    return Device(
      id: id, name: name, family: .pad, portraitSize: Size(width: w, height: h), scale: 2,
      safeAreaPortrait: insets, safeAreaLandscape: insets, displayCornerRadius: 18,
      hasHomeIndicator: true,
      regularWidthInLandscape: true)
  }

  /// Every device Popshot knows, smallest first.
  public static let catalog: [Device] = [
    phone(
      "iphone-se-3", "iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0,
      landscapeSide: 0, landscapeBottom: 0, corner: 0, home: false),
    phone(
      "iphone-13-mini", "iPhone 13 mini", 375, 812, scale: 3, top: 50, bottom: 34,
      landscapeSide: 50, landscapeBottom: 21, corner: 44, home: true),
    phone(
      "iphone-15", "iPhone 15", 393, 852, scale: 3, top: 59, bottom: 34,
      landscapeSide: 59, landscapeBottom: 21, corner: 55, home: true),
    phone(
      "iphone-16-pro", "iPhone 16 Pro", 402, 874, scale: 3, top: 62, bottom: 34,
      landscapeSide: 62, landscapeBottom: 21, corner: 62, home: true),
    phone(
      "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, bottom: 34,
      landscapeSide: 59, landscapeBottom: 21, corner: 55, home: true, regularLandscape: true),
    phone(
      "iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, scale: 3, top: 62, bottom: 34,
      landscapeSide: 62, landscapeBottom: 21, corner: 62, home: true, regularLandscape: true),
    pad("ipad-mini-6", "iPad mini (6th generation)", 744, 1133),
    pad("ipad-air-11", "iPad Air 11-inch", 820, 1180),
    pad("ipad-pro-13", "iPad Pro 13-inch", 1032, 1376),
  ]

  public static func named(_ id: String) -> Device? { catalog.first { $0.id == id } }

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
