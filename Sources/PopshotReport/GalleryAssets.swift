// The gallery's style sheet and script live as files (Resources/gallery.css, gallery.js), edited,
// linted and diffed as CSS and JavaScript. SwiftPM copies them into this target's resource bundle,
// which a build puts beside its executables (`.build/debug/<package>_PopshotReport.resources`,
// likewise for release), where `swift run`, `.build/debug/popshot`, the release binary and the
// test runners find it through `Bundle.module`.
import Foundation

/// The gallery's CSS and JavaScript, as the page embeds them.
struct GalleryAssets: Sendable {
  let css: String
  let script: String

  /// Why the gallery cannot be written without its resource bundle.
  struct Missing: Error, CustomStringConvertible {
    let file: String
    var description: String {
      "the gallery's \(file) is missing from Popshot's resource bundle (a folder ending in "
        + "_PopshotReport.resources, which must stay beside the popshot executable)"
    }
  }

  /// The files of the bundle, read once. A file's last newline is the file's, not the page's:
  /// the page holds the text without it.
  static func bundled() throws(Missing) -> GalleryAssets { try loaded.get() }

  private static let loaded = Result { () throws(Missing) -> GalleryAssets in
    GalleryAssets(css: try resource("gallery", "css"), script: try resource("gallery", "js"))
  }

  private static func resource(_ name: String, _ ext: String) throws(Missing) -> String {
    guard
      let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { throw Missing(file: "\(name).\(ext)") }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
