// Combine is not on Linux: ObservableObjectPublisher and AnyCancellable are the small part of it
// that models use (`send`, `sink`, `store(in:)`).
import Foundation

/// Announces that an observable object is about to change (Combine's ObservableObjectPublisher).
public final class ObservableObjectPublisher: @unchecked Sendable {
  private var subscribers: [UUID: () -> Void] = [:]
  private let lock = NSLock()

  public init() {}

  /// Calls every subscriber.
  public func send() {
    lock.lock()
    let current = Array(subscribers.values)
    lock.unlock()
    for s in current { s() }
  }

  /// Calls `receiveValue` on each `send()` until the returned cancellable is cancelled or freed.
  public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
    let key = UUID()
    lock.lock()
    subscribers[key] = { receiveValue(()) }
    lock.unlock()
    return AnyCancellable { [weak self] in
      guard let self else { return }
      self.lock.lock()
      self.subscribers[key] = nil
      self.lock.unlock()
    }
  }
}

/// Cancels a subscription when cancelled or freed (Combine's AnyCancellable).
public final class AnyCancellable: Hashable, @unchecked Sendable {
  private var cancelAction: (() -> Void)?
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
  deinit { cancelAction?() }
  public func cancel() {
    cancelAction?()
    cancelAction = nil
  }
  /// Keeps the subscription alive as long as `set` holds it.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
  public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
  public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
