// `.underline` and `.strikethrough`: lines under or through a text's glyphs, in the text's colour
// or the one given, at the face's own underline position and thickness (the `post` table) and its
// strikeout height (OS/2), as Core Text draws them.
import PopshotGraphics
import PopshotText

/// A line drawn with text, and its colour (nil: the text's).
struct TextDecoration: Hashable, Sendable {
  var color: Color?

  /// The underline and strikethrough rectangles of every run of a laid-out text.
  static func items(
    _ layout: TextLayout, _ spans: [TextContent.Resolved], frame: Rect, scheme: ColorScheme
  ) -> [DisplayItem] {
    var items: [DisplayItem] = []
    for box in layout.runBoxes where box.maxX > box.minX {
      let span = spans[box.span]
      let width = box.maxX - box.minX
      func line(_ d: TextDecoration, centre: Double) {
        let style: any ShapeStyle = d.color ?? span.style
        let rect = Rect(
          x: frame.minX + box.minX, y: frame.minY + centre - box.thickness / 2, width: width,
          height: box.thickness)
        items.append(.fill(.rect(rect), style.paint(in: frame, scheme: scheme), .nonZero))
      }
      if let u = span.underline { line(u, centre: box.baseline + box.underlineOffset) }
      if let s = span.strikethrough { line(s, centre: box.baseline - box.strikeoutHeight) }
    }
    return items
  }
}

private struct UnderlineKey: EnvironmentKey {
  static let defaultValue: TextDecoration? = nil
}
private struct StrikethroughKey: EnvironmentKey {
  static let defaultValue: TextDecoration? = nil
}

extension EnvironmentValues {
  var underline: TextDecoration? {
    get { self[UnderlineKey.self] }
    set { self[UnderlineKey.self] = newValue }
  }
  var strikethrough: TextDecoration? {
    get { self[StrikethroughKey.self] }
    set { self[StrikethroughKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Underlines the text inside (`isActive` false removes it), in `color` or the text's colour.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    environment(\.underline, isActive ? TextDecoration(color: color) : nil)
  }
  /// Strikes through the text inside, in `color` or the text's colour.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    environment(\.strikethrough, isActive ? TextDecoration(color: color) : nil)
  }
}

extension Text {
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modified { $0.underline = isActive ? TextDecoration(color: color) : nil }
  }
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    modified { $0.strikethrough = isActive ? TextDecoration(color: color) : nil }
  }
}
