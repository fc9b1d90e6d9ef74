// Confirmation dialogs on iPhone, from the documented metrics (docs/platform.md, "Confirmation
// dialogs") on an iPhone 15 (393 × 852 pt, bottom safe-area inset 34, 3×): the sheet is
// 393 − 2 × 8 = 377 pt wide at x 8; the cancel button's bottom is at 852 − 34 = 818 and it is
// 57.17 pt tall; the group of actions ends 8 pt above it; rows are 57.17 pt under hairlines.
import Foundation
import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

private func shown(_ view: some View) throws -> SceneSemantics {
  let v = Variant(device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)
  return try SceneRenderer().render(Scene(name: "dialog", page: view), v).semantics
}

extension SceneSemantics {
  fileprivate var dialogButtons: [SemanticElement] {
    elements.filter { $0.layer == .presentation("dialog") && $0.role == .button }
  }
  fileprivate func dialogText(_ s: String) -> SemanticElement? {
    elements.first { $0.layer == .presentation("dialog") && $0.text?.string == s }
  }
}

@Suite struct ConfirmationDialogTests {
  let rowHeight = 57.17
  let hairline = 1.0 / 3

  @Test func actionsAboveASeparateCancel() throws {
    let s = try shown(
      Text("Page")
        .confirmationDialog("Delete?", isPresented: .constant(true), titleVisibility: .visible) {
          Button("Cancel", role: .cancel) {}
          Button("Delete Photo", role: .destructive) {}
          Button("Duplicate") {}
        } message: {
          Text("The photo will be removed.")
        })
    let info = try #require(s.presentations.first)
    #expect(info.kind == .confirmationDialog && info.id == "dialog" && info.modal)
    let buttons = s.dialogButtons
    #expect(buttons.map(\.label) == ["Delete Photo", "Duplicate", "Cancel"])
    let cancel = Rect(x: 8, y: 818 - rowHeight, width: 377, height: rowHeight)
    #expect(near(buttons[2].frame, cancel))
    let groupBottom = cancel.minY - 8
    #expect(
      near(buttons[1].frame, Rect(x: 8, y: groupBottom - rowHeight, width: 377, height: rowHeight)))
    #expect(
      near(
        buttons[0].frame,
        Rect(x: 8, y: groupBottom - 2 * rowHeight - hairline, width: 377, height: rowHeight)))
    // Title and message in 13 pt: the title semibold over a message; 13.5 pt above and below.
    let title = try #require(s.dialogText("Delete?"))
    let message = try #require(s.dialogText("The photo will be removed."))
    #expect(title.text?.size == 13 && title.text?.weight == .semibold)
    #expect(message.text?.size == 13 && message.text?.weight == .regular)
    #expect(abs(title.frame.minY - info.frame.minY - 13.5) < 1e-6)
    #expect(abs(message.frame.minY - title.frame.maxY - 4) < 1e-6)
    #expect(abs(buttons[0].frame.minY - message.frame.maxY - 13.5 - hairline) < 1e-6)
    // Action text is 21 pt, the cancel semibold; the dimmed page cancels.
    #expect(s.dialogText("Duplicate")?.text?.size == 21)
    #expect(s.dialogText("Cancel")?.text?.weight == .semibold)
    #expect(info.waysOut.first == .tapOutside)
    #expect(
      near(
        info.frame,
        Rect(x: 8, y: title.frame.minY - 13.5, width: 377, height: 818 - title.frame.minY + 13.5)))
  }

  @Test func automaticHidesTheTitleAndCancelIsAdded() throws {
    let s = try shown(
      Text("Page")
        .confirmationDialog("Delete?", isPresented: .constant(true)) {
          Button("Delete", role: .destructive) {}
        })
    #expect(s.dialogText("Delete?") == nil)
    #expect(s.dialogButtons.map(\.label) == ["Delete", "Cancel"])
    let info = try #require(s.presentations.first)
    #expect(info.waysOut.contains(.tapOutside) && info.waysOut.contains(.escape))
  }

  @Test func legacyActionSheetShowsItsButtonsOnly() throws {
    let s = try shown(
      Text("Page")
        .actionSheet(isPresented: .constant(true)) {
          ActionSheet(
            title: Text("Share"), buttons: [.default(Text("Copy")), .default(Text("Mail"))])
        })
    #expect(s.dialogButtons.map(\.label) == ["Copy", "Mail"])
    // The title shows; without a message it is regular.
    #expect(s.dialogText("Share")?.text?.weight == .regular)
    let info = try #require(s.presentations.first)
    #expect(!info.waysOut.contains(.tapOutside) && !info.waysOut.contains(.escape))
    // Without a cancel button the group sits on the bottom line itself.
    #expect(abs(try #require(s.dialogButtons.last).frame.maxY - 818) < 1e-6)
    let plain = try shown(
      Text("Page").actionSheet(isPresented: .constant(true)) { ActionSheet(title: Text("Hi")) })
    #expect(plain.dialogButtons.map(\.label) == ["Cancel"])
  }

  @Test func presentingShowsOnlyWithData() throws {
    func page(_ file: String?) -> some View {
      Text("Page").confirmationDialog(
        "Delete \(file ?? "")?", isPresented: .constant(true), titleVisibility: .visible,
        presenting: file
      ) { f in
        Button("Delete \(f)", role: .destructive) {}
      } message: { f in
        Text("\(f) will be deleted.")
      }
    }
    #expect(try shown(page(nil)).presentations.isEmpty)
    let s = try shown(page("notes.txt"))
    #expect(s.dialogButtons.map(\.label) == ["Delete notes.txt", "Cancel"])
    #expect(s.dialogText("Delete notes.txt?") != nil)
    #expect(s.dialogText("notes.txt will be deleted.") != nil)
  }

  @Test func itemFormShowsWhileItsItemIsSet() throws {
    func page(_ file: String?) -> some View {
      Text("Page").confirmationDialog(
        Text("Share"), item: .constant(file), titleVisibility: .visible
      ) { f in
        Button("Copy \(f)") {}
      } message: { f in
        Text(f)
      }
    }
    #expect(try shown(page(nil)).presentations.isEmpty)
    let s = try shown(page("notes.txt"))
    #expect(s.dialogButtons.map(\.label) == ["Copy notes.txt", "Cancel"])
    #expect(s.dialogText("Share") != nil && s.dialogText("notes.txt") != nil)
  }

  /// On iPad the dialog is a popover from the view it is attached to: a 304 pt card (an
  /// estimate) below the button with the arrow at it, the actions in it and no Cancel row, a tap
  /// outside cancelling; an iPhone keeps the action sheet with its Cancel.
  @Test func onIPadADialogIsAPopoverFromItsSource() throws {
    let page = Button("Delete") {}.id("page.delete")
      .confirmationDialog("Delete?", isPresented: .constant(true)) {
        Button("Delete Photo", role: .destructive) {}
      }
    let pad = Variant(
      device: Device.named("ipad-air-11")!, orientation: .portrait, design: .classic)
    let r = try SceneRenderer().render(Scene(name: "dialog", page: page), pad)
    let info = try #require(r.semantics.presentations.first)
    // Drawn as a popover, read by the audit as the dialog it is.
    #expect(info.kind == .confirmationDialog && info.id == "dialog")
    let source = try #require(r.semantics["page.delete"])
    #expect(abs(info.frame.width - 304) < 1e-6)
    #expect(info.frame.minY > source.frame.maxY)
    #expect(abs(info.frame.midX - source.frame.midX) < 1)
    #expect(r.semantics.dialogButtons.map(\.label) == ["Delete Photo"])
    #expect(info.waysOut.contains(.tapOutside))
    // The tap outside is its cancel action, so a destructive action there is not "without a
    // cancel" (the audit's dismiss.destructive-without-cancel).
    guard case .dialog(let d) = info.details else {
      Issue.record("no dialog details")
      return
    }
    #expect(d.cancelAction != nil && d.destructiveActions.count == 1)
    let card = try #require(r.semantics.elements.first { $0.id == "dialog" })
    #expect(card.role == .dialog && card.traits == [.isModal])
    let phone = try shown(page)
    #expect(phone.dialogButtons.map(\.label) == ["Delete Photo", "Cancel"])
  }

  /// Metrics a scene sets win over the design's: an action sheet asked for in Liquid Glass is
  /// the action sheet (377 pt wide at x 8 on an iPhone 15), and left unset the design's card is
  /// drawn (at least 240 pt and narrower than the sheet: docs/platform.md, "Confirmation dialogs,
  /// popovers and menus in Liquid Glass").
  @Test func metricsTheSceneSetsWinOverTheDesigns() throws {
    let content = DialogContent(
      title: Text("Delete?"), message: nil,
      actions: AnyView(Button("Delete Photo", role: .destructive) {}), titleVisibility: .automatic)
    let glass = Variant(
      device: Device.named("iphone-15")!, orientation: .portrait, design: .liquidGlass)
    var sheet = SystemDialog(content)
    sheet.metrics = .classic
    let set = try SceneRenderer().render(
      Scene(name: "d", page: Text("Page"), presentations: [.confirmationDialog(sheet)]), glass)
    let frame = try #require(set.semantics.presentations.first?.frame)
    #expect(abs(frame.minX - 8) < 1e-6 && abs(frame.width - 377) < 1e-6)
    let unset = try SceneRenderer().render(
      Scene(
        name: "d", page: Text("Page"), presentations: [.confirmationDialog(SystemDialog(content))]),
      glass)
    let card = try #require(unset.semantics.presentations.first?.frame)
    #expect(card.width >= 240 && card.width < 377)
  }
}
