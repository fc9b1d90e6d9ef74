import Foundation
import Testing

@testable import PopshotGraphics

/// JPEG decoding through libjpeg-turbo: colours, greyscale, and hostile files as error values
/// naming the file. The fixtures are tiny JPEGs written by Pillow (quality 100, no chroma
/// subsampling for the colour one) of one colour each.
@Suite struct JPEGCodecTests {
  /// 16 × 8 pixels of (200, 40, 90).
  static let colour = [UInt8](
    Data(
      base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAARCAAIABADAREAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD87688/wCmAKAP/9k="
    )!)

  @Test func decodesAColourJPEG() throws {
    let p = try JPEGCodec.decode(Self.colour, source: "colour.jpg")
    #expect(p.width == 16 && p.height == 8)
    // YCbCr at quality 100 round-trips within a step or two of each channel.
    let c = p[5, 3]
    #expect(abs(Int(c.r) - 200) <= 2 && abs(Int(c.g) - 40) <= 2 && abs(Int(c.b) - 90) <= 2)
    #expect(c.a == 255)
    #expect(try BitmapCodec.decode(Self.colour, source: "x") == p)
  }

  @Test func truncatedDataIsAnErrorNamingTheFile() {
    #expect {
      try JPEGCodec.decode(Array(Self.colour.prefix(200)), source: "cut.jpg")
    } throws: {
      ($0 as? BitmapError)?.description.hasPrefix("cut.jpg: not a readable JPEG") == true
    }
  }

  /// A frame header claiming 20 000 × 20 000 pixels is refused before pixels are allocated.
  @Test func hugeDimensionsAreRefusedFirst() {
    var b = Self.colour
    let sof = (0..<(b.count - 1)).first { b[$0] == 0xFF && b[$0 + 1] == 0xC0 }!
    b.replaceSubrange((sof + 5)...(sof + 8), with: [0x4E, 0x20, 0x4E, 0x20])
    #expect(throws: BitmapError.tooLarge(source: "big.jpg", width: 20000, height: 20000)) {
      try JPEGCodec.decode(b, source: "big.jpg")
    }
  }

  @Test func otherDataIsNeitherFormat() {
    #expect(throws: BitmapError.unknownFormat(source: "a.gif")) {
      try BitmapCodec.decode(Array("GIF89a".utf8), source: "a.gif")
    }
    #expect(throws: BitmapError.self) { try JPEGCodec.decode([0xFF, 0xD8], source: "s.jpg") }
  }
}
