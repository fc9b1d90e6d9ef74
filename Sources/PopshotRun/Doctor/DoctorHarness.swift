// How `popshot doctor` builds a target for Linux against Popshot. A package that already
// depends on Popshot's SwiftUI product is built as it is. Any other gets a harness: a package
// of its own under DIR/.build/popshot-doctor (nothing is written elsewhere), whose one target is
// the package's target folder (linked as Sources/<name>, since SwiftPM takes target paths inside
// the package only) with its excludes, resources and language mode, depending on this Popshot
// checkout's SwiftUI, UIKit and PopshotUI products. The target's other dependencies are not in
// the harness: their imports fail as "no such module".
import Foundation

/// What doctor needs of the target: read from `swift package dump-package`.
public struct DoctorTarget: Equatable, Sendable {
  public var name: String
  /// The source folder, absolute.
  public var folder: String
  /// "5" or "6": the target's Swift language mode.
  public var languageMode: String
  /// `(rule, path)`: `("process", "Resources")`.
  public var resources: [Resource]
  public var exclude: [String]
  /// Whether the target depends on Popshot's `SwiftUI` product already.
  public var dependsOnPopshot: Bool

  public struct Resource: Equatable, Sendable {
    public var rule: String
    public var path: String
    public init(rule: String, path: String) {
      self.rule = rule
      self.path = path
    }
  }

  public init(
    name: String, folder: String, languageMode: String, resources: [Resource] = [],
    exclude: [String] = [], dependsOnPopshot: Bool = false
  ) {
    self.name = name
    self.folder = folder
    self.languageMode = languageMode
    self.resources = resources
    self.exclude = exclude
    self.dependsOnPopshot = dependsOnPopshot
  }
}

/// The harness package and the build.
public enum DoctorHarness {
  /// Where the harness goes inside the package.
  public static func folder(package: String) -> String { "\(package)/.build/popshot-doctor" }

  /// The harness's Package.swift for `target`, depending on the Popshot checkout at `popshot`.
  public static func manifest(_ target: DoctorTarget, popshot: String) -> String {
    func q(_ s: String) -> String { String(reflecting: s) }
    var arguments = [
      "name: \(q(target.name))",
      """
      dependencies: [
              .product(name: "SwiftUI", package: "Popshot"),
              .product(name: "UIKit", package: "Popshot"),
              .product(name: "PopshotUI", package: "Popshot"),
            ]
      """,
      "path: \(q("Sources/\(target.name)"))",
    ]
    if !target.exclude.isEmpty {
      arguments.append("exclude: [\(target.exclude.map(q).joined(separator: ", "))]")
    }
    if !target.resources.isEmpty {
      let r = target.resources.map { ".\($0.rule)(\(q($0.path)))" }
      arguments.append("resources: [\(r.joined(separator: ", "))]")
    }
    arguments.append("swiftSettings: [.swiftLanguageMode(.v\(target.languageMode))]")
    return """
      // swift-tools-version:6.0
      // Written by `popshot doctor`: \(target.name) built on Linux against Popshot. Safe to delete.
      import PackageDescription

      let package = Package(
        name: "PopshotDoctor",
        dependencies: [.package(name: "Popshot", path: \(q(popshot)))],
        targets: [
          .target(
            \(arguments.joined(separator: ",\n      "))
          )
        ]
      )

      """
  }

  /// The target `name` of the package at `package` (its only regular target when nil), read
  /// with `swift package dump-package`.
  public static func target(package: String, name: String?) throws(Failure) -> DoctorTarget {
    let (status, output) = run(["swift", "package", "dump-package", "--package-path", package])
    guard status == 0, let start = output.firstIndex(of: "{"),
      let object = try? JSONSerialization.jsonObject(
        with: Data(output[start...].utf8)) as? [String: Any]
    else {
      let first = output.split(separator: "\n").first { $0.contains("error") } ?? ""
      throw Failure(
        code: Exit.badInput, message: "\(package): cannot read Package.swift: \(first)")
    }
    let targets = (object["targets"] as? [[String: Any]] ?? []).filter {
      ($0["type"] as? String) == "regular"
    }
    let names = targets.compactMap { $0["name"] as? String }
    let chosen: [String: Any]
    if let name {
      guard let t = targets.first(where: { ($0["name"] as? String) == name }) else {
        throw Failure(
          code: Exit.badInput,
          message: "\(package): no library target '\(name)'\(nearestName(name, names))")
      }
      chosen = t
    } else {
      guard targets.count == 1 else {
        throw Failure(
          code: Exit.usage,
          message: "doctor needs --target: the package has \(names.joined(separator: ", "))")
      }
      chosen = targets[0]
    }
    let targetName = chosen["name"] as! String
    let path = chosen["path"] as? String ?? "Sources/\(targetName)"
    let tools = (object["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.0.0"
    var mode = (Int(tools.prefix { $0 != "." }) ?? 5) >= 6 ? "6" : "5"
    let packageModes =
      (object["swiftLanguageModes"] ?? object["swiftLanguageVersions"]) as? [String]
    if let first = packageModes?.first { mode = String(first.prefix { $0 != "." }) }
    for s in chosen["settings"] as? [[String: Any]] ?? [] {
      let kind = s["kind"] as? [String: Any]
      if let m = (kind?["swiftLanguageMode"] ?? kind?["swiftLanguageVersion"]) as? [String: Any],
        let v = m["_0"] as? String
      {
        mode = String(v.prefix { $0 != "." })
      }
    }
    let resources = (chosen["resources"] as? [[String: Any]] ?? []).compactMap {
      r -> DoctorTarget.Resource? in
      guard let p = r["path"] as? String, let rule = (r["rule"] as? [String: Any])?.keys.first
      else { return nil }
      return DoctorTarget.Resource(rule: rule, path: p)
    }
    let depends = (chosen["dependencies"] as? [[String: Any]] ?? []).contains { d in
      guard let p = d["product"] as? [Any], p.count >= 2, let product = p[0] as? String,
        let owner = p[1] as? String
      else { return false }
      return product == "SwiftUI" && owner.lowercased().contains("popshot")
    }
    return DoctorTarget(
      name: targetName, folder: path.hasPrefix("/") ? path : "\(package)/\(path)",
      languageMode: mode == "4" ? "5" : mode, resources: resources,
      exclude: chosen["exclude"] as? [String] ?? [], dependsOnPopshot: depends)
  }

  /// Writes the harness for `target` (its Package.swift, rewritten only when it changes, and
  /// the link to the target's folder); returns its folder.
  public static func write(_ target: DoctorTarget, package: String, popshot: String)
    throws(Failure) -> String
  {
    let dir = folder(package: package)
    let fm = FileManager.default
    do {
      try fm.createDirectory(atPath: "\(dir)/Sources", withIntermediateDirectories: true)
      let link = "\(dir)/Sources/\(target.name)"
      if (try? fm.destinationOfSymbolicLink(atPath: link)) != target.folder {
        try? fm.removeItem(atPath: link)
        try fm.createSymbolicLink(atPath: link, withDestinationPath: target.folder)
      }
      let text = manifest(target, popshot: popshot)
      if (try? String(contentsOfFile: "\(dir)/Package.swift", encoding: .utf8)) != text {
        try text.write(toFile: "\(dir)/Package.swift", atomically: true, encoding: .utf8)
      }
    } catch {
      throw Failure(code: Exit.internalError, message: "\(dir): cannot write the harness: \(error)")
    }
    return dir
  }

  /// The Popshot checkout holding `executable` (…/.build/debug/popshot), or nil.
  public static func checkout(holding executable: String) -> String? {
    var url = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
    while url.path != "/" {
      let manifest = url.appendingPathComponent("Package.swift").path
      if let text = try? String(contentsOfFile: manifest, encoding: .utf8),
        text.contains("name: \"Popshot\"")
      {
        return url.path
      }
      url = url.deletingLastPathComponent()
    }
    return nil
  }

  /// `swift build` of `target` in `package`: its exit status and output (both streams).
  public static func build(package: String, target: String) -> (Int32, String) {
    run(["swift", "build", "--package-path", package, "--target", target])
  }

  static func run(_ arguments: [String]) -> (Int32, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (127, "error: cannot run \(arguments[0]): \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
