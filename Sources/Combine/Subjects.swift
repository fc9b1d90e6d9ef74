// Subjects and subscriptions (Combine's PassthroughSubject, CurrentValueSubject, `sink`,
// `assign`): what view models use to pass values between themselves. They deliver at once, on
// the thread that sends, which is how a still's models see them: a render never waits for a
// later value.
import Foundation
import Synchronization

/// How a publisher ended (Combine's Subscribers.Completion).
public enum Subscribers {
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

/// Subscribers of one subject, in the order they subscribed.
final class SubscriberList<Output, Failure: Error>: Sendable {
  private let subscribers = Mutex<
    [(id: UUID, value: Delivery<Output>, end: Delivery<Subscribers.Completion<Failure>>)]
  >([])

  func add(
    _ value: @escaping (Output) -> Void, _ end: @escaping (Subscribers.Completion<Failure>) -> Void
  ) -> AnyCancellable {
    let id = UUID()
    let entry = (id: id, value: Delivery(value), end: Delivery(end))
    subscribers.withLock { $0.append(entry) }
    return AnyCancellable { [weak self] in
      self?.subscribers.withLock { $0.removeAll { $0.id == id } }
    }
  }

  func send(_ value: Output) {
    let current = subscribers.withLock { $0 }
    for s in current { s.value.call(value) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let current = subscribers.withLock { subscribers in
      defer { subscribers = [] }
      return subscribers
    }
    for s in current { s.end.call(completion) }
  }
}

/// A publisher that passes on the values sent to it (Combine's Subject).
public protocol Subject: AnyObject, Publisher {
  func send(_ value: Output)
  func send(completion: Subscribers.Completion<Failure>)
}

extension Subject where Output == Void {
  public func send() { send(()) }
}

/// A subject with no value of its own: subscribers get what is sent after they subscribe
/// (Combine's PassthroughSubject).
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
  let subscribers = SubscriberList<Output, Failure>()
  public init() {}
  public func send(_ value: Output) { subscribers.send(value) }
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
}

/// A subject with a current value, which a new subscriber gets first (Combine's
/// CurrentValueSubject).
public final class CurrentValueSubject<Output, Failure: Error>: Subject, ImmediatePublisher,
  @unchecked Sendable
{
  let subscribers = SubscriberList<Output, Failure>()
  public var value: Output {
    didSet { subscribers.send(value) }
  }
  public init(_ value: Output) { self.value = value }
  public func send(_ value: Output) { self.value = value }
  public func send(completion: Subscribers.Completion<Failure>) { subscribers.finish(completion) }
  package var immediateOutputs: [Output] { [value] }
}

extension Publisher {
  /// Calls `receiveValue` with each value: those the publisher has at once (Just's, a current
  /// value), then each one a subject sends until the cancellable is cancelled or freed.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    for v in immediateOutputs { receiveValue(v) }
    if let passthrough = self as? PassthroughSubject<Output, Failure> {
      return passthrough.subscribers.add(receiveValue, receiveCompletion)
    }
    if let current = self as? CurrentValueSubject<Output, Failure> {
      return current.subscribers.add(receiveValue, receiveCompletion)
    }
    if self is Just<Output> { receiveCompletion(.finished) }
    return AnyCancellable {}
  }

  /// `sink` for a publisher that cannot fail.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
  where Failure == Never {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to `object`'s property at `keyPath`.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable where Failure == Never
  {
    sink { object[keyPath: keyPath] = $0 }
  }
}
