// Transaction (SwiftUI's Transaction): the context of a state change, chiefly its animation. A
// still draws no change, so a transaction changes nothing drawn: `withTransaction` runs its body
// at once, and the functions given to `.transaction` never run.

/// The context of a state change: its animation and the values keyed by `TransactionKey`s.
public struct Transaction: @unchecked Sendable {
  /// The animation of the change (nil: none).
  public var animation: Animation?
  /// Whether views' own `.animation` modifiers are turned off for the change.
  public var disablesAnimations = false
  /// Whether the change is part of a continuous interaction (a drag).
  public var isContinuous = false
  /// Whether the change follows a gesture's velocity.
  public var tracksVelocity = false
  var values: [ObjectIdentifier: Any] = [:]

  public init() {}
  public init(animation: Animation?) { self.animation = animation }

  /// The value of a custom key, or its default.
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a custom value of a transaction (SwiftUI's TransactionKey).
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// Runs `body` at once: a still shows the state it leaves behind.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result)
  rethrows -> Result
{
  TransactionLog.note(transaction.disablesAnimations ? nil : transaction.animation)
  return try body()
}

/// Runs `body` at once, as `withTransaction(_:_:)` does.
@discardableResult
public func withTransaction<R, V>(
  _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

nonisolated extension View {
  /// Changes the transaction of the changes inside this view; never runs in a still.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    self
  }
  /// Changes the transaction when `value` changes; never runs in a still.
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    self
  }
  /// Changes the transaction of the changes `body` makes; a still shows `body` as it is.
  public func transaction<V: View>(
    _ transform: @escaping (inout Transaction) -> Void,
    @ViewBuilder body: (PlaceholderContentView<Self>) -> V
  ) -> some View {
    body(PlaceholderContentView(content: self))
  }
}
