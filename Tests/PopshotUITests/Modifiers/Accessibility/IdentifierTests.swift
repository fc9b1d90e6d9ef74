import Testing

import struct PopshotGraphics.Size

@testable import PopshotUI

@Suite struct IdentifierTests {
  /// SwiftUI's `.id` takes any hashable value; the frame is recorded under its description.
  @Test func anyHashableValueIsAnID() throws {
    let r = try LayoutEngine.render(
      Color.red.frame(width: 10, height: 10).id(3), size: Size(width: 100, height: 100))
    #expect(r.frames["3"] != nil)
    #expect(r.frames["3"]?.size == Size(width: 10, height: 10))
  }
}
