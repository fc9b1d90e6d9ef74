// The text backgrounds the audit copies while the frame is drawn (`Auditor.textBackgrounds`,
// `Painter.render(_:size:before:)`): each is the frame drawn without its text, and the findings
// are the same as when every text's region is drawn again.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotAudit

@Suite struct TextBackgroundTests {
  /// The region of `rendered` without the element whose glyph run is at `index`: what the
  /// measurements draw when there is no copy.
  func without(_ rendered: RenderedScene, _ copy: Painter.FrameCopy) throws -> Pixmap? {
    let items = rendered.displayList.items
    guard case .glyphRun(let run) = items[copy.index], let id = run.elementID else { return nil }
    let runs = items.indices.filter {
      if case .glyphRun(let r) = items[$0] { return r.elementID == id } else { return false }
    }
    let (w, h) = Painter(scale: rendered.variant.device.scale).pixelSize(
      of: rendered.variant.device.size(rendered.variant.orientation))
    return try Painter(scale: rendered.variant.device.scale).render(
      rendered.displayList, region: copy.region,
      replacing: Dictionary(uniqueKeysWithValues: runs.map { ($0, DisplayItem?.none) }),
      frame: PixelRect(x0: 0, y0: 0, x1: w, y1: h))
  }

  /// Every fixture, in both designs: every copy is the frame without its text, pixel for
  /// pixel, and the audit finds the same with the copies as without them.
  @Test(arguments: Design.allCases)
  func everyCopyIsTheFrameWithoutItsText(design: Design) throws {
    let folder = repositoryRoot.appendingPathComponent("Fixtures").path
    let names = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { $0.hasSuffix(".json") }.sorted()
    #expect(names.count >= 30)
    let auditor = Auditor()
    var copies = 0
    var partial = 0
    var drawnOver = 0
    for name in names {
      let scene = try FixtureDecoder.load(path: "\(folder)/\(name)")
      let variant = Variant(
        device: Device.named("iphone-15")!, orientation: .portrait, design: design)
      let rendered = try SceneRenderer().render(scene, variant)
      let wanted = auditor.textBackgrounds(rendered)
      let drawn = try rendered.pixmap(before: wanted)
      #expect(drawn.frame == (try rendered.pixmap()), "\(name)")
      for c in wanted {
        copies += 1
        let copy = try #require(drawn.before[c], "\(name): no copy before item \(c.index)")
        // What is drawn after the text, drawn over the copy: nothing, for most texts.
        var end = c.index
        while end + 1 < rendered.displayList.items.count,
          case .glyphRun(let next) = rendered.displayList.items[end + 1],
          case .glyphRun(let run) = rendered.displayList.items[c.index],
          next.elementID == run.elementID
        {
          end += 1
        }
        // Declined (nil) where the region cuts a shape drawn later: the measurement then
        // draws the region without the text, widened to the shape.
        if let over = try Painter(scale: rendered.variant.device.scale).render(
          rendered.displayList, region: c.region, from: end + 1, over: copy)
        {
          #expect(over == (try without(rendered, c)), "\(name): item \(c.index)")
          drawnOver += 1
        }
      }
      let fast = auditor.outcomes(
        fixture: name, rendered, pixels: drawn.frame, before: drawn.before)
      let slow = auditor.outcomes(fixture: name, rendered).findings
      #expect(fast.findings == slow, "\(name)")
      // Only the parts holding the texts: each part is the frame's, every text region lies in
      // one, the copies are the frame's, and the findings are the same.
      let needs = auditor.textParts(rendered)
      #expect(needs.backgrounds == wanted, "\(name)")
      let regions = needs.regions
      let parts = try rendered.pieces(covering: regions, before: wanted)
      for piece in parts.frame.pieces {
        #expect(piece.pixels == (try drawn.frame.cropped(to: piece.area)), "\(name)")
      }
      for r in regions { #expect(parts.frame.cropped(to: r) != nil, "\(name)") }
      for c in wanted where parts.before[c] != nil {
        #expect(parts.before[c] == drawn.before[c], "\(name)")
      }
      #expect(parts.before.count == drawn.before.count, "\(name)")
      let partly = auditor.outcomes(
        fixture: name, rendered, pieces: parts.frame, before: parts.before)
      #expect(partly.findings == slow, "\(name)")
      if parts.frame.pieces.count > 1 || parts.frame.drawnArea < drawn.frame.pixels.count {
        partial += 1
      }
    }
    // Most texts are drawn on top of everything in their frames.
    #expect(copies > names.count)
    #expect(drawnOver * 3 > copies)
    // And most frames need only parts drawn for their texts.
    #expect(partial * 2 > names.count)
  }

  /// A text drawn on a card qualifies, and so does a text with a rectangle drawn over part of
  /// it later (the rectangle is drawn again over its copy); a text inside an opacity group does
  /// not, nor one with a material drawn over it later (a material reads beyond the region).
  @Test func onlyTextsOutsideGroupsAndUnderNoMaterialAreCopied() throws {
    let scene = page(
      VStack(spacing: 40) {
        Text("On top").padding().background(Color.white).id("top")
        ZStack {
          Text("Under").id("under")
          Rectangle().fill(Color.red).frame(width: 10, height: 10)
        }
        Text("Faded").opacity(0.5).id("faded")
        ZStack {
          Text("Frosted").id("frosted")
          Color.clear.frame(width: 10, height: 10).background(.ultraThinMaterial)
        }
      })
    let rendered = try SceneRenderer().render(scene, iPhone15)
    let items = rendered.displayList.items
    let copied = Set(
      Auditor().textBackgrounds(rendered).compactMap { c -> String? in
        guard case .glyphRun(let run) = items[c.index] else { return nil }
        return run.elementID
      })
    let texts = Set(
      items.compactMap { item -> String? in
        guard case .glyphRun(let run) = item else { return nil }
        return run.elementID
      })
    #expect(texts.isSuperset(of: ["top", "under", "faded", "frosted"]))
    #expect(
      items.contains {
        if case .backdrop = $0 { return true } else { return false }
      })
    // The status bar's clock is drawn on top of everything too.
    #expect(copied == ["top", "under", "statusbar.time"])
  }
}
