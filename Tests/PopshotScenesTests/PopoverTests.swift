// Popovers, from the documented metrics (docs/platform.md, "Popovers"): the arrow is 13 pt from
// base to tip and 26 pt wide, the corners 13 pt, and the card stays 10 pt inside the safe area.
// On an iPad Air 11-inch (820 × 1180 pt, safe area 24 pt at the top and 20 at the bottom) a root
// view is centred in the safe area (y 24…1160, centre 592): a 100 × 40 frame lies at
// x 360…460, y 572…612.
import Foundation
import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

private func shown(_ view: some View, on device: String = "ipad-air-11") throws -> SceneSemantics {
  try render(Scene(name: "popover", page: view), variant(device)).semantics
}

/// A 100 × 40 anchor with a 200 × 120 popover.
private func anchored(
  _ anchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil
) -> some View {
  Color.clear.frame(width: 100, height: 40)
    .popover(isPresented: .constant(true), attachmentAnchor: anchor, arrowEdge: arrowEdge) {
      Color.red.frame(width: 200, height: 120)
    }
}

private struct Photo: Identifiable { let id: Int }

/// A page whose popover its own state opens, as apps write them.
private struct PhotoPage: View {
  @State private var photo: Photo?
  var body: some View {
    Color.clear.frame(width: 100, height: 40)
      .popover(item: $photo) { photo in Text("Photo \(photo.id)") }
  }
}

@MainActor @Suite struct PopoverTests {
  @Test func belowItsAnchorSizedToItsContent() throws {
    let s = try shown(anchored(arrowEdge: .bottom))
    let info = try #require(s.presentations.first)
    #expect(info.kind == .popover && info.id == "popover")
    // Centred on the anchor (midX 410), 13 pt below its bottom edge (612).
    #expect(near(info.frame, Rect(x: 310, y: 625, width: 200, height: 120)))
    let card = try #require(s.elements.first { $0.id == "popover" })
    #expect(card.role == .popover && card.layer == .presentation("popover"))
  }

  @Test func theSystemPutsItBelowWhenItFits() throws {
    let s = try shown(anchored())
    #expect(
      near(try #require(s.presentations.first).frame, Rect(x: 310, y: 625, width: 200, height: 120))
    )
  }

  @Test func aboveBesideAndAtAPoint() throws {
    // Above: its bottom 13 pt over the anchor's top (572).
    let top = try #require(try shown(anchored(arrowEdge: .top)).presentations.first)
    #expect(near(top.frame, Rect(x: 310, y: 439, width: 200, height: 120)))
    // Trailing: 13 pt right of x 460, centred on the anchor's midY 592.
    let side = try #require(try shown(anchored(arrowEdge: .trailing)).presentations.first)
    #expect(near(side.frame, Rect(x: 473, y: 532, width: 200, height: 120)))
    let leading = try #require(try shown(anchored(arrowEdge: .leading)).presentations.first)
    #expect(near(leading.frame, Rect(x: 147, y: 532, width: 200, height: 120)))
    // A point anchor: the top centre (410, 572), the popover above it.
    let point = try #require(
      try shown(anchored(.point(.top), arrowEdge: .top)).presentations.first)
    #expect(near(point.frame, Rect(x: 310, y: 439, width: 200, height: 120)))
    // `.point(.bottom)` below: 13 pt under y 612.
    let below = try #require(
      try shown(anchored(.point(.bottom), arrowEdge: .bottom)).presentations.first)
    #expect(near(below.frame, Rect(x: 310, y: 625, width: 200, height: 120)))
  }

  @Test func keptInsideTheScreenMargins() throws {
    // A 44 × 44 anchor at the safe area's top-left corner (0…44, 24…68): centring would put the
    // card at x −78; it stops 10 pt from the edge.
    let page = VStack {
      HStack {
        Color.clear.frame(width: 44, height: 44)
          .popover(isPresented: .constant(true)) { Color.red.frame(width: 200, height: 120) }
        Spacer()
      }
      Spacer()
    }
    let info = try #require(try shown(page).presentations.first)
    #expect(near(info.frame, Rect(x: 10, y: 81, width: 200, height: 120)))
    // The arrow's base is kept clear of the rounded corner: at x 10 + 13 + 13 = 36.
    let g = PopoverGeometry(
      anchor: Rect(x: 0, y: 24, width: 44, height: 44), content: Size(width: 200, height: 120),
      bounds: Rect(x: 10, y: 34, width: 800, height: 1116), arrowEdge: nil, metrics: .classic)
    #expect(g.edge == .bottom && g.base == Point(x: 36, y: 81) && g.tip == Point(x: 36, y: 68))
  }

  @Test func aboveWhenThereIsNoRoomBelow() throws {
    // A 44 × 44 anchor at the bottom of the safe area (y 1116…1160): below leaves −13 pt, so the
    // card goes above, its bottom at 1116 − 13 = 1103.
    let page = VStack {
      Spacer()
      Color.clear.frame(width: 44, height: 44)
        .popover(isPresented: .constant(true)) { Color.red.frame(width: 200, height: 120) }
    }
    let info = try #require(try shown(page).presentations.first)
    #expect(near(info.frame, Rect(x: 310, y: 983, width: 200, height: 120)))
  }

  @Test func aWideContentIsNarrowedToTheScreen() throws {
    let page = Color.clear.frame(width: 100, height: 40)
      .popover(isPresented: .constant(true)) { Color.red.frame(minWidth: 1000).frame(height: 50) }
    let info = try #require(try shown(page).presentations.first)
    #expect(info.frame.width == 820 - 20 && info.frame.minX == 10)
  }

  @Test func thePageIsInertNotDimmedAndATapOutsideCloses() throws {
    let page = Button("Share") {}.popover(isPresented: .constant(true)) { Text("Hi").padding() }
    let r = try render(Scene(name: "popover", page: page), variant("ipad-air-11"))
    let info = try #require(r.semantics.presentations.first)
    #expect(info.modal && !info.pageInteractive && info.waysOut == [.tapOutside, .escape])
    #expect(info.scrimFrame == Rect(x: 0, y: 0, width: 820, height: 1180))
    let share = try #require(r.semantics.elements.first { $0.label == "Share" })
    #expect(share.inert)
    let scrim = try #require(r.semantics.elements.first { $0.role == .scrim })
    #expect(scrim.actions == [.dismiss] && scrim.hiddenFromAccessibility)
    // Nothing is drawn over the whole screen: the page is not dimmed.
    let layerFills = r.displayList.items.filter {
      if case .fill(let path, _, _) = $0 { return path.controlBounds == info.scrimFrame }
      return false
    }
    #expect(layerFills.count == 1)  // the page's own background
  }

  @Test func onIPhoneItAdaptsToASheetUnlessToldOtherwise() throws {
    let sheet = try #require(try shown(anchored(), on: "iphone-15").presentations.first)
    #expect(sheet.kind == .sheet && sheet.id == "popover")
    let kept = Color.clear.frame(width: 100, height: 40)
      .popover(isPresented: .constant(true)) {
        Color.red.frame(width: 200, height: 120).presentationCompactAdaptation(.popover)
      }
    let popover = try #require(try shown(kept, on: "iphone-15").presentations.first)
    // iPhone 15 (393 × 852, safe area 59…818): the anchor at x 146.5…246.5, y 418.5…458.5.
    #expect(popover.kind == .popover)
    #expect(near(popover.frame, Rect(x: 96.5, y: 471.5, width: 200, height: 120)))
    let cover = Color.clear.frame(width: 100, height: 40)
      .popover(isPresented: .constant(true)) {
        Color.red.presentationCompactAdaptation(horizontal: .fullScreenCover, vertical: .sheet)
      }
    let c = try #require(try shown(cover, on: "iphone-15").presentations.first)
    #expect(c.kind == .fullScreenCover)
  }

  @Test func itemFormAndItsRequest() throws {
    let page = PhotoPage()
    let r = try render(Scene(name: "popover", page: page), variant("ipad-air-11"))
    #expect(r.semantics.presentations.isEmpty)
    let request = try #require(r.requests.first)
    #expect(request.kind == .popover && !request.isPresented)
    #expect(request.sourceFrame == Rect(x: 360, y: 572, width: 100, height: 40))
    let opened = try request.whileOpen(with: Photo(id: 7)) {
      try render(Scene(name: "popover", page: page), variant("ipad-air-11"))
    }
    let info = try #require(opened?.semantics.presentations.first)
    #expect(info.kind == .popover && info.frame.minY == 625)
  }

  @Test func theSharePopoverFixture() throws {
    let scene = try fixture("ipad-share-popover")
    let r = try render(scene, variant("ipad-air-11"))
    let info = try #require(r.semantics.presentations.first)
    let share = try #require(r.semantics.elements.first { $0.id == "page.share" })
    #expect(info.kind == .popover)
    #expect(abs(info.frame.midX - share.frame.midX) < 1e-9)
    #expect(abs(info.frame.minY - share.frame.maxY - 13) < 1e-9)
    let buttons = r.semantics.elements.filter {
      $0.layer == .presentation("popover") && $0.role == .button
    }
    #expect(buttons.map(\.label) == ["Copy Link", "Message", "Mail"])
    let phone = try render(scene, variant("iphone-15"))
    #expect(phone.semantics.presentations.first?.kind == .sheet)
  }
}

/// iOS 26 (docs/platform.md, "Popovers in Liquid Glass"): the same place, glass with 26 pt
/// corners instead of an opaque card with 13 pt ones.
@Suite struct LiquidGlassPopoverTests {
  @Test func thePopoverIsGlassInTheSamePlace() throws {
    let scene = Scene(name: "popover", page: anchored(arrowEdge: .bottom))
    var v = variant("ipad-air-11")
    let classic = try render(scene, v)
    v.design = .liquidGlass
    let glass = try render(scene, v)
    #expect(glass.semantics.presentations[0].frame == classic.semantics.presentations[0].frame)
    func backdrops(_ r: RenderedScene) -> [Backdrop] {
      r.displayList.items.compactMap { if case .backdrop(_, let b) = $0 { b } else { nil } }
    }
    #expect(backdrops(classic).isEmpty)
    #expect(backdrops(glass).count == 1 && backdrops(glass)[0].glass != nil)
  }
}
