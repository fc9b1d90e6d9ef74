// AppKit's screen, for multiplatform SwiftUI files: their `#if os(iOS) … #else … #endif`
// blocks take the `#else` (macOS) branch on Linux, where `import SwiftUI` would have brought
// AppKit. It reads the variant's screen, as UIScreen does.
import Foundation
import PopshotGraphics

#if !canImport(AppKit)
  /// The screen of the variant being drawn (AppKit's NSScreen).
  public final class NSScreen: @unchecked Sendable {
    /// The screen the current render draws on (never nil here).
    public static var main: NSScreen? { NSScreen(EnvironmentValues.current.screen) }
    public static var screens: [NSScreen] { [NSScreen(EnvironmentValues.current.screen)] }
    let screen: ScreenTraits
    init(_ screen: ScreenTraits) { self.screen = screen }
    /// The screen's frame in points, at the origin.
    public var frame: CGRect { CGRect(origin: .zero, size: screen.size.cgSize) }
    /// The frame less nothing: a phone or tablet variant has no menu bar or Dock.
    public var visibleFrame: CGRect { frame }
    public var backingScaleFactor: CGFloat { CGFloat(screen.scale) }
  }
#endif
