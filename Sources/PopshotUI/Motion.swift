// Motion for stills. Popshot draws the settled state of a screen: an inserted view at its
// identity (a transition's end), an animation finished. So transitions and animations change
// nothing in a render, and `withAnimation` runs its body at once; they exist so SwiftUI code
// compiles unchanged and means what it means on a device once the motion is over.
// `.scaleEffect` and `.rotationEffect` are drawn (they change a settled view, not its layout).
// A GeometryEffect is drawn through its effectValue's affine part; the perspective terms of a
// projective transform (m13, m23) are not drawn.

import PopshotGraphics

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

/// A view's edges (SwiftUI's Edge).
public enum Edge: Int8, CaseIterable, Sendable, Hashable {
  case top, leading, bottom, trailing
  /// A set of edges.
  public typealias Set = Edges
}

/// Data a shape or effect can animate (SwiftUI's Animatable); a still uses its current value.
public protocol Animatable {
  associatedtype AnimatableData
  var animatableData: AnimatableData { get set }
}

/// An effect that moves, scales or rotates a view without changing its layout (SwiftUI's
/// GeometryEffect). A still shows the effect at its current values.
public protocol GeometryEffect: Animatable, ViewModifier {
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// The content drawn through `effectValue(size:)`, in the view's own coordinates (origin at
  /// its top-leading corner); its layout does not change.
  public func body(content: Content) -> some View {
    let effect = self
    return content.modified(
      .effect { frame in
        let p = effect.effectValue(size: CGSize(width: frame.width, height: frame.height))
        return Transform.translation(-frame.minX, -frame.minY).concatenating(p.affinePart)
          .concatenating(.translation(frame.minX, frame.minY))
      })
  }
}

/// A 3 × 3 projective transform (SwiftUI's ProjectionTransform), row-vector convention.
public struct ProjectionTransform: Sendable, Equatable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
  public init() {}
  public init(_ t: CGAffineTransform) {
    m11 = t.a
    m12 = t.b
    m21 = t.c
    m22 = t.d
    m31 = t.tx
    m32 = t.ty
  }
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// The affine part (scaled by 1 / m33); the perspective terms m13 and m23 are left out.
  var affinePart: Transform {
    let w = Double(m33 == 0 ? 1 : m33)
    return Transform(
      a: Double(m11) / w, b: Double(m12) / w, c: Double(m21) / w, d: Double(m22) / w,
      tx: Double(m31) / w, ty: Double(m32) / w)
  }

  /// This transform followed by `rhs` (the matrix product self × rhs, row vectors).
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    let a = [[m11, m12, m13], [m21, m22, m23], [m31, m32, m33]]
    let b = [
      [rhs.m11, rhs.m12, rhs.m13], [rhs.m21, rhs.m22, rhs.m23], [rhs.m31, rhs.m32, rhs.m33],
    ]
    func at(_ i: Int, _ j: Int) -> CGFloat { (0..<3).reduce(0) { $0 + a[i][$1] * b[$1][j] } }
    var t = ProjectionTransform()
    t.m11 = at(0, 0)
    t.m12 = at(0, 1)
    t.m13 = at(0, 2)
    t.m21 = at(1, 0)
    t.m22 = at(1, 1)
    t.m23 = at(1, 2)
    t.m31 = at(2, 0)
    t.m32 = at(2, 1)
    t.m33 = at(2, 2)
    return t
  }
}

#if !canImport(CoreGraphics)
  /// An affine transform (CoreGraphics's CGAffineTransform, which Linux's Foundation lacks).
  public struct CGAffineTransform: Sendable, Equatable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
      self.a = a
      self.b = b
      self.c = c
      self.d = d
      self.tx = tx
      self.ty = ty
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) {
      self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
      self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }
    public init(rotationAngle angle: CGFloat) {
      let c = CGFloat(cos(Double(angle)))
      let s = CGFloat(sin(Double(angle)))
      self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
#endif

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

extension View {
  /// How the view enters and leaves; a still shows it inserted.
  public func transition(_ t: AnyTransition) -> some View { self }
  /// Animates changes of `value`; a still shows the settled state.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
  public func animation(_ animation: Animation?) -> some View { self }
}

extension View {
  /// Draws the view scaled by `s` about `anchor`; its layout does not change.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s, y: s, anchor: anchor)
  }
  /// Draws the view scaled by `s.width` × `s.height` about `anchor`.
  public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: s.width, y: s.height, anchor: anchor)
  }
  /// Draws the view scaled by `x` × `y` about `anchor`.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    let (sx, sy) = (Double(x), Double(y))
    return modified(
      .effect { frame in
        about(anchor.point(in: frame), .scale(sx, sy))
      })
  }
  /// Draws the view rotated by `angle` (clockwise on screen) about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    // Whole turns are no turn at all (sin 2π is not exactly 0 in floating point).
    let turn = angle.radians.truncatingRemainder(dividingBy: 2 * .pi)
    let radians = abs(turn) < 1e-12 || abs(abs(turn) - 2 * .pi) < 1e-12 ? 0 : turn
    return modified(
      .effect { frame in
        radians == 0 ? .identity : about(anchor.point(in: frame), .rotation(radians))
      })
  }
}

/// `t` applied about the point `p` instead of the origin.
func about(_ p: Point, _ t: Transform) -> Transform {
  Transform.translation(-p.x, -p.y).concatenating(t).concatenating(.translation(p.x, p.y))
}
