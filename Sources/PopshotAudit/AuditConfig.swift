// What an audit holds a team to: the profile's thresholds, per-rule severities, reading time and
// suppressions.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotUI

/// Audit settings, usually read from a JSON file:
/// `{"profile": "hig", "design": "classic", "rules": {"text.fixed-size": "off", "contrast.text": "warning"},
///   "inactiveContent": "info",
///   "readingTime": {"base": 5, "wordsPerExtraSecond": 120},
///   "suppressions": [{"rule": "target.size", "fixture": "toast-error", "element": "toast.close",
/// "reason": "…"}]}`
public struct AuditConfig: Sendable, Equatable {
  public struct Suppression: Sendable, Equatable, Codable {
    public var rule: AuditRuleID, fixture: String, element: String, reason: String
    public init(rule: AuditRuleID, fixture: String, element: String, reason: String) {
      (self.rule, self.fixture, self.element, self.reason) = (rule, fixture, element, reason)
    }
  }
  public var profile: Profile = .hig
  /// Severity overrides; nil turns a rule off.
  public var severities: [AuditRuleID: Severity?] = [:]
  public var readingTimeBase = 5.0
  public var wordsPerExtraSecond = 120.0
  public var suppressions: [Suppression] = []
  /// The severity of contrast findings on content behind a modal view (`"inactiveContent"`:
  /// "off", "info", "warning" or "error"; "off" by default). WCAG exempts it as inactive.
  public var inactiveContent: Severity? = nil
  /// The designs the audited variants are drawn in (`"design"`: a name, a list, or "all"); nil:
  /// each fixture's own. The command line's `--design` wins over it.
  public var designs: [Design]?
  /// Devices of the team's own (`"devices"`, as a devices file has them), added to the run.
  public var devices: [Device] = []

  public init() {}

  /// Reads a configuration; errors name the file and the key.
  public static func load(path: String) throws(AuditConfigError) -> AuditConfig {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw AuditConfigError(file: path, path: "", message: "cannot read the file")
    }
    let json: JSON
    do { json = try JSONParser.parse(text) } catch {
      throw AuditConfigError(file: path, path: "", message: "not valid JSON: \(error)")
    }
    guard case .object(let members) = json else {
      throw AuditConfigError(file: path, path: "", message: "expected an object")
    }
    var c = AuditConfig()
    for (key, value) in members {
      switch (key, value) {
      case ("profile", .string(let name)):
        guard let p = Profile.named(name) else {
          throw AuditConfigError(
            file: path, path: "profile",
            message:
              "unknown profile \"\(name)\"; expected one of \(Profile.all.map { "\"\($0.name)\"" }.joined(separator: ", "))"
          )
        }
        c.profile = p
      case ("rules", .object(let rules)):
        for (id, v) in rules {
          guard AuditRule.named(AuditRuleID(rawValue: id)) != nil else {
            throw AuditConfigError(
              file: path, path: "rules.\(id)", message: "unknown rule \"\(id)\"")
          }
          guard case .string(let s) = v, s == "off" || Severity(rawValue: s) != nil else {
            throw AuditConfigError(
              file: path, path: "rules.\(id)",
              message: "expected \"off\", \"info\", \"warning\" or \"error\", found \(v.described)")
          }
          c.severities[AuditRuleID(rawValue: id)] = s == "off" ? .some(nil) : Severity(rawValue: s)
        }
      case ("inactiveContent", .string(let s)) where s == "off" || Severity(rawValue: s) != nil:
        c.inactiveContent = Severity(rawValue: s)
      case ("inactiveContent", _):
        throw AuditConfigError(
          file: path, path: "inactiveContent",
          message: "expected \"off\", \"info\", \"warning\" or \"error\", found \(value.described)")
      case ("readingTime", .object(let t)):
        for (k, v) in t {
          guard case .number(let n) = v, n > 0 else {
            throw AuditConfigError(
              file: path, path: "readingTime.\(k)", message: "expected a positive number")
          }
          if k == "base" {
            c.readingTimeBase = n
          } else if k == "wordsPerExtraSecond" {
            c.wordsPerExtraSecond = n
          } else {
            throw AuditConfigError(
              file: path, path: "readingTime.\(k)",
              message: "unknown key \"\(k)\"; expected \"base\" or \"wordsPerExtraSecond\"")
          }
        }
      case ("design", .string("all")):
        c.designs = Design.allCases
      case ("design", .string(let name)):
        c.designs = [try design(name, at: "design", in: path)]
      case ("design", .array(let items)) where !items.isEmpty:
        c.designs = try items.enumerated().map { (i, item) throws(AuditConfigError) in
          guard case .string(let name) = item else {
            throw AuditConfigError(
              file: path, path: "design[\(i)]", message: "expected a design's name")
          }
          return try design(name, at: "design[\(i)]", in: path)
        }
      case ("devices", .array):
        do { c.devices = try Device.decode(devicesIn: data, file: path) } catch {
          throw AuditConfigError(file: path, path: error.path, message: error.message)
        }
      case ("suppressions", .array(let items)):
        for (i, item) in items.enumerated() {
          guard case .object(let m) = item else {
            throw AuditConfigError(
              file: path, path: "suppressions[\(i)]", message: "expected an object")
          }
          func field(_ k: String) throws(AuditConfigError) -> String {
            guard case .string(let s)? = m.first(where: { $0.key == k })?.value else {
              throw AuditConfigError(
                file: path, path: "suppressions[\(i)]", message: "missing string \"\(k)\"")
            }
            return s
          }
          c.suppressions.append(
            Suppression(
              rule: AuditRuleID(rawValue: try field("rule")), fixture: try field("fixture"),
              element: try field("element"), reason: try field("reason")))
        }
      default:
        throw AuditConfigError(
          file: path, path: key, message: "unexpected key or value type (\(value.described))")
      }
    }
    return c
  }

  private static func design(_ name: String, at key: String, in path: String)
    throws(AuditConfigError) -> Design
  {
    guard let d = Design(rawValue: name) else {
      throw AuditConfigError(
        file: path, path: key,
        message:
          "unknown design \"\(name)\"; expected \(Design.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")) or \"all\""
      )
    }
    return d
  }
}
