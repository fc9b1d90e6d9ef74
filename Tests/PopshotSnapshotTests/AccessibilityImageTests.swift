import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSnapshot
import PopshotTestSupport
import PopshotUI
import Testing

/// The accessibility overlays: outlines where the elements are (frame × scale), in the palette's
/// colours by reading position, and the legend to the right of the frame.
@Suite struct AccessibilityImageTests {
  /// Two labelled boxes, 100 × 60 and 80 × 40 pt, 20 pt apart, centred in an iPhone 15's safe
  /// area (393 pt wide; 59…818 pt tall, 759 pt): the stack is 120 pt tall, so its top is
  /// 59 + (759 − 120) / 2 = 378.5 pt. Box one: x (393 − 100) / 2 = 146.5, y 378.5; box two:
  /// x (393 − 80) / 2 = 156.5, y 378.5 + 60 + 20 = 458.5.
  func boxes() throws -> RenderedScene {
    let view = VStack(spacing: 20) {
      Color.yellow.frame(width: 100, height: 60).accessibilityLabel("One")
      Color.yellow.frame(width: 80, height: 40).accessibilityLabel("Two")
    }
    let variant = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
    return try SceneRenderer().render(Scene(name: "boxes", page: view), variant)
  }

  func opaque(_ c: SRGBColor) -> PremultipliedColor {
    PremultipliedColor(
      r: UInt8((c.red * 255).rounded()), g: UInt8((c.green * 255).rounded()),
      b: UInt8((c.blue * 255).rounded()), a: 255)
  }

  @Test func outlinesLieOnTheFramesTimesTheScale() throws {
    let r = try boxes()
    #expect(
      r.semantics.readingOrder(r.variant.layoutDirection).order.map {
        r.semantics.elements[$0].label
      } == ["One", "Two"])
    let image = try AccessibilityImage.voiceOver(r, scale: 2)
    // The frame (393 pt), a 16 pt gap and the 380 pt legend, 2 pixels per point.
    #expect(image.width == (393 + 16 + 380) * 2)
    #expect(image.height == 852 * 2)
    let one = opaque(AccessibilityImage.color(1))
    let two = opaque(AccessibilityImage.color(2))
    // The 2 pt outline lies inside each frame: box one's left edge 146.5 pt is pixel 293, its
    // outline pixels 293…296; its vertical middle (378.5 + 30) × 2 = 817. Its right edge
    // 246.5 pt is pixel 493, the outline 489…492.
    #expect(image[294, 817] == one && image[296, 817] == one)
    #expect(image[491, 817] == one)
    #expect(image[292, 817] != one && image[297, 817] != one)
    // Its top edge 378.5 pt is row 757, at the box's middle column (146.5 + 50) × 2 = 393
    // (clear of the badge at the corner and of the activation mark at the centre).
    #expect(image[393, 758] == one && image[393, 756] != one)
    // Box two, the second colour: left edge 156.5 pt → pixel 313, middle (458.5 + 20) × 2 = 957.
    #expect(image[314, 957] == two && image[312, 957] != two)
    // The activation mark at box one's centre (196.5, 408.5) pt: a dot of its colour.
    #expect(image[393, 817] == one)
    // The legend, right of the frame: its background, and the first badge in its colour.
    #expect(image[image.width - 4, 4] == opaque(SRGBColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)))
    let badgeColumn = (393 + 16 + 16 + 10) * 2
    #expect((0..<300).contains { image[badgeColumn, $0] == one })
    // The same semantics, the same bytes.
    #expect(try AccessibilityImage.voiceOver(try boxes(), scale: 2).pixels == image.pixels)
  }

  /// Hit regions: every control's hit frame outlined, numbered in paint order.
  @Test func hitRegionsOutlineEveryControl() throws {
    let view = Button("OK") {}.frame(width: 120, height: 50).contentShape(Rectangle())
    let variant = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
    let r = try SceneRenderer().render(Scene(name: "hit", page: view), variant)
    let button = try #require(r.semantics.elements.first { $0.role == .button })
    let hit = try #require(button.hitFrame)
    let image = try AccessibilityImage.hitRegions(r, scale: 1)
    let one = opaque(AccessibilityImage.color(1))
    // One pixel per point: the outline is the 2 points inside the hit frame's left edge, so
    // the first whole pixel inside the edge is covered.
    let x = Int(hit.minX.rounded(.up))
    let y = Int(hit.midY)
    #expect(image[x, y] == one)
    #expect(image.width == 393 + 16 + 380)
  }
}
