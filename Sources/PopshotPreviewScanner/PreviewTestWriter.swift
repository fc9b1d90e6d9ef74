// The test file for a view target's previews: one Swift Testing test per `#Preview` and per
// `PreviewProvider`, each calling PopshotTesting's `expectPreview` at the preview's own file and
// line. A preview with `@Previewable` state becomes a view of its own, its state hoisted into
// properties, as SwiftUI's macro does.

import Foundation

/// The package's choices for its previews (`popshot-previews.json` in the test target's folder).
public struct PreviewOptions: Equatable, Sendable {
  /// Device ids (`iphone-15`), each drawn in each appearance and design.
  public var devices: [String] = []
  /// `light`, `dark`.
  public var appearances: [String] = []
  /// `liquidGlass`, `classic`.
  public var designs: [String] = []
  /// Previews left out: `File.swift:30`, or a preview's name.
  public var skip: [String] = []
  /// Whether each preview's audit findings at error fail it too.
  public var audit = false
  /// Whether each state one tap on a preview leads to is a snapshot too (`presenting: .eachTap`),
  /// instead of each presentation its tree can show (`.each`).
  public var eachTap = false

  public init() {}

  /// The options in a JSON object's text; a key of the wrong kind is an error naming it.
  public static func parse(_ json: [String: Any]) throws -> PreviewOptions {
    var o = PreviewOptions()
    func strings(_ key: String) throws -> [String] {
      guard let value = json[key] else { return [] }
      guard let list = value as? [String] else {
        throw PreviewOptionsError(message: "\"\(key)\" is a list of strings")
      }
      return list
    }
    let known: Set = ["devices", "appearances", "designs", "skip", "audit", "eachTap"]
    if let unknown = json.keys.sorted().first(where: { !known.contains($0) }) {
      throw PreviewOptionsError(
        message:
          "\"\(unknown)\" is not an option; the options: \(known.sorted().joined(separator: ", "))")
    }
    o.devices = try strings("devices")
    o.appearances = try strings("appearances")
    o.designs = try strings("designs")
    o.skip = try strings("skip")
    func flag(_ key: String) throws -> Bool {
      guard let value = json[key] else { return false }
      guard let flag = value as? Bool else {
        throw PreviewOptionsError(message: "\"\(key)\" is true or false")
      }
      return flag
    }
    o.audit = try flag("audit")
    o.eachTap = try flag("eachTap")
    return o
  }
}

public struct PreviewOptionsError: Error, CustomStringConvertible {
  public let message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}

/// One source file of the target: its `#fileID`, its path and its text.
public struct SourceFile: Sendable {
  public let fileID: String
  public let path: String
  public let text: String
  public init(fileID: String, path: String, text: String) {
    self.fileID = fileID
    self.path = path
    self.text = text
  }
}

public enum PreviewTestWriter {
  /// The test file for `module`'s previews in `files`.
  public static func write(module: String, files: [SourceFile], options: PreviewOptions)
    -> String
  {
    var tests: [String] = []
    var views: [String] = []
    var notes: [String] = []
    var usedNames: Set<String> = []
    func testName(_ base: String) -> String {
      var name = base
      var n = 2
      while usedNames.contains(name) {
        name = "\(base)_\(n)"
        n += 1
      }
      usedNames.insert(name)
      return name
    }
    for file in files.sorted(by: { $0.fileID < $1.fileID }) {
      let scanned = PreviewScanner.scan(file.text)
      let fileName = file.fileID.split(separator: "/").last.map(String.init) ?? file.fileID
      let stem = identifier(String(fileName.split(separator: ".").first ?? "File"))
      notes += scanned.skipped.map { "\(fileName) \($0)" }
      for p in scanned.previews {
        let place = "\(fileName):\(p.line)"
        let title = p.name.map { "\(place) \(unquoted($0))" } ?? place
        if options.skip.contains(place)
          || p.name.map({ options.skip.contains(unquoted($0)) }) == true
        {
          notes.append("\(place) skipped by popshot-previews.json")
          continue
        }
        let name = testName("\(stem)_line\(p.line)")
        let make: String
        if p.previewables.isEmpty {
          let builder = namesUIKitType(p.body) ? "previewUIKitBody" : "previewBody"
          make = "\(builder) {\n\(p.body)\n      }"
        } else {
          let viewName = "__PopshotPreview_\(name)"
          views.append(
            """
            private struct \(viewName): View {
              \(p.previewables.joined(separator: "\n  "))
              var body: some View {
                previewBody {
            \(p.body)
                }
              }
            }
            """)
          make = "\(viewName)()"
        }
        let traits = p.traits.isEmpty ? "" : ", traits: [\(p.traits.joined(separator: ", "))]"
        tests.append(
          """
            @Test(\(literal(title))) func \(name)() {
              expectPreview(
                PreviewSnapshot(
                  fileID: \(literal(file.fileID)), filePath: \(literal(file.path)), line: \(p.line),
                  name: \(p.name ?? "nil")\(traits)
                ) {
                  \(make)
                }, variants: Self.matrix, audit: \(options.audit), eachTap: \(options.eachTap))
            }
          """)
      }
      for provider in scanned.providers {
        let place = "\(fileName):\(provider.line)"
        if options.skip.contains(place) || options.skip.contains(provider.name) {
          notes.append("\(place) skipped by popshot-previews.json")
          continue
        }
        let name = testName("\(stem)_\(identifier(provider.name))")
        tests.append(
          """
            @Test(\(literal("\(place) \(provider.name)"))) func \(name)() {
              for preview in PreviewSnapshot.previews(
                of: \(provider.name).self, fileID: \(literal(file.fileID)),
                filePath: \(literal(file.path)), line: \(provider.line))
              {
                expectPreview(
                  preview, variants: Self.matrix, audit: \(options.audit), eachTap: \(options.eachTap))
              }
            }
          """)
      }
    }
    var out = """
      // Generated by popshot-previews (the PopshotPreviews plugin) from \(module)'s previews: one
      // test per preview. Do not edit; change the previews, or popshot-previews.json.
      \(notes.map { "// Left out: \($0)" }.joined(separator: "\n"))
      \(imports(of: module))

      @MainActor @Suite(\(literal("Previews of \(module)"))) struct \(identifier(module))Previews {
        static let matrix: [Variant]? = \(matrix(options))

      """
    out += tests.joined(separator: "\n\n")
    out += "\n}\n"
    if !views.isEmpty { out += "\n" + views.joined(separator: "\n\n") + "\n" }
    return out
  }

  /// The generated file's imports (built from names, so that this file's text holds no import
  /// line of another module: PackageManifestTests reads import lines).
  static func imports(of module: String) -> String {
    let plain = ["Foundation", "PopshotTesting", "Testing"].map { "import " + $0 }
    return (plain + ["", "@testable import " + module]).joined(separator: "\n")
  }

  /// The variants the options name, as Swift (nil: the suite's configuration, else the default).
  static func matrix(_ o: PreviewOptions) -> String {
    guard !o.devices.isEmpty || !o.appearances.isEmpty || !o.designs.isEmpty else { return "nil" }
    let devices = o.devices.isEmpty ? ["iphone-15"] : o.devices
    let appearances = o.appearances.isEmpty ? ["light"] : o.appearances
    let designs = o.designs.isEmpty ? [""] : o.designs
    var items: [String] = []
    for d in devices {
      for a in appearances {
        for g in designs {
          items.append(
            "previewVariant(device: \(literal(d)), appearance: \(literal(a)), design: \(literal(g)))"
          )
        }
      }
    }
    return "[\n    " + items.joined(separator: ",\n    ") + ",\n  ]"
  }

  /// Whether a body makes a UIKit view (names a `UI…` type's initialiser), so that it is shown
  /// through a representable.
  static func namesUIKitType(_ body: String) -> Bool {
    body.range(of: #"\bUI[A-Z][A-Za-z]*\("#, options: .regularExpression) != nil
  }

  /// A Swift string literal of `s`.
  static func literal(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out + "\""
  }

  /// A string literal's text without its quotes (`"Dark"` → Dark), for titles.
  static func unquoted(_ literal: String) -> String {
    var s = Substring(literal)
    while s.first == "#" { s.removeFirst() }
    while s.last == "#" { s.removeLast() }
    if s.first == "\"" { s.removeFirst() }
    if s.last == "\"" { s.removeLast() }
    return String(s)
  }

  /// `s` as a Swift identifier: letters, digits and underscores, not starting with a digit.
  static func identifier(_ s: String) -> String {
    var out = ""
    for ch in s.unicodeScalars {
      let ok = (ch.isASCII && ch.properties.isAlphabetic) || ("0"..."9").contains(ch) || ch == "_"
      out.unicodeScalars.append(ok ? ch : "_")
    }
    if out.isEmpty || ("0"..."9").contains(out.unicodeScalars.first!) { out = "_" + out }
    return out
  }
}
