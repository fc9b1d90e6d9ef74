// Sheet heights, as SwiftUI's PresentationDetent computes them from the sheet's largest height.
import PopshotGraphics
import PopshotUI

/// A sheet height (SwiftUI's PresentationDetent).
public enum Detent: Hashable, Sendable, Codable {
  /// About half the large height: 0.5 × maxDetentValue. Inactive in compact height.
  case medium
  /// The full-height sheet: maxDetentValue.
  case large
  /// f × maxDetentValue.
  case fraction(Double)
  /// A fixed height in points (capped at maxDetentValue).
  case height(Double)
  /// A formula of maxDetentValue like a CustomPresentationDetent: `height` or `fraction` ×
  /// maxDetentValue, clamped to `min`…`max`; nil `height` and `fraction` means inactive.
  case custom(name: String, height: Double?, fraction: Double?, min: Double?, max: Double?)

  /// The detent's height for a maximum, or nil when it is inactive.
  public func value(maxDetentValue m: Double, compactHeight: Bool) -> Double? {
    switch self {
    case .medium: return compactHeight ? nil : 0.5 * m
    case .large: return m
    case .fraction(let f): return min(m, f * m)
    case .height(let h): return min(m, h)
    case .custom(_, let h, let f, let lo, let hi):
      guard var v = h ?? f.map({ $0 * m }) else { return nil }
      if let hi { v = Swift.min(v, hi) }
      if let lo { v = Swift.max(v, lo) }
      return Swift.min(m, v)
    }
  }

  /// A short name for variant states and reports: medium, large, fraction-0.7, height-100, or the
  /// custom detent's name.
  public var name: String {
    switch self {
    case .medium: return "medium"
    case .large: return "large"
    case .fraction(let f): return "fraction-\(plainNumber(f))"
    case .height(let h): return "height-\(plainNumber(h))"
    case .custom(let n, _, _, _, _): return n
    }
  }
}
