import PopshotGraphics
import Testing

@testable import PopshotUI

/// `.accessibilityElement(children:)`: one element for the view; the ones inside left out,
/// merged or kept (SwiftUI's AccessibilityChildBehavior).
@Suite struct AccessibilityElementTests {
  func visible(_ view: some View) throws -> [SemanticElement] {
    try LayoutEngine.render(view, size: Size(width: 390, height: 200)).semantics.elements
      .filter { !$0.hiddenFromAccessibility }
  }

  /// Combined, a row of two texts is one stop that reads both, in order, over the row's frame.
  @Test func combineMergesTheLabels() throws {
    let row = HStack {
      Text("Wi-Fi")
      Text("On")
    }.accessibilityElement(children: .combine).id("row")
    let r = try LayoutEngine.render(row, size: Size(width: 390, height: 200))
    let shown = r.semantics.elements.filter { !$0.hiddenFromAccessibility }
    #expect(shown.count == 1)
    #expect(shown.first?.label == "Wi-Fi, On" && shown.first?.role == .text)
    #expect(shown.first?.frame == r.frames["row"])
    #expect(r.semantics.elements.filter(\.hiddenFromAccessibility).count == 2)
  }

  /// A combined button keeps its action: the merged element is a button.
  @Test func combineKeepsActions() throws {
    let shown = try visible(
      VStack {
        Text("Notifications")
        Button("Allow") {}
      }.accessibilityElement(children: .combine))
    #expect(shown.count == 1 && shown[0].role == .button && !shown[0].actions.isEmpty)
    #expect(shown[0].label == "Notifications, Allow")
  }

  /// Ignored, the elements inside are left out and the view's own label (set outside) is read.
  @Test func ignoreLeavesTheInsideOut() throws {
    let shown = try visible(
      HStack {
        Image(systemName: "star.fill")
        Text("4.8")
      }.accessibilityElement().accessibilityLabel("Rated 4.8 stars"))
    #expect(shown.map(\.label) == ["Rated 4.8 stars"])
  }

  /// Contained, the elements stay, after the container's.
  @Test func containKeepsTheChildren() throws {
    let shown = try visible(
      VStack {
        Text("A")
        Text("B")
      }.accessibilityElement(children: .contain))
    #expect(shown.map(\.role) == [.container, .text, .text])
    #expect(shown.dropFirst().map(\.label) == ["A", "B"])
  }
}
