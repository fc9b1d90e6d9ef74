// Only PopshotUI: the SwiftUI names that live in Popshot's lower modules resolve through it, as
// through `import SwiftUI`.
import Testing

import struct PopshotGraphics.SRGBColor
import struct PopshotGraphics.Size

@testable import PopshotUI

@Suite struct SwiftUINamesTests {
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

/// Reduced views are made for every view of every render: each stays within an existential's
/// inline buffer (three words; a class where its fields are more), so holding one as
/// `any LeafContent` or `any LayoutModifier` allocates nothing more.
@Suite struct InlineSizeTests {
  static let words = 3 * MemoryLayout<Int>.size

  /// The modifiers that go into a reduced node without a ModifiedView around them.
  @Test func modifiersOutsideAModifiedViewFitInline() {
    #expect(MemoryLayout<OnTapModifier>.size <= Self.words)
    #expect(MemoryLayout<ConditionalModifier>.size <= Self.words)
    #expect(MemoryLayout<DecorationNodeModifier>.size <= Self.words)
    #expect(MemoryLayout<SafeAreaInsetNodeModifier>.size <= Self.words)
  }

  @Test func reducedViewsFitInline() {
    let sizes: [(String, Int)] = [
      ("Text", MemoryLayout<TextContent>.size), ("Image", MemoryLayout<ImageContent>.size),
      ("Shape", MemoryLayout<ShapeContent>.size), ("Spacer", MemoryLayout<SpacerContent>.size),
      ("Divider", MemoryLayout<DividerContent>.size), ("Stack", MemoryLayout<StackContent>.size),
      ("ZStack", MemoryLayout<ZStackContent>.size),
      ("Geometry", MemoryLayout<GeometryContent>.size),
      ("Button", MemoryLayout<ButtonContent>.size),
      ("Navigation", MemoryLayout<NavigationContent>.size),
      ("List", MemoryLayout<ListContent>.size), ("Section", MemoryLayout<SectionContent>.size),
      ("Control", MemoryLayout<ControlContent>.size),
      ("GlassEffectContainer", MemoryLayout<GlassContainerContent>.size),
    ]
    for (name, size) in sizes { #expect(size <= Self.words, "\(name)Content is \(size) bytes") }
  }
}
