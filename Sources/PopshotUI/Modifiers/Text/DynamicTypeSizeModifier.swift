// `.dynamicTypeSize`: a fixed text size for the views inside, or a range the variant's size is
// clamped to (`.dynamicTypeSize(...DynamicTypeSize.xxxLarge)` keeps accessibility sizes out).
import PopshotText

nonisolated extension View {
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }
  public func dynamicTypeSize(_ range: ClosedRange<DynamicTypeSize>) -> some View {
    transformEnvironment(\.dynamicTypeSize) {
      $0 = min(max($0, range.lowerBound), range.upperBound)
    }
  }
  public func dynamicTypeSize(_ range: PartialRangeThrough<DynamicTypeSize>) -> some View {
    transformEnvironment(\.dynamicTypeSize) { $0 = min($0, range.upperBound) }
  }
  public func dynamicTypeSize(_ range: PartialRangeFrom<DynamicTypeSize>) -> some View {
    transformEnvironment(\.dynamicTypeSize) { $0 = max($0, range.lowerBound) }
  }
  public func dynamicTypeSize(_ range: PartialRangeUpTo<DynamicTypeSize>) -> some View {
    transformEnvironment(\.dynamicTypeSize) { s in
      if let i = DynamicTypeSize.allCases.firstIndex(of: range.upperBound), i > 0,
        s >= range.upperBound
      {
        s = DynamicTypeSize.allCases[i - 1]
      }
    }
  }
  public func dynamicTypeSize(_ range: Range<DynamicTypeSize>) -> some View {
    transformEnvironment(\.dynamicTypeSize) { s in
      let all = DynamicTypeSize.allCases
      if let i = all.firstIndex(of: range.upperBound), i > 0, s >= range.upperBound {
        s = all[i - 1]
      }
      s = max(s, range.lowerBound)
    }
  }
}
