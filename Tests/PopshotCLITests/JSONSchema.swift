// A JSON Schema (draft 4) validator for what the SARIF 2.1.0 schema uses: $ref to
// #/definitions, type, enum, properties, additionalProperties, required, items, minItems,
// uniqueItems, minimum, maximum, pattern, format (uri, uri-reference, date-time; loosely), anyOf
// and oneOf. A keyword it does not know is an error, so a schema using more cannot pass quietly.
import Foundation
import PopshotSupport

struct JSONSchema {
  let root: JSON

  init(text: String) throws { root = try JSONParser.parse(text) }

  /// Every violation, each with the JSON path where it is.
  func validate(_ value: JSON) -> [String] {
    var errors: [String] = []
    check(value, root, "$", &errors)
    return errors
  }

  static let annotations: Set<String> = [
    "$schema", "id", "title", "description", "default", "definitions",
  ]

  static func member(_ v: JSON, _ key: String) -> JSON? {
    guard case .object(let m) = v else { return nil }
    return m.first { $0.key == key }?.value
  }

  func resolve(_ ref: String) -> JSON? {
    guard ref.hasPrefix("#/") else { return nil }
    var v = root
    for part in ref.dropFirst(2).split(separator: "/") {
      guard let next = JSONSchema.member(v, String(part)) else { return nil }
      v = next
    }
    return v
  }

  static func typeMatches(_ v: JSON, _ type: String) -> Bool {
    switch (type, v) {
    case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool),
      ("null", .null), ("number", .number):
      return true
    case ("integer", .number(let n)): return n == n.rounded()
    default: return false
    }
  }

  func check(_ v: JSON, _ schema: JSON, _ path: String, _ errors: inout [String]) {
    guard case .object(let keywords) = schema else {
      errors.append("\(path): the schema here is not an object")
      return
    }
    if let ref = JSONSchema.member(schema, "$ref") {
      // Draft 4: $ref's siblings are ignored.
      guard case .string(let r) = ref, let target = resolve(r) else {
        errors.append("\(path): unresolvable $ref")
        return
      }
      check(v, target, path, &errors)
      return
    }
    for (key, k) in keywords {
      switch key {
      case _ where JSONSchema.annotations.contains(key): break
      case "type":
        let types: [String]
        switch k {
        case .string(let t): types = [t]
        case .array(let list):
          types = list.compactMap { if case .string(let t) = $0 { t } else { nil } }
        default: types = []
        }
        if !types.contains(where: { JSONSchema.typeMatches(v, $0) }) {
          errors.append(
            "\(path): expected \(types.joined(separator: " or ")), found \(v.described)")
        }
      case "enum":
        if case .array(let allowed) = k, !allowed.contains(v) {
          errors.append("\(path): \(v.described) is not one of the allowed values")
        }
      case "properties", "additionalProperties":
        guard case .object(let members) = v,
          key == "properties"
            || !keywords.contains(where: {
              $0.key == "properties"
            })
        else { continue }
        let declared = JSONSchema.member(schema, "properties")
        let extra = JSONSchema.member(schema, "additionalProperties")
        for (name, value) in members {
          let childPath = "\(path).\(name)"
          if let s = declared.flatMap({ JSONSchema.member($0, name) }) {
            check(value, s, childPath, &errors)
          } else if case .bool(false)? = extra {
            errors.append("\(childPath): property not allowed")
          } else if let extra, case .object = extra {
            check(value, extra, childPath, &errors)
          }
        }
      case "required":
        guard case .object(let members) = v, case .array(let names) = k else { continue }
        for case .string(let name) in names where !members.contains(where: { $0.key == name }) {
          errors.append("\(path): missing required property \(name)")
        }
      case "items":
        guard case .array(let items) = v else { continue }
        for (i, item) in items.enumerated() { check(item, k, "\(path)[\(i)]", &errors) }
      case "minItems":
        if case .array(let items) = v, case .number(let n) = k, Double(items.count) < n {
          errors.append("\(path): fewer than \(Int(n)) items")
        }
      case "uniqueItems":
        if case .array(let items) = v, case .bool(true) = k {
          for (i, item) in items.enumerated() where items[..<i].contains(item) {
            errors.append("\(path)[\(i)]: a duplicate item")
          }
        }
      case "minimum":
        if case .number(let n) = v, case .number(let m) = k, n < m {
          errors.append("\(path): \(n) is below the minimum \(m)")
        }
      case "maximum":
        if case .number(let n) = v, case .number(let m) = k, n > m {
          errors.append("\(path): \(n) is above the maximum \(m)")
        }
      case "pattern":
        if case .string(let s) = v, case .string(let p) = k {
          let re = try? NSRegularExpression(pattern: p)
          let range = NSRange(s.startIndex..., in: s)
          if re?.firstMatch(in: s, range: range) == nil {
            errors.append("\(path): \"\(s)\" does not match \(p)")
          }
        }
      case "format":
        guard case .string(let s) = v, case .string(let f) = k else { continue }
        let ok: Bool
        switch f {
        case "uri":
          ok = s.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:[^ ]*$", options: .regularExpression) != nil
        case "uri-reference": ok = !s.contains(" ") && !s.isEmpty
        case "date-time":
          ok =
            s.range(of: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}", options: .regularExpression) != nil
        default:
          ok = false
          errors.append("\(path): unsupported format \(f)")
        }
        if !ok { errors.append("\(path): \"\(s)\" is not a valid \(f)") }
      case "anyOf", "oneOf":
        guard case .array(let options) = k else { continue }
        let passing = options.filter { o in
          var e: [String] = []
          check(v, o, path, &e)
          return e.isEmpty
        }.count
        if key == "anyOf" ? passing == 0 : passing != 1 {
          errors.append("\(path): \(passing) of the \(key) schemas match")
        }
      default:
        errors.append("\(path): unsupported schema keyword \(key)")
      }
    }
  }
}
