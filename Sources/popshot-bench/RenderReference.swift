import Foundation
import PopshotGraphics
import PopshotReference
import PopshotScenes
import PopshotSnapshot
import PopshotUI

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

/// A popup that a tap brings in with `.scale` over a fading dim, on a bouncy spring: the
/// filmstrip scripts/check-determinism compares between builds (interactions, springs and
/// transforms included).
private struct FilmedPopup: View {
  @State private var shown = false
  var body: some View {
    ZStack {
      Button("Show") { withAnimation(.bouncy) { shown = true } }
      if shown {
        Color.black.opacity(0.4).transition(.opacity)
        Text("Saved to Photos").padding(24).background(Color.white).transition(.scale)
      }
    }
  }
}

/// Writes `out`/filmstrip-popup.png, the filmed popup's strip.
func renderFilmstrip(to out: String) -> Int32 {
  do {
    let variant = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
    let scene = Scene(name: "film", page: FilmedPopup()).after([.tap("Show")])
    let film = try SceneRenderer().renderFilmstrip(scene, variant)
    let path = (out as NSString).appendingPathComponent("filmstrip-popup.png")
    try PNGCodec.write(try FilmstripImage.strip(film), to: path, compression: .fast)
    print(path)
    return 0
  } catch {
    FileHandle.standardError.write(Data("popshot-bench: \(error)\n".utf8))
    return 70
  }
}
