// An asset catalog (`.xcassets` folder) as Xcode writes it: folders ending in `.imageset` and
// `.colorset`, each with a Contents.json; other folders group them, and a group whose
// Contents.json says `"provides-namespace": true` prefixes its assets' names ("Icons/logo").
// Catalogs are read once per path; an imageset's bitmaps are decoded when first drawn.
import Foundation
import PopshotGraphics
import PopshotSupport
import Synchronization

/// One file of an imageset, for a scale and appearance.
struct ImageSetEntry: Sendable, Hashable {
  let file: String
  /// 1, 2 or 3; an entry without a scale ("single scale") counts as 1x.
  let scale: Double
  /// "universal", "iphone", "ipad"…
  let idiom: String
  let dark: Bool
}

/// An imageset: its files, and whether Xcode marks it a template image.
struct ImageSet: Sendable {
  let name: String
  let folder: String
  let entries: [ImageSetEntry]
  /// `properties.template-rendering-intent`: "template" or "original" (nil: not set).
  let renderingIntent: Image.TemplateRenderingMode?
}

/// A colorset: its values per appearance, converted to sRGB (AssetColor.swift).
struct ColorSet: Sendable {
  let name: String
  let light: SRGBColor
  let dark: SRGBColor
}

/// A parsed `.xcassets` folder.
final class AssetCatalog: @unchecked Sendable {
  let path: String
  let images: [String: ImageSet]
  let colors: [String: ColorSet]
  /// Files that could not be read, with why (reported when one of their names is asked for).
  let problems: [String: String]
  private let bitmaps = Mutex<[String: Result<Bitmap, BitmapError>]>([:])

  private init(path: String) {
    self.path = path
    var images: [String: ImageSet] = [:]
    var colors: [String: ColorSet] = [:]
    var problems: [String: String] = [:]
    AssetCatalog.walk(path, prefix: "") { name, folder, kind in
      do {
        let json = try AssetCatalog.contents(folder)
        switch kind {
        case .image: images[name] = AssetCatalog.imageSet(name, folder, json)
        case .color: colors[name] = try ColorSet(name: name, json: json)
        }
      } catch {
        problems[name] = "\(folder)/Contents.json: \(error)"
      }
    }
    self.images = images
    self.colors = colors
    self.problems = problems
  }

  private static let loaded = Mutex<[String: AssetCatalog]>([:])

  /// The catalog at `path`, read once.
  static func at(_ path: String) -> AssetCatalog {
    loaded.withLock { loaded in
      if let c = loaded[path] { return c }
      let c = AssetCatalog(path: path)
      loaded[path] = c
      return c
    }
  }

  /// The decoded file of an imageset entry, read once.
  func bitmap(_ set: ImageSet, _ entry: ImageSetEntry) -> Result<Bitmap, BitmapError> {
    let file = (set.folder as NSString).appendingPathComponent(entry.file)
    if let known = bitmaps.withLock({ $0[file] }) { return known }
    let result: Result<Bitmap, BitmapError>
    do { result = .success(Bitmap(try BitmapCodec.read(path: file), source: file)) } catch {
      result = .failure(error)
    }
    bitmaps.withLock { $0[file] = result }
    return result
  }

  enum Kind { case image, color }

  /// Calls `found` for each imageset and colorset under `folder`, in name order.
  private static func walk(
    _ folder: String, prefix: String, _ found: (String, String, Kind) -> Void
  ) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for child in names.sorted() {
      let path = (folder as NSString).appendingPathComponent(child)
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue
      else { continue }
      let ext = (child as NSString).pathExtension
      let base = (child as NSString).deletingPathExtension
      switch ext {
      case "imageset": found(prefix + base, path, .image)
      case "colorset": found(prefix + base, path, .color)
      case "":
        let namespaced =
          ((try? contents(path))?["properties"] as? [String: Any])?["provides-namespace"]
          as? Bool ?? false
        walk(path, prefix: namespaced ? prefix + child + "/" : prefix, found)
      default: continue  // app icons, symbol sets, data sets: not drawn by Popshot
      }
    }
  }

  /// A folder's Contents.json as a dictionary.
  static func contents(_ folder: String) throws -> [String: Any] {
    let file = (folder as NSString).appendingPathComponent("Contents.json")
    guard let data = FileManager.default.contents(atPath: file) else {
      throw AssetFileError("no Contents.json")
    }
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw AssetFileError("not a JSON object")
    }
    return json
  }

  private static func imageSet(_ name: String, _ folder: String, _ json: [String: Any]) -> ImageSet
  {
    let entries = (json["images"] as? [[String: Any]] ?? []).compactMap { e -> ImageSetEntry? in
      guard let file = e["filename"] as? String, !file.contains("/") else { return nil }
      let scaleText = (e["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
      return ImageSetEntry(
        file: file, scale: Double(scaleText) ?? 1, idiom: e["idiom"] as? String ?? "universal",
        dark: isDark(e))
    }
    let intent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String
    return ImageSet(
      name: name, folder: folder, entries: entries,
      renderingIntent: intent == "template" ? .template : intent == "original" ? .original : nil)
  }

  /// True when an entry's `appearances` holds `{"appearance": "luminosity", "value": "dark"}`.
  static func isDark(_ entry: [String: Any]) -> Bool {
    (entry["appearances"] as? [[String: Any]] ?? []).contains {
      $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
    }
  }
}

/// A catalog file that could not be used, and why.
struct AssetFileError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
