// Images for designers: a contact sheet per fixture (every device and orientation in one labelled
// image) and a copy of a variant with its findings outlined.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotScenes
import PopshotText

public enum ReportImages {
  /// Every variant of a scene side by side at half a point per pixel, each labelled below.
  public static func contactSheet(_ rendered: [RenderedScene], title: String) throws -> Pixmap {
    let gap = 40.0
    let labelHeight = 44.0
    var x = gap
    var height = 0.0
    var list = DisplayList()
    let typesetter = Typesetter.shared
    for r in rendered {
      let size = r.variant.device.size(r.variant.orientation)
      let frame = Rect(x: x, y: gap + labelHeight, width: size.width, height: size.height)
      list.append(.pushClip(.rect(frame), .nonZero))
      list.items += r.displayList.items.map { $0.translatedBy(dx: frame.minX, dy: frame.minY) }
      list.append(.popClip)
      list.append(
        .stroke(
          .rect(frame), StrokeStyle(width: 2), .solid(SRGBColor(r8: 0xC7, g8: 0xC7, b8: 0xCC))))
      let label = try typesetter.shape(
        r.variant.name, font: ResolvedFont(size: 22, weight: .semibold)
      ).layout(width: nil)
      list.items += label.displayItems(at: Point(x: x, y: gap), paint: .solid(.black))
      x += size.width + gap
      height = max(height, size.height)
    }
    let canvas = Size(width: x, height: gap + labelHeight + height + gap)
    var sheet = DisplayList([
      .fill(
        .rect(Rect(origin: .zero, size: canvas)), .solid(SRGBColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)),
        .nonZero)
    ])
    let heading = try typesetter.shape(title, font: ResolvedFont(size: 28, weight: .bold)).layout(
      width: nil)
    sheet.items += list.items
    sheet.items += heading.displayItems(at: Point(x: gap, y: 4), paint: .solid(.black))
    return try Painter(scale: 0.5).render(sheet, size: canvas)
  }

  /// The variant with each finding's frame outlined (red errors, orange warnings, blue notes),
  /// drawn at one pixel per point: a ninth of a 3× frame's pixels to draw and compress, which is
  /// most of what annotating cost (the render itself is in render/ at full resolution).
  public static func annotated(_ r: RenderedScene, findings: [Finding]) throws -> Pixmap {
    var list = r.displayList
    for f in findings {
      guard let frame = f.frame else { continue }
      let color =
        f.severity == .error
        ? SRGBColor(r8: 255, g8: 59, b8: 48)
        : f.severity == .warning
          ? SRGBColor(r8: 255, g8: 149, b8: 0) : SRGBColor(r8: 0, g8: 122, b8: 255)
      list.append(
        .stroke(.rect(frame.insetBy(dx: -1, dy: -1)), StrokeStyle(width: 1.5), .solid(color)))
    }
    return try Painter(scale: 1).render(list, size: r.variant.device.size(r.variant.orientation))
  }
}
