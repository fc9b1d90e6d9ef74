// The compiler plugin behind `#Preview`, `@Previewable` (Compat/Preview.swift) and `@Entry`
// (Data/Entry.swift), written against the compiler's plugin message protocol directly, so that it
// needs no swift-syntax (which a package here cannot depend on).
//
// The compiler starts this executable and talks to it over stdin/stdout: each message is a
// little-endian UInt64 byte count followed by that many bytes of JSON. It first asks for the
// plugin's capability, then sends one expansion request per macro use. Popshot draws no Xcode
// canvas, so every expansion is empty: a preview's body is still type-checked (the compiler
// checks macro arguments against the macro's signature before it asks for the expansion), which
// is what a Linux build of a SwiftUI file needs.
import Foundation

/// The plugin protocol version this plugin speaks (the compiler accepts older plugins).
let protocolVersion = 7

func readExactly(_ count: Int) -> Data? {
  var data = Data()
  while data.count < count {
    let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
    if chunk.isEmpty { return nil }
    data.append(chunk)
  }
  return data
}

func send(_ message: [String: Any]) {
  guard let body = try? JSONSerialization.data(withJSONObject: message) else { return }
  var count = UInt64(body.count).littleEndian
  FileHandle.standardOutput.write(Data(bytes: &count, count: 8) + body)
}

/// The reply to one message from the compiler.
func reply(to message: [String: Any]) -> [String: Any] {
  if message["getCapability"] != nil {
    return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
  }
  if let request = message["expandAttachedMacro"] as? [String: Any],
    let macro = request["macro"] as? [String: Any], macro["typeName"] as? String == "EntryMacro"
  {
    return expanded(entry(request))
  }
  // `expandFreestandingMacro` (#Preview) and `expandAttachedMacro` (@Previewable): no code.
  return expanded("")
}

func expanded(_ source: String) -> [String: Any] {
  ["expandMacroResult": ["expandedSource": source, "diagnostics": [] as [Any]]]
}

/// The source text of one of a request's syntax nodes.
func source(_ request: [String: Any], _ key: String) -> String {
  (request[key] as? [String: Any])?["source"] as? String ?? ""
}

/// `@Entry var name: Type = value` in an extension of EnvironmentValues, Transaction or
/// FocusedValues: a private key type beside the property (the peer role), and the property's
/// accessors reading and writing that key (the accessor role), as SwiftUI's macro expands.
func entry(_ request: [String: Any]) -> String {
  guard let property = Property(declaration: source(request, "declSyntax")) else { return "" }
  let key = "__Key_" + property.name
  if request["macroRole"] as? String == "accessor" {
    return "get { self[\(key).self] }\nset { self[\(key).self] = newValue }"
  }
  // The enclosing extension: the parent declaration where the compiler sends one, else the
  // lexical context (protocol version 6 and later).
  let context = (request["lexicalContext"] as? [[String: Any]] ?? []).compactMap {
    $0["source"] as? String
  }
  let parent = ([source(request, "parentDeclSyntax")] + context).joined(separator: "\n")
  let keyProtocol =
    parent.range(of: #"extension\s+(SwiftUI\.)?Transaction\b"#, options: .regularExpression)
      != nil
    ? "TransactionKey" : "EnvironmentKey"
  let value = property.value ?? "nil"
  guard let type = property.type else {
    return "private struct \(key): \(keyProtocol) { static let defaultValue = \(value) }"
  }
  return "private struct \(key): \(keyProtocol) { static var defaultValue: \(type) { \(value) } }"
}

/// A stored property's name, declared type and initial value, read from its source text.
struct Property {
  let name: String
  let type: String?
  let value: String?

  init?(declaration: String) {
    guard let varRange = declaration.range(of: #"\bvar\s+"#, options: .regularExpression)
    else { return nil }
    let rest = declaration[varRange.upperBound...]
    let nameEnd = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? rest.endIndex
    name = String(rest[..<nameEnd])
    guard !name.isEmpty else { return nil }
    let tail = rest[nameEnd...]
    let equals = tail.firstIndex(of: "=")
    let typePart = tail[..<(equals ?? tail.endIndex)].trimmingCharacters(
      in: .whitespacesAndNewlines)
    type =
      typePart.hasPrefix(":")
      ? String(typePart.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines) : nil
    value = equals.map {
      String(tail[tail.index(after: $0)...]).trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}

while let header = readExactly(8) {
  let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
  guard count < 1 << 30, let body = readExactly(Int(count)),
    let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
  else { break }
  send(reply(to: message))
}
