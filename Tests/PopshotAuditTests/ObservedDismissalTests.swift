// Dismissal proven on the view's own code: each way out is tried, and the audit reports what
// happened. One screen of our own for each case the issue names: a popup whose dim does nothing,
// a popup with no way out, a sheet with interactiveDismissDisabled, and a toast that closes on
// tap. The expected trials follow from each view's code, read by hand.
import PopshotGraphics
import PopshotScenes
import PopshotUI
import Testing

@testable import PopshotAudit

/// A popup whose dim keeps its own copy of the flag (the seed 003 mistake): a tap on the dim sets
/// the copy, and only the Close button closes the popup.
private struct IgnoringDim: View {
  @State private var shown = false
  var body: some View {
    ZStack {
      Button("Open") { shown = true }
      if shown {
        Dim(shown: shown)
        VStack {
          Text("Saved")
          Button("Close") { shown = false }
        }
        .padding().background(Color.white)
      }
    }
  }
  struct Dim: View {
    @State var shown: Bool
    var body: some View {
      Color.black.opacity(0.4).onTapGesture { shown = false }.ignoresSafeArea()
    }
  }
}

/// A popup with nothing to close it: a dim that takes no tap and a card with no control.
private struct Trap: View {
  @State private var shown = false
  var body: some View {
    ZStack {
      Button("Start") { shown = true }
      if shown {
        Color.black.opacity(0.4).ignoresSafeArea()
        Text("Processing").padding().background(Color.white)
      }
    }
  }
}

/// A sheet that cannot be swiped down and has no control to close it.
private struct LockedSheet: View {
  @State private var editing = false
  var body: some View {
    Button("Edit") { editing = true }
      .sheet(isPresented: $editing) {
        Text("Unsaved changes").interactiveDismissDisabled()
      }
  }
}

/// A toast at the top that closes when tapped.
private struct TapToast: View {
  @State private var shown = false
  var body: some View {
    ZStack(alignment: .top) {
      Button("Save") { shown = true }.frame(maxWidth: .infinity, maxHeight: .infinity)
      if shown {
        Text("Saved").padding().background(Color.green).onTapGesture { shown = false }
      }
    }
  }
}

@MainActor @Suite struct ObservedDismissalTests {
  let iPhone = Variant(device: Device.named("iphone-15")!, orientation: .portrait)

  private func observe(_ view: some View, after steps: [Interaction]) throws -> (
    ObservedDismissal?, [Finding]
  ) {
    let scene = Scene(name: "t", page: view).after(steps)
    var rendered = try SceneRenderer().render(scene, iPhone)
    let observed = SceneRenderer().observeDismissal(scene, iPhone)
    rendered.observedDismissal = observed
    let findings = Auditor().audit(fixture: "t", rendered).filter {
      $0.rule.rawValue.hasPrefix("dismiss.")
    }
    return (observed, findings)
  }

  @Test func aDimThatDoesNothingIsReported() throws {
    let (observed, findings) = try observe(IgnoringDim(), after: [.tap("Open")])
    let o = try #require(observed)
    #expect(o.dimmed)
    #expect(
      o.trials.map(\.way) == [
        "tapping the dim outside it", "VoiceOver's escape gesture", #"tapping "Close""#,
      ])
    #expect(o.trials.map(\.closed) == [false, false, true])
    #expect(findings.map(\.rule) == ["dismiss.observed-dim-ignored"])
    #expect(
      findings.first?.message
        == #"tapping outside did not close the popup, though the dim invites it (what closed it: tapping "Close")"#
    )
  }

  @Test func aPopupWithNoWayOutIsATrap() throws {
    let (observed, findings) = try observe(Trap(), after: [.tap("Start")])
    let o = try #require(observed)
    #expect(!o.closes)
    #expect(o.trials.count == 2)
    #expect(o.trials.first?.refusal?.contains("reached nothing that takes a tap") == true)
    #expect(o.trials.last?.refusal == "no view on the screen declares accessibilityAction(.escape)")
    #expect(findings.map(\.rule) == ["dismiss.observed-trap"])
    #expect(findings.first?.message.hasPrefix("no way out: 2 tries, the popup stayed") == true)
    #expect(findings.first?.severity == .error)
  }

  @Test func aLockedSheetWithNoControlIsATrap() throws {
    let (observed, findings) = try observe(LockedSheet(), after: [.tap("Edit")])
    let o = try #require(observed)
    #expect(o.kind == "sheet")
    #expect(o.trials.map(\.way) == ["swiping the sheet down"])
    #expect(o.trials.first?.refusal?.contains("interactiveDismissDisabled") == true)
    #expect(findings.map(\.rule).contains("dismiss.observed-trap"))
  }

  @Test func aToastThatClosesOnTapPasses() throws {
    let (observed, findings) = try observe(TapToast(), after: [.tap("Save")])
    let o = try #require(observed)
    #expect(!o.dimmed)
    #expect(o.closes)
    #expect(o.trials.contains { $0.closed && $0.way.hasPrefix("tapping") })
    #expect(!findings.contains { $0.rule.rawValue.hasPrefix("dismiss.observed") })
  }

  /// Nothing over the page: nothing to try.
  @Test func aPlainPageIsNotProbed() throws {
    let (observed, _) = try observe(Trap(), after: [])
    #expect(observed == nil)
  }
}
