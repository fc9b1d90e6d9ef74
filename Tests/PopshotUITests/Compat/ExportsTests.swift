// Only PopshotUI: the SwiftUI names that live in Popshot's lower modules resolve through it, as
// through `import SwiftUI`.
import Testing

import struct PopshotGraphics.SRGBColor
import struct PopshotGraphics.Size

@testable import PopshotUI

@Suite struct ExportsTests {
  @Test func fontAndItsNestedTypesResolve() throws {
    let font: Font = Font.system(size: 20, weight: Font.Weight.bold)
    let style: Font.TextStyle = .headline
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let size: DynamicTypeSize = .large
    let view = Text("Hi").font(font).padding(insets).id("t")
    let r = try LayoutEngine.render(view, size: Size(width: 300, height: 300))
    #expect(r.semantics["t"]?.text?.size == 20)
    #expect(r.semantics["t"]?.text?.weight == .bold)
    #expect(style.size(at: size) == 17)  // headline at the default size: 17 pt (HIG)
  }

  /// `.tertiary` and `.quaternary` over the default foreground are iOS's tertiaryLabel
  /// (#3C3C43 at 30%, #EBEBF5 at 30% dark) and quaternaryLabel (18%, 16% dark).
  @Test func hierarchicalLevelsAreTheLabelColours() throws {
    let tertiary: Color = .tertiary
    let quaternary: Color = .quaternary
    #expect(tertiary.resolved(.light) == (try SRGBColor(hex: "#3C3C43")).opacity(0.3))
    #expect(tertiary.resolved(.dark) == (try SRGBColor(hex: "#EBEBF5")).opacity(0.3))
    #expect(quaternary.resolved(.light) == (try SRGBColor(hex: "#3C3C43")).opacity(0.18))
    #expect(quaternary.resolved(.dark) == (try SRGBColor(hex: "#EBEBF5")).opacity(0.16))
  }

  /// `Color(.black)` and `Color(.white)` are UIColor's, as in SwiftUI: the same in both
  /// appearances.
  @Test func colorOfUIColorBlackIsNotAmbiguous() throws {
    #expect(Color(.black).resolved(.dark) == (try SRGBColor(hex: "#000000")))
    #expect(Color(.white).resolved(.dark) == (try SRGBColor(hex: "#FFFFFF")))
  }
}
