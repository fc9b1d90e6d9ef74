import Foundation

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

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2` (CoreGraphics' row-vector order: p × self × t2).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
      CGAffineTransform(
        a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
        c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
        tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
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
