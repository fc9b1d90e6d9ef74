// The values an animation interpolates (SwiftUI's VectorArithmetic): a still never interpolates,
// but code constrains its generic animatable types with the protocol (`Value: VectorArithmetic`)
// and compares or adds such values, so the protocol and its standard conformances exist.
import Foundation

/// A value that can be added, subtracted and scaled, with a length: what an animation
/// interpolates between its start and end.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies every component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// The value with every component multiplied by `rhs`.
  public func scaled(by rhs: Double) -> Self {
    var value = self
    value.scale(by: rhs)
    return value
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

#if !canImport(CoreGraphics)
  // On Apple platforms CGFloat is Double-backed and SwiftUI gives it this conformance; here it
  // is Foundation's struct, which has none.
  extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
  }
#endif

extension EmptyAnimatableData: VectorArithmetic {
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    lhs
  }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData {
    lhs
  }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

extension AnimatablePair: AdditiveArithmetic
where First: VectorArithmetic, Second: VectorArithmetic {
  public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }
}

extension AnimatablePair: VectorArithmetic where First: VectorArithmetic, Second: VectorArithmetic {
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  /// The sum of the two parts' squared magnitudes, as for a vector of their components.
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension Animatable where Self: VectorArithmetic {
  /// A value that is its own animatable data.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}
