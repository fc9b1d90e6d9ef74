import Foundation
import PopshotGraphics
import Testing

@testable import PopshotScenes

/// A deterministic fuzz test of the fixture decoder (issue 14): 3,000 mutations of the bundled
/// fixtures, a fixed seed. Numbers are swapped for hostile ones (0, negatives, 1e308, 1e-300,
/// huge integers) and characters are flipped or cut. Each mutant decodes or throws a
/// FixtureError naming its file; none traps. One in ten of those that decode is also rendered on
/// the iPhone SE, which must not trap either.
@Suite struct FixtureFuzzTests {
  struct Random {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    mutating func next() -> UInt64 {
      state ^= state >> 12
      state ^= state << 25
      state ^= state >> 27
      return state &* 2_685_821_657_736_338_717
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
  }

  static let hostileNumbers = [
    "0", "-1", "-500", "1e308", "-1e308", "1e-300", "99999999999999999999", "2", "0.0000001",
    "100001", "1e17",
  ]

  @Test func mutatedFixturesNeverTrap() throws {
    let dir = scenesRepositoryRoot.appendingPathComponent("Fixtures").path
    let names = try FileManager.default.contentsOfDirectory(atPath: dir)
      .filter { $0.hasSuffix(".json") }.sorted()
    let texts = try names.map { try String(contentsOfFile: "\(dir)/\($0)", encoding: .utf8) }
    var random = Random()
    var decoded = 0
    var refused = 0
    let variant = Variant(
      device: Device.named("iphone-se-3")!, orientation: .portrait, design: .classic)
    for round in 0..<3000 {
      let index = random.below(texts.count)
      var text = Array(texts[index].unicodeScalars)
      switch random.below(3) {
      case 0:
        // Replace one number with a hostile one.
        let digits = text.indices.filter { ("0"..."9").contains(text[$0]) }
        if let at = digits.isEmpty ? nil : digits[random.below(digits.count)] {
          var end = at
          while end < text.count, "0123456789.e-+".unicodeScalars.contains(text[end]) { end += 1 }
          let number = Self.hostileNumbers[random.below(Self.hostileNumbers.count)]
          text.replaceSubrange(at..<end, with: number.unicodeScalars)
        }
      case 1:
        text[random.below(text.count)] = "{}[],:\"0a".unicodeScalars.randomElement(using: &random)!
      default:
        text.removeLast(random.below(text.count))
      }
      let mutant = String(String.UnicodeScalarView(text))
      do {
        let scene = try FixtureDecoder.decode(mutant, name: "fuzz", file: "fuzz.json")
        decoded += 1
        if round % 10 == 0 {
          _ = try SceneRenderer().render(scene, variant).pixmap()
        }
      } catch let error as FixtureError {
        #expect(error.file == "fuzz.json")
        refused += 1
      }
    }
    #expect(decoded + refused == 3000 && decoded > 0 && refused > 0)
  }
}

extension FixtureFuzzTests.Random: RandomNumberGenerator {}
