// Combine's Scheduler: where and when a publisher delivers. A still delivers at once (the
// operators in Operators.swift), so a scheduler here only gives code its types: the main queue,
// a run loop, an operation queue or `ImmediateScheduler.shared`, and strides written
// `.milliseconds(300)` or `.seconds(0.5)`.
import Foundation

/// A stride a scheduler's time moves by, written in seconds or fractions of them (Combine's
/// SchedulerTimeIntervalConvertible).
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// Something that runs work at a time (Combine's Scheduler).
public protocol Scheduler<SchedulerTimeType> {
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  associatedtype SchedulerOptions
  /// The scheduler's time now.
  var now: SchedulerTimeType { get }
}

/// A scheduler's time, in seconds since a reference (the time type of the stand-in schedulers).
public struct SchedulerTime: Strideable, Hashable, Sendable {
  public var seconds: Double
  public init(seconds: Double) { self.seconds = seconds }
  public func distance(to other: SchedulerTime) -> Stride {
    Stride(seconds: other.seconds - seconds)
  }
  public func advanced(by n: Stride) -> SchedulerTime {
    SchedulerTime(seconds: seconds + n.seconds)
  }

  /// A length of a scheduler's time, in seconds.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
    Sendable, ExpressibleByFloatLiteral
  {
    public var seconds: Double
    public init(seconds: Double) { self.seconds = seconds }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public init(floatLiteral value: Double) { seconds = value }
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let s = Double(exactly: source) else { return nil }
      seconds = s
    }
    public var magnitude: Stride { Stride(seconds: abs(seconds)) }
    public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
    public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1e9) }
    public static func < (a: Stride, b: Stride) -> Bool { a.seconds < b.seconds }
    public static func + (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds + b.seconds) }
    public static func - (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds - b.seconds) }
    public static func * (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds * b.seconds) }
    public static func += (a: inout Stride, b: Stride) { a = a + b }
    public static func -= (a: inout Stride, b: Stride) { a = a - b }
    public static func *= (a: inout Stride, b: Stride) { a = a * b }
  }
}

extension DispatchQueue: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
  /// A still's time does not move: the reference.
  public var now: SchedulerTime { SchedulerTime(seconds: 0) }
}

extension RunLoop: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
  public var now: SchedulerTime { SchedulerTime(seconds: 0) }
}

extension OperationQueue: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
  public var now: SchedulerTime { SchedulerTime(seconds: 0) }
}

/// A scheduler that runs work at once, on the calling thread (Combine's ImmediateScheduler).
public struct ImmediateScheduler: Scheduler, Sendable {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
  public static let shared = ImmediateScheduler()
  public var now: SchedulerTime { SchedulerTime(seconds: 0) }
}
