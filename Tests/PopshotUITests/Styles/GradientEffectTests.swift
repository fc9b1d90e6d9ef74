import PopshotGraphics
import Testing

@testable import PopshotUI

/// Gradients, colour effects, blend modes, masks and materials drawn from views, with the pixel
/// values worked out by hand (the gradient table has 1024 entries: t → entry round(t × 1023)).
@Suite struct GradientEffectTests {
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  func draw(_ view: some View, _ w: Double, _ h: Double, dark: Bool = false) throws -> Pixmap {
    let size = Size(width: w, height: h)
    var env = EnvironmentValues()
    env.displayScale = 1
    if dark { env.colorScheme = .dark }
    let r = try LayoutEngine.render(view, size: size, environment: env)
    return try Painter(scale: 1).render(r.displayList, size: size)
  }

  func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p[x, y]
    return [c.r, c.g, c.b, c.a]
  }

  /// Red at the centre to blue at 20 pt: the pixel centre (19.5, 19.5) is 0.707 from (20, 20),
  /// t = 0.0354 → entry 36, 36/1023 = 0.0352: R = 246.0, B = 9.0. The corner is past 20: blue.
  @Test func radialGradientView() throws {
    let p = try draw(
      RadialGradient(colors: [red, blue], center: .center, startRadius: 0, endRadius: 20), 40, 40)
    #expect(rgba(p, 19, 19) == [246, 0, 9, 255])
    #expect(rgba(p, 0, 0) == [0, 0, 255, 255])
  }

  /// A conic gradient filling a 41 × 41 rectangle turns about (20.5, 20.5): the pixel (20, 30)
  /// lies straight below, at 90°, t = ¼ → entry 256: R = 191.2, B = 63.8.
  @Test func angularGradientAtNinetyDegrees() throws {
    let p = try draw(
      Rectangle().fill(AngularGradient(colors: [red, blue], center: .center, angle: .zero)), 41,
      41)
    #expect(rgba(p, 20, 30) == [191, 0, 64, 255])
    #expect(rgba(p, 30, 20) == [255, 0, 0, 255])
  }

  /// An 80 × 40 elliptical gradient measures distance in units of the frame: at (79.5, 20.5) it
  /// is √(0.49375² + 0.0125²) = 0.49391 of 0.5, t = 0.98781 → entry 1011: R = 3.0, B = 252.0;
  /// at (40.5, 20.5), 0.013975, t = 0.02795 → entry 29: R = 247.8, B = 7.2.
  @Test func ellipticalGradientStretchesToTheFrame() throws {
    let p = try draw(EllipticalGradient(colors: [red, blue]), 80, 40)
    #expect(rgba(p, 79, 20) == [3, 0, 252, 255])
    #expect(rgba(p, 40, 20) == [248, 0, 7, 255])
  }

  /// A gradient as a background and as the foreground style of a shape.
  @Test func gradientsAreShapeStyles() throws {
    let g = LinearGradient(
      stops: [.init(color: red, location: 0), .init(color: blue, location: 1)], startPoint: .top,
      endPoint: .bottom)
    let p = try draw(Color.clear.background(g), 10, 10)
    let q = try draw(Circle().foregroundStyle(g), 10, 10)
    #expect(rgba(p, 5, 5) == rgba(q, 5, 5))
    #expect(rgba(p, 5, 9)[2] > 200)
  }

  /// mix in sRGB: halfway from red to blue is (0.5, 0, 0.5). Perceptually (Oklab) white and
  /// black meet at L = 0.5: linear light 0.5³ = 0.125, sRGB-encoded 0.3886 → 99.
  @Test func mixingColours() {
    #expect(red.mix(with: blue, by: 0.5, in: .device).light.rgba8 == (128, 0, 128, 255))
    let grey = Color.white.mix(with: .black, by: 0.5).light.rgba8
    #expect([grey.r, grey.g, grey.b] == [99, 99, 99])
    #expect(red.mix(with: blue, by: 0).light == red.light)
    #expect(red.mix(with: blue, by: 1).light == blue.light)
  }

  /// Color.gradient runs from 15% white mixed into the colour (top) to the colour (bottom).
  @Test func colorGradientLightensTheTop() throws {
    let p = try draw(Rectangle().fill(red.gradient), 10, 100)
    #expect(rgba(p, 5, 99)[1] < 3)
    #expect(rgba(p, 5, 0)[1] >= 36 && rgba(p, 5, 0)[1] <= 38)
  }

  /// grayscale(0.5) of pure red is (155, 27, 27); multiplying (128, 255, 64) into (200, 100, 50)
  /// gives (100, 100, 13).
  @Test func colourEffectsAndBlendModes() throws {
    let grey = try draw(red.grayscale(0.5), 10, 10)
    #expect(rgba(grey, 5, 5) == [155, 27, 27, 255])
    let multiplied = try draw(
      ZStack {
        Color(red: 200 / 255, green: 100 / 255, blue: 50 / 255)
        Color(red: 128 / 255, green: 1, blue: 64 / 255).blendMode(.multiply)
      }, 10, 10)
    #expect(rgba(multiplied, 5, 5) == [100, 100, 13, 255])
    let inverted = try draw(red.colorInvert(), 4, 4)
    #expect(rgba(inverted, 1, 1) == [0, 255, 255, 255])
    // Luminance to alpha: black, red at 0.2125 × 255 ≈ 54 alpha, white fully opaque
    // (0.2125 + 0.7154 + 0.0721 = 1).
    let lum = rgba(try draw(red.luminanceToAlpha(), 4, 4), 1, 1)
    #expect(lum[0] == 0 && lum[1] == 0 && lum[2] == 0 && abs(Int(lum[3]) - 54) <= 1)
    #expect(rgba(try draw(Color.white.luminanceToAlpha(), 4, 4), 1, 1) == [0, 0, 0, 255])
    let tinted = try draw(Color.white.colorMultiply(Color(red: 1, green: 0.5, blue: 0)), 4, 4)
    #expect(rgba(tinted, 1, 1) == [255, 128, 0, 255])
  }

  /// A circle mask keeps the middle of a red square and clears its corners.
  @Test func maskByAShape() throws {
    let p = try draw(red.frame(width: 20, height: 20).mask { Circle() }, 20, 20)
    #expect(rgba(p, 10, 10) == [255, 0, 0, 255])
    #expect(rgba(p, 0, 0)[3] == 0)
  }

  /// A blurred square spreads past its frame; its middle keeps the colour.
  @Test func blurSpreadsBeyondTheFrame() throws {
    let p = try draw(red.frame(width: 20, height: 20).blur(radius: 2), 40, 40)
    #expect(rgba(p, 20, 20) == [255, 0, 0, 255])
    #expect(p[8, 20].a > 0 && p[8, 20].a < 128)
  }

  /// The regular material over white: the blur and saturation of white are white, then the tint
  /// #FCFCFC at 78% (alpha 199, premultiplied 197) over it: 197 + 255 × 56/255 = 253. Dark, over
  /// black: #292929 at 75% (alpha 191), 41 × 191/255 = 30.7 → 31.
  @Test func regularMaterialOverAPlainBackground() throws {
    let light = try draw(
      ZStack {
        Color.white
        Rectangle().fill(.regularMaterial).frame(width: 20, height: 20)
      }, 40, 40)
    #expect(rgba(light, 20, 20) == [253, 253, 253, 255])
    #expect(rgba(light, 2, 2) == [255, 255, 255, 255])
    let dark = try draw(
      ZStack {
        Color.black
        Text("").frame(width: 20, height: 20).background(.regularMaterial, in: Capsule())
      }, 40, 40, dark: true)
    #expect(rgba(dark, 20, 20) == [31, 31, 31, 255])
  }

  /// A material blurs what lies under it: a red/blue split mixes across the edge.
  @Test func materialBlursTheBackdrop() throws {
    let p = try draw(
      ZStack {
        HStack(spacing: 0) {
          red
          blue
        }
        Color.clear.background(.ultraThinMaterial)
      }, 80, 20)
    let mid = p[40, 10]
    #expect(mid.r > 80 && mid.b > 80)
  }
}
