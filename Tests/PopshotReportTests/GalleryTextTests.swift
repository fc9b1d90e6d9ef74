// The gallery's words and geometry: labels that never overlap, thumbnails, accept commands from
// a variant's fields and changes in designers' words.
import Foundation
import PopshotGraphics
import PopshotReport
import PopshotScenes
import PopshotSnapshot
import Testing

@Suite struct GalleryTextTests {
  @Test func labelsNeverOverlap() {
    // Nineteen findings on the same small control, and a few on the edges.
    var boxes = Array(repeating: Rect(x: 180, y: 400, width: 30, height: 20), count: 19)
    boxes += [
      Rect(x: 0, y: 0, width: 393, height: 852), Rect(x: 380, y: 840, width: 13, height: 12),
    ]
    let sizes = boxes.indices.map { Size(width: $0 >= 9 ? 36 : 24, height: 24) }
    let area = Rect(x: -28, y: -28, width: 393 + 56, height: 852 + 56)
    let labels = GalleryText.placeLabels(boxes: boxes, sizes: sizes, area: area)
    #expect(labels.count == boxes.count)
    for i in labels.indices {
      #expect(labels[i].size == sizes[i])
      #expect(labels[i].minX >= area.minX && labels[i].maxX <= area.maxX)
      for j in labels.indices where j != i {
        let (a, b) = (labels[i], labels[j])
        #expect(
          a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY,
          "labels \(i + 1) and \(j + 1) overlap")
      }
    }
    // The first label touches its box (no leader line needed).
    #expect(labels[0].maxY == boxes[0].minY || labels[0].minY == boxes[0].maxY)
    // More labels than the area holds go in rows below it, still apart.
    let crowded = GalleryText.placeLabels(
      boxes: Array(repeating: Rect(x: 0, y: 0, width: 10, height: 10), count: 12),
      sizes: Array(repeating: Size(width: 20, height: 20), count: 12),
      area: Rect(x: 0, y: 0, width: 50, height: 50))
    for i in crowded.indices {
      for j in crowded.indices where j > i {
        let (a, b) = (crowded[i], crowded[j])
        #expect(a.maxX <= b.minX || b.maxX <= a.minX || a.maxY <= b.minY || b.maxY <= a.minY)
      }
    }
  }

  @Test func thumbnailsAverageBoxes() throws {
    var p = try Pixmap(width: 4, height: 2, filledWith: .init(packed: 0xFF00_0000))
    p[0, 0] = PremultipliedColor(packed: 0xFFFF_FFFF)
    p[1, 1] = PremultipliedColor(packed: 0xFFFF_FFFF)
    p[2, 0] = .transparent
    let t = try ReportImages.thumbnail(p, maxSide: 2)
    #expect(t.width == 2 && t.height == 1)
    // Two white and two black pixels: mid grey; a transparent pixel among three black ones.
    #expect(t[0, 0].packed == 0xFF80_8080)
    #expect(t[1, 0].packed == 0xBF00_0000)
    let phone = try Pixmap(width: 1179, height: 2556)
    let small = try ReportImages.thumbnail(phone, maxSide: HTMLReport.thumbnailSide)
    #expect(small.height == HTMLReport.thumbnailSide && small.width == 147)
  }

  @Test func variantFieldsCommandsAndChangesInWords() {
    var v = Variant(device: Device.named("iphone-se-3")!, orientation: .portrait)
    v.appearance = .dark
    v.textSize = .xLarge
    v.state = "custom.detent"
    var row = VariantResult(
      fixture: "sheet-medium-large", variant: v.name,
      file: "Fixtures/sheet-medium-large.json", status: .failed,
      baseline: "Snapshots/sheet-medium-large/x.png")
    row.fields = VariantFields(v)
    #expect(
      GalleryText.acceptCommand(row)
        == "popshot record --fixture sheet-medium-large --device iphone-se-3 --orientation portrait "
        + "--appearance dark --text-size xLarge --design liquidGlass --state custom.detent")
    #expect(shellQuoted("it's") == #"'it'\''s'"#)
    let blue = SRGBColor(r8: 0, g8: 0x7A, b8: 0xFF)
    let purple = SRGBColor(r8: 0x58, g8: 0x56, b8: 0xD6)
    #expect(
      GalleryText.words(
        SemanticChange(
          id: "popup.close", details: [.moved(dx: 0, dy: -4), .background(from: blue, to: purple)]))
        == "popup.close moved 4 pt up; its background changed #007AFF → #5856D6")
    #expect(
      GalleryText.words(SemanticChange(id: "toast", details: [.moved(dx: -2.5, dy: 3)]))
        == "toast moved 3 pt down and 2.5 pt left")
    // The terminal's wording of the same change, as the verifier prints it.
    #expect(
      SemanticChange(id: "toast", details: [.moved(dx: -2.5, dy: 3)]).line
        == "toast: moved (−2.5, +3) pt")
    var difference = SnapshotDifference(
      kind: .pixels, changes: [SemanticChange(id: "a", details: [.removed])])
    difference.differingPixels = 12
    difference.pixels = 1_000_000
    row.difference = difference
    let (headline, changes) = GalleryText.whatChanged(row)
    // 12 of a million pixels is 0.0012 %, written to three places.
    #expect(headline == "12 pixels differ (0.001%).")
    #expect(changes == ["a removed"])
    row.difference = SnapshotDifference(kind: .noBaseline)
    #expect(GalleryText.whatChanged(row).headline?.hasPrefix("There is no baseline yet") == true)
  }
}
