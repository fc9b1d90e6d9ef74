import Testing

@testable import PopshotGraphics

@Suite struct ColorTests {
  @Test(arguments: [
    ("#F2F2F7", 0xF2, 0xF2, 0xF7, 0xFF), ("#ff3b30", 0xFF, 0x3B, 0x30, 0xFF),
    ("#fff", 0xFF, 0xFF, 0xFF, 0xFF), ("#0A8", 0x00, 0xAA, 0x88, 0xFF),
    ("#00000080", 0, 0, 0, 0x80),
  ])
  func parsesHex(_ text: String, _ r: Int, _ g: Int, _ b: Int, _ a: Int) throws {
    let c = try SRGBColor(hex: text).rgba8
    #expect([Int(c.r), Int(c.g), Int(c.b), Int(c.a)] == [r, g, b, a])
  }

  @Test(arguments: ["F2F2F7", "#12345", "#GG0000", "", "#", "#1234567", "# FFFFFF"])
  func rejectsBadHexNamingTheText(_ text: String) {
    #expect(throws: ColorParseError(text: text)) { try SRGBColor(hex: text) }
    let message = ColorParseError(text: text).description
    #expect(message.contains("\"\(text)\""))
  }

  @Test func premultipliesWithRounding() {
    // 50% (alpha 128) of #FF3B30: 59 × 128 / 255 = 29.6 → 30; 48 × 128 / 255 = 24.09 → 24.
    let p = SRGBColor(r8: 255, g8: 59, b8: 48, a8: 128).premultiplied
    #expect([p.r, p.g, p.b, p.a] == [128, 30, 24, 128])
  }
}
