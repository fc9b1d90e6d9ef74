import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

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

  /// Accessibility focus starts off (false, or nil) and keeps a write, as focus does.
  @Test func accessibilityFocusStartsOffAndKeepsAWrite() {
    let flag = AccessibilityFocusState<Bool>()
    #expect(flag.wrappedValue == false)
    flag.projectedValue.wrappedValue = true
    #expect(flag.wrappedValue)
    let field = AccessibilityFocusState<String?>(for: .voiceOver)
    #expect(field.wrappedValue == nil)
    #expect(AccessibilityTechnologies.voiceOver.union(.switchControl).contains(.switchControl))
  }
}
