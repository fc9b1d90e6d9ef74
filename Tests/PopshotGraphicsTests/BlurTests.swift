import Testing

@testable import PopshotGraphics

@Suite struct BlurTests {
  /// d = ⌊σ · 3√(2π)/4 + 0.5⌋ (CSS Filter Effects): σ = 12 → ⌊23.06⌋ = 23, odd: three boxes of 23;
  /// σ = 2 → ⌊4.26⌋ = 4, even: 4 left-leaning, 4 right-leaning, then 5 centred.
  @Test func boxSizesFollowTheCSSApproximation() {
    #expect(Blur.boxes(sigma: 12) == Array(repeating: Blur.Box(left: 11, right: 11), count: 3))
    #expect(
      Blur.boxes(sigma: 2) == [
        Blur.Box(left: 2, right: 1), Blur.Box(left: 1, right: 2), Blur.Box(left: 2, right: 2),
      ])
    #expect(Blur.boxes(sigma: 0.5).isEmpty)
    #expect(Blur.extent(sigma: 12) == 33)
  }

  /// A single bright pixel spreads into a symmetric bump that keeps its mass (within rounding).
  @Test func pointSpreadIsSymmetricAndKeepsMass() {
    let n = 41
    var mask = Mask(bounds: PixelRect(x0: 0, y0: 0, x1: n, y1: n))
    // A 5×5 block rather than one pixel, so that rounding each pass stays small next to the mass.
    for y in 18...22 { for x in 18...22 { mask.data[y * n + x] = 255 } }
    Blur.blur(&mask, sigma: 3)
    let total = mask.data.reduce(0) { $0 + Int($1) }
    #expect(abs(total - 25 * 255) < 25 * 255 / 50)
    for y in 0..<n {
      for x in 0..<n {
        #expect(mask.data[y * n + x] == mask.data[y * n + (n - 1 - x)])
        #expect(mask.data[y * n + x] == mask.data[(n - 1 - y) * n + x])
      }
    }
    // σ = 3 → d = 6: boxes 6, 6, 7 (effective σ 3.14). Convolving the 5-pixel run with them in
    // exact arithmetic gives 141.67 at the centre of a row, so 141.67² / 255 = 78.70 in 2-D
    // (a true Gaussian would give 255 × erf(2.5 / (3.14·√2))² ≈ 84). Each pass rounds: ±1.
    #expect((78...80).contains(Int(mask.data[20 * n + 20])))
    #expect(mask.data[0] == 0)
  }
}
