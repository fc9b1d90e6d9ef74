import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

private enum Theme: String { case light, dark }
private enum Level: Int {
  case low = 1
  case high = 3
}

private struct Settings: View {
  @AppStorage("popshot.tests.flag") var flag = false
  @AppStorage("popshot.tests.count") var count = 7
  @AppStorage("popshot.tests.ratio") var ratio = 0.5
  @AppStorage("popshot.tests.name") var name = "guest"
  @AppStorage("popshot.tests.site") var site = URL(string: "https://example.com")!
  @AppStorage("popshot.tests.blob") var blob = Data([1, 2])
  @AppStorage("popshot.tests.theme") var theme = Theme.light
  @AppStorage("popshot.tests.level") var level = Level.low
  @AppStorage("popshot.tests.nick") var nick: String?
  @AppStorage("popshot.tests.suite", store: UserDefaults(suiteName: "popshot.tests"))
  var suite = "default"
  @SceneStorage("popshot.tests.tab") var tab = 2
  @SceneStorage("popshot.tests.draft") var draft: String?

  var body: some View {
    Text(
      "\(flag) \(count) \(ratio) \(name) \(site.host ?? "") \(blob.count) \(theme.rawValue) "
        + "\(level.rawValue) \(nick ?? "nil") \(suite) \(tab) \(draft ?? "nil")"
    ).id("settings")
  }
}

@MainActor @Suite struct StorageTests {
  /// A still shows every declared default, whatever UserDefaults holds for the keys (written
  /// here first, so that reading them would show).
  @Test func storageShowsItsDefaultsAndNeverReadsUserDefaults() throws {
    let defaults = UserDefaults.standard
    defaults.set(true, forKey: "popshot.tests.flag")
    defaults.set(99, forKey: "popshot.tests.count")
    defaults.set("stored", forKey: "popshot.tests.name")
    defaults.set("stored", forKey: "popshot.tests.nick")
    UserDefaults(suiteName: "popshot.tests")?.set("stored", forKey: "popshot.tests.suite")
    let r = try LayoutEngine.render(Settings(), size: Size(width: 800, height: 100))
    #expect(
      r.semantics["settings"]?.label
        == "false 7 0.5 guest example.com 2 light 1 nil default 2 nil")
  }

  /// The projected value is a binding; a write is kept by the property (seen by copies) and
  /// never reaches UserDefaults.
  @Test func bindingsWriteToThePropertyOnly() {
    UserDefaults.standard.removeObject(forKey: "popshot.tests.written")
    let stored = AppStorage(wrappedValue: 1, "popshot.tests.written")
    let copy = stored
    let binding: Binding<Int> = stored.projectedValue
    binding.wrappedValue = 5
    #expect(copy.wrappedValue == 5)
    #expect(UserDefaults.standard.object(forKey: "popshot.tests.written") == nil)
    let scene = SceneStorage(wrappedValue: "a", "popshot.tests.scene")
    scene.projectedValue.wrappedValue = "b"
    #expect(scene.wrappedValue == "b")
  }
}

private enum Field: Hashable { case email, password }

private struct Login: View {
  @FocusState var field: Field?
  @FocusState var agreed: Bool
  var body: some View {
    VStack {
      Text(field.map { "\($0)" } ?? "none").id("field").focused($field, equals: .email)
      FocusLabel(isFocused: $agreed)
    }
  }
}

private struct FocusLabel: View {
  @FocusState.Binding var isFocused: Bool
  var body: some View { Text("\(isFocused)").id("agreed").focused($isFocused) }
}

private struct FocusOnAppear: View {
  @FocusState var field: Field?
  var body: some View {
    Text(field.map { "\($0)" } ?? "none").id("field").onAppear { field = .password }
  }
}

@MainActor @Suite struct FocusStateTests {
  /// Nothing is focused in a still: the optional form reads nil, the Bool form false, through
  /// a `FocusState.Binding` too; `.focused` leaves the frame as it is.
  @Test func nothingIsFocused() throws {
    let size = Size(width: 300, height: 200)
    let r = try LayoutEngine.render(Login(), size: size)
    #expect(r.semantics["field"]?.label == "none")
    #expect(r.semantics["agreed"]?.label == "false")
    let plain = try LayoutEngine.render(
      VStack {
        Text("none").id("field")
        Text("false").id("agreed")
      }, size: size)
    #expect(r.semantics["field"]?.frame == plain.semantics["field"]?.frame)
    #expect(r.semantics["agreed"]?.frame == plain.semantics["agreed"]?.frame)
  }

  /// Code that sets the focus as the view appears reads what it set, as `@State` would.
  @Test func aWriteIsKept() throws {
    let r = try LayoutEngine.render(FocusOnAppear(), size: Size(width: 300, height: 100))
    #expect(r.semantics["field"]?.label == "password")
  }
}
