// An audit baseline of accepted findings: new findings fail, known ones pass, as lint baselines do.
import Foundation

/// Findings accepted in an audit baseline file (`{"accepted": ["rule|fixture|element", …]}`).
public struct AuditBaseline: Sendable, Equatable {
  public var accepted: Set<String> = []
  public init(accepted: Set<String> = []) { self.accepted = accepted }

  public static func load(path: String) throws(AuditConfigError) -> AuditBaseline {
    guard let data = FileManager.default.contents(atPath: path),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let list = object["accepted"] as? [String]
    else {
      throw AuditConfigError(
        file: path, path: "accepted", message: "expected {\"accepted\": [fingerprints]}")
    }
    return AuditBaseline(accepted: Set(list))
  }
}
