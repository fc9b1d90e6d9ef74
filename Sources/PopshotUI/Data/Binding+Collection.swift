// A binding to a mutable collection is a collection of bindings to its elements, as in SwiftUI
// since iOS 15: `$items.count`, `$items[0]`, `for $item in $items` and `ForEach($items)`.
// The conformances and their constraints are Apple's declarations.

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Index { wrappedValue.startIndex }
  public var endIndex: Index { wrappedValue.endIndex }
  public var indices: Indices { wrappedValue.indices }
  public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
  public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
  /// A binding to the element at `position`: reads it and writes it in the whole collection.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] },
      set: { self.wrappedValue[position] = $0 })
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection, Value: MutableCollection {
  public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
  public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection
where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
  /// The bound value's identity.
  public var id: Value.ID { wrappedValue.id }
}
