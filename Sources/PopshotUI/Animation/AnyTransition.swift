// Motion for stills. Popshot draws the settled state of a screen: an inserted view at its
// identity (a transition's end), an animation finished.

/// How a view enters and leaves (SwiftUI's AnyTransition). A still shows the view after its
/// insertion, at identity.
public struct AnyTransition: Sendable {
  let name: String
  init(_ name: String) { self.name = name }

  public static let opacity = AnyTransition("opacity")
  public static let scale = AnyTransition("scale")
  public static let slide = AnyTransition("slide")
  public static let identity = AnyTransition("identity")
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition("scale(\(scale))")
  }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
  /// In from `edge` while the view it replaces leaves by the opposite edge (iOS 16).
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition("offset")
  }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition("asymmetric(\(insertion.name), \(removal.name))")
  }
  /// A transition between a modifier's active state and its identity; a still shows identity.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition("modifier(\(E.self))")
  }
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition("\(name)+\(other.name)")
  }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

nonisolated extension View {
  /// How the view enters and leaves; a still shows it inserted.
  public func transition(_ t: AnyTransition) -> some View { self }
}
