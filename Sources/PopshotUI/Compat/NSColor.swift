// AppKit's colours, for multiplatform SwiftUI files: their `#if os(iOS) … #else … #endif` blocks
// take the `#else` (macOS) branch on Linux, where `import SwiftUI` would have brought AppKit
// (aheze/Setting: `Color(nsColor: .windowBackgroundColor)`). An NSColor is a Color, as a UIColor
// is (UIColor.swift); the few named here are macOS's values, light and dark (docs/platform.md,
// "macOS colours").
import Foundation
import PopshotGraphics

#if !canImport(AppKit)
  /// A colour as AppKit has it (NSColor).
  public final class NSColor: @unchecked Sendable, Hashable {
    let color: Color
    /// A SwiftUI colour as an AppKit colour (`NSColor(color)`).
    public init(_ color: Color) { self.color = color }
    public static func == (a: NSColor, b: NSColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }

    /// The background of a window: #ECECEC, #323232 in dark mode.
    public static var windowBackgroundColor: NSColor {
      NSColor(Color.system("windowBackgroundColor", "#ECECEC", "#323232"))
    }
    /// The background behind text (a text view's, a table's): white, #1E1E1E in dark mode.
    public static var textBackgroundColor: NSColor {
      NSColor(Color.system("textBackgroundColor", "#FFFFFF", "#1E1E1E"))
    }
  }
#endif

extension Color {
  /// An AppKit colour as a SwiftUI colour.
  public init(nsColor: NSColor) { self = nsColor.color }
  /// An AppKit colour as a SwiftUI colour (`Color(NSColor.windowBackgroundColor)`).
  public init(_ nsColor: NSColor) { self = nsColor.color }
}
