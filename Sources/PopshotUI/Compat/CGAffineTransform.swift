import Foundation
import PopshotGraphics

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

    /// A transform in PopshotGraphics' terms, as CoreGraphics' type.
    init(_ t: Transform) {
      self.init(
        a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx),
        ty: CGFloat(t.ty))
    }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2` (CoreGraphics' row-vector order: p × self × t2), as
    /// PopshotGraphics' `Transform.concatenating` composes.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(transform.concatenating(t2.transform))
    }
    /// A translation by (tx, ty), then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
      CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }
    /// A scale by (sx, sy), then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// A rotation by `angle` radians, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
      CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
    /// The transform that undoes this one (itself when it cannot be inverted, as CoreGraphics
    /// returns it).
    public func inverted() -> CGAffineTransform {
      let det = a * d - b * c
      guard det != 0 else { return self }
      return CGAffineTransform(
        a: d / det, b: -b / det, c: -c / det, d: a / det,
        tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
  }
#endif

extension CGAffineTransform {
  /// The same transform in PopshotGraphics' terms.
  var transform: Transform {
    Transform(
      a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
  }
}
