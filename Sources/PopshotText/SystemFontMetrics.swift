// The vertical metrics of Apple's system font, which decide how tall a line of text is on iOS,
// whatever face Popshot draws the glyphs with.
//
// SF Pro (Text and Display) has 2048 units per em, an hhea ascender of 1950, a descender of
// −494, no line gap, and a cap height of 1443. UIKit's `UIFont.lineHeight` is ascender −
// descender + leading, so body text (17 pt) has lines 17 × 2444 / 2048 = 20.287 pt apart, the
// 20.33 pt (rounded to the pixel) that a one-line body label or Text measures on a 3x device.
// SwiftUI lays out lines of text at that pitch too: the 22 pt "leading" of Apple's type table is
// a design figure, not what Text uses (teams add `.lineSpacing(22 − font.lineHeight)` to get it).
// SF Pro Rounded shares these metrics. Inter, which stands in for SF Pro here, is taller
// (ascender 0.969 em), so its own metrics would make every line 0.3 pt too tall.
/// SF Pro's vertical metrics, as fractions of the point size.
public enum SystemFontMetrics {
  public static let unitsPerEm = 2048.0
  public static let ascender = 1950.0 / unitsPerEm
  public static let descender = 494.0 / unitsPerEm
  public static let capHeight = 1443.0 / unitsPerEm

  /// The distance between baselines of a system font at `size` points (`UIFont.lineHeight`).
  public static func lineHeight(_ size: Double) -> Double { size * (ascender + descender) }

  /// Whether a design is drawn with the system font's line metrics: SF Pro and SF Pro Rounded
  /// share them; serif (New York) and monospaced (SF Mono) faces keep their own.
  public static func applies(to design: FontDesign) -> Bool {
    design == .default || design == .rounded
  }
}
