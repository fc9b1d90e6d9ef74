// How a view is laid out for an image snapshot, in swift-snapshot-testing's words:
//
//     assertSnapshot(of: ToastCard(), as: .image(layout: .sizeThatFits))
//     assertSnapshot(of: Banner(), as: .image(layout: .fixed(width: 390, height: 120)))
//     assertSnapshot(of: ContentView(), as: .image(layout: .device(config: .iPhone13)))
//
// A component layout draws the view on a bare canvas: no safe area, status bar, home indicator
// or display corners. A device layout draws a screen, with its chrome unless asked not to.
import PopshotGraphics
import PopshotScenes
import PopshotSnapshot
import PopshotUI

/// Where a view is drawn for an image snapshot (swift-snapshot-testing's SwiftUISnapshotLayout).
public enum SnapshotLayout: Sendable {
  /// On a device's screen: the variant's device, orientation and settings.
  case device(config: Variant)
  /// On a canvas of this many points, the view centred in it as on a screen.
  case fixed(width: CGFloat, height: CGFloat)
  /// On a canvas of the view's ideal size (what it takes when offered nothing).
  case sizeThatFits

  /// The canvas scale when the traits set none: 3, the scale of every iPhone Popshot draws but
  /// the SE.
  public static let defaultScale = 3.0

  /// The variant to draw `view` on with `traits` and `design` (nil: the variant's own for a
  /// device, else the default); `chrome` nil: a device's drawn, a canvas has none.
  func variant(
    for view: some View, traits: UITraitCollection, design: Design?, chrome: Bool?
  ) -> Variant {
    var v: Variant
    let scale = traits.displayScale > 0 ? Double(traits.displayScale) : nil
    switch self {
    case .device(let config):
      v = config
      if let scale, scale != v.device.scale { v.device = v.device.withScale(scale) }
    case .fixed(let width, let height):
      v = Variant(
        device: .canvas(
          Size(width: Double(width), height: Double(height)), scale: scale ?? Self.defaultScale),
        orientation: .portrait)
    case .sizeThatFits:
      v = Variant(
        device: .canvas(Size(width: 1, height: 1), scale: scale ?? Self.defaultScale),
        orientation: .portrait)
    }
    if traits.userInterfaceStyle != .unspecified {
      v.appearance = traits.userInterfaceStyle == .dark ? .dark : .light
    }
    if let size = DynamicTypeSize(traits.preferredContentSizeCategory) { v.textSize = size }
    switch traits.layoutDirection {
    case .rightToLeft: v.layoutDirection = .rightToLeft
    case .leftToRight: v.layoutDirection = .leftToRight
    case .unspecified: break
    }
    if let design { v.design = design }
    if let chrome { v.systemChrome = chrome }
    if case .sizeThatFits = self {
      // Measured with the settings it will be drawn with.
      let ideal = LayoutEngine.size(
        of: view, proposal: ProposedSize(width: nil, height: nil), environment: v.environment)
      v.device = .canvas(
        ideal, scale: v.device.scale, id: "sizeThatFits@\(shortNumber(v.device.scale))x")
    }
    return v
  }
}

extension Snapshotting where Value: View, Format == Pixmap {
  /// swift-snapshot-testing's strategy: the view laid out by `layout` with `traits` (its
  /// appearance, text size and scale), compared as SST compares (see `DiffOptions(precision:
  /// perceptualPrecision:)`). `design`, `chrome` and `masks` are Popshot's: the system design,
  /// whether a device layout draws the status bar and home indicator (a canvas never does), and
  /// the elements left out of the comparison (`DiffOptions.masks`).
  /// The baseline is `<name>.<variant>.png`: `sizeThatFits@3x`, `320x120@3x`, or the device's
  /// variant name.
  @_disfavoredOverload
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, layout: SnapshotLayout = .sizeThatFits,
    traits: UITraitCollection = .init(), design: Design? = nil, chrome: Bool? = nil,
    masks: [String] = []
  ) -> Snapshotting {
    var options = DiffOptions(
      precision: Double(precision), perceptualPrecision: Double(perceptualPrecision))
    options.masks = masks
    return Snapshotting { view, context in
      let variant = layout.variant(for: view, traits: traits, design: design, chrome: chrome)
      return Snapshotting<Scene, Pixmap>.image(on: [variant], options: options)
        .check(Scene(name: "view", page: view), context)
    }
  }
}
