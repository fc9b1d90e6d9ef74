import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

private struct Retry: TransactionKey {
  static let defaultValue = 0
}

@Suite struct TransactionTests {
  /// A transaction holds its animation and keyed values; `withTransaction` runs its body at
  /// once; the function given to `.transaction` never runs in a still.
  @Test func transactions() throws {
    var t = Transaction(animation: .easeIn)
    #expect(t.animation == .easeIn && !t.disablesAnimations)
    #expect(t[Retry.self] == 0)
    t[Retry.self] = 3
    #expect(t[Retry.self] == 3)
    var ran = 0
    let result = withTransaction(t) {
      ran += 1
      return "done"
    }
    withTransaction(\.disablesAnimations, true) { ran += 1 }
    #expect(result == "done" && ran == 2)
    final class Flag { var ran = false }
    let flag = Flag()
    _ = try LayoutEngine.render(
      Text("x").transaction { _ in flag.ran = true }, size: Size(width: 100, height: 100))
    #expect(!flag.ran)
  }

  /// `withAnimation(_:completionCriteria:_:completion:)` runs its body, then its completion: a
  /// still shows the animation ended.
  @Test func animationCompletionRunsAfterTheBody() {
    var order: [String] = []
    let value = withAnimation(.easeOut, completionCriteria: .removed) {
      order.append("body")
      return 7
    } completion: {
      order.append("completion")
    }
    #expect(value == 7 && order == ["body", "completion"])
  }
}
