// Images for designers: a contact sheet per fixture (every device and orientation in one labelled
// image) and a copy of a variant with its findings outlined.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotScenes
import PopshotText
import PopshotUI

public enum ReportImages {
  /// Every variant of a scene at half a point per pixel, each labelled above: a row per design
  /// and state (so a row compares devices), a long row wrapped at `maxRowWidth` points, and the
  /// whole scaled down further if it would pass the image limits (a large matrix).
  public static func contactSheet(_ rendered: [RenderedScene], title: String) throws -> Pixmap {
    let gap = 40.0
    let labelHeight = 44.0
    let maxRowWidth = 12_000.0
    var list = DisplayList()
    let typesetter = Typesetter.shared
    var x = gap
    var top = gap
    var rowHeight = 0.0
    var width = 0.0
    var row: (Design, String?)?
    // The variants grouped by design and state, in the order each group first appears (the
    // matrix's order within a group).
    var keys: [String] = []
    var groups: [String: [RenderedScene]] = [:]
    for r in rendered {
      let key = "\(r.variant.design.rawValue).\(r.variant.state ?? "")"
      if groups[key] == nil { keys.append(key) }
      groups[key, default: []].append(r)
    }
    for r in keys.flatMap({ groups[$0]! }) {
      let size = r.variant.device.size(r.variant.orientation)
      let key = (r.variant.design, r.variant.state)
      // A new design or state, or a row that is full, starts a row.
      if let current = row, current != key || x + size.width > maxRowWidth, x > gap {
        top += labelHeight + rowHeight + gap
        x = gap
        rowHeight = 0
      }
      row = key
      let frame = Rect(x: x, y: top + labelHeight, width: size.width, height: size.height)
      list.append(.pushClip(.rect(frame), .nonZero))
      list.items += r.displayList.items.map { $0.translatedBy(dx: frame.minX, dy: frame.minY) }
      list.append(.popClip)
      list.append(
        .stroke(
          .rect(frame), StrokeStyle(width: 2), .solid(SRGBColor(r8: 0xC7, g8: 0xC7, b8: 0xCC))))
      let label = try typesetter.shape(
        r.variant.name, font: ResolvedFont(size: 22, weight: .semibold)
      ).layout(width: nil)
      list.items += label.displayItems(at: Point(x: x, y: top), paint: .solid(.black))
      x += size.width + gap
      width = max(width, x)
      rowHeight = max(rowHeight, size.height)
    }
    let canvas = Size(width: max(width, gap), height: top + labelHeight + rowHeight + gap)
    var sheet = DisplayList([
      .fill(
        .rect(Rect(origin: .zero, size: canvas)), .solid(SRGBColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)),
        .nonZero)
    ])
    let heading = try typesetter.shape(title, font: ResolvedFont(size: 28, weight: .bold)).layout(
      width: nil)
    sheet.items += list.items
    sheet.items += heading.displayItems(at: Point(x: gap, y: 4), paint: .solid(.black))
    // Half a point per pixel, or less where that would pass the painter's limits.
    let side = Double(Pixmap.maxDimension) / max(canvas.width, canvas.height)
    let area = (Double(Pixmap.maxPixels) / (canvas.width * canvas.height)).squareRoot()
    return try Painter(scale: min(0.5, side * 0.999, area * 0.999)).render(sheet, size: canvas)
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

extension ReportImages {
  /// `image` scaled down so its longer side is at most `maxSide` pixels, each pixel the mean of
  /// the source pixels it covers (a box filter over premultiplied channels, so edges against
  /// transparency stay clean). An image already small enough is returned as it is.
  public static func thumbnail(_ image: Pixmap, maxSide: Int) throws -> Pixmap {
    let longer = max(image.width, image.height)
    guard longer > maxSide, maxSide >= 1 else { return image }
    let w = max(1, image.width * maxSide / longer)
    let h = max(1, image.height * maxSide / longer)
    // Source column and row boundaries of each target pixel: never empty, since w ≤ width.
    let xs = (0...w).map { $0 * image.width / w }
    let ys = (0...h).map { $0 * image.height / h }
    var out = [UInt32](repeating: 0, count: w * h)
    image.pixels.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        for ty in 0..<h {
          for tx in 0..<w {
            var (r, g, b, a): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
            for y in ys[ty]..<ys[ty + 1] {
              let row = y * image.width
              for x in xs[tx]..<xs[tx + 1] {
                let p = src[row + x]
                r &+= p & 0xFF
                g &+= (p >> 8) & 0xFF
                b &+= (p >> 16) & 0xFF
                a &+= p >> 24
              }
            }
            let n = UInt32((ys[ty + 1] - ys[ty]) * (xs[tx + 1] - xs[tx]))
            let half = n / 2
            let (r8, g8, b8, a8) = ((r + half) / n, (g + half) / n, (b + half) / n, (a + half) / n)
            dst[ty * w + tx] = r8 | (g8 << 8) | (b8 << 16) | (a8 << 24)
          }
        }
      }
    }
    return try Pixmap(width: w, height: h, premultipliedPixels: out)
  }
}
