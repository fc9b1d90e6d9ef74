// Toolbar entries drawn in a bar: each entry's views side by side in the bar's text size, a
// confirmation action semibold, each view taking taps in at least 44 × 44 pt around it.
import PopshotGraphics

/// The entries of one end of a bar, in order, `itemSpacing` apart.
nonisolated struct BarItems: View {
  let entries: [ToolbarEntry]
  let textSize: Double
  let metrics: ToolbarMetrics.Bar
  var body: some View {
    let m = metrics
    // No items: nothing, not an empty stack that a stack around it would space.
    guard !entries.isEmpty else { return AnyView(EmptyView()) }
    return AnyView(
      HStack(spacing: m.itemSpacing) {
        ForEach(Array(entries.enumerated()), id: \.offset) { _, entry in
          ForEach(Array(entry.views.enumerated()), id: \.offset) { _, view in
            BarItem(
              view: view, confirmation: entry.placement == .confirmationAction, metrics: m)
          }
        }
      }
      .font(.system(size: textSize)))
  }
}

/// One view of a bar: semibold for a confirmation action, its symbols at the bar's image scale
/// (an app's own `.imageScale` inside wins), with its hit area widened.
nonisolated struct BarItem: View {
  let view: any View
  let confirmation: Bool
  let metrics: ToolbarMetrics.Bar
  var body: some View {
    let weighted =
      confirmation
      ? AnyView(AnyView(view).fontWeight(metrics.confirmationWeight)) : AnyView(view)
    return weighted.environment(\.isInToolbarItem, true).imageScale(metrics.imageScale)
      .modified(BarHitAreaModifier(minimumSize: metrics.minimumHitSize))
  }
}

/// Gives the button in a bar item its hit area (see BarHitAreaNode): at least `minimumSize`.
struct BarHitAreaModifier: LayoutModifier {
  let minimumSize: Size
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    BarHitAreaNode(c.content(), minimumSize: minimumSize)
  }
}

/// Child sizing and preferred size: the child's. The button inside takes taps in its frame grown
/// to at least `minimumSize`, centred on it, as UIKit's bar buttons do; what is drawn does not
/// move.
final class BarHitAreaNode: WrapperNode {
  let minimumSize: Size

  init(_ child: LayoutNode, minimumSize: Size) {
    self.minimumSize = minimumSize
    super.init(child)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let min = minimumSize
    let w = max(frame.width, min.width)
    let h = max(frame.height, min.height)
    out.contentShape = Rect(
      x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    child.placeIn(frame, &out)
    out.contentShape = nil
  }
}
