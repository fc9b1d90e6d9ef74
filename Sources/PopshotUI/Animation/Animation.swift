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
  public static let snappy = Animation("snappy")
  public static let interactiveSpring = Animation("interactiveSpring")
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    Animation("timingCurve")
  }
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation("spring")
  }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation("interpolatingSpring")
  }
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    Animation("interpolatingSpring")
  }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth")
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy")
  }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy")
  }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a still shows the state it leaves behind.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// Runs `body`, then `completion`: a still shows the state the animation leaves behind, and by
/// then it has completed (iOS 17).
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

/// When an animation counts as complete (SwiftUI's AnimationCompletionCriteria).
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let removed: Bool
  /// When the animated value has reached its end, though it may still move a little.
  public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
  /// When the animation has stopped moving.
  public static let removed = AnimationCompletionCriteria(removed: true)
}

nonisolated extension View {
  /// Animates changes of `value`; a still shows the settled state.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  public func animation(_ animation: Animation?) -> some View { self }
  /// Animates the changes `body` makes; a still shows the settled state.
  public func animation<V: View>(
    _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
  }
}

/// The view `animation(_:body:)` hands its body (SwiftUI's PlaceholderContentView): the view it
/// is applied to.
public nonisolated struct PlaceholderContentView<Content: View>: View {
  let content: Content
  public var body: some View { content }
}
