// `popshot diff A.png B.png`: how two PNGs differ, in pixels and, when each has a Popshot
// sidecar beside it (A.json), in what the semantics say; writes the diff and side-by-side
// images. Exit 0 when they match, 1 when they differ, 65 for a file that cannot be read.
import Foundation
import PopshotGraphics
import PopshotRun
import PopshotScenes
import PopshotSnapshot
import PopshotSupport

struct DiffCommand: CommandRunner {
  let name = "diff"
  let abstract = "Compare two PNGs: the pixels that differ, what their sidecars say changed."
  let positional: String? = "<a.png> <b.png>"
  let arguments = [
    ("<a.png>", "The baseline, or any PNG."),
    ("<b.png>", "The render to compare with it, the same size."),
  ]
  let options = [
    OptionSpec(
      key: .out, value: "dir", help: "Where the diff and side-by-side PNGs go.",
      defaultValue: ".build/popshot/diff"),
    OptionSpec(
      key: .perceptual, value: nil,
      help: "Compare perceptually (pixelmatch's threshold 0.1) instead of exactly."),
  ]

  func run(_ p: Parsed) throws -> Int32 {
    guard p.positionals.count == 2 else {
      throw UsageError(message: "diff takes two PNG files, the baseline first")
    }
    let (a, b) = (p.positionals[0], p.positionals[1])
    let first = try read(a)
    let second = try read(b)
    let sidecars = (try sidecar(next: a), try sidecar(next: b))
    let scale = sidecars.1?.scale ?? sidecars.0?.scale ?? 1
    var lines: [String] = []
    if let old = sidecars.0, let new = sidecars.1 {
      let changes = SemanticDiff.changes(
        baseline: old, renderer: new.renderer, design: new.recordedDesign, fonts: new.fonts,
        semantics: new.semantics)
      if !changes.lines.isEmpty {
        lines.append("what changed:")
        lines += changes.lines.map { "  \($0)" }
      }
    }
    guard first.width == second.width && first.height == second.height else {
      print(
        "\(b): \(second.width)×\(second.height) px, \(a) is \(first.width)×\(first.height) px")
      for l in lines { print(l) }
      return Exit.failed
    }
    let options: DiffOptions = p.has(.perceptual) ? .perceptual : .exact
    let diff = ImageDiff.compare(first, second, options)
    if diff.differing == 0 && diff.antialiased == 0 && lines.isEmpty {
      print("\(b): the same pixels as \(a)")
      return Exit.clean
    }
    print("\(b): " + diff.summary(scale: scale) + (sidecars.1 == nil ? " (areas at 1x)" : ""))
    for l in lines { print(l) }
    let out = p.value(.out)!
    let stem = ((b as NSString).lastPathComponent as NSString).deletingPathExtension
    let diffPath = "\(out)/\(stem).diff.png"
    let sidePath = "\(out)/\(stem).side-by-side.png"
    do {
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      let drawn = diff.image
      try PNGCodec.write(drawn, to: diffPath, compression: .fast, durable: false)
      try PNGCodec.write(
        try ImageDiff.sideBySide([first, second, drawn]), to: sidePath, compression: .fast,
        durable: false)
    } catch {
      throw Failure(
        code: Exit.internalError,
        message: "\(out): cannot write the diff images: \(fileErrorReason(error, for: out))")
    }
    print("  diff: \(diffPath)\n  side by side: \(sidePath)")
    return diff.passes(options) && lines.isEmpty ? Exit.clean : Exit.failed
  }

  /// The PNG at `path`, read only when it is a regular file no larger than a baseline of the
  /// largest device can be (`pngLimit`): a link, a folder or an oversized file is named, not read.
  func read(_ path: String) throws -> Pixmap {
    do {
      guard let data = try BaselineStore.read(path, limit: Self.pngLimit) else {
        throw Failure(code: Exit.badInput, message: "\(path): no such file")
      }
      return try PNGCodec.decode([UInt8](data), source: path)
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(code: Exit.badInput, message: "\(error)")
    }
  }

  /// The largest PNG a diff reads: the baseline limit of the largest device in the catalog
  /// (its pixels at 4 bytes each, and 1 MiB more).
  static let pngLimit =
    Device.catalog.map { d in
      BaselineStore.pngLimit(
        width: Int((d.portraitSize.width * d.scale).rounded(.up)),
        height: Int((d.portraitSize.height * d.scale).rounded(.up)))
    }.max() ?? BaselineStore.pngLimit(width: 4096, height: 4096)

  /// The sidecar beside a PNG (`x.png` → `x.json`), if there is one.
  func sidecar(next png: String) throws -> Sidecar? {
    let path = (png as NSString).deletingPathExtension + ".json"
    do { return try BaselineStore.sidecar(atPath: path) } catch {
      throw Failure(code: Exit.badInput, message: "\(error)")
    }
  }
}
