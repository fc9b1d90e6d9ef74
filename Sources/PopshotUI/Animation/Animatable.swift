// What Animatable types animate by default, the pair SwiftUI shapes animate two values with, and
// the animatable modifier. A still draws the current value, so these only carry data.

/// No animatable data (SwiftUI's EmptyAnimatableData): the default of an Animatable type that
/// declares none.
public struct EmptyAnimatableData: Sendable, Hashable {
  public init() {}
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// Two animatable values (SwiftUI's AnimatablePair).
public struct AnimatablePair<First, Second> {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A modifier with animatable data (SwiftUI's AnimatableModifier, which SwiftUI deprecates in
/// favour of `Animatable & ViewModifier`): its body is drawn with the data's current value.
public protocol AnimatableModifier: Animatable, ViewModifier {}
