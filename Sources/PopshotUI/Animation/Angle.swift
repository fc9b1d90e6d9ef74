/// An angle (SwiftUI's Angle).
public struct Angle: Sendable, Hashable, Comparable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }
  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
  public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
  public static let zero = Angle()
  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

// Angles add, subtract, negate and scale, as code written for iOS does with SwiftUI's Angle
// (`Angle(degrees: -90) - offset`, `.degrees(-270) * progress`).
extension Angle: AdditiveArithmetic {
  public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
  public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
  public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
  public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
  public static func * (k: Double, a: Angle) -> Angle { Angle(radians: k * a.radians) }
  public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
}
