// The gallery's style sheet and script live as files (Resources/gallery.css, gallery.js), edited,
// linted and diffed as CSS and JavaScript. SwiftPM copies them into this target's resource bundle,
// which a build puts beside its executables (`.build/debug/Popshot_PopshotReport.resources`,
// likewise for release), where `swift run`, `.build/debug/popshot`, the release binary and the
// test runners find it through `Bundle.module`. A popshot installed elsewhere takes the folder
// with it.
import Foundation

/// The gallery's CSS and JavaScript, as the page embeds them.
struct GalleryAssets: Sendable {
  let css: String
  let script: String

  /// The folder SwiftPM makes of this target's resources, named after the package and the
  /// target as its generated `Bundle.module` names it.
  static let bundleName = "Popshot_PopshotReport.resources"

  /// Why the gallery cannot be written without its resource bundle.
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }

  /// The files of the bundle, read once. A file's last newline is the file's, not the page's:
  /// the page holds the text without it.
  static func bundled() throws(Missing) -> GalleryAssets { try loaded.get() }

  private static let loaded = Result { () throws(Missing) -> GalleryAssets in
    GalleryAssets(css: try resource("gallery", "css"), script: try resource("gallery", "js"))
  }

  private static func resource(_ name: String, _ ext: String) throws(Missing) -> String {
    // Where `Bundle.module` finds no bundle (beside the executable, or in the folder it was
    // built in) it stops the process. A popshot copied away from its bundle should say what is
    // missing instead, so the bundle is asked for only where it looks first.
    let folder = Bundle.main.bundleURL.path
    guard FileManager.default.fileExists(atPath: "\(folder)/\(bundleName)") else {
      throw Missing(
        description: "cannot write the gallery: its style sheet and script are in "
          + "\(bundleName), which is not beside the executable in \(folder)")
    }
    let file = "\(name).\(ext)"
    guard
      let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      throw Missing(
        description: "cannot write the gallery: \(bundleName) in \(folder) has no readable "
          + "Resources/\(file)")
    }
    return text.hasSuffix("\n") ? String(text.dropLast()) : text
  }
}
