// SARIF 2.1.0 for code scanning: one result per rule, fixture and element (its variants listed
// in `properties.variants`), located at the line and column of the element's JSON object in the
// fixture, with URIs relative to the repository root (`%SRCROOT%`). No absolute path is written:
// paths in messages are made relative too.
import Foundation
import PopshotAudit
import PopshotSupport

public enum SARIFReport {
  /// The version `tool.driver.version` gives, and `popshot --version` prints.
  public static let toolVersion = "0.1.0"
  /// The base id every artifact URI is relative to.
  public static let rootBase = "%SRCROOT%"

  /// The project's page: `POPSHOT_INFORMATION_URI`, else the repository a GitHub Actions run
  /// is checking (`GITHUB_SERVER_URL`/`GITHUB_REPOSITORY`); nil when neither is known.
  public static func informationURI(_ env: [String: String]) -> String? {
    if let uri = env["POPSHOT_INFORMATION_URI"], !uri.isEmpty { return uri }
    if let server = env["GITHUB_SERVER_URL"], let repo = env["GITHUB_REPOSITORY"],
      !server.isEmpty, !repo.isEmpty
    {
      return "\(server)/\(repo)"
    }
    return nil
  }

  /// The repository root: the nearest folder holding `.git` from `cwd` up, else `cwd`.
  public static func repositoryRoot(
    from cwd: String = FileManager.default.currentDirectoryPath
  ) -> String {
    var dir = URL(fileURLWithPath: cwd).standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: dir.appendingPathComponent(".git").path) {
        return dir.path
      }
      let parent = dir.deletingLastPathComponent()
      if parent.path == dir.path { return URL(fileURLWithPath: cwd).standardizedFileURL.path }
      dir = parent
    }
  }

  /// Text with every absolute path in it made relative to `root`.
  static func withoutAbsolutePaths(_ text: String, root: String, cwd: String) -> String {
    var out = ""
    var token = ""
    func flush() {
      if token.hasPrefix("/"), let next = token.dropFirst().first,
        next.isLetter || next.isNumber || next == "." || next == "_"
      {
        // Trailing punctuation (a colon after a path) is not part of it.
        let path = token.prefix { !":;,)".contains($0) }
        out += FilePaths.relative(String(path), from: root, cwd: cwd) + token.dropFirst(path.count)
      } else {
        out += token
      }
      token = ""
    }
    for ch in text {
      if ch == " " || ch == "\n" || ch == "\t" || ch == "(" {
        flush()
        out.append(ch)
      } else {
        token.append(ch)
      }
    }
    flush()
    return out
  }

  /// SARIF 2.1.0: one rule per audit rule (and for snapshot differences and variants that could
  /// not be checked); one result per rule, fixture and element.
  public static func render(
    _ r: CheckReport, root: String = repositoryRoot(),
    cwd: String = FileManager.default.currentDirectoryPath,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> Data {
    var rules: [[String: Any]] = AuditRule.all.map { rule in
      [
        "id": rule.id.rawValue, "name": rule.id.rawValue,
        "shortDescription": ["text": rule.rationale],
        "helpUri": rule.helpURL,
        "help": ["text": "\(rule.rationale) Standard: \(rule.standard)."],
        "properties": ["standard": rule.standard],
        "defaultConfiguration": ["level": level(rule.severity)],
      ]
    }
    rules.append([
      "id": "snapshot.diff", "name": "snapshot.diff",
      "shortDescription": ["text": "The render differs from its reviewed baseline."],
      "help": [
        "text":
          "Look at the actual and diff images; if the change is intended, re-record the "
          + "baseline (popshot record, or POPSHOT_RECORD=failed swift test)."
      ],
      "defaultConfiguration": ["level": "error"],
    ])
    rules.append([
      "id": "snapshot.error", "name": "snapshot.error",
      "shortDescription": [
        "text":
          "The variant could not be checked: its baseline or sidecar is unreadable, or it could "
          + "not be drawn or written."
      ],
      "defaultConfiguration": ["level": "error"],
    ])
    let ruleIndex = Dictionary(
      uniqueKeysWithValues: rules.enumerated().map { ($0.element["id"] as! String, $0.offset) })

    func clean(_ s: String) -> String { withoutAbsolutePaths(s, root: root, cwd: cwd) }
    func location(_ row: VariantResult, _ element: String?) -> [String: Any] {
      let spot = element.flatMap { row.sources?[$0] } ?? row.sources?[""]
      var region: [String: Any] = ["startLine": spot?.line ?? 1]
      if let spot { region["startColumn"] = spot.column }
      let uri = FilePaths.uriPath(FilePaths.relative(row.file, from: root, cwd: cwd))
      var location: [String: Any] = [
        "physicalLocation": [
          "artifactLocation": [
            "uri": uri,
            "uriBaseId": rootBase,
          ],
          "region": region,
        ]
      ]
      if let element {
        location["logicalLocations"] = [["name": element, "fullyQualifiedName": element]]
      }
      return location
    }

    var results: [[String: Any]] = []
    // Snapshot differences and errors: one result per fixture and rule, its variants listed.
    for fixture in Set(r.results.map(\.fixture)).sorted() {
      let rows = r.sorted.filter { $0.fixture == fixture }
      for (rule, status) in [
        ("snapshot.diff", VariantResult.Status.failed), ("snapshot.error", .error),
      ] {
        let broken = rows.filter { $0.status == status }
        guard let first = broken.first else { continue }
        let what = status == .failed ? "differs from its baseline" : "could not be checked"
        let lines = broken.map { "\($0.variant): \($0.message ?? what)" }
        results.append([
          "ruleId": rule, "ruleIndex": ruleIndex[rule]!, "level": "error",
          "message": [
            "text": clean(
              "\(fixture) \(what) in \(count(broken.count)): \(lines.joined(separator: "\n"))")
          ],
          "locations": [location(first, nil)],
          "partialFingerprints": ["popshot/v1": "\(rule)|\(fixture)"],
          "properties": ["fixture": fixture, "variants": broken.map(\.variant)],
        ])
      }
    }
    // Findings: one result per rule, fixture and element (the fingerprint), in a stable order.
    var groups: [String: [(VariantResult, Finding)]] = [:]
    for row in r.sorted {
      for f in row.findings { groups[f.fingerprint, default: []].append((row, f)) }
    }
    for key in groups.keys.sorted() {
      let found = groups[key]!
      let (row, f) = found[0]
      let worst = found.map(\.1.severity).max() ?? f.severity
      let variants = Array(Set(found.map(\.1.variant))).sorted()
      let measured = Array(Set(found.map(\.1.measured))).sorted()
      var text =
        "\(f.element): \(f.message) (measured \(f.measured); required \(f.required)) in "
        + "\(count(variants.count))"
      if measured.count > 1 { text += "; \(measured.count) different measurements" }
      var properties: [String: Any] = [
        "fixture": f.fixture, "element": f.element, "variants": variants,
        "standard": f.standard,
      ]
      if let label = f.label { properties["label"] = label }
      results.append([
        "ruleId": f.rule.rawValue, "level": level(worst),
        "message": ["text": clean(text)],
        "locations": [location(row, f.element)],
        "partialFingerprints": ["popshot/v1": key],
        "properties": properties,
      ])
      if let index = ruleIndex[f.rule.rawValue] { results[results.count - 1]["ruleIndex"] = index }
      // A result the rule could not call (axe's incomplete) asks for review; SARIF 2.1.0
      // (3.27.9, 3.27.10) then wants the level "none".
      if found.allSatisfy({ $0.1.incomplete == true }) {
        results[results.count - 1]["kind"] = "review"
        results[results.count - 1]["level"] = "none"
      }
    }
    var driver: [String: Any] = [
      "name": "popshot", "version": toolVersion, "semanticVersion": toolVersion,
      "fullName": clean(r.tool), "rules": rules,
    ]
    if let uri = informationURI(environment) { driver["informationUri"] = uri }
    let log: [String: Any] = [
      "$schema":
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": ["driver": driver],
          "originalUriBaseIds": [
            rootBase: [
              "description": [
                "text": "The root of the repository popshot ran in (where .git is)."
              ]
            ]
          ],
          "columnKind": "unicodeCodePoints",
          "results": results,
          "properties": ["profile": r.profile, "failOn": r.failOn.rawValue],
        ]
      ],
    ]
    return try JSONSerialization.data(
      withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
  }

  static func count(_ n: Int) -> String { "\(n) variant\(n == 1 ? "" : "s")" }

  static func level(_ s: Severity) -> String {
    s == .error ? "error" : s == .warning ? "warning" : "note"
  }
}
