// `POPSHOT_SYMBOLS`: a folder of `<name>.svg` files the team exported from Apple's SF Symbols
// app for its own mock-ups. A file there is drawn instead of Popshot's drawing of that name. A
// file that cannot be read is reported once on standard error, naming the file and the reason,
// and Popshot's own drawing (or the placeholder) is used.
import Foundation
import PopshotGraphics
import Synchronization

/// Why a symbol's SVG file was not used.
public struct SymbolFileError: Error, CustomStringConvertible, Sendable {
  public let file: String
  public let reason: String
  public var description: String { "symbol file \(file): \(reason)" }
}

/// A folder of SVG symbols, with the drawings read so far.
final class SymbolFolder: @unchecked Sendable {
  let path: String
  private let loaded = Mutex<[String: SymbolArt?]>([:])

  private init(path: String) { self.path = path }

  private static let folders = Mutex<[String: SymbolFolder]>([:])

  /// The folder `POPSHOT_SYMBOLS` names now (read each time, so a test can set it), or nil.
  static var current: SymbolFolder? {
    guard let value = getenv("POPSHOT_SYMBOLS"), value.pointee != 0 else { return nil }
    return named(String(cString: value))
  }

  /// The folder at `path` (one instance per path, so its drawings are read once).
  static func named(_ path: String) -> SymbolFolder {
    folders.withLock { folders in
      if let f = folders[path] { return f }
      let f = SymbolFolder(path: path)
      folders[path] = f
      return f
    }
  }

  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name + ".svg") }

  func has(_ name: String) -> Bool {
    !name.contains("/") && FileManager.default.fileExists(atPath: file(name))
  }

  /// The drawing in `<name>.svg`, or nil when there is none or it cannot be read (reported).
  func art(named name: String) -> SymbolArt? {
    if let known = loaded.withLock({ $0[name] }) { return known }
    var art: SymbolArt? = nil
    if has(name) {
      do {
        art = try SymbolFolder.load(file: file(name), name: name)
      } catch {
        FileHandle.standardError.write(
          Data("popshot: \(error); drawing Popshot's own \"\(name)\" instead\n".utf8))
      }
    }
    loaded.withLock { $0[name] = art }
    return art
  }

  /// SF Pro's cap height in ems: a template's cap line and baseline are this far apart.
  static let capHeight = 0.705

  /// Reads one SVG symbol. A template export is sized by its guides (the Regular-M glyph's
  /// bounds in ems of the cap height); a plain SVG maps its viewBox onto Popshot's glyph box
  /// height for the name (1.2 em for a name Popshot does not draw) at the viewBox's aspect.
  static func load(file: String, name: String) throws(SymbolFileError) -> SymbolArt {
    func fail(_ reason: String) -> SymbolFileError { SymbolFileError(file: file, reason: reason) }
    guard let data = FileManager.default.contents(atPath: file) else {
      throw fail("cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else { throw fail("is not UTF-8 text") }
    let doc: SVGDocument
    do {
      doc = try SVGDocument.parse(text)
    } catch {
      throw fail(error.description)
    }
    guard !doc.paths.isEmpty else {
      throw fail(doc.isTemplate ? "no <path> in the Regular-M group" : "no <path> elements")
    }
    let source: Rect
    let width: Double
    let height: Double
    if doc.isTemplate, let base = doc.baseline, let cap = doc.capline, base > cap {
      let em = (base - cap) / capHeight
      source = doc.paths.map(\.path.controlBounds).reduce(doc.paths[0].path.controlBounds) {
        $0.union($1)
      }
      (width, height) = (source.width / em, source.height / em)
    } else if let vb = doc.viewBox {
      source = vb
      height = Symbol.drawing(name)?.height ?? 1.2
      width = height * vb.width / vb.height
    } else {
      throw fail("has no viewBox (and is not an SF Symbols template with guides)")
    }
    let paths = doc.paths
    return SymbolArt(width: width, height: height) { pen in
      let f = pen.frame
      let sx = f.width / source.width
      let sy = f.height / source.height
      let t = Transform(
        a: sx, b: 0, c: 0, d: sy, tx: f.minX - source.minX * sx, ty: f.minY - source.minY * sy)
      return paths.map { .fill($0.path.applying(t), pen.primary, $0.rule) }
    }
  }
}
