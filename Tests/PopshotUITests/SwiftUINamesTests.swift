// Only PopshotUI: the SwiftUI names that live in Popshot's lower modules resolve through it, as
// through `import SwiftUI`.
import Testing

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
}

/// Reduced views and modifiers that a render makes by the thousand stay within an existential's
/// inline buffer (three words), so holding one as `any LeafContent` allocates nothing.
@Suite struct InlineSizeTests {
  @Test func stackContentFitsInline() {
    #expect(MemoryLayout<StackContent>.size <= 3 * MemoryLayout<Int>.size)
    #expect(MemoryLayout<TextContent>.size <= 3 * MemoryLayout<Int>.size)
  }
}
