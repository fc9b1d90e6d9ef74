// The golden-image expectation of Popshot's own test targets: one helper, the snapshot record
// modes.
import Foundation
import PopshotGraphics
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
        "\(mismatch); re-recorded it: look at the new image", sourceLocation: sourceLocation)
    case .failed(.missing(let path)):
      Issue.record(
        "missing golden \(path); record it with POPSHOT_RECORD=missing swift test",
        sourceLocation: sourceLocation)
    case .failed(let mismatch):
      Issue.record(
        "\(mismatch); after looking at the change, re-record with POPSHOT_RECORD=failed swift test",
        sourceLocation: sourceLocation)
    }
  } catch {
    Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
  }
}
