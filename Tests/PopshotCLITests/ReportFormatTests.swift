// The CI formats end to end: SARIF validated against the SARIF 2.1.0 schema (shipped as test
// data with its notice) with its lines checked against the fixture files, and JUnit parsed for
// its counts and times.
import Foundation
import PopshotSupport
import PopshotTestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

let sarifSchemaPath = cliRoot.appendingPathComponent("Tests/TestData/sarif/sarif-schema-2.1.0.json")
  .path

/// Where the object that holds the text at `offset` opens: the nearest unclosed `{` before it,
/// as (line, column) counted in Unicode scalars from 1. Worked out from the text alone, not with
/// Popshot's parser; fixture strings hold no braces.
func openingBrace(_ text: String, before offset: String.Index) -> (line: Int, column: Int) {
  lineAndColumn(text, openingBraceIndex(text, before: offset))
}

/// The index of the nearest unclosed `{` before `offset`.
func openingBraceIndex(_ text: String, before offset: String.Index) -> String.Index {
  var depth = 0
  var i = offset
  while i > text.startIndex {
    i = text.index(before: i)
    if text[i] == "}" { depth += 1 }
    if text[i] == "{" {
      if depth == 0 { break }
      depth -= 1
    }
  }
  return i
}

func lineAndColumn(_ text: String, _ i: String.Index) -> (line: Int, column: Int) {
  let before = text[..<i]
  let line = before.filter { $0 == "\n" }.count + 1
  let lineStart = before.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
  return (line, text.unicodeScalars[lineStart..<i].count + 1)
}

/// Every string in a JSON value.
func strings(_ v: Any) -> [String] {
  switch v {
  case let s as String: return [s]
  case let a as [Any]: return a.flatMap(strings)
  case let d as [String: Any]: return d.keys.map { $0 } + d.values.flatMap(strings)
  default: return []
  }
}

@Suite(.serialized, .removesTemporaryFolders) struct ReportFormatTests {
  static let fixtures = [
    "toast-error", "popup-in-navigation", "half-screen-sheet", "seven-buttons-page",
  ]

  @Test func sarifIsValidAndPointsAtTheElements() throws {
    let out = try temporaryDirectory()
    // Absolute paths in, none out.
    let r = try popshot([
      "check", "--fixtures", cliRoot.appendingPathComponent("Fixtures").path, "--fixture",
      Self.fixtures.joined(separator: ","), "--device", "iphone-15,iphone-se-3", "--orientation",
      "portrait", "--state", "default", "--fail-on", "never", "--format", "sarif", "--quiet",
      "--out", out,
    ])
    #expect(r.code == 0, "\(r.stderr)")
    let text = try String(contentsOfFile: "\(out)/popshot.sarif", encoding: .utf8)

    // The schema: valid, and the validator is not vacuous.
    let schema = try JSONSchema(text: String(contentsOfFile: sarifSchemaPath, encoding: .utf8))
    let parsed = try JSONParser.parse(text)
    #expect(schema.validate(parsed) == [])
    for broken in [
      text.replacingOccurrences(of: "\"version\" : \"2.1.0\"", with: "\"version\" : \"2.0.0\""),
      text.replacingOccurrences(of: "\"startLine\" : ", with: "\"startLine\" : -"),
      text.replacingOccurrences(of: "\"ruleId\"", with: "\"rule\""),
    ] {
      #expect(broken != text)
      #expect(!schema.validate(try JSONParser.parse(broken)).isEmpty)
    }

    // No absolute path anywhere: not the repository's, not the output folder's.
    let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    for s in strings(log) {
      #expect(!s.hasPrefix("/"), "\(s)")
      #expect(!s.contains(cliRoot.path) && !s.contains(out), "\(s)")
    }
    let run = (log["runs"] as! [[String: Any]])[0]
    let driver = (run["tool"] as! [String: Any])["driver"] as! [String: Any]
    #expect(driver["version"] as? String == "0.1.0")
    let rules = driver["rules"] as! [[String: Any]]
    for rule in rules where !(rule["id"] as! String).hasPrefix("snapshot.") {
      let uri = rule["helpUri"] as! String
      #expect(
        uri.hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/")
          || uri.hasPrefix("https://developer.apple.com/"), "\(uri)")
    }
    #expect(
      rules.first { $0["id"] as? String == "contrast.text" }?["helpUri"] as? String
        == "https://www.w3.org/WAI/WCAG22/Understanding/contrast-minimum.html")
    let bases = run["originalUriBaseIds"] as! [String: Any]
    #expect(bases["%SRCROOT%"] != nil)

    // One result per rule, fixture and element, with both variants listed.
    let results = run["results"] as! [[String: Any]]
    #expect(results.count > 20)
    let fingerprints = results.map {
      ($0["partialFingerprints"] as! [String: String])["popshot/v1"]!
    }
    #expect(Set(fingerprints).count == results.count)
    let texts = try Dictionary(
      uniqueKeysWithValues: Self.fixtures.map {
        (
          $0,
          try String(
            contentsOf: cliRoot.appendingPathComponent("Fixtures/\($0).json"), encoding: .utf8)
        )
      })
    var checkedExactly = 0
    for result in results {
      // A result of another kind (a baseline that differs) fails here, not in a crash.
      let properties = try #require(result["properties"] as? [String: Any])
      let fixture = try #require(properties["fixture"] as? String)
      let element = try #require(properties["element"] as? String, "\(result)")
      let variants = try #require(properties["variants"] as? [String])
      #expect(variants == variants.sorted() && !variants.isEmpty)
      #expect(fingerprints.contains("\(result["ruleId"]!)|\(fixture)|\(element)"))
      let physical =
        (result["locations"] as! [[String: Any]])[0]["physicalLocation"]
        as! [String: Any]
      let artifact = physical["artifactLocation"] as! [String: Any]
      #expect(artifact["uri"] as? String == "Fixtures/\(fixture).json")
      #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
      let region = physical["region"] as! [String: Any]
      let line = region["startLine"] as! Int
      let column = region["startColumn"] as! Int

      // Where the element is, from the fixture's text alone.
      let source = texts[fixture]!
      let head = String(element.split(separator: "/")[0])
      let expected: (line: Int, column: Int)
      var exact = true
      if let id = source.range(of: "\"id\": \"\(head)\"") {
        let object = openingBraceIndex(source, before: id.lowerBound)
        // A button's label is the button's object, or the label's own where the fixture writes
        // it as a view (`"button": {"label": {…}}`, the first label in the object); a stack
        // child lies inside the id'd object.
        let label = source.range(of: "\"label\": {", range: object..<id.lowerBound)
        if element == head + "/label", let label {
          expected = lineAndColumn(source, source.index(before: label.upperBound))
        } else {
          expected = lineAndColumn(source, object)
        }
        exact = element == head || element == head + "/label"
      } else if head.hasPrefix("navigationbar") {
        let key = source.range(of: "\"navigationBar\": ")!
        expected = lineAndColumn(source, key.upperBound)
      } else {
        let kind = String(head.prefix { $0 != "." && $0 != "[" })
        let key = source.range(of: "\"\(kind)\": {", options: .backwards)!
        expected = openingBrace(source, before: key.lowerBound)
        exact = element.split(separator: "/").count == 1
      }
      if exact {
        #expect(line == expected.line && column == expected.column, "\(fixture) \(element)")
        checkedExactly += 1
      } else {
        #expect(line > expected.line, "\(fixture) \(element)")
      }
    }
    #expect(checkedExactly > 15)
  }

  /// A changed title gives snapshot differences: one result per fixture, fingerprinted, with
  /// the variants listed and no absolute path in its message.
  @Test func sarifSnapshotDifferences() throws {
    // Inside the repository (under .build), so the fixture's URI is a plain relative one.
    let dir = cliRoot.appendingPathComponent(".build/popshot-test-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let fixtures = try retitledToastFixtures(in: dir)
    let r = try popshot([
      "check", "--fixtures", fixtures, "--snapshots",
      cliRoot.appendingPathComponent("Snapshots").path,
      "--device", "iphone-15", "--format", "sarif", "--quiet", "--out", "\(dir)/out",
    ])
    #expect(r.code == 1)
    let text = try String(contentsOfFile: "\(dir)/out/popshot.sarif", encoding: .utf8)
    let schema = try JSONSchema(text: String(contentsOfFile: sarifSchemaPath, encoding: .utf8))
    #expect(schema.validate(try JSONParser.parse(text)) == [])
    let log = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    let relativeDir = String(dir.dropFirst(cliRoot.path.count + 1))
    for s in strings(log) {
      #expect(!s.contains(cliRoot.path), "\(s)")
      let tokens = s.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" })
      #expect(!tokens.contains { $0.hasPrefix("/") && $0.count > 1 }, "\(s)")
    }
    let uris = results(log).map {
      (($0["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])[
        "artifactLocation"] as! [String: Any]
    }
    #expect(uris.allSatisfy { $0["uri"] as? String == "\(relativeDir)/Fixtures/toast-error.json" })
    let results = results(log)
    let diffs = results.filter { $0["ruleId"] as? String == "snapshot.diff" }
    #expect(diffs.count == 1)
    let diff = diffs[0]
    #expect(
      (diff["partialFingerprints"] as! [String: String])["popshot/v1"]
        == "snapshot.diff|toast-error")
    #expect(
      (diff["properties"] as! [String: Any])["variants"] as? [String]
        == ["iphone-15.landscape", "iphone-15.portrait"])
    #expect(results.allSatisfy { $0["partialFingerprints"] != nil })
  }

  func results(_ log: [String: Any]) -> [[String: Any]] {
    (log["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]
  }

  struct JUnit {
    var attributes: [String: [[String: String]]] = [:]
    var text: [String: String] = [:]
  }

  static func parseJUnit(_ path: String) throws -> JUnit? {
    final class Collector: NSObject, XMLParserDelegate {
      var junit = JUnit()
      var current: String?
      func parser(
        _ p: XMLParser, didStartElement e: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
      ) {
        junit.attributes[e, default: []].append(attributes)
        current = e
      }
      func parser(_ p: XMLParser, foundCharacters string: String) {
        if let current { junit.text[current, default: ""] += string }
      }
      func parser(
        _ p: XMLParser, didEndElement e: String, namespaceURI: String?, qualifiedName: String?
      ) { current = nil }
    }
    let collector = Collector()
    let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    parser.delegate = collector
    return parser.parse() ? collector.junit : nil
  }

  @Test func junitCountsTimesAndFindings() throws {
    let out = try temporaryDirectory()
    let selection = [
      "--fixture", "toast-error,basic-popup", "--device", "iphone-15", "--state", "default",
      "--format", "junit", "--quiet", "--out", out,
    ]
    // Findings below --fail-on (never) are system-out lines, not lost.
    #expect(try popshot(["check"] + selection + ["--fail-on", "never"]).code == 0)
    let quiet = try #require(try Self.parseJUnit("\(out)/junit.xml"))
    let root = quiet.attributes["testsuites"]![0]
    let suites = quiet.attributes["testsuite"]!
    #expect(suites.count == 2)
    for s in [root] + suites {
      for key in ["tests", "failures", "errors", "skipped", "time", "timestamp"] {
        #expect(s[key] != nil, "\(key) missing")
      }
      #expect(Double(s["time"]!)! >= 0)
      #expect(
        s["timestamp"]!.range(
          of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$"#, options: .regularExpression) != nil)
    }
    #expect(root["tests"] == "4" && root["failures"] == "0" && root["skipped"] == "0")
    #expect(suites.map { $0["tests"]! } == ["2", "2"])
    let caseTimes = quiet.attributes["testcase"]!.map { Double($0["time"]!)! }
    #expect(caseTimes.count == 4 && caseTimes.allSatisfy { $0 > 0 })
    let toast = suites.first { $0["name"] == "toast-error" }!
    let toastCases = quiet.attributes["testcase"]!.filter { $0["classname"] == "toast-error" }
    #expect(
      abs(Double(toast["time"]!)! - toastCases.map { Double($0["time"]!)! }.reduce(0, +)) < 0.01)
    let out1 = quiet.text["system-out"] ?? ""
    #expect(out1.contains("error target.size toast.close: "))
    #expect(out1.contains("warning text.fixed-size toast.title: "))

    // At the default --fail-on, the errors fail their testcases, each rule and element named.
    #expect(try popshot(["check"] + selection).code == 1)
    let failing = try #require(try Self.parseJUnit("\(out)/junit.xml"))
    #expect(failing.attributes["testsuites"]![0]["failures"] == "2")
    let failures = failing.attributes["failure"]!
    #expect(failures.count == 2)
    for f in failures {
      #expect(f["type"] == "audit")
      #expect(f["message"]!.contains("target.size toast.close"))
      #expect(f["message"]!.contains("label.missing toast.close"))
      #expect(f["message"]!.contains("target.size page.run"))
    }
    // The warnings are still there, as system-out.
    #expect((failing.text["system-out"] ?? "").contains("warning text.fixed-size toast.title"))
  }

  /// A fixture id holding U+0001 (and U+001B) still gives a well-formed JUnit file.
  @Test func junitWithControlCharacters() throws {
    let dir = try temporaryDirectory()
    try #"""
    {"page": {"view": {"vstack": {"children": [
      {"button": {"title": "x"}, "modifiers": [{"frame": {"width": 10, "height": 10}}], "id": "b\u0001\u001b[31m"}
    ]}}}}
    """#.write(toFile: "\(dir)/ctl.json", atomically: false, encoding: .utf8)
    let r = try popshot([
      "audit", "--fixtures", dir, "--device", "iphone-15", "--orientation", "portrait",
      "--format", "junit", "--format", "sarif", "--quiet", "--out", "\(dir)/out",
    ])
    #expect(r.code == 1, "\(r.stderr)")
    let junit = try #require(try Self.parseJUnit("\(dir)/out/junit.xml"))
    let message = junit.attributes["failure"]![0]["message"]!
    #expect(message.contains("target.size b\\u{1}\\u{1B}[31m"))
    let schema = try JSONSchema(text: String(contentsOfFile: sarifSchemaPath, encoding: .utf8))
    let sarif = try String(contentsOfFile: "\(dir)/out/popshot.sarif", encoding: .utf8)
    #expect(schema.validate(try JSONParser.parse(sarif)) == [])
  }
}
