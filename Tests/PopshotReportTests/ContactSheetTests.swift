import Foundation
import PopshotReport
import PopshotScenes
import PopshotTestSupport
import PopshotUI
import Testing

/// A fixture's contact sheet has a row per design and state, so a row compares devices and a
/// design's rows sit together (`popshot render --design all` drew them all in one row, wider
/// than an image may be).
@Suite struct ContactSheetTests {
  @Test func aRowPerDesignAndState() throws {
    let scene = try FixtureDecoder.load(
      path: repositoryRoot.appendingPathComponent("Fixtures/toast-error.json").path)
    var matrix = VariantMatrix(
      devices: ["iphone-15"], orientations: [.portrait], appearances: [.light],
      textSizes: [.large])
    matrix.designs = Design.allCases
    let variants = scene.variants(matrix)
    // The toast and its page, in both designs: four rows of one iPhone 15 (393 × 852 pt).
    #expect(variants.count == 4)
    let rendered = try variants.map { try SceneRenderer().render(scene, $0) }
    let sheet = try ReportImages.contactSheet(rendered, title: "toast-error")
    // 40 above, then per row a 44 pt label, the 852 pt frame and 40 below; half a point per
    // pixel.
    #expect(sheet.height == (40 + 4 * (44 + 852 + 40)) / 2)
    #expect(sheet.width == Int(((40 + 393 + 40) / 2.0).rounded(.up)))
  }
}
