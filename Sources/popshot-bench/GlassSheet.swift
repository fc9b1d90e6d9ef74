import PopshotGraphics
import PopshotUI

/// A medium sheet's glass on a 3× iPhone (393 × 852 pt, the iPhone 15 / 15 Pro): a colourful
/// page, then a 450 pt glass panel inset 8 pt from the sides and the bottom, corners 38 pt at
/// the top and 47 pt (55 − 8, concentric with the display) at the bottom. The display lists of
/// the frame, of the page alone and of the glass alone, laid out once; the bench times their
/// raster.
func glassSheetLists() throws -> (frame: DisplayList, page: DisplayList, glass: DisplayList) {
  let size = Size(width: 393, height: 852)
  let page = ZStack {
    LinearGradient(
      colors: [.orange, .pink, .purple, .blue], startPoint: .topLeading,
      endPoint: .bottomTrailing)
    VStack(spacing: 18) {
      ForEach(0..<9) { i in
        HStack(spacing: 14) {
          Circle().fill(i % 2 == 0 ? Color.yellow : Color.green).frame(width: 56, height: 56)
          VStack(alignment: .leading, spacing: 4) {
            Text("Row \(i + 1)").font(.headline).foregroundStyle(.white)
            Text("Colourful content behind the glass").font(.subheadline)
              .foregroundStyle(.white)
          }
          Spacer()
        }
      }
    }
    .padding(.horizontal, 20)
  }
  let sheet = Spacer().frame(width: 377, height: 450)
    .glassEffect(
      in: UnevenRoundedRectangle(
        topLeadingRadius: 38, bottomLeadingRadius: 47, bottomTrailingRadius: 47,
        topTrailingRadius: 38))
  let frame = ZStack(alignment: .bottom) {
    page
    sheet.padding(.bottom, 8)
  }
  let glass = sheet.padding(.bottom, 8)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
  return (
    try LayoutEngine.render(frame, size: size).displayList,
    try LayoutEngine.render(page, size: size).displayList,
    try LayoutEngine.render(glass, size: size).displayList
  )
}
