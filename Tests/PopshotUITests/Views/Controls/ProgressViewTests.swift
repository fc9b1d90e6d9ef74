import PopshotGraphics
import Testing

@testable import PopshotUI

/// ProgressView: the spinner and the bar (ProgressViewMetrics, docs/platform.md).
@Suite struct ProgressViewTests {
  /// `.controlSize(.large)` draws UIActivityIndicatorView's large spinner, 37 × 37 pt; `.small`
  /// keeps the medium 20 × 20.
  @Test func largeSpinner() throws {
    let res = try renderControls(
      VStack(alignment: .leading, spacing: 0) {
        ProgressView().controlSize(.large).id("large")
        ProgressView().controlSize(.small).id("small")
      })
    expectFrames(res.frames, ["large": r(0, 0, 37, 37), "small": r(0, 37, 20, 20)])
  }

  /// The spinner is 20 × 20 pt, eight spokes, no value; a bar is 4 pt tall and reads "50%".
  @Test func progressViews() throws {
    let res = try renderControls(
      VStack(alignment: .leading, spacing: 0) {
        ProgressView().id("spinner")
        ProgressView(value: 0.5).id("bar")
        ProgressView("Downloading", value: 30, total: 100).id("titled")
      })
    expectFrames(
      res.frames,
      [
        "spinner": r(0, 0, 20, 20), "bar": r(0, 20, 400, 4),
        "titled": r(0, 24, 400, SF.lineOnPixels(17) + 8 + 4),
      ])
    let spinner = try #require(res.semantics["spinner"])
    #expect(spinner.role == .progress && spinner.value == nil && spinner.actions == [])
    #expect(res.semantics["bar"]?.value == "50%")
    #expect(res.semantics["titled"]?.label == "Downloading")
    #expect(res.semantics["titled"]?.value == "30%")
    // The bar's fill: the tint over half of the 400 pt track.
    let fills = res.displayList.items.compactMap { item -> Rect? in
      if case .fill(let p, .solid(let c), _) = item, c == (try? SRGBColor(hex: "#007AFF")) {
        return p.controlBounds
      }
      return nil
    }
    #expect(fills.first.map { abs($0.width - 200) < 1e-6 && $0.height == 4 } == true)
  }

  @Test func circularStyleDrawsASpinnerForAFraction() throws {
    let res = try renderControls(
      ProgressView(value: 0.5).progressViewStyle(.circular).id("p"))
    expectFrames(res.frames, ["p": r(0, 0, 20, 20)])
    #expect(res.semantics["p"]?.value == "50%")
  }
}
