// UIKit's haptic feedback generators, which SwiftUI code calls from actions: a still has no
// taps, so they do nothing.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A haptic for a task's outcome (UIKit's UINotificationFeedbackGenerator).
  public final class UINotificationFeedbackGenerator: @unchecked Sendable {
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    public init() {}
    public func prepare() {}
    public func notificationOccurred(_ notificationType: FeedbackType) {}
  }

  /// A haptic for a collision (UIKit's UIImpactFeedbackGenerator).
  public final class UIImpactFeedbackGenerator: @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle = .medium) {}
    public func prepare() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
  }

  /// A haptic for a change of selection (UIKit's UISelectionFeedbackGenerator).
  public final class UISelectionFeedbackGenerator: @unchecked Sendable {
    public init() {}
    public func prepare() {}
    public func selectionChanged() {}
  }
#endif
