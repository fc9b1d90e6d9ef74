import PopshotScenes
import PopshotSeeds
import PopshotUI

/// Seed 001's sheet page, written in SwiftUI: the page's body, the sheet it presents with its
/// detents, the sheet layer and the chrome, to display list and semantics (no pixels).
func seedSheetLayout() throws {
  let scene = Scene(name: "seed-sheet", page: Seed001SheetPage())
  let v = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
  _ = try SceneRenderer().render(scene, v)
  let perLayout = try median { for _ in 0..<100 { _ = try SceneRenderer().render(scene, v) } } / 100
  reportRate("layout.seed-sheet", msPerItem: perLayout, "layouts/s")
}
