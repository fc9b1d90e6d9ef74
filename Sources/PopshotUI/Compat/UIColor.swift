// UIKit's colours as SwiftUI code uses them: `Color(uiColor: .systemBackground)`,
// `Color(UIColor.secondaryLabel)`, `UIColor(red:green:blue:alpha:)`. A UIColor is a Color: the
// system ones resolve per appearance in the render, as they do on iOS.
import Foundation
import PopshotGraphics

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A colour as UIKit has it (UIColor).
  public final class UIColor: @unchecked Sendable, Hashable {
    let color: Color
    /// A SwiftUI colour as a UIKit colour (`UIColor(color)`).
    public init(_ color: Color) { self.color = color }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.init(
        Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
      self.init(Color(white: Double(white), opacity: Double(alpha)))
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)
    {
      self.init(
        Color(
          hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness),
          opacity: Double(alpha)))
    }
    /// A colour that is `light` or `dark` by the appearance (UIColor's dynamic provider, for the
    /// two appearances a still has).
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
      let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color.light
      let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color.dark
      self.init(Color(light: light, dark: dark))
    }
    /// The colorset `name` of the default asset catalogs, or nil (the miss is recorded, as
    /// `Color("name")`'s is).
    public convenience init?(named name: String) {
      self.init(named: name, in: nil, compatibleWith: nil)
    }
    /// The colorset `name` of the catalogs in `bundle` (nil: the default places), or nil. With
    /// traits of an appearance, the colour is that appearance's, fixed; else it follows the
    /// appearance being drawn.
    public convenience init?(
      named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
    ) {
      guard let set = AssetLocator.colorSet(name, bundle: bundle) else {
        AssetMisses.report(AssetLocator.missing("color", name, bundle: bundle))
        return nil
      }
      switch traitCollection?.userInterfaceStyle {
      case .light: self.init(Color(light: set.light, dark: set.light, name: name))
      case .dark: self.init(Color(light: set.dark, dark: set.dark, name: name))
      default: self.init(Color(light: set.light, dark: set.dark, name: name))
      }
    }
    /// A CoreGraphics colour as a UIKit colour.
    public convenience init(cgColor: CGColor) { self.init(Color(cgColor.srgb)) }
    /// The colour in the appearance being drawn, as CoreGraphics's type (UIKit resolves it in
    /// the current trait collection).
    public var cgColor: CGColor {
      CGColor(EnvironmentValues.current.colorScheme == .dark ? color.dark : color.light)
    }
    /// The colour in the appearance `traitCollection` gives (UIKit's `resolvedColor(with:)`): one
    /// fixed colour; with no appearance given, the colour of the appearance being drawn.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
      let dark: Bool
      switch traitCollection.userInterfaceStyle {
      case .dark: dark = true
      case .light: dark = false
      default: dark = EnvironmentValues.current.colorScheme == .dark
      }
      let c = dark ? color.dark : color.light
      return UIColor(Color(light: c, dark: c, name: color.name))
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
      func with(_ c: SRGBColor) -> SRGBColor {
        SRGBColor(red: c.red, green: c.green, blue: c.blue, alpha: Double(alpha))
      }
      return UIColor(Color(light: with(color.light), dark: with(color.dark), name: color.name))
    }
    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }

    public static var clear: UIColor { UIColor(.clear) }
    public static var black: UIColor { UIColor(.black) }
    public static var white: UIColor { UIColor(.white) }
    public static var systemRed: UIColor { UIColor(.red) }
    public static var systemOrange: UIColor { UIColor(.orange) }
    public static var systemYellow: UIColor { UIColor(.yellow) }
    public static var systemGreen: UIColor { UIColor(.green) }
    public static var systemBlue: UIColor { UIColor(.blue) }
    public static var systemIndigo: UIColor { UIColor(.indigo) }
    public static var systemPurple: UIColor { UIColor(.purple) }
    public static var systemGray: UIColor { UIColor(.gray) }
    public static var label: UIColor { UIColor(.label) }
    public static var secondaryLabel: UIColor { UIColor(.secondaryLabel) }
    public static var tertiaryLabel: UIColor { UIColor(.tertiaryLabel) }
    public static var separator: UIColor { UIColor(.separator) }
    public static var systemBackground: UIColor { UIColor(.systemBackground) }
    public static var secondarySystemBackground: UIColor { UIColor(.secondarySystemBackground) }
    public static var systemGroupedBackground: UIColor { UIColor(.systemGroupedBackground) }
    public static var secondarySystemGroupedBackground: UIColor {
      UIColor(.secondarySystemGroupedBackground)
    }
    public static var tintColor: UIColor { UIColor(.accentColor) }
  }

#endif

extension Color {
  /// A UIKit colour as a SwiftUI colour.
  public init(uiColor: UIColor) { self = uiColor.color }
  /// A UIKit colour as a SwiftUI colour (`Color(.systemBackground)`).
  public init(_ uiColor: UIColor) { self = uiColor.color }
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  // UIKit's fixed colours, the same in both appearances (UIColor's class properties: "a color
  // object whose grayscale value is 0.5", "whose RGB values are 1.0, 0.5, and 0.0"…).
  extension UIColor {
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
  }
#endif
