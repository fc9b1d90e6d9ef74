// The system design a render draws: iOS 26's Liquid Glass, or the classic look of iOS 17–18
// (what an app built with the iOS 26 SDK shows with `UIDesignRequiresCompatibility` set, and
// what every app showed before iOS 26). Components keep one metrics value per design; the
// environment says which one applies (docs/platform.md, "Designs").

/// Which system design the components draw. Not SwiftUI API: on a device the SDK and the
/// Info.plist decide; here a variant does.
public enum Design: String, CaseIterable, Hashable, Sendable, Codable {
  /// iOS 26: glass bars, floating sheets, capsule controls.
  case liquidGlass
  /// iOS 17–18 (and iOS 26 apps that opt out with `UIDesignRequiresCompatibility`).
  case classic

  /// The design of a run, a fixture or a test that names none: what an app built with the
  /// current SDK shows. Variant names leave the default design out.
  public static let `default` = Design.liquidGlass
}

private struct DesignKey: EnvironmentKey {
  static let defaultValue = Design.default
}

extension EnvironmentValues {
  /// The system design the components here draw (the variant's).
  package var design: Design {
    get { self[DesignKey.self] }
    set { self[DesignKey.self] = newValue }
  }
}
