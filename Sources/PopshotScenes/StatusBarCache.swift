// The status bar's drawing, kept: it is the same for every frame of a variant (its clock always
// reads 9:41), and laying it out cost about a third of a toast scene's layout. Keyed by what the
// bar's views read: its size and style, and the environment's appearance, contrast, weight,
// scale, text size and fonts.
import Foundation
import PopshotGraphics
import PopshotText
import PopshotUI

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
  nonisolated(unsafe) private static var bars:
    [StatusBarKey: (items: [DisplayItem], elements: [SemanticElement])] = [:]
  private static let lock = NSLock()

  static func bar(
    _ key: StatusBarKey,
    make: () throws(FontError) -> (items: [DisplayItem], elements: [SemanticElement])
  ) throws(FontError) -> (items: [DisplayItem], elements: [SemanticElement]) {
    lock.lock()
    if let b = bars[key] {
      lock.unlock()
      return b
    }
    lock.unlock()
    let b = try make()
    lock.lock()
    bars[key] = b
    lock.unlock()
    return b
  }
}
