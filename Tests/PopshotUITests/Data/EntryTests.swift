import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

extension EnvironmentValues {
  @Entry var badgeCount: Int = 3
  @Entry var badgeTitle: String? = nil
  @Entry var badgeLabel: String?
}

extension Transaction {
  @Entry var retries: Int = 2
}

private struct Badge: View {
  @Environment(\.badgeCount) var count
  @Environment(\.badgeTitle) var title
  var body: some View { Text("\(title ?? "none") \(count)").id("t") }
}

/// Entry.swift: `@Entry` declares a value with its key in one line.
@MainActor @Suite struct EntryTests {
  private func label(_ view: some View) throws -> String? {
    try LayoutEngine.render(view, size: Size(width: 200, height: 100)).semantics["t"]?.label
  }

  /// The initial value is the default; `.environment` sets it for the views inside.
  @Test func anEntryReadsItsDefaultAndWhatIsSet() throws {
    #expect(try label(Badge()) == "none 3")
    #expect(
      try label(Badge().environment(\.badgeCount, 9).environment(\.badgeTitle, "Inbox"))
        == "Inbox 9")
  }

  /// An optional with no initial value defaults to nil; a transaction entry reads and writes.
  @Test func optionalAndTransactionEntries() {
    var environment = EnvironmentValues()
    #expect(environment.badgeLabel == nil)
    environment.badgeLabel = "New"
    #expect(environment.badgeLabel == "New")
    var transaction = Transaction()
    #expect(transaction.retries == 2)
    transaction.retries = 5
    #expect(transaction.retries == 5)
  }
}
