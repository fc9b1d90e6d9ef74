// The golden-image expectation of Popshot's own test targets: one helper, the snapshot record
// modes.
import Foundation
import PopshotGraphics
import PopshotSupport
import Testing

/// Expects `pixmap` to equal `Goldens/<name>.png` beside the calling test file, pixel for pixel.
/// POPSHOT_RECORD chooses what is written, as for snapshots: `missing` (the default for a person)
/// records a golden that does not exist yet, `failed` re-records one that differs (the test still
/// fails that run), `all` re-records every golden, and `never` (the default on CI) writes nothing.
public func expectGolden(
  _ pixmap: Pixmap, _ name: String, mode: RecordMode = .fromEnvironment(),
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  if let problem = RecordMode.environmentProblem() {
    Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
    return
  }
  let path = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens/\(name).png").path
  do {
    switch try GoldenImage.check(pixmap, path: path, mode: mode) {
    case .matched:
      break
    case .recorded(nil), .recorded(.missing?):
      print("popshot: recorded golden \(path)")
    case .recorded(let mismatch?):
      Issue.record(
        "\(mismatch); \(RecordMode.rerecordedHint)", sourceLocation: sourceLocation)
    case .failed(.missing(let path)):
      Issue.record(
        "missing golden \(path); \(RecordMode.recordMissingHint)",
        sourceLocation: sourceLocation)
    case .failed(let mismatch):
      Issue.record(
        "\(mismatch); \(RecordMode.rerecordHint)",
        sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
  }
}
