import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

@MainActor @Suite struct OnAppearTests {
  private struct Appearing: View {
    @State var shown = false
    let counter: Counter
    var body: some View {
      Text(shown ? "after" : "before").id("t")
        .onAppear {
          counter.count += 1
          shown = true
        }
    }
  }
  final class Counter { var count = 0 }

  /// A still is the screen once it has appeared: the state onAppear sets is what it shows, and
  /// the action runs once per render.
  @Test func onAppearRunsOnceAndTheStillShowsItsState() throws {
    let counter = Counter()
    let r = try LayoutEngine.render(
      Appearing(counter: counter), size: Size(width: 200, height: 100))
    #expect(r.semantics["t"]?.label == "after")
    #expect(counter.count == 1)
  }
}
