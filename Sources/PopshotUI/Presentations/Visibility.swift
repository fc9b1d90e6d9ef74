/// Whether something is shown (SwiftUI's Visibility): a sheet's drag indicator, for one.
public enum Visibility: String, CaseIterable, Sendable, Codable, Hashable {
  /// The system decides: a sheet shows its grabber when more than one detent is active.
  case automatic, visible, hidden
}
