import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// NavigationStack.swift: a path of values of any types, and stacks bound to one.
@Suite struct NavigationPathTests {
  /// Two values pushed and one popped leave one; a path of three strings counts three.
  @Test func aPathCountsWhatIsPushed() {
    var path = NavigationPath()
    #expect(path.isEmpty)
    path.append(42)
    path.append("details")
    path.removeLast()
    #expect(path.count == 1 && path == NavigationPath([42]))
    #expect(NavigationPath(["a", "b", "c"]).count == 3)
  }

  /// A still shows the stack's root whatever its path: a stack bound to a path draws as one
  /// with none, to the item.
  @Test func aBoundStackDrawsItsRoot() throws {
    let size = Size(width: 393, height: 852)
    let bound = try LayoutEngine.render(
      NavigationStack(path: .constant(NavigationPath([1]))) { Text("Inbox").id("t") }, size: size)
    let plain = try LayoutEngine.render(NavigationStack { Text("Inbox").id("t") }, size: size)
    let typed = try LayoutEngine.render(
      NavigationStack(path: .constant([1, 2])) { Text("Inbox").id("t") }, size: size)
    #expect(bound.displayList == plain.displayList)
    #expect(typed.displayList == plain.displayList)
    #expect(bound.semantics["t"] != nil)
  }
}
