import PopshotGraphics
import PopshotSupport

/// The fewest lines a text field with a vertical axis is tall (`lineLimit(3...5)`,
/// `lineLimit(2, reservesSpace: true)`).
private struct MinimumLinesKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

extension EnvironmentValues {
  /// The lines a vertical text field reserves even when its text is shorter (nil: one).
  var minimumLines: Int? {
    get { self[MinimumLinesKey.self] }
    set { self[MinimumLinesKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The most lines a text inside wraps to (nil: no limit); the last one is truncated.
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
  }
  /// Between `limit.lowerBound` and `limit.upperBound` lines: a text wraps to the upper bound; a
  /// text field with a vertical axis is at least the lower bound tall.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound).environment(\.minimumLines, limit.lowerBound)
  }
  /// At least `limit.lowerBound` lines (a vertical text field's height), with no upper limit.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    environment(\.lineLimit, nil).environment(\.minimumLines, limit.lowerBound)
  }
  /// At most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    environment(\.lineLimit, limit.upperBound).environment(\.minimumLines, nil)
  }
  /// At most `limit` lines; with `reservesSpace` a vertical text field is that tall, however
  /// short its text.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    environment(\.lineLimit, limit).environment(\.minimumLines, reservesSpace ? limit : nil)
  }
}

extension FixtureModifier {
  /// `{"lineLimit": 2}`.
  static let lineLimit = FixtureModifier("lineLimit") { m, v in
    let n = try m.number()
    guard n >= 1, n <= 10_000, n == n.rounded() else {
      throw m.fail("expected a whole number of lines from 1 to 10000, found \(m.described)")
    }
    return AnyView(v.lineLimit(Int(n)))
  }
}
