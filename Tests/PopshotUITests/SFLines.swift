// SF Pro's line metrics, from its font tables (2048 units per em, hhea ascender 1950, descender
// −494, OS/2 cap height 1443), for tests that work out text heights and stack gaps by hand.
enum SF {
  /// `UIFont.lineHeight` at a point size: (1950 + 494) / 2048 em. Body (17 pt): 20.287.
  static func line(_ size: Double) -> Double { size * 2444 / 2048 }
  /// A height rounded up to the display's pixels, as iOS lays a text out (docs/platform.md, "Line
  /// boxes"): 20.287 → 20.333 at 3x. A millionth of a pixel over a pixel stays on it.
  static func onPixels(_ v: Double, scale: Double = 3) -> Double {
    v <= 0 ? v : ((v * scale) - 1e-6).rounded(.up) / scale
  }
  /// A position moved to the nearest pixel, as UIKit places table cells: 38.42 → 38.333 at 3x;
  /// a half goes up, though thirds may sum to a hair under it (46.833 → 47).
  static func nearestPixel(_ v: Double, scale: Double = 3) -> Double {
    (v * scale + 1e-6).rounded() / scale
  }
  /// A one-line text's height: its line rounded up to the pixel. Body (17 pt) at 3x: 20.333
  /// (60.86 px → 61); 16 pt: 19.333 (57.28 px → 58).
  static func lineOnPixels(_ size: Double, scale: Double = 3) -> Double {
    onPixels(line(size), scale: scale)
  }
  static func ascent(_ size: Double) -> Double { size * 1950 / 2048 }
  static func descent(_ size: Double) -> Double { size * 494 / 2048 }
  static func capHeight(_ size: Double) -> Double { size * 1443 / 2048 }
  /// A tenth of the line height rounded up to the 3x pixel.
  static func textSpacing(_ size: Double) -> Double { (line(size) * 0.1 * 3).rounded(.up) / 3 }
  /// The gap SwiftUI puts above a text that follows a view in a VStack.
  static func viewAbove(_ size: Double) -> Double {
    line(size) + textSpacing(size) - ascent(size)
  }
  /// The gap below a text followed by a view.
  static func viewBelow(_ size: Double) -> Double {
    max(line(size) + textSpacing(size) - capHeight(size), textSpacing(size) + descent(size))
  }
}

/// Equal to a millionth of a point.
func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }
