extension View {
  /// The most lines a text inside wraps to (nil: no limit); the last one is truncated.
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number)
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
