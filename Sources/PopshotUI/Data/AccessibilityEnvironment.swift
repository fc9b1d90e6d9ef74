// The accessibility settings views read (SwiftUI's `accessibilityReduceMotion` and friends). A
// still is drawn with the settings as a new device has them: all off, standard contrast, regular
// weight. A modifier or a variant can set each one (SwiftUI's are read-only) so a test can draw
// the screen a user with the setting sees. What Popshot itself draws differently: Reduce
// Transparency (frosted glass) and Bold Text (heavier text, `FontWeight.withBoldText`); the
// others are read by the views that ask (a still has no motion to reduce).

/// The contrast the user asked for (SwiftUI's ColorSchemeContrast).
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  case standard, increased
}

/// The weight of text the user asked for (SwiftUI's LegibilityWeight): `.bold` with Bold Text.
public enum LegibilityWeight: Hashable, Sendable {
  case regular, bold
}

/// The settings, all as a new device has them.
private struct AccessibilitySettings {
  var reduceMotion = false
  var reduceTransparency = false
  var differentiateWithoutColor = false
  var invertColors = false
  var voiceOverEnabled = false
  var switchControlEnabled = false
  var showButtonShapes = false
  var contrast = ColorSchemeContrast.standard
  var legibilityWeight: LegibilityWeight? = .regular
}

private struct AccessibilitySettingsKey: EnvironmentKey {
  static let defaultValue = AccessibilitySettings()
}

extension EnvironmentValues {
  private var accessibility: AccessibilitySettings {
    get { self[AccessibilitySettingsKey.self] }
    set { self[AccessibilitySettingsKey.self] = newValue }
  }
  /// Reduce Motion: off.
  public var accessibilityReduceMotion: Bool {
    get { accessibility.reduceMotion }
    set { accessibility.reduceMotion = newValue }
  }
  /// Reduce Transparency: off.
  public var accessibilityReduceTransparency: Bool {
    get { accessibility.reduceTransparency }
    set { accessibility.reduceTransparency = newValue }
  }
  /// Differentiate Without Colour: off.
  public var accessibilityDifferentiateWithoutColor: Bool {
    get { accessibility.differentiateWithoutColor }
    set { accessibility.differentiateWithoutColor = newValue }
  }
  /// Smart or classic Invert: off.
  public var accessibilityInvertColors: Bool {
    get { accessibility.invertColors }
    set { accessibility.invertColors = newValue }
  }
  /// VoiceOver: off.
  public var accessibilityVoiceOverEnabled: Bool {
    get { accessibility.voiceOverEnabled }
    set { accessibility.voiceOverEnabled = newValue }
  }
  /// Switch Control: off.
  public var accessibilitySwitchControlEnabled: Bool {
    get { accessibility.switchControlEnabled }
    set { accessibility.switchControlEnabled = newValue }
  }
  /// Button Shapes: off.
  public var accessibilityShowButtonShapes: Bool {
    get { accessibility.showButtonShapes }
    set { accessibility.showButtonShapes = newValue }
  }
  /// Whether an assistive technology is on (VoiceOver or Switch Control): false.
  public var accessibilityEnabled: Bool {
    accessibility.voiceOverEnabled || accessibility.switchControlEnabled
  }
  /// Increase Contrast: off, so `.standard`.
  public var colorSchemeContrast: ColorSchemeContrast {
    get { accessibility.contrast }
    set { accessibility.contrast = newValue }
  }
  /// Bold Text: off, so `.regular`.
  public var legibilityWeight: LegibilityWeight? {
    get { accessibility.legibilityWeight }
    set { accessibility.legibilityWeight = newValue }
  }
}
