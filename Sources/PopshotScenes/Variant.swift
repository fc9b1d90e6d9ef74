import Foundation
import PopshotGraphics
import PopshotText
import PopshotUI

/// One way to show a scene: device, orientation, appearance, text size and state.
public struct Variant: Hashable, Sendable, Codable {
  public var device: Device
  public var orientation: Orientation
  public var appearance: ColorScheme
  public var textSize: DynamicTypeSize
  /// The system design the components draw.
  public var design: Design
  /// Reduce Transparency (Settings › Accessibility › Display & Text Size): iOS 26's glass is
  /// frostier and more opaque (the classic materials are drawn as without it).
  public var reduceTransparency = false
  /// Bold Text: text drawn heavier (`FontWeight.withBoldText`).
  public var boldText = false
  /// Increase Contrast: the system colours' high-contrast values (`colorSchemeContrast`).
  public var increaseContrast = false
  /// Differentiate Without Colour and Reduce Motion: read by the views that ask; iOS's own
  /// components draw a still the same with them.
  public var differentiateWithoutColor = false
  public var reduceMotion = false
  /// The locale views format with and whose `.lproj` strings tables they read (`ar`, `pt-BR`);
  /// nil: en_US.
  public var locale: String?
  /// Whether the status bar and the home indicator are drawn (the safe areas stay the
  /// device's either way, as swift-snapshot-testing's device layouts keep them).
  public var systemChrome = true
  /// Left to right, or right to left (Arabic, Hebrew): the layout mirrored, as SwiftUI does.
  public var layoutDirection: LayoutDirection = .leftToRight
  /// A named state of the scene (a sheet's detent, e.g. "medium", or `pageState`); nil for its
  /// default state.
  public var state: String?
  /// The menu shown open (a `Menu`'s or a `.contextMenu`'s place in the tree, as its request's
  /// `source` names it); nil: every menu closed. Not part of the name: a snapshot that opens a
  /// menu is stored under a name of its own.
  public var openMenu: String?

  /// The name part of a variant with Reduce Transparency on.
  public static let reduceTransparencyName = "reduceTransparency"
  /// The name parts of the other accessibility settings, and the prefix of a locale's.
  public static let boldTextName = "boldText"
  public static let increaseContrastName = "increaseContrast"
  public static let differentiateWithoutColorName = "differentiateWithoutColor"
  public static let reduceMotionName = "reduceMotion"
  public static let localePrefix = "locale-"
  /// The name part of a variant drawn without the status bar and home indicator.
  public static let noChromeName = "noChrome"
  /// The name part of a right-to-left variant.
  public static let rightToLeftName = "rtl"

  /// The state of a scene's page variant: the screen before anything is presented over it.
  public static let pageState = "page"
  /// Whether this is a page variant: nothing presented, the page alone.
  public var isPage: Bool { state == Variant.pageState }

  /// The words a variant's name is made of besides its device and state (orientations,
  /// appearances, text sizes, designs, settings, the page state), lowercased. A state named like
  /// one of them, or with a dot in it, could give two variants one name (a detent
  /// "classic.page" and the classic design's page variant), so states may not be.
  public static let reservedNameParts: Set<String> = {
    var words = Set(Orientation.allCases.map(\.rawValue))
    words.formUnion(ColorScheme.allCases.map(\.rawValue))
    words.formUnion(DynamicTypeSize.allCases.map(\.shortName))
    words.formUnion(Design.allCases.map(\.rawValue))
    words.formUnion([
      reduceTransparencyName, boldTextName, increaseContrastName, differentiateWithoutColorName,
      reduceMotionName, noChromeName, rightToLeftName, pageState,
    ])
    return Set(words.map { $0.lowercased() })
  }()

  /// Why `name` cannot name a state (a detent), or nil when it can: one part of a variant's
  /// name, which no other part can be read as (compared without case, as a macOS checkout
  /// compares file names).
  public static func stateNameProblem(_ name: String) -> String? {
    if name.contains(".") { return "a state's name has no \".\" in it" }
    let lower = name.lowercased()
    if reservedNameParts.contains(lower) || lower.hasPrefix(localePrefix.lowercased()) {
      return "\"\(name)\" is a part of variant names (a setting or a state Popshot names)"
    }
    return nil
  }

  public init(
    device: Device, orientation: Orientation, appearance: ColorScheme = .light,
    textSize: DynamicTypeSize = .large, design: Design = .default, state: String? = nil
  ) {
    self.device = device
    self.orientation = orientation
    self.appearance = appearance
    self.textSize = textSize
    self.design = design
    self.state = state
  }

  private enum CodingKeys: String, CodingKey {
    case device, orientation, appearance, textSize, design, reduceTransparency, systemChrome
    case layoutDirection, boldText, increaseContrast, differentiateWithoutColor, reduceMotion
    case locale, state
    case openMenu
  }

  /// Variants written before designs existed were drawn in the classic design.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    device = try c.decode(Device.self, forKey: .device)
    orientation = try c.decode(Orientation.self, forKey: .orientation)
    appearance = try c.decode(ColorScheme.self, forKey: .appearance)
    textSize = try c.decode(DynamicTypeSize.self, forKey: .textSize)
    design = try c.decodeIfPresent(Design.self, forKey: .design) ?? .classic
    reduceTransparency = try c.decodeIfPresent(Bool.self, forKey: .reduceTransparency) ?? false
    systemChrome = try c.decodeIfPresent(Bool.self, forKey: .systemChrome) ?? true
    layoutDirection =
      try c.decodeIfPresent(LayoutDirection.self, forKey: .layoutDirection) ?? .leftToRight
    boldText = try c.decodeIfPresent(Bool.self, forKey: .boldText) ?? false
    increaseContrast = try c.decodeIfPresent(Bool.self, forKey: .increaseContrast) ?? false
    differentiateWithoutColor =
      try c.decodeIfPresent(Bool.self, forKey: .differentiateWithoutColor) ?? false
    reduceMotion = try c.decodeIfPresent(Bool.self, forKey: .reduceMotion) ?? false
    locale = try c.decodeIfPresent(String.self, forKey: .locale)
    state = try c.decodeIfPresent(String.self, forKey: .state)
    openMenu = try c.decodeIfPresent(String.self, forKey: .openMenu)
  }

  /// What views read when drawn on this variant: its appearance, text size, safe-area insets,
  /// scale and size classes.
  public var environment: EnvironmentValues {
    var env = EnvironmentValues()
    env.colorScheme = appearance
    env.dynamicTypeSize = textSize
    env.design = design
    env.accessibilityReduceTransparency = reduceTransparency
    env.safeAreaInsets = device.safeArea(orientation)
    env.displayScale = device.scale
    env.horizontalSizeClass = device.horizontalSizeClass(orientation)
    env.verticalSizeClass = device.verticalSizeClass(orientation)
    env.openMenu = openMenu
    // Only what differs from a new device's settings is written: each write is a lookup.
    if layoutDirection == .rightToLeft { env.layoutDirection = .rightToLeft }
    if boldText { env.legibilityWeight = .bold }
    if increaseContrast { env.colorSchemeContrast = .increased }
    if differentiateWithoutColor { env.accessibilityDifferentiateWithoutColor = true }
    if reduceMotion { env.accessibilityReduceMotion = true }
    if let locale { env.locale = Locale(identifier: locale) }
    env.screen = ScreenTraits(
      size: device.size(orientation), scale: device.scale,
      idiom: device.family == .pad ? .pad : .phone)
    return env
  }

  /// `<device>.<orientation>[.<appearance>][.<text size>][.<design>][.reduceTransparency]
  /// [.boldText][.increaseContrast][.differentiateWithoutColor][.reduceMotion][.locale-<id>][.rtl][.noChrome]
  /// [.<state>]`: light, Large, the default design, full transparency and the
  /// chrome drawn are left out, so the default matrix has short names. A canvas's variants
  /// have no orientation (`sizeThatFits@3x.dark`).
  public var name: String {
    var parts = device.isCanvas ? [device.id] : [device.id, orientation.rawValue]
    if appearance != .light { parts.append(appearance.rawValue) }
    if textSize != .large { parts.append(textSize.shortName) }
    if design != .default { parts.append(design.rawValue) }
    if reduceTransparency { parts.append(Variant.reduceTransparencyName) }
    if boldText { parts.append(Variant.boldTextName) }
    if increaseContrast { parts.append(Variant.increaseContrastName) }
    if differentiateWithoutColor { parts.append(Variant.differentiateWithoutColorName) }
    if reduceMotion { parts.append(Variant.reduceMotionName) }
    if let locale { parts.append(Variant.localePrefix + locale) }
    if layoutDirection == .rightToLeft { parts.append(Variant.rightToLeftName) }
    if !systemChrome { parts.append(Variant.noChromeName) }
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
  /// The designs; nil: each scene's own (its fixture's `"design"`, else the default).
  public var designs: [Design]?
  /// Every variant with Reduce Transparency on.
  public var reduceTransparency = false
  /// Whether the status bar and home indicator are drawn; nil: each scene's own (its fixture's
  /// `"chrome"`, else drawn).
  public var systemChrome: Bool?
  /// The layout directions, left to right first.
  public var layoutDirections: [LayoutDirection] = [.leftToRight]
  /// Every variant with these accessibility settings on, and in this locale (nil: en_US).
  public var boldText: Bool = false
  public var increaseContrast: Bool = false
  public var differentiateWithoutColor: Bool = false
  public var reduceMotion: Bool = false
  public var locale: String?
  /// Further text sizes at which the variants are laid out for `text.clipped` alone (the audit
  /// matrix's sweep: every size it does not fully audit), so clipping and truncation are checked
  /// at all twelve sizes for the cost of layouts rather than frames. `--text-size` clears it.
  public var clippingTextSizes: [DynamicTypeSize] = []

  public init(
    devices: [String], orientations: [Orientation], appearances: [ColorScheme],
    textSizes: [DynamicTypeSize], designs: [Design]? = nil, reduceTransparency: Bool = false,
    systemChrome: Bool? = nil, layoutDirections: [LayoutDirection] = [.leftToRight]
  ) {
    self.devices = devices
    self.orientations = orientations
    self.appearances = appearances
    self.textSizes = textSizes
    self.designs = designs
    self.reduceTransparency = reduceTransparency
    self.systemChrome = systemChrome
    self.layoutDirections = layoutDirections
  }

  /// The baselines' matrix, small enough to commit: four devices from the smallest iPhone to an
  /// iPad, both orientations, light, Large.
  public static let `default` = VariantMatrix(
    devices: ["iphone-se-3", "iphone-15", "iphone-15-pro-max", "ipad-air-11"],
    orientations: [.portrait, .landscape], appearances: [.light], textSizes: [.large])

  /// The committed baselines' matrix: the default one in both designs (a run checks the default
  /// design unless it names another).
  public static let baselines: VariantMatrix = {
    var m = VariantMatrix.default
    m.designs = Design.allCases
    return m
  }()

  /// The audit's matrix: every device, both appearances, and the sizes where layouts break;
  /// clipping is swept over the other eight sizes.
  public static let audit: VariantMatrix = {
    var m = VariantMatrix(
      devices: Device.catalog.map(\.id), orientations: [.portrait, .landscape],
      appearances: [.light, .dark],
      textSizes: [.large, .accessibility1, .accessibility3, .accessibility5])
    m.clippingTextSizes = DynamicTypeSize.allCases.filter { !m.textSizes.contains($0) }
    return m
  }()

  /// The matrix of the clipping sweep: the same variants at `clippingTextSizes` (empty when
  /// there are none).
  public var clippingSweep: VariantMatrix {
    var m = self
    m.textSizes = clippingTextSizes
    m.clippingTextSizes = []
    return m
  }

  /// The matrix restricted to what a fixture allows (an empty restriction allows everything).
  public func restricted(to r: VariantRestriction) -> VariantMatrix {
    func narrowed<T: Hashable>(_ list: [T], _ allowed: [T]?) -> [T] {
      allowed.map(Set.init).map { a in list.filter { a.contains($0) } } ?? list
    }
    // Everything else (designs, settings, directions) is the matrix's own.
    var m = self
    m.devices = narrowed(devices, r.devices)
    m.orientations = narrowed(orientations, r.orientations)
    m.appearances = narrowed(appearances, r.appearances)
    m.textSizes = narrowed(textSizes, r.textSizes)
    return m
  }

  /// Every combination, in a stable order (device, orientation, appearance, text size, design),
  /// times the scene's states; `design` stands in for a nil list of designs, `systemChrome` for
  /// a nil setting.
  public func variants(
    states: [String?] = [nil], design: Design = .default, systemChrome: Bool = true
  ) -> [Variant] {
    var out: [Variant] = []
    for d in devices.compactMap(Device.named(_:)) {
      for o in orientations {
        for a in appearances {
          for t in textSizes {
            for g in designs ?? [design] {
              for l in layoutDirections {
                for s in states {
                  var v = Variant(
                    device: d, orientation: o, appearance: a, textSize: t, design: g, state: s)
                  v.reduceTransparency = reduceTransparency
                  v.systemChrome = self.systemChrome ?? systemChrome
                  v.layoutDirection = l
                  v.boldText = boldText
                  v.increaseContrast = increaseContrast
                  v.differentiateWithoutColor = differentiateWithoutColor
                  v.reduceMotion = reduceMotion
                  v.locale = locale
                  out.append(v)
                }
              }
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
