// UIKit's numbers wrapped in a type (a window's level, a constraint's priority, a font's weight)
// take arithmetic with a plain number and compare by their values: `.alert + 1`,
// `.defaultHigh - 1`, `level < .statusBar`. UIKit's Swift overlay gives these through one
// protocol, which is what this mirrors, under its name, so code that names it builds.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A UIKit type that wraps a number: it compares by that number and adds and subtracts plain
  /// numbers (the overlay's protocol of that name, adopted by UIWindow.Level,
  /// UILayoutPriority and UIFont.Weight).
  public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable
  where RawValue: Comparable & Numeric {}

  extension _UIKitNumericRawRepresentable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value `rhs` above `lhs`.
    public static func + (lhs: Self, rhs: RawValue) -> Self { made(lhs.rawValue + rhs) }
    /// The value `lhs` above `rhs`.
    public static func + (lhs: RawValue, rhs: Self) -> Self { made(lhs + rhs.rawValue) }
    /// The value `rhs` below `lhs`.
    public static func - (lhs: Self, rhs: RawValue) -> Self { made(lhs.rawValue - rhs) }
    /// How far `lhs` is above `rhs`, as a plain number.
    public static func - (lhs: Self, rhs: Self) -> RawValue { lhs.rawValue - rhs.rawValue }
    public static func += (lhs: inout Self, rhs: RawValue) { lhs = made(lhs.rawValue + rhs) }
    public static func -= (lhs: inout Self, rhs: RawValue) { lhs = made(lhs.rawValue - rhs) }

    /// The value of `raw`. The adopters' raw-value initialisers never fail.
    private static func made(_ raw: RawValue) -> Self {
      guard let value = Self(rawValue: raw) else {
        preconditionFailure("\(Self.self) has no value \(raw)")
      }
      return value
    }
  }

  extension UIWindow.Level: _UIKitNumericRawRepresentable {}
  extension UIFont.Weight: _UIKitNumericRawRepresentable {}
  extension UILayoutPriority: _UIKitNumericRawRepresentable {}
#endif
