// `@ScaledMetric` (SwiftUI's ScaledMetric): a length that grows with the Dynamic Type size, as
// UIFontMetrics scales a value, relative to a text style (body by default; `metricsScale`). The
// declared value is the value at the Large size. It is read in the environment of the body that
// reads it, so a render at another `dynamicTypeSize` draws the scaled value.
import PopshotText

/// A number scaled with the Dynamic Type size, relative to a text style.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let baseValue: Value
  let textStyle: Font.TextStyle

  /// The value at the Large size, scaled like the body style.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, relativeTo: .body)
  }

  /// The value at the Large size, scaled like `textStyle`.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    baseValue = wrappedValue
    self.textStyle = textStyle
  }

  /// The value at the current environment's Dynamic Type size.
  public var wrappedValue: Value {
    let factor = textStyle.metricsScale(at: EnvironmentValues.current.dynamicTypeSize)
    return baseValue * Value(factor)
  }
}
