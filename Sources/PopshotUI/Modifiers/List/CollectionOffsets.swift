// SwiftUI's collection helpers for `onDelete` and `onMove` handlers: `remove(atOffsets:)` and
// `move(fromOffsets:toOffset:)`, by offsets from the start (not indices), as SwiftUI declares them.
import Foundation

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (offsets from the start).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() where offset >= 0 && offset < count {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` to before the element now at `destination`, keeping their
  /// order; a destination past the last element moves them to the end.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let all = Array(self)
    let moving = source.filter { $0 >= 0 && $0 < all.count }.map { all[$0] }
    var rest: [Element] = []
    var insertAt = 0
    for (i, e) in all.enumerated() where !source.contains(i) {
      if i < destination { insertAt += 1 }
      rest.append(e)
    }
    rest.insert(contentsOf: moving, at: Swift.min(insertAt, rest.count))
    var i = startIndex
    for e in rest {
      self[i] = e
      formIndex(after: &i)
    }
  }
}
