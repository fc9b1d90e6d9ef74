import Foundation
import PopshotGoldens
import PopshotGraphics
import Testing

@testable import PopshotScenes

/// A few variants at half scale, pixel for pixel.
@Suite struct SceneGoldenTests {
  @Test(arguments: [
    ("toast-error", "iphone-15", Orientation.portrait, String?.none),
    ("sheet-medium-large", "iphone-15", .portrait, "medium"),
    ("sheet-medium-large", "iphone-15", .landscape, "large"),
    ("sheet-medium-large", "iphone-15", .portrait, "large"),
    ("popup-in-navigation", "iphone-se-3", .portrait, nil),
    ("popup-hello-world", "ipad-air-11", .landscape, nil),
    ("sheet-background-up-through", "iphone-15-pro-max", .portrait, nil),
  ])
  func halfScaleVariant(_ name: String, _ device: String, _ o: Orientation, _ state: String?) throws
  {
    let v = variant(device, o, state: state)
    let r = try render(try fixture(name), v)
    let pixmap = try Painter(scale: 0.5).render(r.displayList, size: v.device.size(o))
    // The goldens are the classic design's, named as before designs existed.
    let variantName = ([device, o.rawValue] + (state.map { [$0] } ?? [])).joined(separator: ".")
    expectGolden(pixmap, "\(name).\(variantName)")
  }
}
