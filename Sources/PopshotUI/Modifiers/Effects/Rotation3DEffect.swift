// `.rotation3DEffect`: a rotation about an axis in space, drawn by its affine part, the flat
// shadow the rotated view casts on the screen without perspective (the upper-left 2 × 2 of the
// rotation matrix, from Rodrigues' formula). A turn about the x axis squeezes the view's height
// by cos θ, about the y axis its width, about the z axis it is `rotationEffect`. Perspective
// and depth order are not drawn (docs/swiftui.md).
import Foundation
import PopshotGraphics

nonisolated extension View {
  /// Draws the view turned by `angle` about `axis` through `anchor`, flattened onto the screen.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    let t = Transform.rotation3DAffinePart(
      radians: angle.radians, axis: (Double(axis.x), Double(axis.y), Double(axis.z)))
    return modified(
      EffectModifier { frame in t == .identity ? .identity : about(anchor.point(in: frame), t) })
  }
}

extension Transform {
  /// The screen-plane part of a rotation by `radians` about `axis` (y pointing down, so a
  /// positive turn about z is clockwise, as `rotationEffect` turns).
  static func rotation3DAffinePart(radians: Double, axis: (Double, Double, Double)) -> Transform {
    let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    guard length > 0 else { return .identity }
    let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length)
    let turn = radians.truncatingRemainder(dividingBy: 2 * .pi)
    if abs(turn) < 1e-12 || abs(abs(turn) - 2 * .pi) < 1e-12 { return .identity }
    let (s, c) = (sin(turn), cos(turn))
    return Transform(
      a: c + (1 - c) * x * x, b: (1 - c) * x * y + s * z, c: (1 - c) * x * y - s * z,
      d: c + (1 - c) * y * y, tx: 0, ty: 0)
  }
}
