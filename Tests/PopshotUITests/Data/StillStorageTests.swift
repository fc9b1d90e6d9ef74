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

@MainActor @Suite struct StillStorageTests {
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
