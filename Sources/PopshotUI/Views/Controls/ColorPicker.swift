// A colour picker closed, as iOS 17 draws it (UIColorWell): facts and sources in
// docs/platform.md, "ColorPicker".
import Foundation
import PopshotGraphics

/// A control choosing a colour (SwiftUI's ColorPicker). A still shows it closed: the label
/// leading and the colour well trailing (a rainbow ring around a disc of the selected colour),
/// the picker as wide as offered. Its element has the role button, the label and the colour's
/// hex as value ("#FF3B30"; "#FF3B3080" when translucent and opacity is supported).
public nonisolated struct ColorPicker: View {
  @Environment(\.design) var design
  let label: AnyView, title: String?, color: Color, supportsOpacity: Bool
  @Environment(\.colorScheme) var colorScheme

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Color>, supportsOpacity: Bool = true
  ) {
    self.init(
      label: AnyView(Text(String(title))), title: String(title), color: selection.wrappedValue,
      supportsOpacity: supportsOpacity)
  }
  public init<Label: View>(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: AnyView(label()), title: nil, color: selection.wrappedValue,
      supportsOpacity: supportsOpacity)
  }

  init(label: AnyView, title: String?, color: Color, supportsOpacity: Bool) {
    self.label = label
    self.title = title
    // Without opacity the picker offers only opaque colours, so it shows the colour opaque.
    var shown = color
    if !supportsOpacity {
      shown.light.alpha = 1
      shown.dark.alpha = 1
    }
    self.color = shown
    self.supportsOpacity = supportsOpacity
  }

  public var body: some View {
    let m = ColorPickerMetrics.of(design)
    let hex = color.resolved(colorScheme).hexString(alpha: supportsOpacity)
    return ColorPickerBody(label: label, color: color, metrics: m)
      .control("colorpicker", ControlSemantics(role: .button, label: title, value: hex))
  }
}

private nonisolated struct ColorPickerBody: View {
  let label: AnyView, color: Color, metrics: ColorPickerMetrics
  @Environment(\.labelsHidden) var labelsHidden

  var body: some View {
    let m = metrics
    let inset = m.ringWidth + m.ringGap
    return HStack(spacing: labelsHidden ? 0 : m.labelSpacing) {
      if labelsHidden {
        label.controlLabel()
      } else {
        label.controlLabel().frame(maxWidth: .infinity, alignment: .leading)
      }
      ZStack {
        ForEach(0..<m.ringSegments, id: \.self) { i in
          ColorWellSegment(index: i, count: m.ringSegments, width: m.ringWidth)
            .fill(Color(hue: Double(i) / Double(m.ringSegments), saturation: 1, brightness: 1))
        }
        Circle().fill(color).padding(inset)
      }
      .frame(width: m.wellDiameter, height: m.wellDiameter)
      .controlGraphic()
    }
  }
}

/// One flat segment of the well's rainbow ring: a piece of an annulus `width` wide at the
/// edge of the rect, segment 0 starting at the top and the hues going clockwise. Segments
/// overlap by a hair so no seam shows between them.
nonisolated struct ColorWellSegment: Shape {
  let index: Int, count: Int, width: Double
  func path(in cgRect: CGRect) -> Path {
    let rect = Rect(cg: cgRect)
    let outer = min(rect.width, rect.height) / 2
    let inner = max(outer - width, 0)
    let step = 2 * Double.pi / Double(count)
    let start = -Double.pi / 2 + step * Double(index)
    let end = start + step * 1.05
    func point(_ radius: Double, _ angle: Double) -> Point {
      Point(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
    }
    let steps = 4
    var path = Path()
    path.move(to: point(outer, start))
    for k in 1...steps { path.line(to: point(outer, start + (end - start) * Double(k) / 4)) }
    for k in (0...steps).reversed() {
      path.line(to: point(inner, start + (end - start) * Double(k) / 4))
    }
    path.close()
    return path
  }
}
