// A GeometryEffect is drawn through its effectValue's affine part; the perspective terms of a
// projective transform (m13, m23) are not drawn.
import PopshotGraphics

/// Data a shape or effect can animate (SwiftUI's Animatable); a still uses its current value.
public protocol Animatable {
  associatedtype AnimatableData
  var animatableData: AnimatableData { get set }
}

/// An effect that moves, scales or rotates a view without changing its layout (SwiftUI's
/// GeometryEffect). A still shows the effect at its current values.
public protocol GeometryEffect: Animatable, ViewModifier {
  nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
  /// The content drawn through `effectValue(size:)`, in the view's own coordinates (origin at
  /// its top-leading corner); its layout does not change.
  public func body(content: Content) -> some View {
    let effect = self
    return content.modified(
      EffectModifier { frame in
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
