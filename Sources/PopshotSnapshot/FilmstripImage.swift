// A filmstrip as pictures: the strip baseline (every frame side by side under its moment, at the
// device's scale) and the animated PNG the gallery plays.
import PopshotGraphics
import PopshotScenes
import PopshotText
import PopshotUI

public enum FilmstripImage {
  /// The frames left to right on a light grey ground, each under its moment ("1/4 · 204 ms"),
  /// at the device's scale, or less where a long strip would pass the image limits.
  public static func strip(_ film: Filmstrip) throws -> Pixmap {
    guard let first = film.frames.first else { throw PixmapError.badSize(width: 0, height: 0) }
    let gap = 16.0
    let labelHeight = 40.0
    let size = first.variant.device.size(first.variant.orientation)
    let n = film.frames.count
    let canvas = Size(
      width: gap + Double(n) * (size.width + gap), height: labelHeight + size.height + gap)
    var list = DisplayList([
      .fill(
        .rect(Rect(origin: .zero, size: canvas)), .solid(SRGBColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)),
        .nonZero)
    ])
    let font = ResolvedFont(size: 20, weight: .semibold)
    for (k, (frame, time)) in zip(film.frames, film.times).enumerated() {
      let x = gap + Double(k) * (size.width + gap)
      let box = Rect(x: x, y: labelHeight, width: size.width, height: size.height)
      list.append(.pushClip(.rect(box), .nonZero))
      list.items += frame.displayList.items.map { $0.translatedBy(dx: box.minX, dy: box.minY) }
      list.append(.popClip)
      let label = try Typesetter.shared.shape(moment(k, of: n, time), font: font).layout(width: nil)
      list.items += label.displayItems(at: Point(x: x, y: 8), paint: .solid(.black))
    }
    let scale = first.variant.device.scale
    let side = Double(Pixmap.maxDimension) / max(canvas.width, canvas.height)
    let area = (Double(Pixmap.maxPixels) / (canvas.width * canvas.height)).squareRoot()
    return try Painter(scale: min(scale, side * 0.999, area * 0.999)).render(list, size: canvas)
  }

  /// "0 · 0 ms", "1/4 · 204 ms", …, "1 · 816 ms": the frame's place in the motion and its time.
  static func moment(_ k: Int, of n: Int, _ seconds: Double) -> String {
    let steps = n - 1
    let place: String
    if k == 0 {
      place = "0"
    } else if k == steps {
      place = "1"
    } else {
      var (a, b) = (k, steps)
      var (x, y) = (a, b)
      while y != 0 { (x, y) = (y, x % y) }
      (a, b) = (a / x, b / x)
      place = "\(a)/\(b)"
    }
    return "\(place) · \(Int((seconds * 1000).rounded())) ms"
  }

  /// The frames as an animated PNG at one pixel per point, playing in real time: each frame
  /// held until the next one's moment, the last for a second before it loops.
  public static func animated(_ film: Filmstrip) throws -> [UInt8] {
    let pixmaps = try film.frames.map { frame throws -> Pixmap in
      let size = frame.variant.device.size(frame.variant.orientation)
      return try Painter(scale: 1).render(frame.displayList, size: size)
    }
    let times = film.times
    let delays = times.indices.map { i in i + 1 < times.count ? times[i + 1] - times[i] : 1.0 }
    return try PNGCodec.encodeAnimated(pixmaps, delays: delays)
  }
}
