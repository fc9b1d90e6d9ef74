import Foundation
import PopshotGraphics
import PopshotReference

/// Writes the reference frame as `out`/reference-toast.png (scripts/check-determinism compares
/// the debug build's with the release build's) and returns the exit code.
func renderReference(to out: String) -> Int32 {
  do {
    let pixmap = try Painter(scale: ReferenceScene.scale).render(
      try ReferenceScene.toast(), size: ReferenceScene.size)
    let path = (out as NSString).appendingPathComponent("reference-toast.png")
    try PNGCodec.write(pixmap, to: path, compression: .fast)
    print(path)
    return 0
  } catch {
    FileHandle.standardError.write(Data("popshot-bench: \(error)\n".utf8))
    return 70
  }
}
