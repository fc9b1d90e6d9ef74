import Testing

@testable import PopshotUI

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

  /// A stack's children are one word, so a stack with its alignment and spacing fits inline in
  /// the `any View` a builder or an AnyView holds it as.
  @Test func viewListsAreOneWord() {
    #expect(MemoryLayout<ViewList>.size == MemoryLayout<Int>.size)
    #expect(MemoryLayout<VStack<EmptyView>>.size <= Self.words)
    #expect(MemoryLayout<HStack<EmptyView>>.size <= Self.words)
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
