// SwiftUI code uses CGFloat, CGRect, DispatchQueue and friends without importing Foundation:
// SwiftUI re-exports it, and so does PopshotUI.
@_exported import Combine
@_exported import Foundation
// `@Observable`, `@ObservationIgnored` and `withObservationTracking` come with `import SwiftUI`
// (SwiftUI re-exports Observation), so they come with `import PopshotUI` too.
@_exported import Observation
import PopshotText

// The SwiftUI names that live in Popshot's lower modules, so that `import PopshotUI` sees them as
// `import SwiftUI` does (`Font.title`, `Font.Weight`, `EdgeInsets(...)`), and nothing else of
// those modules.
@_exported import struct PopshotGraphics.EdgeInsets
@_exported import enum PopshotGraphics.FillRule
@_exported import struct PopshotGraphics.Path
@_exported import struct PopshotGraphics.StrokeStyle
@_exported import enum PopshotText.DynamicTypeSize
@_exported import struct PopshotText.Font
@_exported import enum PopshotText.FontWeight
@_exported import enum PopshotText.TextAlignment
@_exported import enum PopshotText.TextStyle

extension Font {
  /// A font's weight (SwiftUI's Font.Weight).
  public typealias Weight = FontWeight
  /// A Dynamic Type text style (SwiftUI's Font.TextStyle).
  public typealias TextStyle = PopshotText.TextStyle
}
