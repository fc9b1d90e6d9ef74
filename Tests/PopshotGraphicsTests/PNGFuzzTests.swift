import Foundation
import Testing

@testable import PopshotGraphics

/// A deterministic fuzz test of the PNG reader (issue 14): 2,400 mutations of the PngSuite
/// images (bytes flipped, runs overwritten, files cut short), a fixed seed. Every one decodes or
/// throws a PNGError naming its source; none traps, and none takes long.
@Suite struct PNGFuzzTests {
  @Test func mutatedCorpusNeverTraps() throws {
    var random = TestRandom()
    var decoded = 0
    var refused = 0
    for name in pngSuiteFiles {
      let original = [UInt8](try Data(contentsOf: pngSuite.appendingPathComponent(name)))
      for _ in 0..<40 {
        var bytes = original
        switch random.next() % 3 {
        case 0:
          for _ in 0...(random.next() % 4) {
            bytes[Int(random.next() % UInt64(bytes.count))] = random.byte()
          }
        case 1:
          let at = Int(random.next() % UInt64(bytes.count))
          for i in at..<min(bytes.count, at + 16) { bytes[i] = random.byte() }
        default:
          bytes.removeLast(Int(random.next() % UInt64(bytes.count)))
        }
        let started = Date()
        do {
          let p = try PNGCodec.decode(bytes, source: "fuzz/\(name)")
          #expect(p.width > 0 && p.height > 0)
          decoded += 1
        } catch {
          #expect(error.description.hasPrefix("fuzz/\(name)"))
          refused += 1
        }
        #expect(Date().timeIntervalSince(started) < 1)
      }
    }
    #expect(decoded + refused == pngSuiteFiles.count * 40 && refused > 0)
  }
}
