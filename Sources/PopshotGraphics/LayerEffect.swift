// What a layer does to its content when it is composited: SwiftUI's group effects (opacity,
// colour filters, blur, blend mode, mask, compositing group), and the backdrop of a material.

/// How a layer's pixels are combined with what lies under them: the W3C Compositing and Blending
/// Level 1 spec's separable modes (§10.1) and non-separable ones (§10.2), its Porter-Duff
/// operators source-atop, destination-over and destination-out (§9.1) and plus-lighter
/// (§9.1.13), and Core Graphics' plus-darker (`kCGBlendModePlusDarker`: 1 − ((1 − D) + (1 − S))).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, difference, plusLighter
  case colorDodge, colorBurn, hardLight, softLight, exclusion
  case hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut, plusDarker
}

/// A colour filter as a 4 × 5 matrix over straight (unpremultiplied) sRGB components in 0…1:
/// out_i = Σ_j m[i][j] · in_j + m[i][4], for rows and inputs R, G, B, A. The Filter Effects
/// Level 1 spec's filter functions (§13.1) are written this way; SwiftUI's colour effects map
/// onto them (docs/swiftui.md, "Effects").
public struct ColorMatrix: Hashable, Sendable {
  /// 20 coefficients, row by row.
  public var m: [Double]
  public init(_ m: [Double]) {
    precondition(m.count == 20, "a colour matrix has 4 rows of 5")
    self.m = m
  }

  public static let identity = ColorMatrix([
    1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0,
  ])

  /// `self` applied after `first`.
  public func after(_ first: ColorMatrix) -> ColorMatrix {
    var out = [Double](repeating: 0, count: 20)
    for i in 0..<4 {
      for j in 0..<5 {
        var v = j == 4 ? m[i * 5 + 4] : 0
        for k in 0..<4 { v += m[i * 5 + k] * first.m[k * 5 + j] }
        out[i * 5 + j] = v
      }
    }
    return ColorMatrix(out)
  }

  /// Adds `amount` to R, G and B (SwiftUI's `brightness`: 0 none, 1 white).
  public static func brightness(_ amount: Double) -> ColorMatrix {
    ColorMatrix([1, 0, 0, 0, amount, 0, 1, 0, 0, amount, 0, 0, 1, 0, amount, 0, 0, 0, 1, 0])
  }
  /// Scales R, G and B about mid-grey (Filter Effects `contrast()`: slope a, intercept ½ − a/2).
  public static func contrast(_ a: Double) -> ColorMatrix {
    let b = 0.5 - a / 2
    return ColorMatrix([a, 0, 0, 0, b, 0, a, 0, 0, b, 0, 0, a, 0, b, 0, 0, 0, 1, 0])
  }
  /// Filter Effects `saturate(s)` (feColorMatrix type="saturate", Rec. 709 luma weights).
  public static func saturation(_ s: Double) -> ColorMatrix {
    ColorMatrix([
      0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
      0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }
  /// Filter Effects `grayscale(a)`: 0 unchanged, 1 the luma (0.2126, 0.7152, 0.0722).
  public static func grayscale(_ amount: Double) -> ColorMatrix {
    let k = 1 - min(max(amount, 0), 1)
    return ColorMatrix([
      0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k, 0, 0,
      0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k, 0, 0,
      0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }
  /// Filter Effects `hue-rotate(θ)` (feColorMatrix type="hueRotate"), θ in radians.
  public static func hueRotation(cos c: Double, sin s: Double) -> ColorMatrix {
    ColorMatrix([
      0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715,
      0.072 - c * 0.072 + s * 0.928, 0, 0,
      0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140,
      0.072 - c * 0.072 - s * 0.283, 0, 0,
      0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715,
      0.072 + c * 0.928 + s * 0.072, 0, 0,
      0, 0, 0, 1, 0,
    ])
  }
  /// Multiplies each component by the colour's (SwiftUI's `colorMultiply`).
  public static func multiply(_ c: SRGBColor) -> ColorMatrix {
    ColorMatrix([
      c.red, 0, 0, 0, 0, 0, c.green, 0, 0, 0, 0, 0, c.blue, 0, 0, 0, 0, 0, c.alpha, 0,
    ])
  }
  /// Black, with the luminance as alpha (Filter Effects feColorMatrix type="luminanceToAlpha":
  /// A = 0.2125 R + 0.7154 G + 0.0721 B; SwiftUI's `luminanceToAlpha`).
  public static let luminanceToAlpha = ColorMatrix([
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
  ])
  /// 1 − R, G, B (SwiftUI's `colorInvert`, Filter Effects `invert(1)`).
  public static let invert = ColorMatrix([
    -1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0,
  ])
}

/// What a layer does to its content as it is composited into the layer under it.
public enum LayerEffect: Hashable, Sendable {
  /// The content as it is, composited as one group (SwiftUI's `compositingGroup`).
  case group
  /// The content at an opacity (the same as `pushOpacity`).
  case opacity(Double)
  /// The content through a colour matrix.
  case filter(ColorMatrix)
  /// The content blurred with a Gaussian of deviation `radius` points. Opaque: the edges are
  /// extended instead of fading, and the result is cut to the content's bounds, fully opaque.
  case blur(radius: Double, opaque: Bool)
  /// The content composited with a blend mode.
  case blend(BlendMode)
  /// The content times the alpha of what is drawn after `beginMask` (SwiftUI's `mask`).
  case mask
}

/// The look of a material: what lies behind a shape, blurred, saturated, then tinted; or, with
/// `glass`, blurred and passed through Liquid Glass's transfer, with its rim (Glass.swift).
public struct Backdrop: Hashable, Sendable {
  /// The blur's deviation in points.
  public var radius: Double
  /// The saturation of the blurred backdrop (1 unchanged).
  public var saturation: Double
  /// Drawn over the blurred backdrop.
  public var tint: SRGBColor
  /// Liquid Glass's transfer and rim, which replace the saturation and the tint.
  public var glass: GlassLook?
  public init(radius: Double, saturation: Double, tint: SRGBColor, glass: GlassLook? = nil) {
    self.radius = radius
    self.saturation = saturation
    self.tint = tint
    self.glass = glass
  }
}
