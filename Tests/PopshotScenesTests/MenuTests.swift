// Open menus, from the documented metrics (docs/platform.md, "Menus"): 250 pt wide, rows at least
// 44 pt under one-pixel hairlines, an 8 pt band where a Divider separates groups, 8 pt from the
// view it opens from and at least 8 pt inside the safe area. On an iPhone 15 (393 × 852, safe
// area y 59…818, 3×) a hairline is 1/3 pt.
import Foundation
import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

/// Copy (with an icon), Edit, a divider, a destructive Delete.
@ViewBuilder private var items: some View {
  Button("Copy", systemImage: "square.and.arrow.up") {}
  Button("Edit") {}
  Divider()
  Button("Delete", systemImage: "trash", role: .destructive) {}
}

/// The scene rendered once closed and once with its first menu open.
private func opened(_ view: some View) throws -> (source: Rect, semantics: SceneSemantics) {
  let scene = Scene(name: "menu", page: view)
  var v = variant("iphone-15")
  let closed = try render(scene, v)
  #expect(closed.semantics.presentations.isEmpty)
  let request = try #require(closed.requests.first { $0.opensByName })
  v.openMenu = request.source
  return (try #require(request.sourceFrame), try render(scene, v).semantics)
}

extension SceneSemantics {
  fileprivate var menuButtons: [SemanticElement] {
    elements.filter { $0.layer == .presentation("menu") && $0.role == .button }
  }
}

@Suite struct MenuTests {
  let hairline = 1.0 / 3

  @Test func belowItsLabelInTheOrderWritten() throws {
    let page = VStack {
      HStack {
        Menu("Options") { items }
        Spacer()
      }
      Spacer()
    }
    let (source, s) = try opened(page)
    let info = try #require(s.presentations.first)
    #expect(info.kind == .menu && info.id == "menu" && info.modal)
    // A tap outside, each item (choosing one closes the menu) and VoiceOver's escape.
    let rows = s.menuButtons.map { WayOut.closeControl($0.id) }
    #expect(info.waysOut == [.tapOutside] + rows + [.escape])
    // At the label's leading edge (x 0), kept 8 pt inside the screen; 8 pt below the label;
    // three rows, one hairline and one group band: 3 × 44 + 1/3 + 8.
    let top = source.maxY + 8
    #expect(near(info.frame, Rect(x: 8, y: top, width: 250, height: 132 + hairline + 8)))
    let buttons = s.menuButtons
    #expect(buttons.map(\.label) == ["Copy", "Edit", "Delete"])
    #expect(near(buttons[0].frame, Rect(x: 8, y: top, width: 250, height: 44)))
    #expect(near(buttons[1].frame, Rect(x: 8, y: top + 44 + hairline, width: 250, height: 44)))
    #expect(
      near(buttons[2].frame, Rect(x: 8, y: top + 88 + hairline + 8, width: 250, height: 44)))
    // Titles in the body style (17 pt), the destructive one red; the page is not dimmed but
    // inert under the invisible area that closes the menu.
    let delete = try #require(
      s.elements.first { $0.layer == .presentation("menu") && $0.text?.string == "Delete" })
    #expect(delete.text?.size == 17)
    #expect(delete.foreground == Color.red.resolved(.light))
    let edit = try #require(
      s.elements.first { $0.layer == .presentation("menu") && $0.text?.string == "Edit" })
    #expect(edit.foreground == Color.primary.resolved(.light))
    #expect(s.elements.first { $0.label == "Options" }?.inert == true)
    let card = try #require(s.elements.first { $0.id == "menu" })
    #expect(card.role == .menu)
  }

  @Test func aboveItsLabelTheFirstItemIsNearest() throws {
    let page = VStack {
      Spacer()
      HStack {
        Spacer()
        Menu("Sort") { items }
      }
      .padding()
    }
    let (source, s) = try opened(page)
    let info = try #require(s.presentations.first)
    // No room below: above, 8 pt over the label, its trailing edge on the label's (right half).
    let height = 132 + hairline + 8
    #expect(
      near(
        info.frame,
        Rect(x: source.maxX - 250, y: source.minY - 8 - height, width: 250, height: height)))
    #expect(s.menuButtons.map(\.label) == ["Delete", "Edit", "Copy"])
  }

  @Test func fixedOrderKeepsTheWrittenOrder() throws {
    let page = VStack {
      Spacer()
      Menu("Sort") { items }.menuOrder(.fixed)
    }
    let (_, s) = try opened(page)
    #expect(s.menuButtons.map(\.label) == ["Copy", "Edit", "Delete"])
  }

  @Test func submenusAndStrayDividers() throws {
    let page = VStack {
      Menu("Options") {
        Divider()
        Button("Copy") {}
        Menu("Share") { Button("Mail") {} }
        Divider()
        Divider()
        Text("Not an item")
        Button("Delete", role: .destructive) {}
        Divider()
      }
      Spacer()
    }
    let scene = Scene(name: "menu", page: page)
    // The nested menu is an item of its parent, not a menu of its own.
    #expect(try render(scene, variant("iphone-15")).requests.filter(\.opensByName).count == 1)
    let (source, s) = try opened(page)
    #expect(s.menuButtons.map(\.label) == ["Copy", "Share", "Delete"])
    // Leading and trailing dividers are dropped and doubled ones merged: 3 rows, 1 hairline,
    // 1 band.
    let info = try #require(s.presentations.first)
    #expect(abs(info.frame.height - (132 + hairline + 8)) < 1e-6)
    #expect(info.frame.minY == source.maxY + 8)
  }

  @Test func contextMenuUnderItsViewOverTheBlurredPage() throws {
    let page = VStack {
      Text("Photo")
      RoundedRectangle(cornerRadius: 12).fill(.orange).frame(width: 160, height: 100)
        .contextMenu { items }
      Spacer()
    }
    let (source, s) = try opened(page)
    #expect(source.width == 160 && source.height == 100)
    let info = try #require(s.presentations.first)
    #expect(info.kind == .menu && info.scrimFrame == Rect(x: 0, y: 0, width: 393, height: 852))
    // The view's centre is the screen's (196.5): the card lines up with its leading edge, 116.5.
    #expect(
      near(info.frame, Rect(x: 116.5, y: source.maxY + 8, width: 250, height: 132 + hairline + 8)))
    #expect(s.menuButtons.map(\.label) == ["Copy", "Edit", "Delete"])
    #expect(s.elements.first { $0.text?.string == "Photo" }?.inert == true)
  }

  @Test func thePhotoActionsMenuFixture() throws {
    let r = try render(try fixture("photo-actions-menu"), variant("iphone-15"))
    let info = try #require(r.semantics.presentations.first)
    let more = try #require(r.semantics.elements.first { $0.id == "page.more" })
    #expect(info.kind == .menu && info.frame.minY == more.frame.maxY + 8)
    // Lined up with the button's leading edge (x > 135), it would pass the 8 pt margin: it
    // stops at 393 − 8 − 250 = 135.
    #expect(more.frame.minX > 135 && info.frame.minX == 135 && info.frame.width == 250)
    #expect(r.semantics.menuButtons.map(\.label) == ["Favourite", "Duplicate", "Delete"])
    #expect(more.inert)
  }
}

/// iOS 26 (docs/platform.md, "Confirmation dialogs, popovers and menus in Liquid Glass"): rows
/// 44 apart with no hairlines between them, the card glass with 33 pt corners.
@Suite struct LiquidGlassMenuTests {
  @Test func rowsAre44ApartOnGlass() throws {
    let page = VStack {
      HStack {
        Menu("Options") { items }
        Spacer()
      }
      Spacer()
    }
    let scene = Scene(name: "menu", page: page)
    var v = variant("iphone-15")
    v.design = .liquidGlass
    let request = try #require(try render(scene, v).requests.first { $0.opensByName })
    v.openMenu = request.source
    let r = try render(scene, v)
    let info = try #require(r.semantics.presentations.first)
    let top = try #require(request.sourceFrame).maxY + 8
    #expect(near(info.frame, Rect(x: 8, y: top, width: 250, height: 3 * 44 + 8)))
    let rows = r.semantics.menuButtons.map(\.frame)
    #expect(rows.map(\.minY) == [top, top + 44, top + 88 + 8])
    #expect(
      r.displayList.items.contains {
        if case .backdrop(_, let b) = $0 { return b.glass != nil }
        return false
      })
  }
}
