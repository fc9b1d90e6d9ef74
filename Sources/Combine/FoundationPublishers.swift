// The publishers Foundation gives with Combine: `Timer.publish(every:on:in:)` and
// `NotificationCenter.publisher(for:)`. A still never reaches a timer's first tick (it comes
// `every` seconds after connecting) and posts no notification, so they deliver nothing, and a
// timer publisher schedules no timer.
import Foundation

extension Timer {
  /// A publisher of the date every `interval` seconds once connected (Foundation's
  /// Timer.publish); it never ticks in a still.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: Any? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
  }

  /// A publisher of ticks (Foundation's Timer.TimerPublisher).
  public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
    public typealias Output = Date
    public typealias Failure = Never
    public let interval: TimeInterval
    public let tolerance: TimeInterval?
    public let runLoop: RunLoop
    public let mode: RunLoop.Mode

    public init(
      interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
      mode: RunLoop.Mode, options: Any? = nil
    ) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
    }

    /// Starts ticking; a still schedules no timer, so the cancellable has nothing to stop.
    public func connect() -> any Cancellable { AnyCancellable {} }
  }
}

extension NotificationCenter {
  /// A publisher of the notifications named `name` (Foundation's NotificationCenter.publisher);
  /// nothing is posted while a still is drawn.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil)
    -> NotificationCenter.Publisher
  {
    Publisher(center: self, name: name, object: object)
  }

  /// The notifications of one name (Foundation's NotificationCenter.Publisher).
  public struct Publisher: Combine.Publisher, @unchecked Sendable {
    public typealias Output = Notification
    public typealias Failure = Never
    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }
  }
}
