import Foundation
import PopshotGraphics
import Testing

@testable import PopshotText

let typesetter = Typesetter()

func shaped(_ s: String, _ font: Font, _ dt: DynamicTypeSize = .large) throws -> ShapedText {
  try typesetter.shape(s, font: font.resolved(dt))
}

/// The text of each line of a layout.
func lineTexts(_ layout: TextLayout, _ string: String) -> [String] {
  let scalars = Array(string.unicodeScalars)
  return layout.lines.map { line in
    var s = String.UnicodeScalarView()
    s.append(contentsOf: scalars[line.range])
    return String(s)
  }
}

let textRepositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Compares a render byte for byte with Tests/PopshotTextTests/Goldens/<name>.png;
/// POPSHOT_RECORD_GOLDENS=1 records it instead.
func expectTextGolden(_ pixmap: Pixmap, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let path = textRepositoryRoot.appendingPathComponent("Tests/PopshotTextTests/Goldens/\(name).png").path
  if ProcessInfo.processInfo.environment["POPSHOT_RECORD_GOLDENS"] == "1" {
    do { try PNGCodec.write(pixmap, to: path, compression: .compact) } catch {
      Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  do {
    let golden = try PNGCodec.read(path: path)
    let same = golden.width == pixmap.width && golden.height == pixmap.height
    #expect(same, "size \(pixmap.width)×\(pixmap.height) differs from \(path)", sourceLocation: sourceLocation)
    let differing = same ? zip(golden.pixels, pixmap.pixels).filter { $0 != $1 }.count : -1
    #expect(differing == 0, "\(differing) pixels differ from \(path)", sourceLocation: sourceLocation)
  } catch {
    Issue.record("\(error); record with POPSHOT_RECORD_GOLDENS=1 swift test", sourceLocation: sourceLocation)
  }
}
