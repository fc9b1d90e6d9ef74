import Foundation
import PopshotGraphics
import Testing

@testable import PopshotGoldens

/// The golden helper follows the snapshot record modes.
@Suite struct GoldenImageTests {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "popshot-golden-\(UUID().uuidString)"
  ).path

  func frame(_ colour: UInt32) throws -> Pixmap {
    try Pixmap(width: 3, height: 2, premultipliedPixels: Array(repeating: colour, count: 6))
  }

  @Test func modes() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = "\(dir)/g.png"
    let black = try frame(0xFF00_0000)
    let white = try frame(0xFFFF_FFFF)
    // Never writes: a missing golden fails and leaves no file.
    #expect(try GoldenImage.check(black, path: path, mode: .never) == .failed(.missing(path: path)))
    #expect(!FileManager.default.fileExists(atPath: path))
    // Missing records it; the same frame then matches, another differs in all 6 pixels.
    #expect(
      try GoldenImage.check(black, path: path, mode: .missing)
        == .recorded(previously: .missing(path: path)))
    #expect(try GoldenImage.check(black, path: path, mode: .never) == .matched)
    #expect(
      try GoldenImage.check(white, path: path, mode: .missing)
        == .failed(.pixels(path: path, count: 6)))
    // Failed re-records what differs; all re-records whatever it was.
    #expect(
      try GoldenImage.check(white, path: path, mode: .failed)
        == .recorded(previously: .pixels(path: path, count: 6)))
    #expect(try GoldenImage.check(white, path: path, mode: .never) == .matched)
    #expect(try GoldenImage.check(black, path: path, mode: .all) == .recorded(previously: nil))
    #expect(try PNGCodec.read(path: path).pixels == black.pixels)
    // A different size is named with both sizes.
    let wide = try Pixmap(
      width: 4, height: 2, premultipliedPixels: Array(repeating: 0xFF00_0000, count: 8))
    let outcome = try GoldenImage.check(wide, path: path, mode: .never)
    #expect("\(outcome)".contains("4×2 px differs") && "\(outcome)".contains("(3×2 px)"))
  }

  @Test func aCorruptGoldenIsReportedNotReplaced() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = "\(dir)/bad.png"
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
    guard
      case .failed(.unreadable) = try GoldenImage.check(try frame(0), path: path, mode: .missing)
    else {
      Issue.record("a corrupt golden should fail as unreadable")
      return
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("not a png".utf8))
  }
}
