import Foundation
import PopshotGraphics
import PopshotSupport

/// A tiny `.xcassets` folder written by a test in a temporary folder: PNGs through the codec,
/// Contents.json as Xcode writes it. `remove()` deletes it (call it with `defer`).
struct AssetTestCatalog {
  /// The folder holding `Assets.xcassets`: a bundle for `Image(_:bundle:)`.
  let root: String
  var catalog: String { root + "/Assets.xcassets" }
  var bundle: Bundle { Bundle(path: root)! }

  init() throws {
    root = NSTemporaryDirectory() + "popshot-assets-" + UUID().uuidString
    try FileManager.default.createDirectory(
      atPath: root + "/Assets.xcassets", withIntermediateDirectories: true)
    try write("Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
  }

  func remove() { try? FileManager.default.removeItem(atPath: root) }

  func write(_ path: String, _ text: String) throws {
    try write(path, Array(text.utf8))
  }
  func write(_ path: String, _ bytes: [UInt8]) throws {
    let full = root + "/" + path
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: full))
  }

  /// An 8 × 8 greyscale JPEG of level 128 (written by Pillow, quality 90).
  static let greyJPEG = [UInt8](
    Data(
      base64Encoded:
        "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/wAALCAAIAAgBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/ACv/2Q=="
    )!)

  /// `greyJPEG` with its frame header (SOF0) claiming `width` × `height` pixels.
  static func jpeg(claiming width: Int, _ height: Int) -> [UInt8] {
    var b = greyJPEG
    let sof = (0..<(b.count - 1)).first { b[$0] == 0xFF && b[$0 + 1] == 0xC0 }!
    b[sof + 5] = UInt8(height >> 8)
    b[sof + 6] = UInt8(height & 255)
    b[sof + 7] = UInt8(width >> 8)
    b[sof + 8] = UInt8(width & 255)
    return b
  }

  /// A w × h pixmap of one colour.
  static func solid(_ w: Int, _ h: Int, _ c: SRGBColor) -> Pixmap {
    try! Pixmap(width: w, height: h, filledWith: c.premultiplied)
  }

  /// An imageset of files (name, scale such as "2x" or nil, pixmap or raw bytes, dark).
  func imageSet(
    _ name: String, _ files: [(file: String, scale: String?, png: Pixmap?, bytes: [UInt8]?)],
    dark: Set<String> = [], properties: String? = nil, folder: String = ""
  ) throws {
    let dir = "Assets.xcassets/" + folder + name + ".imageset"
    var entries: [String] = []
    for f in files {
      let bytes = try f.bytes ?? PNGCodec.encode(f.png!)
      try write(dir + "/" + f.file, bytes)
      var e = #"{"filename":"\#(f.file)","idiom":"universal""#
      if let s = f.scale { e += #","scale":"\#(s)""# }
      if dark.contains(f.file) {
        e += #","appearances":[{"appearance":"luminosity","value":"dark"}]"#
      }
      entries.append(e + "}")
    }
    let props = properties.map { #","properties":\#($0)"# } ?? ""
    try write(
      dir + "/Contents.json",
      #"{"images":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}\#(props)}"#
    )
  }

  /// A colorset of `colors`, each a `"color"` object's JSON, the second (if any) for dark.
  func colorSet(_ name: String, any: String, dark: String? = nil) throws {
    var entries = [#"{"color":\#(any),"idiom":"universal"}"#]
    if let dark {
      entries.append(
        #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":\#(dark),"idiom":"universal"}"#
      )
    }
    try write(
      "Assets.xcassets/\(name).colorset/Contents.json",
      #"{"colors":[\#(entries.joined(separator: ","))],"info":{"author":"xcode","version":1}}"#)
  }

  /// An sRGB `"color"` object with string components.
  static func srgb(
    _ r: String, _ g: String, _ b: String, alpha: String = "1.000",
    space: String = "srgb"
  ) -> String {
    #"{"color-space":"\#(space)","components":{"alpha":"\#(alpha)","blue":"\#(b)","green":"\#(g)","red":"\#(r)"}}"#
  }
}
