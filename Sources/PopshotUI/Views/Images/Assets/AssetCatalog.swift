// An asset catalog (`.xcassets` folder) as Xcode writes it: folders ending in `.imageset`,
// `.colorset` and `.symbolset`, each with a Contents.json; other folders group them, and a group whose
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
  /// A PDF or SVG file, drawn as vectors at any scale.
  var isVector: Bool {
    let ext = (file as NSString).pathExtension.lowercased()
    return ext == "pdf" || ext == "svg"
  }
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
  /// Custom symbols (`.symbolset` folders): the SVG file of each, by name.
  let symbols: [String: String]
  /// Files that could not be read, with why (reported when one of their names is asked for).
  let problems: [String: String]
  private let bitmaps = Mutex<[String: Result<Bitmap, BitmapError>]>([:])
  private let vectors = Mutex<[String: Result<VectorImage, AssetFileError>]>([:])

  private init(path: String) {
    self.path = path
    var images: [String: ImageSet] = [:]
    var colors: [String: ColorSet] = [:]
    var symbols: [String: String] = [:]
    var problems: [String: String] = [:]
    AssetCatalog.walk(path, prefix: "") { name, folder, kind in
      do {
        let json = try AssetCatalog.contents(folder)
        switch kind {
        case .image: images[name] = AssetCatalog.imageSet(name, folder, json)
        case .color: colors[name] = try ColorSet(name: name, json: json)
        case .symbol:
          let files = (json["symbols"] as? [[String: Any]] ?? []).compactMap {
            $0["filename"] as? String
          }
          guard let file = files.first(where: { !$0.contains("/") }) else {
            throw AssetFileError("no symbol file")
          }
          symbols[name] = (folder as NSString).appendingPathComponent(file)
        }
      } catch {
        problems[name] = "\(folder)/Contents.json: \(error)"
      }
    }
    self.images = images
    self.colors = colors
    self.symbols = symbols
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

  /// The drawing of a PDF or SVG entry, read once.
  func vector(_ set: ImageSet, _ entry: ImageSetEntry) -> Result<VectorImage, AssetFileError> {
    let file = (set.folder as NSString).appendingPathComponent(entry.file)
    if let known = vectors.withLock({ $0[file] }) { return known }
    let result: Result<VectorImage, AssetFileError>
    if let data = FileManager.default.contents(atPath: file) {
      do throws(AssetFileError) {
        result = .success(
          try AssetCatalog.vector(data, svg: entry.file.lowercased().hasSuffix(".svg")))
      } catch {
        result = .failure(error)
      }
    } else {
      result = .failure(AssetFileError("\(file) cannot be read"))
    }
    vectors.withLock { $0[file] = result }
    return result
  }

  /// A PDF's first page or an SVG, as a vector image.
  static func vector(_ data: Data, svg: Bool) throws(AssetFileError) -> VectorImage {
    if svg {
      guard let text = String(data: data, encoding: .utf8) else {
        throw AssetFileError("the SVG file is not UTF-8 text")
      }
      do { return try VectorImage.svg(text) } catch { throw AssetFileError("SVG: \(error)") }
    }
    do { return try VectorImage.pdf([UInt8](data)) } catch { throw AssetFileError("PDF: \(error)") }
  }

  enum Kind { case image, color, symbol }

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
      case "symbolset": found(prefix + base, path, .symbol)
      case "":
        let namespaced =
          ((try? contents(path))?["properties"] as? [String: Any])?["provides-namespace"]
          as? Bool ?? false
        walk(path, prefix: namespaced ? prefix + child + "/" : prefix, found)
      default: continue  // app icons, data sets: not drawn by Popshot
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
