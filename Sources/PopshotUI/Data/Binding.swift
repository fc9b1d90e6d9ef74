/// A reference to a value someone else owns (SwiftUI's Binding).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
  let getter: () -> Value
  let setter: (Value) -> Void
  /// Made by `.constant`: a presentation bound to it is part of the screen.
  let isConstant: Bool

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
    isConstant = false
  }

  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(constant: value)
  }

  init(constant value: Value) {
    getter = { value }
    setter = { _ in }
    isConstant = true
  }

  /// The same binding, for a view that declares `@Binding var x` and is given `$x`.
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  /// The same binding, whose writes animate: a still draws where the animation ends; in an
  /// interaction session a write gives the step its animation (`withAnimation`).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }
  /// The same binding, whose writes run in `transaction` (`withTransaction`).
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    guard !isConstant else { return self }
    let setter = setter
    return Binding(get: getter) { value in withTransaction(transaction) { setter(value) } }
  }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<
    Subject
  > {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var whole = self.wrappedValue
        whole[keyPath: keyPath] = newValue
        self.wrappedValue = whole
      })
  }
}
