import Foundation
import PopshotGraphics
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotScenes

let scenesRepositoryRoot = repositoryRoot

/// A fixture from the repository's Fixtures/ folder.
func fixture(_ name: String) throws -> Scene {
  try FixtureDecoder.load(
    path: scenesRepositoryRoot.appendingPathComponent("Fixtures/\(name).json").path)
}

func variant(_ device: String, _ o: Orientation = .portrait, state: String? = nil) -> Variant {
  Variant(device: Device.named(device)!, orientation: o, design: .classic, state: state)
}

func render(_ scene: Scene, _ v: Variant) throws -> RenderedScene {
  try SceneRenderer().render(scene, v)
}

func near(_ a: Rect, _ b: Rect) -> Bool {
  abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
    && abs(a.height - b.height) < 1e-6
}
