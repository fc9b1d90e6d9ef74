import PopshotGraphics
import PopshotText
import PopshotUI

/// One way to show a scene: device, orientation, appearance, text size and state.
public struct Variant: Hashable, Sendable, Codable {
  public var device: Device
  public var orientation: Orientation
  public var appearance: ColorScheme
  public var textSize: DynamicTypeSize
  /// A named state of the scene (a sheet's detent, e.g. "medium", or `pageState`); nil for its
  /// default state.
  public var state: String?
  /// The menu shown open (a `Menu`'s or a `.contextMenu`'s place in the tree, as its request's
  /// `source` names it); nil: every menu closed. Not part of the name: a snapshot that opens a
  /// menu is stored under a name of its own.
  public var openMenu: String?

  /// The state of a scene's page variant: the screen before anything is presented over it.
  public static let pageState = "page"
  /// Whether this is a page variant: nothing presented, the page alone.
  public var isPage: Bool { state == Variant.pageState }

  public init(
    device: Device, orientation: Orientation, appearance: ColorScheme = .light,
    textSize: DynamicTypeSize = .large, state: String? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.appearance = appearance
    self.textSize = textSize
    self.state = state
  }

  /// What views read when drawn on this variant: its appearance, text size, safe-area insets,
  /// scale and size classes.
  public var environment: EnvironmentValues {
    var env = EnvironmentValues()
    env.colorScheme = appearance
    env.dynamicTypeSize = textSize
    env.safeAreaInsets = device.safeArea(orientation)
    env.displayScale = device.scale
    env.horizontalSizeClass = device.horizontalSizeClass(orientation)
    env.verticalSizeClass = device.verticalSizeClass(orientation)
    env.openMenu = openMenu
    env.screen = ScreenTraits(
      size: device.size(orientation), scale: device.scale,
      idiom: device.family == .pad ? .pad : .phone)
    return env
  }

  /// `<device>.<orientation>[.<appearance>][.<text size>][.<state>]`: light and Large are left
  /// out, so the default matrix has short names.
  public var name: String {
    var parts = [device.id, orientation.rawValue]
    if appearance != .light { parts.append(appearance.rawValue) }
    if textSize != .large { parts.append(textSize.shortName) }
    if let state { parts.append(state) }
    return parts.joined(separator: ".")
  }
}

/// Which variants to render: each list is a set to take every combination of.
public struct VariantMatrix: Hashable, Sendable, Codable {
  public var devices: [String]
  public var orientations: [Orientation]
  public var appearances: [ColorScheme]
  public var textSizes: [DynamicTypeSize]

  public init(
    devices: [String], orientations: [Orientation], appearances: [ColorScheme],
    textSizes: [DynamicTypeSize]
  ) {
    self.devices = devices
    self.orientations = orientations
    self.appearances = appearances
    self.textSizes = textSizes
  }

  /// The baselines' matrix, small enough to commit: four devices from the smallest iPhone to an
  /// iPad, both orientations, light, Large.
  public static let `default` = VariantMatrix(
    devices: ["iphone-se-3", "iphone-15", "iphone-15-pro-max", "ipad-air-11"],
    orientations: [.portrait, .landscape], appearances: [.light], textSizes: [.large])

  /// The audit's matrix: every device, both appearances, and the sizes where layouts break.
  public static let audit = VariantMatrix(
    devices: Device.catalog.map(\.id), orientations: [.portrait, .landscape],
    appearances: [.light, .dark],
    textSizes: [.large, .accessibility1, .accessibility3, .accessibility5])

  /// The matrix restricted to what a fixture allows (an empty restriction allows everything).
  public func restricted(to r: VariantRestriction) -> VariantMatrix {
    VariantMatrix(
      devices: r.devices.map { Set($0) }.map { allowed in devices.filter { allowed.contains($0) } }
        ?? devices,
      orientations: r.orientations.map { Set($0) }.map { allowed in
        orientations.filter { allowed.contains($0) }
      } ?? orientations,
      appearances: r.appearances.map { Set($0) }.map { allowed in
        appearances.filter { allowed.contains($0) }
      } ?? appearances,
      textSizes: r.textSizes.map { Set($0) }.map { allowed in
        textSizes.filter { allowed.contains($0) }
      } ?? textSizes)
  }

  /// Every combination, in a stable order (device, orientation, appearance, text size), times
  /// the scene's states.
  public func variants(states: [String?] = [nil]) -> [Variant] {
    var out: [Variant] = []
    for d in devices.compactMap(Device.named(_:)) {
      for o in orientations {
        for a in appearances {
          for t in textSizes {
            for s in states {
              out.append(Variant(device: d, orientation: o, appearance: a, textSize: t, state: s))
            }
          }
        }
      }
    }
    return out
  }
}

/// A fixture's restriction of the variants it is shown in (nil: no restriction).
public struct VariantRestriction: Hashable, Sendable, Codable {
  public var devices: [String]?
  public var orientations: [Orientation]?
  public var appearances: [ColorScheme]?
  public var textSizes: [DynamicTypeSize]?
  public init(
    devices: [String]? = nil, orientations: [Orientation]? = nil, appearances: [ColorScheme]? = nil,
    textSizes: [DynamicTypeSize]? = nil
  ) {
    self.devices = devices
    self.orientations = orientations
    self.appearances = appearances
    self.textSizes = textSizes
  }
}
