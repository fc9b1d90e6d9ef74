// Doctor's rules, in the order they are tried: Linux's causes first (a name the package
// declares under `#if os(iOS)` is the package's even when Apple has one of that name), then
// the names Popshot lacks.
import Foundation

extension DoctorRule {
  /// Every rule, in the order tried.
  public static let all: [DoctorRule] = [
    appleOnlyModule, popshotProduct, objectiveC, bundleModule, iOSOnlyDeclaration, combineImport,
    appleOnlyName, popshotLacksName, popshotLacksMember, popshotLacksCall,
  ]

  static let appleOnlyModule = DoctorRule(
    id: "apple-only-module", group: .linuxForbids,
    rationale: "The module is Apple's and Linux has none of that name."
  ) { d, context in
    guard let module = d.quoted(after: "no such module "),
      AppleNames.appleOnlyModules.contains(module)
    else { return nil }
    let lines = context.lines(d.file) ?? [:]
    let uses = TargetSources.uses(lines) { AppleNames.framework(of: $0) == module }
    let usesText = uses.isEmpty ? "" : " (lines \(numbers(uses)))"
    if module == "CoreGraphics" {
      // Linux's Foundation declares CGFloat, CGPoint, CGSize, CGRect and CGAffineTransform.
      var edit =
        "replace `import CoreGraphics` with `#if canImport(CoreGraphics)` `import CoreGraphics` "
        + "`#else` `import Foundation` `#endif` (Linux's Foundation has CGFloat, CGPoint, CGSize, "
        + "CGRect)"
      if !uses.isEmpty {
        edit +=
          "; wrap the uses of CoreGraphics-only names\(usesText) in "
          + "`#if canImport(CoreGraphics)` … `#endif`"
      }
      return Explanation(edit: edit)
    }
    return Explanation(
      edit: "wrap `import \(module)` and its uses\(usesText) in `#if canImport(\(module))` … "
        + "`#endif`")
  }

  static let popshotProduct = DoctorRule(
    id: "popshot-product", group: .linuxForbids,
    rationale: "Popshot has this module for Linux; the target must depend on its product there."
  ) { d, context in
    guard let module = d.quoted(after: "no such module "),
      AppleNames.popshotModules.contains(module)
    else { return nil }
    let product = module == "SwiftUICore" || module == "Combine" ? "SwiftUI" : module
    return Explanation(
      edit: "depend on Popshot's \(product) product on Linux: add `.product(name: \"\(product)\", "
        + "package: \"Popshot\", condition: .when(platforms: [.linux]))` to the target's "
        + "dependencies",
      editFile: "\(context.packageFolder)/Package.swift")
  }

  static let objectiveC = DoctorRule(
    id: "objective-c", group: .linuxForbids,
    rationale: "Linux's Swift has no Objective-C runtime: no @objc, dynamic or #selector."
  ) { d, _ in
    let m = d.message
    if m.contains("#selector") || m.contains("Selector") {
      return Explanation(
        edit: "wrap the `#selector` use and the call it is passed to in "
          + "`#if canImport(ObjectiveC)` … `#endif`")
    }
    guard m.contains("Objective-C") || m.contains("@objc") || m.contains("'dynamic'") else {
      return nil
    }
    return Explanation(
      edit: "wrap the `@objc` declaration in `#if canImport(ObjectiveC)` … `#endif`, or drop "
        + "`@objc`/`dynamic` where iOS does not need them (an override of an Objective-C "
        + "method, such as `init?(coder:)`, is @objc already)")
  }

  static let bundleModule = DoctorRule(
    id: "bundle-module", group: .linuxForbids,
    rationale: "SwiftPM makes `Bundle.module` only for a target that declares resources."
  ) { d, context in
    guard d.message.hasPrefix("type 'Bundle") && d.message.hasSuffix("has no member 'module'")
    else { return nil }
    let folder = resourceFolder(context.targetFolder) ?? "Resources"
    return Explanation(
      edit:
        "declare the target's resources in Package.swift: `resources: [.process(\"\(folder)\")]` "
        + "in its `.target(…)`",
      editFile: "\(context.packageFolder)/Package.swift")
  }

  static let iOSOnlyDeclaration = DoctorRule(
    id: "ios-only-declaration", group: .linuxForbids,
    rationale: "`#if os(iOS)` is false on Linux, so what the package declares there is missing."
  ) { d, context in
    guard let name = d.missingName ?? d.missingMember?.member,
      let found = context.sources.iOSOnlyDeclaration(of: name)
    else { return nil }
    let changed = found.directive.replacingOccurrences(
      of: "os(iOS)", with: "os(iOS) || os(Linux)", options: [], range: nil)
    let file = (found.file as NSString).lastPathComponent
    return Explanation(
      edit: "`\(name)` is declared under `\(found.directive)` (\(file):\(found.line)): make it "
        + "`\(changed)`",
      editFile: found.file)
  }

  static let combineImport = DoctorRule(
    id: "combine-import", group: .linuxForbids,
    rationale: "Apple's Foundation brings Combine; Linux's does not, so the file must import it."
  ) { d, context in
    guard let name = d.missingName ?? d.quoted(after: "unknown attribute "),
      AppleNames.combineNames.contains(name)
    else { return nil }
    // A file that imports SwiftUI has Popshot's Combine: the name is then Popshot's to add.
    if let lines = context.lines(d.file),
      !TargetSources.imports(lines).isDisjoint(with: AppleNames.combineImporters)
    {
      return nil
    }
    return Explanation(
      edit: "add `import Combine` (Linux's Foundation does not bring Combine; Apple's does)")
  }

  static let appleOnlyName = DoctorRule(
    id: "apple-only-name", group: .linuxForbids,
    rationale: "The name is an Apple-only framework's (QuartzCore, CoreText, os…), not on Linux."
  ) { d, context in
    guard let name = d.missingName, let module = AppleNames.framework(of: name) else {
      return nil
    }
    let lines = context.lines(d.file) ?? [:]
    let uses = TargetSources.uses(lines) { AppleNames.framework(of: $0) == module }
    let usesText = uses.isEmpty ? "" : " (lines \(numbers(uses)))"
    return Explanation(
      edit: "`\(name)` is \(module)'s, which Linux does not have: wrap its uses\(usesText) in "
        + "`#if canImport(\(module))` … `#endif`")
  }

  static let popshotLacksName = DoctorRule(
    id: "popshot-lacks-name", group: .popshotLacks,
    rationale: "An Apple SwiftUI, UIKit or Combine type that Popshot does not declare yet."
  ) { d, _ in
    guard let name = d.missingName ?? d.quoted(after: "unknown attribute "),
      AppleNames.types.contains(name)
    else { return nil }
    return Explanation(symbol: name)
  }

  static let popshotLacksMember = DoctorRule(
    id: "popshot-lacks-member", group: .popshotLacks,
    rationale: "A member of an Apple type, or a SwiftUI modifier, that Popshot does not declare."
  ) { d, _ in
    if let (type, member) = d.missingMember {
      if let base = knownBase(type) { return Explanation(symbol: "\(base).\(member)") }
      if AppleNames.modifiers.contains(member) { return Explanation(symbol: ".\(member)") }
    }
    // 'Share' is not a member type of enum 'Combine.Publishers'
    if d.message.contains(" is not a member type of "), let names = Optional(d.quotedNames),
      names.count == 2, let base = knownBase(names[1])
    {
      return Explanation(symbol: "\(base).\(names[0])")
    }
    return nil
  }

  static let popshotLacksCall = DoctorRule(
    id: "popshot-lacks-call", group: .popshotLacks,
    rationale: "A call to an Apple initialiser or modifier whose arguments Popshot does not take."
  ) { d, context in
    let m = d.message
    let callError =
      m.hasPrefix("no exact matches in call to") || m.hasPrefix("incorrect argument label")
      || (m.hasPrefix("extra argument") && m.hasSuffix("in call"))
      || m.hasPrefix("missing argument") || m.hasPrefix("argument passed to call that takes no")
    guard callError, let lines = context.lines(d.file), let text = lines[d.line],
      let callee = callee(text, column: d.column)
    else { return nil }
    // The labels the call has, as the compiler names them.
    let labels =
      m.range(of: "(have '").map { r in String(m[r.upperBound...].prefix { $0 != "'" }) } ?? "…"
    if AppleNames.types.contains(callee) { return Explanation(symbol: "\(callee)(\(labels))") }
    if AppleNames.modifiers.contains(callee) { return Explanation(symbol: ".\(callee)(\(labels))") }
    return nil
  }

  /// The Apple type a compiler's type spelling names (`some View` → View, `Button<some View>` →
  /// Button, `NSAttributedString.Key` → NSAttributedString.Key), or nil.
  static func knownBase(_ type: String) -> String? {
    var t = Substring(type)
    for prefix in ["some ", "any "] where t.hasPrefix(prefix) { t = t.dropFirst(prefix.count) }
    t = t.prefix { $0 != "<" }
    while let last = t.last, last == "?" || last == "!" { t = t.dropLast() }
    if t.hasSuffix(".Type") { t = t.dropLast(5) }
    let parts = t.split(separator: ".").map(String.init)
    guard let first = parts.first else { return nil }
    // A module-qualified name (Combine.Publishers) drops its module.
    let named = AppleNames.popshotModules.contains(first) ? Array(parts.dropFirst()) : parts
    guard let head = named.first, AppleNames.types.contains(head) else { return nil }
    return named.joined(separator: ".")
  }

  /// The name called at `column` (1-based): `UIImage` in `UIImage(named: …)`, `padding` in
  /// `.padding(…)`, with the column on the name or on its parenthesis.
  static func callee(_ line: String, column: Int) -> String? {
    let chars = Array(line)
    var i = column - 1
    guard i >= 0, i <= chars.count else { return nil }
    func isName(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
    if i == chars.count || !isName(chars[i]) { i -= 1 }
    guard i >= 0, isName(chars[i]) else { return nil }
    var start = i
    while start > 0, isName(chars[start - 1]) { start -= 1 }
    var end = i
    while end + 1 < chars.count, isName(chars[end + 1]) { end += 1 }
    return String(chars[start...end])
  }

  /// A folder of the target holding files that are not Swift (what `Bundle.module` loads),
  /// `Resources` first.
  static func resourceFolder(_ target: String?) -> String? {
    guard let target else { return nil }
    let fm = FileManager.default
    let root = URL(fileURLWithPath: target).resolvingSymlinksInPath().path
    guard let entries = try? fm.contentsOfDirectory(atPath: root) else { return nil }
    let folders = entries.sorted().filter { e in
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: "\(root)/\(e)", isDirectory: &isDir), isDir.boolValue else {
        return false
      }
      if e.hasSuffix(".xcassets") || e.hasSuffix(".lproj") { return true }
      let files = fm.enumerator(atPath: "\(root)/\(e)")?.allObjects as? [String] ?? []
      return files.contains { !$0.hasSuffix(".swift") && $0.contains(".") }
    }
    return folders.first(where: { $0 == "Resources" }) ?? folders.first
  }

  static func numbers(_ lines: [Int]) -> String {
    let shown = lines.prefix(8).map(String.init).joined(separator: ", ")
    return lines.count > 8 ? shown + " and \(lines.count - 8) more" : shown
  }
}

extension CompilerDiagnostic {
  /// The names between single quotes, in order.
  var quotedNames: [String] {
    message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
  }

  /// The first quoted name after `prefix` when the message starts with it.
  func quoted(after prefix: String) -> String? {
    guard message.hasPrefix(prefix) else { return nil }
    return CompilerDiagnostic(
      file: file, line: line, column: column,
      message: String(
        message.dropFirst(prefix.count))
    ).quotedNames.first
  }

  /// `X` of "cannot find 'X' in scope" or "cannot find type 'X' in scope" (not `$x`).
  var missingName: String? {
    let name = quoted(after: "cannot find type ") ?? quoted(after: "cannot find ")
    guard let name, !name.hasPrefix("$") else { return nil }
    return name
  }

  /// `(T, x)` of "value of type 'T' has no member 'x'" or "type 'T' has no member 'x'".
  var missingMember: (type: String, member: String)? {
    guard message.hasPrefix("value of type ") || message.hasPrefix("type "),
      message.contains(" has no member "), quotedNames.count == 2
    else { return nil }
    return (quotedNames[0], quotedNames[1])
  }
}
