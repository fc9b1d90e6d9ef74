import PopshotAudit
import PopshotScenes
import PopshotTesting
import PopshotUI
import Testing

/// The test-facing audit API on a scene built in code: a well-made toast passes, the seed's fails.
@Suite struct AuditAssertionTests {
  let iPhone = [
    Variant(device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)
  ]

  @Test func accessibleToastHasNoErrors() throws {
    var t = Toast(style: .info, title: "Saved", message: "Your changes are saved.")
    t.duration = 0
    t.closeButton = false
    // A toast that stays needs a way out: this one has none, which is an error.
    let stays = Scene(name: "t", page: EmptyView(), presentations: [.toast(t)])
    #expect(
      try auditFindings(of: stays, variants: iPhone).contains { $0.rule == "timing.toast-no-exit" })
    let popup: Popup = {
      var p = Popup(
        content: VStack {
          Text("Saved").font(.headline)
          // iOS's high-contrast blue (#0040DD): 7.56:1 on white, where systemBlue has 4.02:1.
          Button {
          } label: {
            Text("Done").font(.headline).frame(minWidth: 88, minHeight: 44).contentShape(
              Rectangle())
          }
          .foregroundColor(Color(try! .init(hex: "#0040DD")))
          .id("popup.done")
        }.padding().background(Color.white).accessibilityEscapeAction())
      p.scrim = Color.black.opacity(0.3)
      p.closeControl = "popup.done"
      return p
    }()
    let good = Scene(name: "good", page: Color.white, presentations: [.popup(popup)])
    expectNoFindings(in: good, atOrAbove: .error, variants: iPhone)
  }
}
