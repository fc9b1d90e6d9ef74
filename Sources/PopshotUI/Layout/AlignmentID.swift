// Alignment guides (SwiftUI's AlignmentID, HorizontalAlignment, VerticalAlignment): a guide is a
// function of a view's dimensions, which a view can override with `.alignmentGuide`; stacks line
// their children up on it. Text has its own baselines. Rule and sources: docs/swiftui.md
// ("Alignment guides").
import Foundation
import PopshotGraphics
import Synchronization

/// A custom alignment's identity and default value (SwiftUI's AlignmentID).
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// What identifies a guide: its AlignmentID type. Its name is for fixtures and messages.
final class AlignmentKey: Hashable, @unchecked Sendable {
  let id: ObjectIdentifier
  let name: String
  let type: any AlignmentID.Type
  /// The text baselines, which texts answer themselves.
  let isBaseline: Bool
  /// A vertical guide (a y position) or a horizontal one (an x position).
  let isVertical: Bool
  /// Its place in the registry: what an alignment value stores.
  let index: UInt16
  /// Where the default value sits in a view of size 1 × 1 (0, ½ or 1 for the built-ins), worked
  /// out once: frames and stacks place by it on every layout.
  let fraction: Double

  private init(
    _ type: any AlignmentID.Type, name: String, vertical: Bool, isBaseline: Bool, index: UInt16
  ) {
    id = ObjectIdentifier(type)
    self.name = name
    self.type = type
    self.isVertical = vertical
    self.isBaseline = isBaseline
    self.index = index
    fraction = Double(type.defaultValue(in: ViewDimensions(width: 1, height: 1)))
  }
  static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id }
  func hash(into h: inout Hasher) { h.combine(id) }

  func defaultValue(_ size: Size) -> Double {
    Double(type.defaultValue(in: ViewDimensions(width: size.width, height: size.height)))
  }

  // The registry of guides, so that an alignment is a 2-byte index, as small as the enum it
  // replaced (modifiers and stacks keep their values inline in an existential's 3 words).
  // Keys are only ever added, under the lock, into storage that never moves; an index is read
  // only after the value holding it was made, so reads need no lock.
  private static let capacity = 4096
  nonisolated(unsafe) private static let storage = UnsafeMutablePointer<AlignmentKey?>.allocate(
    capacity: capacity)
  /// The index of each guide type registered; its count is the next free index.
  private static let byType = Mutex<[ObjectIdentifier: UInt16]>([:])

  /// The key for a guide type, registered on first use.
  static func register(
    _ type: any AlignmentID.Type, name: String, vertical: Bool, isBaseline: Bool = false
  ) -> UInt16 {
    byType.withLock { byType in
      if let i = byType[ObjectIdentifier(type)] { return i }
      let count = byType.count
      precondition(count < capacity, "more than \(capacity) alignment guides")
      let i = UInt16(count)
      (storage + count).initialize(
        to: AlignmentKey(type, name: name, vertical: vertical, isBaseline: isBaseline, index: i))
      byType[ObjectIdentifier(type)] = i
      return i
    }
  }
  static func at(_ i: UInt16) -> AlignmentKey { storage[Int(i)]! }
}

/// A guide across vertical stacks: where children line up horizontally.
public struct HorizontalAlignment: Hashable, Sendable, CaseIterable, RawRepresentable, Codable {
  let index: UInt16
  var key: AlignmentKey { AlignmentKey.at(index) }
  public init(_ id: any AlignmentID.Type) {
    index = AlignmentKey.register(id, name: "\(id)", vertical: false)
  }
  private init(_ id: any AlignmentID.Type, name: String) {
    index = AlignmentKey.register(id, name: name, vertical: false)
  }

  private enum Leading: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
  }
  private enum Trailing: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
  }
  public static let leading = HorizontalAlignment(Leading.self, name: "leading")
  public static let center = HorizontalAlignment(Center.self, name: "center")
  public static let trailing = HorizontalAlignment(Trailing.self, name: "trailing")
  /// Where a list row's separator starts and ends: its leading and trailing edges here.
  public static let listRowSeparatorLeading = leading
  public static let listRowSeparatorTrailing = trailing

  /// The built-in guides, by name (fixtures).
  public static let allCases: [HorizontalAlignment] = [.leading, .center, .trailing]
  public init?(rawValue: String) {
    guard let a = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = a
  }
  public var rawValue: String { key.name }

  /// Where the guide sits across a view of width 1 (0, ½ or 1 for the built-ins).
  var fraction: Double { key.fraction }
}

/// A guide across horizontal stacks: where children line up vertically.
public struct VerticalAlignment: Hashable, Sendable, CaseIterable, RawRepresentable, Codable {
  let index: UInt16
  var key: AlignmentKey { AlignmentKey.at(index) }
  public init(_ id: any AlignmentID.Type) {
    index = AlignmentKey.register(id, name: "\(id)", vertical: true)
  }
  private init(_ id: any AlignmentID.Type, name: String, isBaseline: Bool = false) {
    index = AlignmentKey.register(id, name: name, vertical: true, isBaseline: isBaseline)
  }

  private enum Top: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
  }
  private enum Center: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
  }
  private enum Bottom: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }
  /// A view without text has its baselines at its bottom (SwiftUI's default).
  private enum FirstTextBaseline: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }
  private enum LastTextBaseline: AlignmentID {
    static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
  }
  public static let top = VerticalAlignment(Top.self, name: "top")
  public static let center = VerticalAlignment(Center.self, name: "center")
  public static let bottom = VerticalAlignment(Bottom.self, name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(
    FirstTextBaseline.self, name: "firstTextBaseline", isBaseline: true)
  public static let lastTextBaseline = VerticalAlignment(
    LastTextBaseline.self, name: "lastTextBaseline", isBaseline: true)

  public static let allCases: [VerticalAlignment] = [
    .top, .center, .bottom, .firstTextBaseline, .lastTextBaseline,
  ]
  public init?(rawValue: String) {
    guard let a = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
    self = a
  }
  public var rawValue: String { key.name }

  var fraction: Double { key.fraction }
}

extension Alignment {
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}
