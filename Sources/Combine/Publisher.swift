// Combine's Publisher, the part of it that views subscribe to with `.onReceive` and models with
// `sink`. Combine is not on Linux; this module stands in for it under its name, so `import
// Combine` builds. A still subscribes once, as the view appears, and receives only what a publisher
// delivers at the moment of subscribing: `Just`'s value, a `@Published` property's current value
// (Combine's Published publisher starts with it). Timers and notifications deliver later, which a
// still never reaches, so they deliver nothing.
import Foundation

/// A source of values over time (Combine's Publisher).
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

/// What a publisher delivers to a subscriber at once, as it subscribes. A publisher that does
/// not conform delivers nothing in a still.
package protocol ImmediatePublisher: Publisher {
  var immediateOutputs: [Output] { get }
}

extension Publisher {
  /// The values a subscriber receives as it subscribes, in order.
  package var immediateOutputs: [Output] {
    (self as? any ImmediatePublisher)?.outputs() as? [Output] ?? []
  }

  /// The same values, delivered on `scheduler` (Combine's `receive(on:)`); a still delivers them
  /// as it subscribes, as it would once the screen has settled.
  public func receive<S>(on scheduler: S, options: Any? = nil) -> Publishers.ReceiveOn<Self> {
    Publishers.ReceiveOn(upstream: self)
  }

  /// Each value transformed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// The publisher behind a type-erased wrapper.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

extension ImmediatePublisher {
  fileprivate func outputs() -> [Any] { immediateOutputs.map { $0 as Any } }
}

/// A publisher that delivers one value and finishes (Combine's Just).
public struct Just<Output>: Publisher, ImmediatePublisher {
  public typealias Failure = Never
  public let output: Output
  public init(_ output: Output) { self.output = output }
  package var immediateOutputs: [Output] { [output] }
}

/// A publisher of any type with the given output and failure (Combine's AnyPublisher).
public struct AnyPublisher<Output, Failure: Error>: Publisher, ImmediatePublisher {
  let outputs: () -> [Output]
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    outputs = { publisher.immediateOutputs }
  }
  package var immediateOutputs: [Output] { outputs() }
}

/// Combine's namespace of publisher types.
public enum Publishers {
  /// The values of `upstream`, delivered on a scheduler (Combine's Publishers.ReceiveOn).
  public struct ReceiveOn<Upstream: Publisher>: Publisher, ImmediatePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    package var immediateOutputs: [Output] { upstream.immediateOutputs }
  }

  /// The values of `upstream`, transformed (Combine's Publishers.Map).
  public struct Map<Upstream: Publisher, Output>: Publisher, ImmediatePublisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output
    package var immediateOutputs: [Output] { upstream.immediateOutputs.map(transform) }
  }

  /// A connectable publisher that connects when first subscribed (Combine's Autoconnect).
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
  }
}

/// Something that can be cancelled (Combine's Cancellable).
public protocol Cancellable {
  func cancel()
}

extension AnyCancellable: Cancellable {}

/// A publisher that delivers only once connected (Combine's ConnectablePublisher).
public protocol ConnectablePublisher: Publisher {
  func connect() -> any Cancellable
}

extension ConnectablePublisher {
  /// Connects as soon as something subscribes.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
}
