// A still shows where an animation ends: animations change nothing in a render, and
// `withAnimation` runs its body at once. In an interaction session an animation also times the
// views a step inserts, for a filmstrip (`SceneRenderer.renderFilmstrip`): its curve, delay and
// speed are kept (AnimationCurve.swift solves them).

/// A timing curve (SwiftUI's Animation). A still shows where it ends.
public struct Animation: Sendable, Equatable {
  let name: String
  let curve: AnimationCurve
  /// The curve's seconds waited before it starts, and its seconds per second: the curve is at
  /// `t · rate − wait` at time `t` (`delay`, `speed`).
  private var wait = 0.0
  private var rate = 1.0

  init(_ name: String, _ curve: AnimationCurve) {
    self.name = name
    self.curve = curve
  }

  /// How far from start to end the animated value is `t` seconds after the change, where the
  /// curve takes `end` seconds (`curve.duration`, found once).
  func fraction(at t: Double, end: Double) -> Double {
    curve.fraction(at: t * rate - wait, end: end)
  }

  /// The seconds from the change to the end, where the curve takes `end` seconds.
  func seconds(toEnd end: Double) -> Double { max(0, (end + wait) / rate) }

  /// The curves' standard duration when none is given.
  static let standardDuration = 0.35

  private static func bezier(
    _ name: String, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ duration: Double
  ) -> Animation {
    Animation(name, .bezier(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration))
  }

  /// iOS 17's default (what `withAnimation` uses when given none): a critically damped spring,
  /// response 0.55 s (before iOS 17, easeInOut over 0.35 s).
  public static let `default` = Animation(
    "default", .spring(response: 0.55, dampingFraction: 1))
  public static let linear = linear(duration: standardDuration)
  public static let easeIn = easeIn(duration: standardDuration)
  public static let easeOut = easeOut(duration: standardDuration)
  public static let easeInOut = easeInOut(duration: standardDuration)
  /// A spring of 0.5 s without bounce.
  public static let spring = spring(duration: 0.5, bounce: 0)
  public static let bouncy = bouncy()
  public static let smooth = smooth()
  public static let snappy = snappy()
  public static let interactiveSpring = interactiveSpring()
  public static func linear(duration: Double) -> Animation {
    bezier("linear", 0, 0, 1, 1, duration)
  }
  public static func easeIn(duration: Double) -> Animation {
    bezier("easeIn", 0.42, 0, 1, 1, duration)
  }
  public static func easeOut(duration: Double) -> Animation {
    bezier("easeOut", 0, 0, 0.58, 1, duration)
  }
  public static func easeInOut(duration: Double) -> Animation {
    bezier("easeInOut", 0.42, 0, 0.58, 1, duration)
  }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation("spring", .spring(response: response, dampingFraction: dampingFraction))
  }
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(
      "interactiveSpring", .spring(response: response, dampingFraction: dampingFraction))
  }
  public static func timingCurve(
    _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35
  ) -> Animation {
    bezier("timingCurve", c0x, c0y, c1x, c1y, duration)
  }
  public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation("spring", .spring(duration: duration, bounce: bounce))
  }
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      "interpolatingSpring",
      .spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0
  ) -> Animation {
    Animation(
      "interpolatingSpring",
      .spring(duration: duration, bounce: bounce, initialVelocity: initialVelocity))
  }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth", .spring(duration: duration, bounce: extraBounce))
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy", .spring(duration: duration, bounce: 0.15 + extraBounce))
  }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy", .spring(duration: duration, bounce: 0.3 + extraBounce))
  }
  /// The animation started `delay` seconds later.
  public func delay(_ delay: Double) -> Animation {
    var a = self
    a.wait += max(0, delay) * rate
    return a
  }
  /// The animation played `speed` times as fast (its delay too).
  public func speed(_ speed: Double) -> Animation {
    guard speed > 0 else { return self }
    var a = self
    a.rate *= speed
    return a
  }
  /// A filmstrip shows the first pass.
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
  /// A filmstrip shows the first pass.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: a still shows the state it leaves behind. In an interaction session the
/// views its changes insert enter with `animation` (a filmstrip's frames).
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  TransactionLog.note(animation)
  return try body()
}

/// Runs `body`, then `completion`: a still shows the state the animation leaves behind, and by
/// then it has completed (iOS 17).
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  TransactionLog.note(animation)
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
  /// Animates changes of `value`; a still shows the settled state, a filmstrip the views
  /// inserted inside it entering with `animation` when the step changed `value`.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    AnimatedContent(content: self, animation: animation, value: value)
  }
  /// Animates every change inside (deprecated in iOS 15); as `animation(_:value:)` with a value
  /// that always changes.
  public func animation(_ animation: Animation?) -> some View {
    AnimatedContent<Self, Bool>(content: self, animation: animation, value: nil)
  }
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

extension ViewModifier where Self: Animatable {
  /// The modifier with the changes to its animatable data animated (SwiftUI's
  /// `ViewModifier.animation(_:)`, deprecated in iOS 15): the content with the modifier, then
  /// `.animation(animation)` round it; a still shows the settled state.
  public func animation(_ animation: Animation?) -> some ViewModifier {
    AnimatedModifier(modifier: self, animation: animation)
  }
}

/// A modifier whose effect is animated (`ViewModifier.animation(_:)`).
struct AnimatedModifier<Modifier: ViewModifier>: ViewModifier {
  let modifier: Modifier
  let animation: Animation?
  func body(content: Content) -> some View { content.modifier(modifier).animation(animation) }
}

extension View {
  /// SwiftUI's debugging aid (`let _ = Self._printChanges()` in a body): iOS prints to the
  /// console what made the body run again. A render draws the same either way; Popshot prints
  /// nothing (its renders build every body, and a test's output would fill with lines).
  public static func _printChanges() {}
}
