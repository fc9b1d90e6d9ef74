import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// iOS 26's `Button(role:action:)`, `AnyShape`, SwiftUI's offset helpers and `labelsVisibility`.
@Suite struct RoleButtonTests {
  func elements(_ view: some View) throws -> [SemanticElement] {
    try LayoutEngine.render(view, size: Size(width: 200, height: 200)).semantics.elements
  }

  /// A close button shows the xmark and reads "Close"; a confirm button the checkmark, "Done".
  @Test func aRoleAloneGivesTheSystemGlyph() throws {
    // An action that is not a view: `{}` alone would also be an empty label.
    let close = try elements(Button(role: .close) { _ = 0 })
    #expect(close.contains { $0.role == .button && $0.label == "Close" })
    let done = try elements(Button(role: .confirm) { _ = 1 })
    #expect(done.contains { $0.role == .button && $0.label == "Done" })
    // The glyphs are the named symbols' own drawings.
    let xmark = try LayoutEngine.render(
      Image(systemName: "xmark"), size: Size(width: 200, height: 200)
    ).displayList.items.count
    #expect(xmark > 0)
  }

  @Test func anyShapeDrawsTheShapeItWraps() throws {
    func fills(_ view: some View) throws -> [Rect] {
      try LayoutEngine.render(view, size: Size(width: 100, height: 100)).displayList.items
        .compactMap {
          if case .fill(let p, _, _) = $0 { return p.controlBounds }
          return nil
        }
    }
    let erased = try fills(AnyShape(Circle()).frame(width: 40, height: 40))
    let plain = try fills(Circle().frame(width: 40, height: 40))
    #expect(erased == plain && !erased.isEmpty)
  }

  /// Offsets from the start: removing 1 and 3 of [a b c d e] leaves [a c e]; moving [0, 1] to
  /// offset 4 puts a and b before e.
  @Test func offsetHelpers() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.remove(atOffsets: IndexSet([1, 3]))
    #expect(letters == ["a", "c", "e"])
    var moved = ["a", "b", "c", "d", "e"]
    moved.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
    #expect(moved == ["c", "d", "a", "b", "e"])
    var toEnd = ["a", "b", "c"]
    toEnd.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(toEnd == ["b", "c", "a"])
  }

  @Test func labelsVisibilityHidesAsLabelsHiddenDoes() throws {
    let hidden = try LayoutEngine.render(
      Toggle("Wi-Fi", isOn: .constant(true)).labelsVisibility(.hidden),
      size: Size(width: 300, height: 100))
    let plain = try LayoutEngine.render(
      Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden(), size: Size(width: 300, height: 100))
    #expect(hidden.displayList == plain.displayList)
    var env = EnvironmentValues()
    env.labelsVisibility = .hidden
    #expect(env.labelsHidden && env.labelsVisibility == .hidden)
  }
}
