import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotUI
import Testing

@testable import PopshotAudit

/// The audit over alerts and dialogs: the card's material blurs the page, so page text under it
/// is background, not text under text; the buttons are measured against the card; the page is
/// inert; the alert's buttons are its ways out.
@Suite struct DialogAuditTests {
  private func alertOver(_ behind: String) -> Scene {
    page(
      VStack { Text(behind).font(.title) }
        .alert("Sign out?", isPresented: .constant(true)) {
          Button("Sign Out", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        } message: {
          Text("You will need to sign in again.")
        })
  }

  @Test func pageTextUnderTheMaterialIsNotTextUnderText() throws {
    let f = try findings(alertOver("Account settings and more text"))
    #expect(!f.contains { $0.rule == "text.overlap" }, "\(f.map(\.message))")
    // Nothing on the page is reported: it is inert under the dimming.
    #expect(!f.contains { !$0.element.hasPrefix("alert/") && $0.rule.rawValue.hasPrefix("target") })
  }

  @Test func anAlertAlwaysHasAWayOut() throws {
    let f = try findings(page(Text("Page").alert("Saved", isPresented: .constant(true)) {}))
    #expect(!f.contains { $0.rule.rawValue.hasPrefix("dismiss") }, "\(f.map(\.rule))")
  }

  @Test func aDestructiveActionNeedsACancel() throws {
    // The legacy alert shows its one destructive button as given: no way to back out.
    let legacy = page(
      Text("Page").alert(isPresented: .constant(true)) {
        Alert(title: Text("Erase all?"), dismissButton: .destructive(Text("Erase")))
      })
    let f = try findings(legacy).filter { $0.rule == "dismiss.destructive-without-cancel" }
    #expect(f.count == 1 && f.first?.element == "alert")
    #expect(f.first?.message == "the alert offers \"Erase\", a destructive action, with no Cancel")
    // SwiftUI's .alert adds Cancel to a destructive action, and the legacy sheet with a cancel
    // passes.
    let modern = page(
      Text("Page").alert("Erase all?", isPresented: .constant(true)) {
        Button("Erase", role: .destructive) {}
      })
    #expect(!(try findings(modern)).contains { $0.rule == "dismiss.destructive-without-cancel" })
    let sheet = page(
      Text("Page").actionSheet(isPresented: .constant(true)) {
        ActionSheet(title: Text("Erase"), buttons: [.destructive(Text("Erase")), .cancel()])
      })
    #expect(!(try findings(sheet)).contains { $0.rule == "dismiss.destructive-without-cancel" })
    let bare = page(
      Text("Page").actionSheet(isPresented: .constant(true)) {
        ActionSheet(title: Text("Erase"), buttons: [.destructive(Text("Erase"))])
      })
    #expect(
      (try findings(bare)).filter { $0.rule == "dismiss.destructive-without-cancel" }.count == 1)
  }
}
