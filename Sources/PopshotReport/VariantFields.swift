// A variant's settings as fields of its result, so reports never split its name back into parts.
import PopshotScenes
import PopshotText
import PopshotUI

/// What a variant was rendered with: device, orientation, appearance, text size, design,
/// accessibility settings, locale, layout direction, chrome and state.
public struct VariantFields: Codable, Sendable, Equatable {
  public var device: String
  /// Nil for a canvas (`sizeThatFits@3x`), which has no orientation.
  public var orientation: Orientation?
  public var appearance: ColorScheme
  public var textSize: DynamicTypeSize
  public var design: Design
  public var reduceTransparency: Bool
  public var boldText: Bool
  public var increaseContrast: Bool
  public var differentiateWithoutColor: Bool
  public var reduceMotion: Bool
  public var locale: String?
  public var layoutDirection: LayoutDirection
  /// The status bar and home indicator are drawn.
  public var systemChrome: Bool
  /// Nil for the presentation's default state.
  public var state: String?

  public init(_ v: Variant) {
    device = v.device.id
    orientation = v.device.isCanvas ? nil : v.orientation
    appearance = v.appearance
    textSize = v.textSize
    design = v.design
    reduceTransparency = v.reduceTransparency
    boldText = v.boldText
    increaseContrast = v.increaseContrast
    differentiateWithoutColor = v.differentiateWithoutColor
    reduceMotion = v.reduceMotion
    locale = v.locale
    layoutDirection = v.layoutDirection
    systemChrome = v.systemChrome
    state = v.state
  }

  /// The state as the gallery and `--state` name it: "default" when there is none.
  public var stateName: String { state ?? CommandLineOption.defaultState }
}
