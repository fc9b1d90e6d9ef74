// Where asset catalogs are found, in this order (docs/swiftui.md, "Images and assets"):
//   1. with a bundle (`Image("x", bundle: .module)`): the `.xcassets` folders in that bundle's
//      resource folder (or the bundle itself when it is one), and nowhere else, as on iOS; the
//      main bundle (what `Bundle(for:)` gives on Linux) is searched as 2. is;
//   2. without one: the folders `POPSHOT_ASSETS` names (colon-separated; each an `.xcassets`
//      folder or a folder holding some), then the main bundle's resource folder, then SwiftPM's
//      resource bundles beside the running executable (`<Package>_<Target>.resources`), so a
//      test target's copied catalog is found as an app's main bundle would be on iOS.
// Within a place, catalogs are searched in name order; the first that has the name wins.
// `Color.accentColor` reads the app's catalogs alone (POPSHOT_ASSETS and the main bundle): a
// package's catalog does not set an app's global accent colour on iOS.
import Foundation
import PopshotGraphics
import Synchronization

enum AssetLocator {
  /// POPSHOT_ASSETS as the process has it now, read with getenv (ProcessInfo's environment
  /// builds a dictionary of every variable on each read).
  static var assetsVariable: String? {
    guard let value = getenv("POPSHOT_ASSETS"), value.pointee != 0 else { return nil }
    return String(cString: value)
  }

  /// The part of the environment the locator reads.
  static var environment: [String: String] {
    assetsVariable.map { ["POPSHOT_ASSETS": $0] } ?? [:]
  }

  /// The catalogs searched for a name asked for with `bundle` (nil: the default places).
  /// `appOnly`: the app's catalogs alone (`appFolders`).
  static func catalogs(
    bundle: Bundle?, environment: [String: String] = AssetLocator.environment,
    appOnly: Bool = false
  ) -> [AssetCatalog] {
    // Listed once per place: Color.accentColor asks on every control drawn.
    let key =
      (appOnly ? "app\u{0}" : "") + (bundle?.bundlePath ?? "") + "\u{0}"
      + (environment["POPSHOT_ASSETS"] ?? "")
    return cache.withLock { cache in
      if let known = cache[key] { return known }
      let places =
        appOnly && bundle == nil
        ? appFolders(environment: environment) : folders(bundle: bundle, environment: environment)
      let found = places.map(AssetCatalog.at)
      cache[key] = found
      return found
    }
  }
  private static let cache = Mutex<[String: [AssetCatalog]]>([:])

  /// The `.xcassets` folders searched for a name: `bundle`'s, or without one the app's catalogs
  /// and then the resource bundles in `packageBundles` (default: beside the running executable).
  static func folders(
    bundle: Bundle?, environment: [String: String], packageBundles: String? = nil
  ) -> [String] {
    // The main bundle stands for the app's, which is what `Bundle(for: AClass.self)` gives an
    // app's class on iOS; on Linux that call gives the main bundle, the executable's folder,
    // whose catalogs are the default places.
    if let bundle, bundle.bundlePath != Bundle.main.bundlePath {
      return catalogFolders(in: bundle.resourcePath ?? bundle.bundlePath)
    }
    var result = appFolders(environment: environment)
    let main = Bundle.main.resourcePath ?? Bundle.main.bundlePath
    let beside =
      packageBundles ?? Bundle.main.executableURL?.deletingLastPathComponent().path ?? main
    let bundles = ((try? FileManager.default.contentsOfDirectory(atPath: beside)) ?? [])
      .filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
    for b in bundles {
      result += catalogFolders(in: (beside as NSString).appendingPathComponent(b))
    }
    var seen = Set<String>()
    return result.filter { seen.insert($0).inserted }
  }

  /// The app's own catalogs, which stand for an app target's: the folders `POPSHOT_ASSETS`
  /// names, then the main bundle's resource folder. A package's resource bundle is not among
  /// them: on iOS its catalog never sets what the app sets (the global accent colour).
  static func appFolders(environment: [String: String]) -> [String] {
    var result: [String] = []
    for folder in (environment["POPSHOT_ASSETS"] ?? "").split(separator: ":") {
      result += catalogFolders(in: String(folder))
    }
    result += catalogFolders(in: Bundle.main.resourcePath ?? Bundle.main.bundlePath)
    var seen = Set<String>()
    return result.filter { seen.insert($0).inserted }
  }

  /// `folder` itself when it is an `.xcassets` folder, else the `.xcassets` folders in it.
  static func catalogFolders(in folder: String) -> [String] {
    if folder.hasSuffix(".xcassets") { return [folder] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".xcassets") }.sorted().map {
      (folder as NSString).appendingPathComponent($0)
    }
  }

  /// Where a name was looked for, for messages: the catalogs, or the places when there are none.
  static func searched(_ catalogs: [AssetCatalog], bundle: Bundle?) -> String {
    if !catalogs.isEmpty { return catalogs.map(\.path).joined(separator: ", ") }
    if let bundle { return "bundle \(bundle.bundlePath) (no .xcassets folder in it)" }
    return "no asset catalog (set POPSHOT_ASSETS or copy an .xcassets folder as a resource)"
  }

  /// The first imageset named `name`, or why there is none.
  static func imageSet(_ name: String, bundle: Bundle?) -> (AssetCatalog, ImageSet)? {
    for c in catalogs(bundle: bundle) { if let s = c.images[name] { return (c, s) } }
    return nil
  }

  /// The first custom symbol (`.symbolset`) named `name`: its SVG file.
  static func symbolSet(_ name: String, bundle: Bundle?) -> String? {
    catalogs(bundle: bundle).lazy.compactMap { $0.symbols[name] }.first
  }

  /// The first colorset named `name`.
  static func colorSet(
    _ name: String, bundle: Bundle?,
    environment: [String: String] = AssetLocator.environment, appOnly: Bool = false
  ) -> ColorSet? {
    for c in catalogs(bundle: bundle, environment: environment, appOnly: appOnly) {
      if let s = c.colors[name] { return s }
    }
    return nil
  }

  /// What to say when `name` is missing: not found, or found but unreadable.
  static func missing(_ kind: String, _ name: String, bundle: Bundle?) -> String {
    let cs = catalogs(bundle: bundle)
    if let problem = cs.lazy.compactMap({ $0.problems[name] }).first {
      return "\(kind) asset \"\(name)\" cannot be read: \(problem)"
    }
    return "\(kind) asset \"\(name)\" not found in \(searched(cs, bundle: bundle))"
  }
}

extension ImageSet {
  /// The entry drawn at `scale` pixels per point: entries for the device's idiom when the set
  /// has some (else universal ones), in the appearance (else the "any" ones), at the scale, else
  /// the nearest scale, a tie going to the larger (more pixels, scaled down).
  func entry(scale: Double, dark: Bool, pad: Bool) -> ImageSetEntry? {
    let device = entries.filter { $0.idiom == (pad ? "ipad" : "iphone") }
    let pool = device.isEmpty ? entries.filter { $0.idiom == "universal" } : device
    let shown = pool.filter { $0.dark == dark }
    let candidates = shown.isEmpty ? pool.filter { !$0.dark } : shown
    // A PDF or SVG draws at every scale, as iOS draws a vector set.
    if let vector = candidates.first(where: \.isVector) { return vector }
    return candidates.min {
      let (da, db) = (abs($0.scale - scale), abs($1.scale - scale))
      return da != db ? da < db : $0.scale > $1.scale
    }
  }
}
