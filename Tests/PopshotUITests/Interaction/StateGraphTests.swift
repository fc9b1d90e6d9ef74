// State by identity in an interaction session, tested against SwiftUI's documented rules
// ("Demystify SwiftUI", WWDC21; the `State` and `id(_:)` reference pages; docs/swiftui.md,
// "Interactions"): structural identity keeps a child's state across its parent's body; `.id`
// with a new value is a new view; a ForEach row's state follows its element; a view that leaves
// the tree loses its state. Each expected label is worked out from the taps by hand.
import Combine
import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A button that counts its own taps: its label is `"<name> <taps>"`.
private struct Counter: View {
  let name: String
  @State private var taps = 0
  var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

/// A session over one view: render it, tap by label, read the labels, as the interaction driver
/// of PopshotScenes does with a scene. Used inside `inSession`, which runs the graph.
@MainActor
private final class Session<V: View> {
  let view: V
  let graph: StateGraph
  private(set) var last: LayoutResult?
  init(_ view: V, _ graph: StateGraph) {
    self.view = view
    self.graph = graph
  }

  /// The view rendered as the session leaves it (onChange actions answered).
  @discardableResult
  func render() throws -> LayoutResult {
    for _ in 0..<4 {
      graph.clearActions()
      let r = try LayoutEngine.render(view, size: Size(width: 390, height: 844))
      graph.collect()
      last = r
      if !graph.runChanges() { return r }
    }
    Issue.record("onChange never settled")
    return last!
  }

  /// The labels of the buttons of the last render, in tree order.
  var labels: [String] {
    (last?.semantics.elements ?? []).filter { $0.role == .button }.compactMap(\.label)
  }

  /// What the one element labelled `label` in the last render does.
  func action(_ label: String) throws -> ElementAction {
    let matches = (last?.semantics.elements ?? []).filter {
      $0.label == label && $0.interaction.exists
    }
    try #require(matches.count == 1, "\(label) in \(labels)")
    return try #require(graph.action(matches[0].interaction))
  }

  /// Taps the element labelled `label` in the last render, then renders again.
  func tap(_ label: String) throws {
    guard case .tap(let run) = try action(label) else {
      Issue.record("\(label) is not tappable")
      return
    }
    ElementAction.perform(run)
    try render()
  }
}

/// Runs `body` with a session over `view`, its first render done.
@MainActor
private func inSession<V: View>(_ view: V, _ body: (Session<V>) throws -> Void) throws {
  let graph = StateGraph()
  try graph.run {
    let s = Session(view, graph)
    try s.render()
    try body(s)
  }
}

@MainActor
@Suite struct StateGraphTests {
  /// A parent whose body makes a Counter again each time its own state changes.
  private struct Parent: View {
    @State private var flag = false
    var body: some View {
      VStack {
        Counter(name: "a")
        Button(flag ? "Flip on" : "Flip off") { flag.toggle() }
      }
    }
  }

  @Test func childStateSurvivesItsParentsBody() throws {
    try inSession(Parent()) { s in
      #expect(s.labels == ["a 0", "Flip off"])
      try s.tap("a 0")
      #expect(s.labels == ["a 1", "Flip off"])
      try s.tap("Flip off")
      #expect(s.labels == ["a 1", "Flip on"])
      try s.tap("a 1")
      #expect(s.labels == ["a 2", "Flip on"])
    }
  }

  @Test func aPlainRenderAfterTheSessionShowsTheInitialState() throws {
    let view = Parent()
    try inSession(view) { s in
      try s.tap("a 0")
      try s.tap("Flip off")
    }
    let plain = try LayoutEngine.render(view, size: Size(width: 390, height: 844))
    let labels = plain.semantics.elements.filter { $0.role == .button }.compactMap(\.label)
    #expect(labels == ["a 0", "Flip off"])
  }

  /// Two sessions over one view value keep apart: each starts from the declared values.
  @Test func sessionsDoNotShareState() throws {
    let view = Parent()
    try inSession(view) { first in try first.tap("Flip off") }
    try inSession(view) { second in #expect(second.labels == ["a 0", "Flip off"]) }
  }

  private struct Versioned: View {
    @State private var version = 0
    var body: some View {
      VStack {
        Counter(name: "a").id(version)
        Button("Bump") { version += 1 }
      }
    }
  }

  /// `.id` with a new value is a new view, whose state starts afresh.
  @Test func aNewIDResetsState() throws {
    try inSession(Versioned()) { s in
      try s.tap("a 0")
      try s.tap("a 1")
      #expect(s.labels == ["a 2", "Bump"])
      try s.tap("Bump")
      #expect(s.labels == ["a 0", "Bump"])
    }
  }

  private struct Reorderable: View {
    @State private var names = ["a", "b", "c"]
    var body: some View {
      VStack {
        ForEach(names, id: \.self) { Counter(name: $0) }
        Button("Reverse") { names.reverse() }
      }
    }
  }

  /// A row's state follows its element: "a" tapped once is still 1 at the bottom.
  @Test func forEachStateFollowsItsElement() throws {
    try inSession(Reorderable()) { s in
      try s.tap("a 0")
      #expect(s.labels == ["a 1", "b 0", "c 0", "Reverse"])
      try s.tap("Reverse")
      #expect(s.labels == ["c 0", "b 0", "a 1", "Reverse"])
    }
  }

  /// The same, when the rows are a List's (a lone ForEach given to a container as its rows).
  private struct ReorderableList: View {
    @State private var names = ["a", "b"]
    var body: some View {
      VStack {
        List { ForEach(names, id: \.self) { Counter(name: $0) } }
        Button("Reverse") { names.reverse() }
      }
    }
  }

  @Test func listRowStateFollowsItsElement() throws {
    try inSession(ReorderableList()) { s in
      try s.tap("b 0")
      try s.tap("Reverse")
      #expect(s.labels == ["b 1", "a 0", "Reverse"])
    }
  }

  private struct Branches: View {
    @State private var flag = false
    var body: some View {
      VStack {
        if flag { Counter(name: "yes") } else { Counter(name: "no") }
        Button("Flip") { flag.toggle() }
      }
    }
  }

  /// Each branch is a place of its own, and a view that leaves the tree loses its state: "no"
  /// comes back at 0.
  @Test func branchesHaveTheirOwnStateAndLoseItWhenGone() throws {
    try inSession(Branches()) { s in
      try s.tap("no 0")
      #expect(s.labels == ["no 1", "Flip"])
      try s.tap("Flip")
      #expect(s.labels == ["yes 0", "Flip"])
      try s.tap("Flip")
      #expect(s.labels == ["no 0", "Flip"])
    }
  }

  /// Two `if`s without `else`, each holding a Counter: each keeps its own place, so the second's
  /// count does not move to the first when the first is shown.
  private struct TwoIfs: View {
    @State private var first = false
    var body: some View {
      VStack {
        if first { Counter(name: "first") }
        if true { Counter(name: "second") }
        Button("Show first") { first = true }
      }
    }
  }

  @Test func twoIfsOfOneTypeKeepTheirOwnState() throws {
    try inSession(TwoIfs()) { s in
      try s.tap("second 0")
      #expect(s.labels == ["second 1", "Show first"])
      try s.tap("Show first")
      #expect(s.labels == ["first 0", "second 1", "Show first"])
    }
  }

  private struct Appearing: View {
    @State private var appeared = 0
    @State private var taps = 0
    var body: some View {
      VStack {
        Text("appeared \(appeared)").onAppear { appeared += 1 }
        Button("Tap \(taps)") { taps += 1 }
      }
    }
  }

  /// `onAppear` runs when the view appears, not at each render while it stays.
  @Test func onAppearRunsOncePerAppearance() throws {
    try inSession(Appearing()) { s in
      try s.tap("Tap 0")
      try s.tap("Tap 1")
      let texts = s.last!.semantics.elements.compactMap { $0.text?.string }
      #expect(texts.contains("appeared 1"))
      #expect(s.labels == ["Tap 2"])
    }
  }

  private struct Watching: View {
    @State private var count = 0
    @State private var log = "none"
    var body: some View {
      VStack {
        Button("Add \(count)") { count += 1 }
        Button("Log \(log)") {}
      }
      .onChange(of: count) { old, new in log = "\(old) to \(new)" }
    }
  }

  /// `onChange` runs after the render that changed its value, with the old value and the new.
  @Test func onChangeRunsAfterAChange() throws {
    try inSession(Watching()) { s in
      #expect(s.labels == ["Add 0", "Log none"])
      try s.tap("Add 0")
      #expect(s.labels == ["Add 1", "Log 0 to 1"])
      try s.tap("Add 1")
      #expect(s.labels == ["Add 2", "Log 1 to 2"])
    }
  }

  private final class Model: ObservableObject {
    @Published var taps = 0
  }

  private struct ModelCounter: View {
    @StateObject private var model = Model()
    var body: some View { Button("Model \(model.taps)") { model.taps += 1 } }
  }

  private struct ModelParent: View {
    @State private var flag = false
    var body: some View {
      VStack {
        ModelCounter()
        Button(flag ? "on" : "off") { flag.toggle() }
      }
    }
  }

  /// A `@StateObject` is made once for its view's identity: the parent's body making the view
  /// again does not make a new model.
  @Test func stateObjectIsMadeOncePerIdentity() throws {
    try inSession(ModelParent()) { s in
      try s.tap("Model 0")
      try s.tap("off")
      try s.tap("Model 1")
      #expect(s.labels == ["Model 2", "on"])
    }
  }

  private struct Stored: View {
    @AppStorage("taps") private var taps = 0
    var body: some View { Button("Stored \(taps)") { taps += 1 } }
  }

  /// `@AppStorage` is kept in memory for the session, as `@State` is (a dynamic property built of
  /// one is bound through it).
  @Test func appStorageIsKeptForTheSession() throws {
    try inSession(VStack { Stored() }) { s in
      try s.tap("Stored 0")
      try s.tap("Stored 1")
      #expect(s.labels == ["Stored 2"])
    }
  }

  private struct Switch: View {
    @State private var isOn = false
    var body: some View {
      VStack {
        Toggle("Wi-Fi", isOn: $isOn)
        Button(isOn ? "is on" : "is off") {}
      }
    }
  }

  /// A toggle's tap flips its binding; its element's value follows ("1" on, as UIKit reads a
  /// switch).
  @Test func toggleFlipsItsBinding() throws {
    try inSession(Switch()) { s in
      try s.tap("Wi-Fi")
      #expect(s.labels == ["is on"])
      let toggle = s.last!.semantics.elements.first { $0.role == .toggle }
      #expect(toggle?.value == "1")
    }
  }

  /// Two buttons that both count, the second by 10 and disabled: had its action run, the first
  /// button's label would read 10 or more.
  private struct HalfDisabled: View {
    @State private var count = 0
    var body: some View {
      VStack {
        Button("On \(count)") { count += 1 }
        Button("Off") { count += 10 }.disabled(true)
      }
    }
  }

  /// A disabled button takes no tap: its element has no action to run, while the enabled one
  /// beside it, with the same kind of action, has one and counts.
  @Test func aDisabledButtonHasNoAction() throws {
    try inSession(HalfDisabled()) { s in
      let elements = s.last!.semantics.elements
      let on = try #require(elements.first { $0.label == "On 0" && $0.role == .button })
      let off = try #require(elements.first { $0.label == "Off" && $0.role == .button })
      #expect(on.interaction.exists)
      #expect(!off.interaction.exists)
      #expect(s.graph.action(off.interaction) == nil)
      #expect(s.labels == ["On 0", "Off"])
      try s.tap("On 0")
      #expect(s.labels == ["On 1", "Off"])
    }
  }

  /// The handle is not part of what an element is: a render in a session has the same semantics,
  /// compared and encoded, as a plain one.
  @Test func handlesAreNeitherComparedNorEncoded() throws {
    let plain = try LayoutEngine.render(Parent(), size: Size(width: 390, height: 844))
    var session: LayoutResult?
    try inSession(Parent()) { s in session = s.last }
    let rendered = try #require(session)
    #expect(rendered.semantics.elements.contains { $0.interaction.exists })
    #expect(plain.semantics == rendered.semantics)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(try encoder.encode(plain.semantics) == encoder.encode(rendered.semantics))
  }

  private struct Leaving: View {
    @State private var shown = true
    @State private var log = "here"
    var body: some View {
      VStack {
        if shown { Text("Toast").onDisappear { log = "gone" } }
        Button("Hide \(log)") { shown = false }
      }
    }
  }

  /// `onDisappear` runs after the render that no longer has its view, and the screen is drawn
  /// again from what it set.
  @Test func onDisappearRunsWhenTheViewLeaves() throws {
    try inSession(Leaving()) { s in
      #expect(s.labels == ["Hide here"])
      try s.tap("Hide here")
      #expect(s.labels == ["Hide gone"])
    }
  }

  private struct Field: View {
    @State private var name = ""
    @State private var submitted = "nothing"
    var body: some View {
      VStack {
        TextField("Name", text: $name)
        Button("Sent \(submitted)") {}
      }
      .onSubmit { submitted = name }
    }
  }

  /// Typing sets the field's text through its binding; Return runs the `onSubmit` around it.
  @Test func typingSetsTheTextAndSubmits() throws {
    try inSession(Field()) { s in
      guard case .text(let text, let submit) = try s.action("Name") else {
        Issue.record("the field takes no typing")
        return
      }
      text.wrappedValue = "Ada"
      try #require(submit != nil)
      ElementAction.perform(submit!)
      try s.render()
      #expect(s.labels == ["Sent Ada"])
      let field = s.last!.semantics.elements.first { $0.role == .textField }
      #expect(field?.value == "Ada")
    }
  }
}
