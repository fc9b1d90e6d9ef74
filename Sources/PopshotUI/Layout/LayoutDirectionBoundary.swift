// Right-to-left layout, as SwiftUI does it: the places of views are mirrored, their contents
// are not. A layout is made left to right; where the layout direction turns right-to-left (the
// root's environment, or `.environment(\.layoutDirection, .rightToLeft)`) everything placed
// inside is mirrored about the middle of that frame: stacks run from the right, leading
// padding and alignment are on the right, a list's separators and chevrons, the back chevron and
// a switch's thumb mirror with it. Each leaf (a text line, an image, a symbol, a shape) was
// mirrored about its own middle first (`Output.keepUpright`), so two mirrorings move it without
// turning it: text reads left to right inside its mirrored place, and a multi-line text's
// leading lines end up on the right. `.flipsForRightToLeftLayoutDirection(true)` leaves a
// view's content mirrored too.
import PopshotGraphics

/// Where the layout direction changes: the content, placed, mirrored about its frame's middle.
final class LayoutDirectionBoundary: WrapperNode {
  override func place(_ frame: Rect, _ out: inout Output) {
    let mark = out.mark()
    let outer = out.mayBeRightToLeft
    out.mayBeRightToLeft = true
    child.placeIn(frame, &out)
    out.mayBeRightToLeft = outer
    out.mirror(since: mark, around: frame.midX)
  }
}

extension Output {
  /// Where the output stood before a subtree was placed.
  struct Mark {
    let items: Int, elements: Int, conditionals: Int, presentations: Int
    let frames: Set<String>
  }
  func mark() -> Mark {
    Mark(
      items: items.count, elements: elements.count, conditionals: conditionals.count,
      presentations: presentations.count, frames: Set(frames.keys))
  }

  /// Mirrors what was placed since `mark` about the vertical line at `x`: drawing, element
  /// frames, the frames of views with ids, conditional regions and presentations' sources.
  mutating func mirror(since mark: Mark, around x: Double) {
    func flip(_ r: Rect) -> Rect {
      Rect(x: 2 * x - r.maxX, y: r.minY, width: r.width, height: r.height)
    }
    for i in mark.items..<items.count { items[i] = items[i].mirroredHorizontally(around: x) }
    for i in mark.elements..<elements.count {
      elements[i].frame = flip(elements[i].frame)
      elements[i].hitFrame = elements[i].hitFrame.map(flip)
    }
    for (id, r) in frames where !mark.frames.contains(id) { frames[id] = flip(r) }
    for i in mark.conditionals..<conditionals.count {
      let c = conditionals[i]
      conditionals[i] = ConditionalRegion(
        id: c.id, frame: flip(c.frame), firstElement: c.firstElement,
        covers: c.covers.map { CoverShape(frame: flip($0.frame), opaque: $0.opaque) })
    }
    for i in mark.presentations..<presentations.count {
      presentations[i].sourceFrame = presentations[i].sourceFrame.map(flip)
    }
  }

  /// A leaf's drawing since item `start`, in right-to-left layout: mirrored about the middle of
  /// `frame`, so that the mirroring of the whole layout puts it back upright in its mirrored
  /// place. Nothing in left-to-right layout, or when the view asks to be flipped.
  mutating func keepUpright(from start: Int, in frame: Rect, _ env: EnvironmentValues) {
    guard mayBeRightToLeft, env.layoutDirection == .rightToLeft, !env.flipsForRightToLeft
    else { return }
    for i in start..<items.count { items[i] = items[i].mirroredHorizontally(around: frame.midX) }
  }
}

private struct FlipsForRightToLeftKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether views here mirror their content in right-to-left layout
  /// (`.flipsForRightToLeftLayoutDirection(true)`).
  var flipsForRightToLeft: Bool {
    get { self[FlipsForRightToLeftKey.self] }
    set { self[FlipsForRightToLeftKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Mirrors this view's content in right-to-left layout, as its place is (an arrow that points
  /// the way the text reads); without it only its place is mirrored.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    environment(\.flipsForRightToLeft, enabled)
  }
}
