// Interactions on scenes: a tap on the view's own button opens what its state shows, a sheet a
// tap presents is drawn as a presentation, and a step that names nothing, several things or
// something covered fails with the candidates. Baseline names are worked out by hand (the FNV-1a
// hashes with Python's arithmetic, outside Popshot).
import Foundation
import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

/// A page whose button shows a popup behind `@State`, as every seed article writes one.
private struct PopupPage: View {
  @State private var shown = false
  var body: some View {
    ZStack {
      Button("Show popup") { shown = true }
      if shown {
        Color.black.opacity(0.4).onTapGesture { shown = false }.accessibilityIdentifier("scrim")
        Text("Saved").padding().background(Color.white)
      }
    }
  }
}

private struct SheetPage: View {
  @State private var editing = false
  var body: some View {
    Button("Edit") { editing = true }
      .sheet(isPresented: $editing) { Text("Editor") }
  }
}

/// A sheet whose own Done button closes it through `@Environment(\.dismiss)`.
private struct DoneSheetPage: View {
  @State private var editing = false
  var locked = false
  var body: some View {
    Button("Edit") { editing = true }
      .sheet(isPresented: $editing) { Done().interactiveDismissDisabled(locked) }
  }
  struct Done: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Done") { dismiss() } }
  }
}

private struct AlertPage: View {
  @State private var asking = false
  @State private var deleted = false
  var body: some View {
    Button(deleted ? "Deleted" : "Delete") { asking = true }
      .alert("Delete?", isPresented: $asking) {
        Button("Delete", role: .destructive) { deleted = true }
        Button("Cancel", role: .cancel) {}
      }
  }
}

/// A card counted by a tap gesture's `onEnded`.
private struct GesturePage: View {
  @State private var taps = 0
  var body: some View {
    Text("Taps \(taps)").padding()
      .gesture(TapGesture().onEnded { taps += 1 })
      .accessibilityIdentifier("card")
  }
}

/// A picker whose choice shows below it.
private struct PickerPage: View {
  @State private var flavor = "Vanilla"
  var body: some View {
    VStack {
      Picker("Flavor", selection: $flavor) {
        Text("Vanilla").tag("Vanilla")
        Text("Lemon").tag("Lemon")
      }
      Text("Chose \(flavor)")
    }
  }
}

private func labels(_ r: RenderedScene) -> [String] { r.semantics.elements.compactMap(\.label) }

@MainActor
@Suite struct InteractionTests {
  let iPhone = variant("iphone-15")

  @Test func aTapShowsThePopupItsStateGuards() throws {
    var scene = Scene(name: "popup", page: PopupPage())
    #expect(!labels(try render(scene, iPhone)).contains("Saved"))
    scene.interactions = [.tap("Show popup")]
    #expect(labels(try render(scene, iPhone)).contains("Saved"))
  }

  /// The scrim's own tap closes the popup again: two steps, each on the screen as it is then.
  @Test func stepsRunInOrderOnTheScreenAsItIsThen() throws {
    var scene = Scene(name: "popup", page: PopupPage())
    scene.interactions = [.tap("Show popup"), .tap("scrim")]
    #expect(!labels(try render(scene, iPhone)).contains("Saved"))
  }

  @Test func aTapPresentsASheet() throws {
    var scene = Scene(name: "sheet", page: SheetPage())
    #expect(try render(scene, iPhone).semantics.presentations.isEmpty)
    scene.interactions = [.tap("Edit")]
    let r = try render(scene, iPhone)
    #expect(r.semantics.presentations.map(\.kind) == [.sheet])
    #expect(labels(r).contains("Editor"))
  }

  /// Under a sheet's scrim the page's button is covered: a person's tap reaches the scrim.
  @Test func aCoveredElementCannotBeTapped() throws {
    var scene = Scene(name: "sheet", page: SheetPage())
    scene.interactions = [.tap("Edit"), .tap("Edit")]
    #expect {
      try render(scene, iPhone)
    } throws: { error in
      let text = "\(error)"
      return text.hasPrefix(#".tap("Edit"): "Edit" button"#) && text.contains("covered")
    }
  }

  @Test func aMissingNameListsWhatTakesATouch() throws {
    var scene = Scene(name: "popup", page: PopupPage())
    scene.interactions = [.tap("Nope")]
    #expect {
      try render(scene, iPhone)
    } throws: { error in
      let text = "\(error)"
      return text.contains(#"no element is labelled or identified "Nope""#)
        && text.contains(#"what takes a touch: "Show popup" button"#) && text.contains(" pt")
    }
  }

  @Test func anAmbiguousNameListsEachCandidate() throws {
    let page = VStack {
      Button("Same") {}
      Button("Same") {}
    }
    var scene = Scene(name: "two", page: page)
    scene.interactions = [.tap("Same")]
    #expect {
      try render(scene, iPhone)
    } throws: { error in
      let text = "\(error)"
      return text.contains(#"2 elements are named "Same""#)
        && text.contains("vstack/button[0]") && text.contains("vstack/button[1]")
    }
  }

  @Test func toggleNamesOnlyAToggle() throws {
    var scene = Scene(name: "popup", page: PopupPage())
    scene.interactions = [.toggle("Show popup")]
    #expect {
      try render(scene, iPhone)
    } throws: { error in "\(error)".contains("takes no toggle") }
  }

  private struct Looping: View {
    @State private var n = 0
    var body: some View {
      Button("Start \(n)") { n += 1 }
        .onChange(of: n) { n += 1 }
    }
  }

  /// An onChange that changes what it watches never settles: the render fails after 8 rounds.
  @Test func anOnChangeLoopFails() throws {
    var scene = Scene(name: "loop", page: Looping())
    scene.interactions = [.tap("Start 0")]
    #expect {
      try render(scene, iPhone)
    } throws: { error in "\(error)".contains("never settles") }
  }

  /// The same steps give the same pixels, and the view value keeps its own state for later
  /// renders without steps.
  @Test func interactionsAreDeterministicAndLeaveTheViewAsItWas() throws {
    let page = PopupPage()
    var scene = Scene(name: "popup", page: page)
    scene.interactions = [.tap("Show popup")]
    let first = try render(scene, iPhone).pixmap()
    let second = try render(scene, iPhone).pixmap()
    #expect(first.pixels == second.pixels)
    #expect(!labels(try render(Scene(name: "popup", page: page), iPhone)).contains("Saved"))
  }

  /// `.dismiss` swipes the sheet down: its binding is set to false, as the system sets it.
  @Test func dismissClosesASheet() throws {
    var scene = Scene(name: "sheet", page: SheetPage())
    scene.interactions = [.tap("Edit"), .dismiss]
    #expect(try render(scene, iPhone).semantics.presentations.isEmpty)
  }

  /// The sheet's own `dismiss()` closes it too.
  @Test func environmentDismissClosesThePresentationItIsIn() throws {
    var scene = Scene(name: "sheet", page: DoneSheetPage())
    scene.interactions = [.tap("Edit")]
    #expect(labels(try render(scene, iPhone)).contains("Done"))
    scene.interactions = [.tap("Edit"), .tap("Done")]
    let r = try render(scene, iPhone)
    #expect(r.semantics.presentations.isEmpty && !labels(r).contains("Done"))
  }

  @Test func aLockedSheetCannotBeSwipedAway() throws {
    var scene = Scene(name: "sheet", page: DoneSheetPage(locked: true))
    scene.interactions = [.tap("Edit"), .dismiss]
    #expect {
      try render(scene, iPhone)
    } throws: { error in "\(error)".contains("interactiveDismissDisabled") }
  }

  @Test func anAlertClosesOnlyThroughItsButtons() throws {
    var scene = Scene(name: "alert", page: AlertPage())
    scene.interactions = [.tap("Delete"), .dismiss]
    #expect {
      try render(scene, iPhone)
    } throws: { error in "\(error)".contains("an alert closes only through its buttons") }
  }

  /// A popup written in the view: `.dismiss` taps outside it, on its scrim, whose own action
  /// closes it.
  @Test func dismissTapsOutsideAPopup() throws {
    var scene = Scene(name: "popup", page: PopupPage())
    scene.interactions = [.tap("Show popup"), .dismiss]
    #expect(!labels(try render(scene, iPhone)).contains("Saved"))
  }

  @Test func dismissWithNothingPresentedFails() throws {
    var scene = Scene(name: "popup", page: PopupPage())
    scene.interactions = [.dismiss]
    #expect {
      try render(scene, iPhone)
    } throws: { error in "\(error)".contains("nothing is presented over the page") }
  }

  /// `TapGesture().onEnded` runs as `.onTapGesture` does; the element is named by its identifier.
  @Test func aTapGesturesEndActionRuns() throws {
    var scene = Scene(name: "gesture", page: GesturePage())
    scene.interactions = [.tap("card"), .tap("card")]
    #expect(labels(try render(scene, iPhone)).contains("Taps 2"))
  }

  /// `.select` chooses an option by its text; an option it does not have lists those it has.
  @Test func selectChoosesAPickerOption() throws {
    var scene = Scene(name: "picker", page: PickerPage())
    scene.interactions = [.select("Lemon", in: "Flavor")]
    #expect(labels(try render(scene, iPhone)).contains("Chose Lemon"))
    scene.interactions = [.select("Mint", in: "Flavor")]
    #expect {
      try render(scene, iPhone)
    } throws: { error in
      "\(error)".contains(#"has no option "Mint"; its options: "Vanilla", "Lemon""#)
    }
  }

  /// An action that does not return fails its step once the renderer's limit has passed, and
  /// the test goes on (the action's thread finishes on its own, 2 s later).
  @Test func anActionThatDoesNotReturnFailsTheStep() throws {
    var scene = Scene(name: "hang", page: Button("Wait") { Thread.sleep(forTimeInterval: 2) })
    scene.interactions = [.tap("Wait")]
    var renderer = SceneRenderer()
    renderer.actionTimeLimit = 0.2
    let start = Date()
    #expect {
      try renderer.render(scene, iPhone)
    } throws: { error in
      "\(error)".hasPrefix(#".tap("Wait"): the view's action did not return within 0.2 s"#)
    }
    #expect(Date().timeIntervalSince(start) < 1.5)
  }

  /// An alert's button closes the alert, then runs its action, as iOS does; the alert's own
  /// "Delete" is named by its id, the page's button shares the label.
  @Test func anAlertsButtonClosesItAndRuns() throws {
    var scene = Scene(name: "alert", page: AlertPage())
    scene.interactions = [.tap("Delete")]
    let open = try render(scene, iPhone)
    #expect(open.semantics.presentations.map(\.kind) == [.alert])
    let button = try #require(
      open.semantics.elements.first { $0.label == "Delete" && $0.layer != .page })
    scene.interactions = [.tap("Delete"), .tap(button.id)]
    let after = try render(scene, iPhone)
    #expect(after.semantics.presentations.isEmpty)
    #expect(labels(after).contains("Deleted"))
    scene.interactions = [.tap("Delete"), .tap("Cancel")]
    let cancelled = try render(scene, iPhone)
    #expect(cancelled.semantics.presentations.isEmpty && labels(cancelled).contains("Delete"))
  }

  @Test func storageNamesAreFileSafe() {
    #expect(Interaction.tap("Show popup").storageName == "tap-Show-popup")
    #expect(Interaction.toggle("Wi-Fi").storageName == "toggle-Wi-Fi")
    #expect(Interaction.type("Ada", into: "Name").storageName == "type-Ada-into-Name")
    #expect(Interaction.dismiss.storageName == "dismiss")
    #expect(Interaction.select("Lemon", in: "Flavor").storageName == "select-Lemon-in-Flavor")
    #expect(Interaction.storageName([.tap("Show"), .tap("Close")]) == "tap-Show-then-tap-Close")
    // FNV-1a of the UTF-8 bytes of "Показать".
    #expect(Interaction.tap("Показать").storageName == "tap-ed3ca94b")
    // 70 characters: the first 55 and the whole name's hash.
    let long = Interaction.storageName([
      .tap("Show popup"), .tap("Close"), .type("Hello world", into: "Message field"),
    ])
    #expect(long == "tap-Show-popup-then-tap-Close-then-type-Hello-world-int-885a6e7b")
    #expect(long.count == 64)
  }
}
