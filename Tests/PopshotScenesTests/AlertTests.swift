// Alerts drawn from a view's `.alert`: the frames below are worked out from the documented
// metrics (docs/platform.md, "Alerts") on an iPhone 15 (393 × 852 pt at 3×): the card is 270 pt
// wide and centred on the screen (x = (393 − 270) / 2 = 61.5, mid y 426); buttons are 44 pt
// rows under a one-pixel (1/3 pt) separator; two side by side are (270 − 1/3) / 2 wide each.
import Foundation
import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

private let hairline = 1.0 / 3

private func shown(_ view: some View, textSize: DynamicTypeSize = .large) throws
  -> SceneSemantics
{
  let v = Variant(
    device: Device.named("iphone-15")!, orientation: .portrait, textSize: textSize,
    design: .classic)
  return try SceneRenderer().render(Scene(name: "alert", page: view), v).semantics
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

extension SceneSemantics {
  /// The buttons of the alert layer, in order.
  fileprivate var alertButtons: [SemanticElement] {
    elements.filter { $0.layer == .presentation("alert") && $0.role == .button }
  }
  fileprivate func text(_ s: String) -> SemanticElement? {
    elements.first { $0.layer == .presentation("alert") && $0.text?.string == s }
  }
}

private struct Oops: LocalizedError {
  var errorDescription: String? { "Could not save" }
}

@Suite struct AlertTests {
  @Test func twoButtonsShareARowWithCancelLeading() throws {
    let s = try shown(
      Button("Sign out") {}
        .alert("Sign out?", isPresented: .constant(true)) {
          Button("Sign Out", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("You will need to sign in again.")
        })
    let info = try #require(s.presentations.first)
    #expect(info.kind == .alert && info.id == "alert" && info.modal)
    let card = info.frame
    #expect(close(card.minX, 61.5) && close(card.width, 270) && close(card.midY, 426))
    let title = try #require(s.text("Sign out?"))
    let message = try #require(s.text("You will need to sign in again."))
    // Title 17 pt semibold, message 13 pt regular, both centred in the 230 pt between the insets.
    #expect(title.text?.size == 17 && title.text?.weight == .semibold)
    #expect(message.text?.size == 13 && message.text?.weight == .regular)
    #expect(close(title.frame.minY, card.minY + 20) && close(title.frame.midX, 196.5))
    #expect(close(message.frame.minY, title.frame.maxY + 2))
    let buttons = s.alertButtons
    #expect(buttons.map(\.label) == ["Cancel", "Sign Out"])
    let w = (270 - hairline) / 2
    let top = message.frame.maxY + 20 + hairline
    #expect(near(buttons[0].frame, Rect(x: 61.5, y: top, width: w, height: 44)))
    #expect(near(buttons[1].frame, Rect(x: 61.5 + w + hairline, y: top, width: w, height: 44)))
    #expect(close(card.maxY, top + 44))
    // The whole row takes the tap.
    #expect(buttons[0].hitFrame == buttons[0].frame)
    // Cancel is semibold and blue; the destructive action is red.
    #expect(s.text("Cancel")?.text?.weight == .semibold)
    #expect(s.text("Sign Out")?.text?.weight == .regular)
    #expect(buttons[0].foreground == Color.blue.resolved(.light))
    #expect(buttons[1].foreground == Color.red.resolved(.light))
  }

  @Test func threeButtonsStackWithCancelAtTheBottom() throws {
    let s = try shown(
      Text("Page")
        .alert("Save changes?", isPresented: .constant(true)) {
          Button("Cancel", role: .cancel) {}
          Button("Save") {}
          Button("Don't Save", role: .destructive) {}
        })
    let card = try #require(s.presentations.first).frame
    let buttons = s.alertButtons
    #expect(buttons.map(\.label) == ["Save", "Don't Save", "Cancel"])
    // Bottom up: each row 44 pt, a hairline above each.
    for (i, b) in buttons.reversed().enumerated() {
      let y = card.maxY - 44 - Double(i) * (44 + hairline)
      #expect(near(b.frame, Rect(x: 61.5, y: y, width: 270, height: 44)))
    }
    // Title alone: 20 pt above and below it.
    let title = try #require(s.text("Save changes?"))
    #expect(close(title.frame.minY, card.minY + 20))
    #expect(close(buttons[0].frame.minY, title.frame.maxY + 20 + hairline))
  }

  @Test func twoLongLabelsStack() throws {
    let s = try shown(
      Text("Page")
        .alert("Storage full", isPresented: .constant(true)) {
          Button("Manage Storage Settings") {}
          Button("Not Now", role: .cancel) {}
        })
    let buttons = s.alertButtons
    // "Manage Storage Settings" at 17 pt is wider than 135 − 2 × 8 = 119 pt.
    #expect(buttons.map(\.label) == ["Manage Storage Settings", "Not Now"])
    #expect(buttons.allSatisfy { close($0.frame.width, 270) })
  }

  @Test func anAlertWithoutActionsGetsOK() throws {
    let s = try shown(Text("Page").alert("Saved", isPresented: .constant(true)) {})
    let card = try #require(s.presentations.first).frame
    let ok = try #require(s.alertButtons.first)
    #expect(s.alertButtons.count == 1 && ok.label == "OK")
    #expect(near(ok.frame, Rect(x: 61.5, y: card.maxY - 44, width: 270, height: 44)))
  }

  @Test func theDimmedPageIsInertAndOnlyButtonsClose() throws {
    let s = try shown(
      Button("Behind") {}
        .alert("Delete?", isPresented: .constant(true)) {
          Button("Delete", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        })
    let info = try #require(s.presentations.first)
    #expect(info.scrimFrame == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(!info.pageInteractive)
    #expect(Set(info.closeControls) == Set(s.alertButtons.map(\.id)))
    #expect(!info.waysOut.contains(.tapOutside))
    // VoiceOver's escape performs the cancel action.
    #expect(info.waysOut.contains(.escape))
    let buttons = s.alertButtons
    #expect(
      info.dialog == DialogInfo(destructiveActions: [buttons[1].id], cancelAction: buttons[0].id))
    let behind = try #require(s.elements.first { $0.layer == .page && $0.role == .button })
    #expect(behind.inert)
    let box = try #require(s.elements.first { $0.role == .alert })
    #expect(box.frame == info.frame && box.traits == [.isModal])
  }

  @Test func legacyAlertsBecomeTheSameCard() throws {
    let two = try shown(
      Text("Page")
        .alert(isPresented: .constant(true)) {
          Alert(
            title: Text("Delete photo?"), message: Text("This cannot be undone."),
            primaryButton: .destructive(Text("Delete")), secondaryButton: .cancel())
        })
    #expect(two.alertButtons.map(\.label) == ["Cancel", "Delete"])
    let one = try shown(
      Text("Page").alert(isPresented: .constant(true)) { Alert(title: Text("Done")) })
    #expect(one.alertButtons.map(\.label) == ["OK"])
    let dismiss = try shown(
      Text("Page").alert(isPresented: .constant(true)) {
        Alert(title: Text("Done"), dismissButton: .default(Text("Got It")))
      })
    #expect(dismiss.alertButtons.map(\.label) == ["Got It"])
  }

  @Test func errorAlertsAreTitledByTheDescription() throws {
    let s = try shown(
      Text("Page").alert(isPresented: .constant(true), error: Oops() as Oops?) {
        Button("Retry") {}
        Button("Cancel", role: .cancel) {}
      })
    #expect(s.text("Could not save")?.text?.weight == .semibold)
    let none = try shown(
      Text("Page").alert(isPresented: .constant(true), error: nil as Oops?) { Button("OK") {} })
    #expect(none.presentations.isEmpty)
  }

  @Test func presentingShowsOnlyWithData() throws {
    func page(_ name: String?) -> some View {
      Text("Page").alert("Remove", isPresented: .constant(true), presenting: name) { n in
        Button("Remove \(n)", role: .destructive) {}
      } message: { n in
        Text("\(n) will be removed.")
      }
    }
    #expect(try shown(page(nil)).presentations.isEmpty)
    let s = try shown(page("Ada"))
    #expect(s.alertButtons.map(\.label) == ["Cancel", "Remove Ada"])
    #expect(s.text("Ada will be removed.") != nil)
  }

  @Test func buttonsAreReadInOrderThroughForEachAndGroups() throws {
    let s = try shown(
      Text("Page").alert(Text("Pick"), isPresented: .constant(true)) {
        ForEach(["One", "Two"], id: \.self) { Button($0) {} }
        Group { Button("Three") {} }
        Text("not a button")
      })
    #expect(s.alertButtons.map(\.label) == ["One", "Two", "Three"])
  }

  @Test func oneCancelShowsAndADestructiveActionGetsOne() throws {
    let twoCancels = try shown(
      Text("Page").alert("Leave?", isPresented: .constant(true)) {
        Button("Stay", role: .cancel) {}
        Button("Leave") {}
        Button("Not Now", role: .cancel) {}
      })
    // The last cancel written shows, leading in the row.
    #expect(twoCancels.alertButtons.map(\.label) == ["Not Now", "Leave"])
    let destructive = try shown(
      Text("Page").alert("Delete?", isPresented: .constant(true)) {
        Button("Delete", role: .destructive) {}
      })
    #expect(destructive.alertButtons.map(\.label) == ["Cancel", "Delete"])
    // The legacy alert keeps its one button.
    let legacy = try shown(
      Text("Page").alert(isPresented: .constant(true)) {
        Alert(title: Text("Delete?"), dismissButton: .destructive(Text("Delete")))
      })
    #expect(legacy.alertButtons.map(\.label) == ["Delete"])
  }

  @Test func accessibilitySizesWidenTheCardAndStackTheButtons() throws {
    let s = try shown(
      Text("Page").alert("Delete?", isPresented: .constant(true)) {
        Button("No", role: .cancel) {}
        Button("Yes") {}
      }, textSize: .accessibility3)
    let card = try #require(s.presentations.first).frame
    // 310 pt wide: x = (393 − 310) / 2 = 41.5; the cancel button last.
    #expect(close(card.minX, 41.5) && close(card.width, 310))
    #expect(s.alertButtons.map(\.label) == ["Yes", "No"])
    #expect(s.alertButtons.allSatisfy { close($0.frame.width, 310) })
  }

  @Test func aTallMessageScrollsInsideTheSafeArea() throws {
    let long = Array(repeating: "This message goes on and on.", count: 60).joined(separator: " ")
    let s = try shown(
      Text("Page").alert("Terms", isPresented: .constant(true)) {
        Button("Agree") {}
      } message: {
        Text(long)
      })
    let card = try #require(s.presentations.first).frame
    // iPhone 15: the safe area is 852 − 59 − 34 = 759 pt tall; 20 pt kept above and below.
    #expect(close(card.height, 759 - 40) && close(card.midY, 426))
    let ok = try #require(s.alertButtons.first)
    #expect(close(ok.frame.maxY, card.maxY) && close(ok.frame.height, 44))
  }

  /// A disabled action (`.disabled(true)` on its button) is drawn in tertiaryLabel (#3C3C43 at
  /// 30 %) and marked `notEnabled` for VoiceOver and the audit; the enabled one stays systemBlue.
  @Test func aDisabledActionIsDimmedAndNotEnabled() throws {
    let s = try shown(
      Text("Page").alert("Save?", isPresented: .constant(true)) {
        Button("Later") {}
        Button("Save") {}.disabled(true)
      })
    let buttons = s.alertButtons
    #expect(buttons.map(\.label) == ["Later", "Save"])
    #expect(buttons[1].traits?.contains(.notEnabled) == true)
    #expect(buttons[0].traits?.contains(.notEnabled) != true)
    let save = try #require(s.text("Save"))
    let later = try #require(s.text("Later"))
    #expect(save.foreground == (try SRGBColor(hex: "#3C3C43")).opacity(0.3))
    #expect(later.foreground == (try SRGBColor(hex: "#007AFF")))
  }
}
