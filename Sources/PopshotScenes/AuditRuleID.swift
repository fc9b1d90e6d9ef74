/// The id of an audit rule (`contrast.text`): how configurations, reports and jobs name a rule.
/// It lives here, below the audit, because a `RenderJob` names the rules it runs; its text is
/// exactly the id reports write, and it encodes as that string, as a value and as a dictionary
/// key (`CodingKeyRepresentable`), so reports keyed by rule read as JSON objects.
public struct AuditRuleID: RawRepresentable, Hashable, Comparable, Sendable, Codable,
  CodingKeyRepresentable, ExpressibleByStringLiteral, CustomStringConvertible
{
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
  public var description: String { rawValue }
  public static func < (a: AuditRuleID, b: AuditRuleID) -> Bool { a.rawValue < b.rawValue }
}
