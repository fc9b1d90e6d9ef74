// The page dots of a paged TabView and of a UIPageControl: one dot per page in a row, the
// current one in the current tint, on an optional capsule backdrop. Numbers in
// PageControlMetrics.

/// A page control drawn with SwiftUI views. Child sizing: every dot gets its fixed box.
/// Preferred size: `PageControlMetrics.size(pages:)`.
nonisolated struct PageIndicator: View {
  @Environment(\.design) var design
  let pages: Int, current: Int
  let tints: PageIndicatorTints
  let drawsBackground: Bool

  var body: some View {
    let m = PageControlMetrics.of(design)
    let size = m.size(pages: pages)
    HStack(spacing: m.gap) {
      ForEach(0..<pages, id: \.self) { i in
        Circle()
          .fill(i == current ? tints.current ?? m.current : tints.other ?? m.other)
          .frame(width: m.dotDiameter, height: m.dotDiameter)
          .frame(width: m.indicatorBox, height: m.indicatorBox)
      }
    }
    .frame(width: size.width, height: size.height)
    .background {
      if drawsBackground || tints.prominentBackground { Capsule().fill(m.background) }
    }
  }
}
