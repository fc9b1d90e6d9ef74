// Combine is not on Linux: ObservableObjectPublisher and AnyCancellable are the small part of it
// that models use (`send`, `sink`, `store(in:)`).
import Foundation
import Synchronization

/// Announces that an observable object is about to change (Combine's ObservableObjectPublisher).
public final class ObservableObjectPublisher: Sendable {
  private let subscribers = Mutex<[UUID: Delivery<Void>]>([:])

  public init() {}

  /// Calls every subscriber.
  public func send() {
    let current = subscribers.withLock { Array($0.values) }
    for s in current { s.call(()) }
  }

  /// Calls `receiveValue` on each `send()` until the returned cancellable is cancelled or freed.
  public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
    let key = UUID()
    let delivery = Delivery(receiveValue)
    subscribers.withLock { $0[key] = delivery }
    return AnyCancellable { [weak self] in
      self?.subscribers.withLock { $0[key] = nil }
    }
  }
}

/// A subscriber's closure, copied out of its publisher's lock and called outside it (a subscriber
/// may subscribe or cancel while it is called). Unchecked: as in Combine, a closure runs on the
/// thread that sends, and a subscriber that is called from several threads must allow for it.
struct Delivery<Input>: @unchecked Sendable {
  let call: (Input) -> Void
  init(_ call: @escaping (Input) -> Void) { self.call = call }
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
