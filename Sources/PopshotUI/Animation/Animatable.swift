// What Animatable types animate by default, and the pair SwiftUI shapes animate two values with.
// A still draws the current value, so these only carry data.

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
