/// Whether the page behind a sheet stays live (SwiftUI's PresentationBackgroundInteraction).
public struct PresentationBackgroundInteraction: Sendable, Hashable {
  package enum Kind: Sendable, Hashable {
    case automatic, disabled, enabled
    case enabledUpThrough(PresentationDetent)
  }
  package let kind: Kind
  /// The system's default: the page is dimmed and inert.
  public static let automatic = PresentationBackgroundInteraction(kind: .automatic)
  public static let disabled = PresentationBackgroundInteraction(kind: .disabled)
  public static let enabled = PresentationBackgroundInteraction(kind: .enabled)
  /// Live and not dimmed at detents up to this one; dimmed and inert above it.
  public static func enabled(upThrough detent: PresentationDetent)
    -> PresentationBackgroundInteraction
  {
    PresentationBackgroundInteraction(kind: .enabledUpThrough(detent))
  }
}
