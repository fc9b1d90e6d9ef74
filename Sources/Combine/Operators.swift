// Combine's common operators, in the stand-in's model: a still receives what a publisher has at
// the moment of subscribing (Publisher.swift), so an operator transforms those values. Timing
// operators (debounce, throttle, delay) deliver them as the screen is once it has settled: the
// last value for debounce and throttle, every value for delay. `share` and `merge` pass values
// through.
import Foundation

extension Publisher {
  /// The non-nil results of `transform`.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }
  /// The values `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }
  /// The values, without a value equal to the one before it.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }
  /// The values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }
  /// The values, shared by every subscriber.
  public func share() -> Publishers.Share<Self> { Publishers.Share(upstream: self) }
  /// The values of this publisher and of `other`.
  public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Merge(self, other)
  }
  /// The last value once `dueTime` passes without a new one: in a still, the last value.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self)
  }
  /// At most one value an interval: in a still, the last value (or the first, `latest: false`).
  public func throttle<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, scheduler: S, latest: Bool
  ) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, latest: latest)
  }
  /// The values, later: in a still, every value, as they are once delivered.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(upstream: self)
  }
}

extension Publisher where Output: Equatable {
  /// The values, without a value equal to the one before it.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    removeDuplicates(by: ==)
  }
}

extension Sequence {
  /// A publisher of the sequence's elements, in order (Combine's `Sequence.publisher`).
  public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

extension Publishers {
  /// The elements of a sequence, then the end (Combine's Publishers.Sequence).
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher, ImmediatePublisher {
    public typealias Output = Elements.Element
    public let sequence: Elements
    public init(sequence: Elements) { self.sequence = sequence }
    package var immediateOutputs: [Output] { Array(sequence) }
  }

  /// The non-nil results of a transform (Combine's Publishers.CompactMap).
  public struct CompactMap<Upstream: Publisher, Output>: Publisher, ImmediatePublisher {
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?
    package var immediateOutputs: [Output] { upstream.immediateOutputs.compactMap(transform) }
  }

  /// The values a predicate accepts (Combine's Publishers.Filter).
  public struct Filter<Upstream: Publisher>: Publisher, ImmediatePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool
    package var immediateOutputs: [Output] { upstream.immediateOutputs.filter(isIncluded) }
  }

  /// The values without consecutive repeats (Combine's Publishers.RemoveDuplicates).
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher, ImmediatePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool
    package var immediateOutputs: [Output] {
      var kept: [Output] = []
      for v in upstream.immediateOutputs where !(kept.last.map { predicate($0, v) } ?? false) {
        kept.append(v)
      }
      return kept
    }
  }

  /// The values after the first few (Combine's Publishers.Drop).
  public struct Drop<Upstream: Publisher>: Publisher, ImmediatePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let count: Int
    package var immediateOutputs: [Output] { Array(upstream.immediateOutputs.dropFirst(count)) }
  }

  /// The values, shared by every subscriber (Combine's Publishers.Share).
  public final class Share<Upstream: Publisher>: Publisher, ImmediatePublisher, Equatable {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public final let upstream: Upstream
    public init(upstream: Upstream) { self.upstream = upstream }
    package var immediateOutputs: [Output] { upstream.immediateOutputs }
    public static func == (a: Share, b: Share) -> Bool { a === b }
  }

  /// The values of two publishers (Combine's Publishers.Merge).
  public struct Merge<A: Publisher, B: Publisher>: Publisher, ImmediatePublisher
  where A.Output == B.Output, A.Failure == B.Failure {
    public typealias Output = A.Output
    public typealias Failure = A.Failure
    public let a: A
    public let b: B
    public init(_ a: A, _ b: B) {
      self.a = a
      self.b = b
    }
    package var immediateOutputs: [Output] { a.immediateOutputs + b.immediateOutputs }
  }

  /// The last value once values stop coming (Combine's Publishers.Debounce).
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher, ImmediatePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    package var immediateOutputs: [Output] { upstream.immediateOutputs.suffix(1) }
  }

  /// At most one value an interval (Combine's Publishers.Throttle).
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher, ImmediatePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    public let latest: Bool
    package var immediateOutputs: [Output] {
      let all = upstream.immediateOutputs
      return latest ? Array(all.suffix(1)) : Array(all.prefix(1))
    }
  }

  /// The values, later (Combine's Publishers.Delay).
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher, ImmediatePublisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure
    public let upstream: Upstream
    package var immediateOutputs: [Output] { upstream.immediateOutputs }
  }
}
