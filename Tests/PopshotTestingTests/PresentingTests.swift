import Foundation
import PopshotTesting
import Testing

@testable import PopshotSnapshot

/// A view with a sheet its own state opens, as the seeds write them.
private struct SheetPage: View {
  @State private var isSheetPresented = false
  var body: some View {
    VStack {
      Text("Page")
      Button("Show Sheet") { isSheetPresented.toggle() }
        .sheet(isPresented: $isSheetPresented) {
          Text("Sheet").presentationDetents([.medium])
        }
    }
  }
}

/// A view that shows its sheet from the start (the seeds' Maps-style panel).
private struct ShownSheetPage: View {
  var body: some View {
    Button("Open") {}
      .sheet(isPresented: .constant(true)) { Text("Panel").presentationDetents([.medium]) }
  }
}

/// A page with a popup its button shows, a button that changes nothing, a toggle, two buttons
/// that share a label, and a picker (chosen, not tapped): what `.eachTap` takes one tap each of.
private struct TapPage: View {
  @State private var shown = false
  @State private var isOn = false
  @State private var count = 0
  var body: some View {
    ZStack {
      VStack {
        Button("Show popup") { shown = true }
        Button("Nothing") {}
        Toggle("Wi-Fi", isOn: $isOn)
        Button("Add") { count += 1 }.id("first")
        Button("Add") { count += 2 }.id("second")
        Text("\(count)")
        Picker("Size", selection: $count) { Text("Small").tag(0) }
      }
      if shown { Text("Saved").padding().background(Color.white) }
    }
  }
}

/// A popup its Open button shows, whose Next button shows a second line.
private struct TwoTapPage: View {
  @State private var open = false
  @State private var next = false
  var body: some View {
    VStack {
      Button("Open") { open = true }
      if open { Button("Next") { next = true } }
      if next { Text("Second") }
    }
  }
}

/// An empty package in a temporary folder, and the path of a test file in it: snapshots are
/// stored in its Snapshots/ folder.
private func temporaryPackage() throws -> (root: URL, file: String) {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent(
    "popshot-presenting-\(UUID().uuidString)")
  try FileManager.default.createDirectory(
    at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
  try Data().write(to: root.appendingPathComponent("Package.swift"))
  return (root, root.appendingPathComponent("Tests/T.swift").path)
}

/// `scene` recorded on an iPhone 15 (classic) under Snapshots/T/<name> of a temporary package,
/// presenting what `presenting` says, and what the tests read back. The package goes with it.
private final class Recording {
  static let iPhone15 = Variant(
    device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)
  let root: URL
  let file: String
  /// What `verifySnapshots` reported.
  let failures: [SnapshotFailure]
  var store: BaselineStore { BaselineStore(root: root.appendingPathComponent("Snapshots").path) }

  init(_ scene: Scene, named name: String, presenting: Presenting = .each) throws {
    (root, file) = try temporaryPackage()
    failures = verifySnapshots(
      of: scene, variants: [Recording.iPhone15], named: "T/\(name)", presenting: presenting,
      mode: .all, file: file)
  }

  deinit { try? FileManager.default.removeItem(at: root) }

  /// The snapshot folders recorded under Snapshots/T, sorted.
  func folders() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Snapshots/T").path
    ).sorted()
  }

  /// The sidecar of `variant` in the folder Snapshots/T/`folder`.
  func sidecar(_ folder: String, _ variant: String = "iphone-15.portrait.classic") throws
    -> Sidecar
  {
    try store.sidecar("T/\(folder)", variant)
  }
}

@MainActor @Suite struct PresentingTests {
  let iPhone15 = Recording.iPhone15

  @Test func asIsShowsNoSheetAndEachOpensIt() throws {
    let scene = Scene(name: "page", page: SheetPage())
    let recording = try Recording(scene, named: "sheet")
    #expect(recording.failures.isEmpty)
    // The page as is, and the page with the sheet found on its button opened.
    let asIs = try recording.sidecar("sheet")
    let opened = try recording.sidecar("sheet.sheet@vstack-button")
    #expect(asIs.semantics.presentations.isEmpty)
    let sheet = try #require(opened.semantics.presentations.first)
    // Medium on iPhone 15: maxDetentValue 852 − 69 − 34 = 749, half is 374.5, plus the 34 pt
    // bottom inset: the sheet's top is at 852 − 408.5 = 443.5.
    #expect(sheet.kind == .sheet && sheet.sheet?.detent == "medium")
    #expect(abs(sheet.frame.minY - 443.5) < 1e-9)
    // Opening was for that render only: the view's state is back to closed.
    #expect(try SceneRenderer().render(scene, iPhone15).semantics.presentations.isEmpty)
  }
}

/// A view whose tree shows a presentation as it is also yields its page variant with `.each`:
/// the screen before the sheet, where the button that opens it is no longer under the scrim.
@MainActor @Suite struct ShownPresentationPageTests {
  @Test func eachAddsThePageVariant() throws {
    let scene = Scene(name: "page", page: ShownSheetPage())
    let recording = try Recording(scene, named: "shown")
    #expect(recording.failures.isEmpty)
    let iPhone15 = Recording.iPhone15
    let shown = try recording.sidecar("shown")
    let page = try recording.sidecar("shown", "iphone-15.portrait.classic.page")
    #expect(shown.semantics.presentations.count == 1)
    #expect(page.semantics.presentations.isEmpty)
    #expect(page.semantics.elements.contains { $0.role == .button && !$0.inert })
    // As it is, only the shown variant.
    let asIs = recording.root.appendingPathComponent("asis").path
    try FileManager.default.createDirectory(atPath: asIs, withIntermediateDirectories: true)
    _ = verifySnapshots(
      of: scene, variants: [iPhone15], named: "T/asis", presenting: .asIs, mode: .all,
      file: recording.file)
    #expect((try? recording.sidecar("asis", "iphone-15.portrait.classic.page")) == nil)
  }
}

/// A list that opens a sheet for the fruit chosen: `.sheet(item:)` needs a value to open.
private struct Fruit: Identifiable, Sendable {
  let id: String
}

private struct FruitList: View {
  @State private var chosen: Fruit?
  var body: some View {
    Button("Apple") { chosen = Fruit(id: "apple") }
      .sheet(item: $chosen) { fruit in Text(fruit.id).presentationDetents([.medium]) }
  }
}

@MainActor @Suite struct SheetItemPresentingTests {
  /// `.each(items:)` opens the item sheet once per value of its type (named after the value's id)
  /// and ignores values of other types; plain `.each` leaves it out.
  @Test func itemSheetsOpenWithTheGivenValues() throws {
    let scene = Scene(name: "page", page: FruitList())
    let recording = try Recording(
      scene, named: "fruit", presenting: .each(items: Fruit(id: "apple"), Fruit(id: "pear"), 42))
    #expect(recording.failures.isEmpty)
    let folders = try recording.folders()
    #expect(folders.count == 3, "\(folders)")
    let apple = try #require(folders.first { $0.hasSuffix("#apple") })
    let opened = try recording.sidecar(apple)
    #expect(opened.semantics.presentations.first?.kind == .sheet)
    #expect(folders.contains { $0.hasSuffix("#pear") } && folders.contains("fruit"))
    // The item is back to nil after each opening.
    #expect(
      try SceneRenderer().render(scene, Recording.iPhone15).semantics.presentations.isEmpty)
  }
}

/// What the variant's device and orientation make the size classes: an iPhone is compact wide in
/// portrait and compact high in landscape; an iPad is regular both ways.
@MainActor @Suite struct SizeClassTests {
  private struct Probe: View {
    @Environment(\.horizontalSizeClass) var width
    @Environment(\.verticalSizeClass) var height
    var body: some View {
      Text("\(width?.rawValue ?? "nil") \(height?.rawValue ?? "nil")").id("classes")
    }
  }

  @Test(arguments: [
    (Variant.iPhone15, "compact regular"), (Variant.iPhone15.landscape, "compact compact"),
    (Variant.iPadAir, "regular regular"),
  ])
  func sizeClasses(_ v: Variant, _ expected: String) throws {
    let r = try SceneRenderer().render(Scene(name: "t", page: Probe()), v)
    #expect(r.semantics["classes"]?.label == expected)
    #expect(try layout(Probe(), on: v).semantics["classes"]?.label == expected)
  }
}

/// A page with an alert and a confirmation dialog its state opens.
private struct DeletePage: View {
  @State private var confirming = false
  @State private var signingOut = false
  var body: some View {
    VStack {
      Button("Delete") { confirming = true }
        .confirmationDialog("Delete?", isPresented: $confirming) {
          Button("Delete", role: .destructive) {}
        }
      Button("Sign Out") { signingOut = true }
        .alert("Sign out?", isPresented: $signingOut) {
          Button("Sign Out", role: .destructive) {}
          Button("Cancel", role: .cancel) {}
        }
    }
  }
}

@MainActor @Suite struct DialogPresentingTests {
  /// `.each` opens each alert and dialog the page attaches, one variant each, named after the
  /// kind and where it is attached, as for sheets; the audit sees them.
  @Test func eachOpensAlertsAndDialogs() throws {
    let scene = Scene(name: "page", page: DeletePage())
    let recording = try Recording(scene, named: "delete")
    #expect(recording.failures.isEmpty)
    let folders = try recording.folders()
    #expect(folders.count == 3, "\(folders)")
    let alert = try #require(folders.first { $0.hasPrefix("delete.alert@") })
    let dialog = try #require(folders.first { $0.hasPrefix("delete.confirmationDialog@") })
    let a = try recording.sidecar(alert)
    #expect(a.semantics.presentations.map(\.kind) == [.alert])
    let d = try recording.sidecar(dialog)
    #expect(d.semantics.presentations.map(\.kind) == [.confirmationDialog])
    #expect(
      try SceneRenderer().render(scene, Recording.iPhone15).semantics.presentations.isEmpty)
  }
}

/// A page with a Menu and a context menu: no binding opens them, a snapshot does by name.
private struct MenuPage: View {
  var body: some View {
    VStack {
      Menu("Sort") {
        Button("Name") {}
        Button("Date") {}
      }
      Text("Photo").contextMenu { Button("Delete", role: .destructive) {} }
    }
  }
}

@MainActor @Suite struct MenuPresentingTests {
  /// `.each` opens each menu too, one variant each, named `<name>.menu@<where>` and
  /// `<name>.contextMenu@<where>`; the page as it is shows them closed.
  @Test func eachOpensMenusByName() throws {
    let recording = try Recording(Scene(name: "page", page: MenuPage()), named: "menus")
    #expect(recording.failures.isEmpty)
    let folders = try recording.folders()
    #expect(folders == ["menus", "menus.contextMenu@vstack-text", "menus.menu@vstack-menu"])
    let menu = try recording.sidecar("menus.menu@vstack-menu")
    #expect(menu.semantics.presentations.map(\.kind) == [.menu])
    let labels = menu.semantics.elements.filter {
      $0.layer == .presentation("menu") && $0.role == .button
    }.map(\.label)
    #expect(labels == ["Name", "Date"])
    let context = try recording.sidecar("menus.contextMenu@vstack-text")
    #expect(context.semantics.presentations.map(\.kind) == [.menu])
    let asIs = try recording.sidecar("menus")
    #expect(asIs.semantics.presentations.isEmpty)
  }
}

/// A legacy `.alert(item:)`: it opens with `.each(items:)`, once per value of its item type.
private struct ItemAlertPage: View {
  @State private var failing: Fruit?
  var body: some View {
    Button("Load") {}
      .alert(item: $failing) { fruit in
        Alert(title: Text("Could not load \(fruit.id)"), dismissButton: .cancel(Text("OK")))
      }
  }
}

@MainActor @Suite struct DialogItemPresentingTests {
  @Test func itemAlertsOpenWithTheGivenValues() throws {
    let recording = try Recording(
      Scene(name: "page", page: ItemAlertPage()), named: "load",
      presenting: .each(items: Fruit(id: "kiwi")))
    #expect(recording.failures.isEmpty)
    let folders = try recording.folders()
    let kiwi = try #require(folders.first { $0.hasPrefix("load.alert@") && $0.hasSuffix("#kiwi") })
    let opened = try recording.sidecar(kiwi)
    #expect(opened.semantics.presentations.map(\.kind) == [.alert])
    #expect(opened.semantics.elements.contains { $0.text?.string == "Could not load kiwi" })
  }
}

@MainActor @Suite struct EachTapTests {
  /// `.eachTap`: the page, then one state per enabled control, named by label, or by id where two
  /// share one; the button whose tap changes nothing draws the page again and is skipped.
  @Test func eachTapTakesEveryStateOneTapAway() throws {
    let recording = try Recording(
      Scene(name: "taps", page: TapPage()), named: "taps", presenting: .eachTap)
    #expect(recording.failures.isEmpty, "\(recording.failures.map(\.message))")
    #expect(
      try recording.folders() == [
        "taps", "taps.tap-Show-popup", "taps.tap-Wi-Fi", "taps.tap-first", "taps.tap-second",
      ])
  }

  /// A depth of 2: Open's state, then Next's from there, named after both taps; tapping Open
  /// again draws what Open drew, and is skipped.
  @Test func aDepthOfTwoTakesTheStatesASecondTapLeadsTo() throws {
    let recording = try Recording(
      Scene(name: "two", page: TwoTapPage()), named: "two", presenting: .eachTap(depth: 2))
    #expect(recording.failures.isEmpty, "\(recording.failures.map(\.message))")
    #expect(try recording.folders() == ["two", "two.tap-Open", "two.tap-Open-then-tap-Next"])
  }

  /// `after:` names the baselines after the steps, and draws the state they lead to.
  @Test func stepsNameTheBaselines() throws {
    let (root, _) = try temporaryPackage()
    defer { try? FileManager.default.removeItem(at: root) }
    let steps: [Interaction] = [.tap("Show popup")]
    let context = SnapshotContext(
      directory: root.path, name: "T/popup." + Interaction.storageName(steps), mode: .all,
      interactions: steps)
    let failures = Snapshotting<TapPage, String>.semantics(on: [Recording.iPhone15])
      .check(TapPage(), context)
    #expect(failures.isEmpty)
    let path = root.appendingPathComponent(
      "T/popup.tap-Show-popup.iphone-15.portrait.classic.semantics.txt"
    ).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(#""Saved""#))
  }
}
