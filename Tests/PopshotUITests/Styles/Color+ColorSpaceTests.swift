import Testing

import struct PopshotGraphics.SRGBColor

@testable import PopshotUI

/// Colours in a named colour space, converted to sRGB (Color+ColorSpace.swift). Expected values
/// by hand: linear 0.5 encodes as 1.055 · 0.5^(1/2.4) − 0.055 = 0.73536 (188/255 in 8 bits);
/// linear 0 stays 0. Display P3's grey is sRGB's (each row of the P3-to-sRGB matrix sums to
/// 1 ± 2e-7), and its pure red lies outside sRGB and is clamped to sRGB's red.
@Suite struct ColorSpaceTests {
  func near(_ a: SRGBColor, _ b: SRGBColor, _ tolerance: Double) -> Bool {
    abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance
      && abs(a.blue - b.blue) < tolerance && abs(a.alpha - b.alpha) < tolerance
  }

  @Test func linearComponentsAreEncoded() {
    let grey = Color(.sRGBLinear, white: 0.5).resolved(.light)
    #expect(near(grey, SRGBColor(red: 0.73536, green: 0.73536, blue: 0.73536, alpha: 1), 1e-5))
    // CustomAlert's shadow colour.
    let shadow = Color(.sRGBLinear, white: 0, opacity: 0.33).resolved(.light)
    #expect(shadow == SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.33))
  }

  @Test func sRGBComponentsAreKept() {
    let c = Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).resolved(.light)
    #expect(c == SRGBColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
  }

  @Test func displayP3IsConvertedAndClamped() {
    let grey = Color(.displayP3, white: 0.5).resolved(.light)
    #expect(near(grey, SRGBColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), 1e-6))
    let red = Color(.displayP3, red: 1, green: 0, blue: 0).resolved(.light)
    #expect(near(red, SRGBColor(red: 1, green: 0, blue: 0, alpha: 1), 1e-9))
  }
}
