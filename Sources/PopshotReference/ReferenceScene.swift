// The benchmark's reference frame, also drawn by the cairo peer for side-by-side figures and by
// scripts/check-determinism; not part of any library product.
import PopshotGraphics

/// The graphics benchmark's reference frame: the seed's error toast over a dimmed page on an
/// iPhone 15 Pro Max in portrait (430×932 pt at scale 3 = 1290×2796 px). Shapes only; the text
/// layer adds the toast's title and message.
public enum ReferenceScene {
  public static let size = Size(width: 430, height: 932)
  public static let scale = 3.0
  /// The toast card: 398×74 pt, 16 pt from each side, its bottom 64 pt above the screen's.
  public static let card = Rect(x: 16, y: 932 - 64 - 74, width: 398, height: 74)

  /// The display list of the frame, in paint order.
  public static func toastShapes() -> DisplayList {
    let red = SRGBColor(r8: 0xFF, g8: 0x3B, b8: 0x30)
    var list = DisplayList()
    list.fill(.rect(Rect(origin: .zero, size: size)), SRGBColor(r8: 0xF2, g8: 0xF2, b8: 0xF7))
    list.fill(.rect(Rect(origin: .zero, size: size)), SRGBColor.black.opacity(0.3))
    let cardShape = Path.roundedRect(card, cornerRadius: 8)
    list.append(
      .shadow(cardShape, color: SRGBColor.black.opacity(0.25), radius: 4, offset: Point(x: 0, y: 1))
    )
    list.clipped(to: cardShape) { list in
      list.fill(.rect(card), .white)
      list.fill(.rect(Rect(x: card.minX, y: card.minY, width: 6, height: card.height)), red)
    }
    // The info.circle.fill symbol's disc, inside the card's 16 pt padding.
    list.fill(
      .circle(center: Point(x: card.minX + 16 + 8.5, y: card.minY + 16 + 8.5), radius: 8.5), red)
    // The close button's xmark: two 12 pt strokes crossing at the trailing padding.
    let c = Point(x: card.maxX - 16 - 4.25, y: card.minY + 16 + 8.5)
    let h = 6 / 2.0.squareRoot()
    var x = Path()
    x.move(to: Point(x: c.x - h, y: c.y - h))
    x.line(to: Point(x: c.x + h, y: c.y + h))
    x.move(to: Point(x: c.x + h, y: c.y - h))
    x.line(to: Point(x: c.x - h, y: c.y + h))
    list.stroke(x, .black, style: StrokeStyle(width: 2, cap: .round))
    return list
  }
}
