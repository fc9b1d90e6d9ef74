import Foundation
import PopshotGraphics
import PopshotTesting
import Testing

/// A body that makes itself inside a stack.
private struct Recursive: View {
  var body: VStack<Recursive> { VStack { Recursive() } }
}

private struct CountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A preference whose value its own action increments.
private struct Restless: View {
  @State var count = 0
  var body: some View {
    Text("count").preference(key: CountKey.self, value: count)
      .onPreferenceChange(CountKey.self) { count = $0 + 1 }
  }
}

/// A hostile view's snapshot fails with the render's error, naming the view, in every variant,
/// and the test goes on (issue 48).
@Suite struct HostileViewSnapshotTests {
  let iPhone15 = Variant(device: Device.named("iphone-15")!, orientation: .portrait)

  func failures(_ page: some View, _ name: String) -> [String] {
    let root = NSTemporaryDirectory() + "popshot-hostile-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    return verifySnapshots(
      of: Scene(name: "page", page: page), variants: [iPhone15], named: name, mode: .all,
      directory: root
    ).map(\.message)
  }

  @Test func aBodyThatMakesItselfFailsTheSnapshot() {
    #expect(
      failures(Recursive(), "T/recursive") == [
        "T/recursive iphone-15.portrait: Recursive: the view tree is deeper than 1000 levels "
          + "(a body that makes itself?); rendering stopped there"
      ])
  }

  @Test func aPreferenceLoopFailsTheSnapshot() {
    let messages = failures(Restless(), "T/restless")
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasPrefix(
        "T/restless iphone-15.portrait: Restless: onPreferenceChange(CountKey) at ") == true)
    #expect(messages.first?.contains("in each of 3 layout passes") == true)
  }

  /// swift-snapshot-testing's `.image(layout: .sizeThatFits)` measures the view first: the
  /// measurement ends too, and the render fails.
  @Test func sizeThatFitsFailsTheSnapshot() {
    let root = NSTemporaryDirectory() + "popshot-hostile-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: root) }
    let context = SnapshotContext(directory: root, name: "T/fits", mode: .all)
    let messages = Snapshotting<Recursive, Pixmap>.image(layout: .sizeThatFits)
      .check(Recursive(), context).map(\.message)
    #expect(messages.count == 1)
    #expect(
      messages.first?.hasSuffix(
        "Recursive: the view tree is deeper than 1000 levels (a body that makes itself?); "
          + "rendering stopped there") == true)
  }
}
