// The status bar's drawing, kept: it is the same for every frame of a variant (its clock always
// reads 9:41), and laying it out cost about a third of a toast scene's layout. Keyed by what the
// bar's views read: its size and style, and the environment's appearance, contrast, weight,
// scale, text size and fonts.
import Foundation
import PopshotGraphics
import PopshotText
import PopshotUI
import Synchronization

struct StatusBarKey: Hashable {
  let width: Double, height: Double
  let style: StatusBarStyle
  let colorScheme: ColorScheme
  let contrast: ColorSchemeContrast
  let legibilityWeight: LegibilityWeight?
  let displayScale: Double
  let dynamicTypeSize: DynamicTypeSize
  let fonts: ObjectIdentifier
  let tracking: Bool

  init(width: Double, height: Double, style: StatusBarStyle, _ env: EnvironmentValues) {
    self.width = width
    self.height = height
    self.style = style
    colorScheme = env.colorScheme
    contrast = env.colorSchemeContrast
    legibilityWeight = env.legibilityWeight
    displayScale = env.displayScale
    dynamicTypeSize = env.dynamicTypeSize
    fonts = ObjectIdentifier(env.typesetter.catalog)
    tracking = env.typesetter.tracking
  }
}

/// The bar's display items and semantic elements (already in the chrome layer) by key.
enum StatusBarCache {
  private static let bars = Mutex<
    [StatusBarKey: (items: [DisplayItem], elements: [SemanticElement])]
  >([:])

  static func bar(
    _ key: StatusBarKey,
    make: () throws(RenderError) -> (items: [DisplayItem], elements: [SemanticElement])
  ) throws(RenderError) -> (items: [DisplayItem], elements: [SemanticElement]) {
    if let b = bars.withLock({ $0[key] }) { return b }
    let b = try make()
    bars.withLock { $0[key] = b }
    return b
  }
}
