import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

private struct SchemeProbe: View {
  @Environment(\.colorScheme) var scheme
  var body: some View { Text(scheme == .dark ? "dark" : "light").id("t") }
}

/// AccentColor.swift: the deprecated `colorScheme(_:)` sets the appearance for what it contains.
@MainActor @Suite struct AccentColorTests {
  @Test func colorSchemeSetsTheEnvironment() throws {
    let size = Size(width: 200, height: 100)
    let plain = try LayoutEngine.render(SchemeProbe(), size: size)
    let dark = try LayoutEngine.render(SchemeProbe().colorScheme(.dark), size: size)
    #expect(plain.semantics["t"]?.label == "light")
    #expect(dark.semantics["t"]?.label == "dark")
  }
}
