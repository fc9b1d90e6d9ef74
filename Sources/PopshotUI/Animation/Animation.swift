// A still shows where an animation ends: animations change nothing in a render, and
// `withAnimation` runs its body at once. They exist so SwiftUI code compiles unchanged.

/// A timing curve (SwiftUI's Animation). A still shows where it ends.
public struct Animation: Sendable, Equatable {
  let name: String
  init(_ name: String) { self.name = name }
  public static let `default` = Animation("default")
  public static let linear = Animation("linear")
  public static let easeIn = Animation("easeIn")
  public static let easeOut = Animation("easeOut")
  public static let easeInOut = Animation("easeInOut")
  public static let spring = Animation("spring")
  public static let bouncy = Animation("bouncy")
  public static let smooth = Animation("smooth")
  public static func linear(duration: Double) -> Animation { Animation("linear") }
  public static func easeIn(duration: Double) -> Animation { Animation("easeIn") }
  public static func easeOut(duration: Double) -> Animation { Animation("easeOut") }
  public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut") }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation("spring")
  }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation("interactiveSpring")
  }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a still shows the state it leaves behind.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension View {
  /// Animates changes of `value`; a still shows the settled state.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  public func animation(_ animation: Animation?) -> some View { self }
}
