import PopshotGraphics
import PopshotText

extension ReferenceScene {
  /// The text column of the toast: after the 16 pt padding, the 17 pt icon and 8 pt of spacing;
  /// before the 10 pt spacer, 8 pt of spacing, the 12 pt close mark and the trailing padding.
  public static let textColumn = Rect(
    x: card.minX + 16 + 17 + 8, y: card.minY + 16,
    width: card.width - 16 - 17 - 8 - 8 - 10 - 12 - 16, height: card.height - 32)

  /// The whole reference frame: the shapes, then "Error" (14 pt semibold, black) over the message
  /// (12 pt regular, black at 60%), wrapped to the text column.
  public static func toast(typesetter: Typesetter = Typesetter()) throws(FontError) -> DisplayList {
    var list = toastShapes()
    let title = try typesetter.shape(
      "Error", font: Font.system(size: 14, weight: .semibold).resolved(.large)
    )
    .layout(width: textColumn.width)
    let message = try typesetter.shape(
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
      font: Font.system(size: 12).resolved(.large)
    ).layout(width: textColumn.width)
    list.items += title.displayItems(
      at: textColumn.origin, paint: .solid(.black), elementID: "toast.title")
    list.items += message.displayItems(
      at: Point(x: textColumn.minX, y: textColumn.minY + title.size.height),
      paint: .solid(SRGBColor.black.opacity(0.6)), elementID: "toast.message")
    return list
  }
}
