// The compiler plugin behind `#Preview` and `@Previewable` (Compat/Preview.swift), written
// against the compiler's plugin message protocol directly, so that it needs no swift-syntax
// (which a package here cannot depend on).
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
  // `expandFreestandingMacro` (#Preview) and `expandAttachedMacro` (@Previewable): no code.
  return ["expandMacroResult": ["expandedSource": "", "diagnostics": [] as [Any]]]
}

while let header = readExactly(8) {
  let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
  guard count < 1 << 30, let body = readExactly(Int(count)),
    let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
  else { break }
  send(reply(to: message))
}
