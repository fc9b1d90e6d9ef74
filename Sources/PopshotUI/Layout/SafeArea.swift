// The safe area while views are placed. `Output.safe` is the region views keep to and
// `Output.screen` how far a view reaching the safe area's edge extends (`.ignoresSafeArea`, a
// scroll view's visible region, a list's background; see LayoutNode.placeIn). The safe-area
// modifiers (`.safeAreaInset`, `.safeAreaPadding`) shrink the first for their content and make
// the second stop at their own frame unless that frame reaches the safe area's edge, so a view
// that ignores the safe area fills the modifier's frame, and the screen beyond it where the
// frame reaches the screen's unsafe edge (SwiftUI's safe-area regions nest the same way).
import PopshotGraphics

extension Output {
  /// Runs `place` with the safe area of a view placed in `frame` ending `insets` inside the
  /// frame's edges (where that is inside the safe area already in force), then restores it.
  mutating func placeWithSafeArea(
    of frame: Rect, insetBy insets: EdgeInsets, _ place: (inout Output) -> Void
  ) {
    let (savedSafe, savedScreen) = (safe, screen)
    let eps = 0.5
    var (s0x, s0y, s1x, s1y) = (safe.minX, safe.minY, safe.maxX, safe.maxY)
    var (r0x, r0y, r1x, r1y) = (screen.minX, screen.minY, screen.maxX, screen.maxY)
    if insets.top > 0 {
      s0y = max(s0y, frame.minY + insets.top)
      if frame.minY > savedSafe.minY + eps { r0y = frame.minY }
    }
    if insets.bottom > 0 {
      s1y = min(s1y, frame.maxY - insets.bottom)
      if frame.maxY < savedSafe.maxY - eps { r1y = frame.maxY }
    }
    if insets.leading > 0 {
      s0x = max(s0x, frame.minX + insets.leading)
      if frame.minX > savedSafe.minX + eps { r0x = frame.minX }
    }
    if insets.trailing > 0 {
      s1x = min(s1x, frame.maxX - insets.trailing)
      if frame.maxX < savedSafe.maxX - eps { r1x = frame.maxX }
    }
    s1x = max(s0x, s1x)
    s1y = max(s0y, s1y)
    safe = Rect(x: s0x, y: s0y, width: s1x - s0x, height: s1y - s0y)
    screen = Rect(x: r0x, y: r0y, width: r1x - r0x, height: r1y - r0y)
    place(&self)
    safe = savedSafe
    screen = savedScreen
  }
}
