import Testing

@testable import PopshotGraphics

@Suite struct SHA256Tests {
  /// The test vectors of FIPS 180-4 (appendix examples) and the empty message.
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
     "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
  ])
  func knownDigests(_ message: String, _ digest: String) {
    #expect(SHA256.hex(Array(message.utf8)) == digest)
  }

  /// A million "a": the long FIPS vector, fed in uneven pieces.
  @Test func incrementalUpdatesMatchOneShot() {
    var h = SHA256()
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 999)
    var left = 1_000_000
    while left > 0 { let n = min(left, chunk.count); h.update(chunk.prefix(n)); left -= n }
    #expect(h.finalize().map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
      == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }
}
