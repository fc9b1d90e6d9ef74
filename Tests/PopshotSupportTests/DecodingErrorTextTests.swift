import Foundation
import PopshotSupport
import Testing

/// Decoding errors read as Popshot's other input errors: a JSON path and what was wrong.
@Suite struct DecodingErrorTextTests {
  struct Shard: Decodable {
    struct Result: Decodable {
      var fixture: String
      var seconds: Double
    }
    var results: [Result]
  }

  func line(_ json: String) -> String {
    do {
      _ = try JSONDecoder().decode(Shard.self, from: Data(json.utf8))
      return "decoded"
    } catch {
      return DecodingErrorText.line(error, prefix: "")
    }
  }

  @Test func missingKeysWrongTypesAndNulls() {
    #expect(line(#"{"results": [{"seconds": 1}]}"#) == #"results[0]: missing key "fixture""#)
    #expect(
      line(#"{"results": [{"fixture": "a", "seconds": "slow"}]}"#)
        == "results[0].seconds: expected a number")
    #expect(
      line(#"{"results": [{"fixture": null, "seconds": 1}]}"#)
        == "results[0].fixture: expected a string, found null")
    #expect(line(#"{"results": {}}"#) == "results: expected a list")
  }

  /// A prefix names where the decoded value sits in a larger file.
  @Test func aPrefixStartsThePath() {
    let error = DecodingError.keyNotFound(
      AnyKey("id"), .init(codingPath: [AnyKey(2)], debugDescription: ""))
    #expect(DecodingErrorText.line(error, prefix: "devices") == #"devices[2]: missing key "id""#)
  }

  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(_ s: String) { (stringValue, intValue) = (s, nil) }
    init(_ i: Int) { (stringValue, intValue) = ("\(i)", i) }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { self.init(intValue) }
  }
}
