// `popshot gallery`: a page of a package's baselines (what `swift test` recorded in Snapshots/),
// grouped by test file and test, each test's states side by side (`.eachTap`'s as one group),
// filmstrips playing. Exit 0 when written, 65 when the folder holds no baseline.
import Foundation
import PopshotReport
import PopshotRun
import PopshotSupport

struct GalleryCommand: CommandRunner {
  let name = "gallery"
  let abstract = "Write a page of a package's baselines, each test's states side by side."
  let options = [
    snapshotsOption,
    OptionSpec(
      key: .out, value: "dir", help: "Where index.html goes (it links the baselines).",
      defaultValue: ".build/popshot/gallery"),
  ]

  func run(_ p: Parsed) throws -> Int32 {
    let root = p.value(.snapshots)!
    let out = p.value(.out)!
    let tests = BaselineGallery.tests(in: root)
    guard !tests.isEmpty else {
      throw Failure(code: Exit.badInput, message: "\(root): no baselines")
    }
    let page = "\(out)/index.html"
    do {
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      try AtomicFile.write(
        Data(BaselineGallery.html(root: root, out: out).utf8), to: page, durable: false)
    } catch {
      throw Failure(
        code: Exit.internalError,
        message: "\(out): cannot write the gallery: \(fileErrorReason(error, for: out))")
    }
    let states = tests.reduce(0) { $0 + $1.states.count }
    stdout("\(page): \(tests.count) tests, \(states) states")
    return Exit.clean
  }
}
