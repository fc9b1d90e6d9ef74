// The order VoiceOver reads a variant's elements in, and why it skips the others. The rules
// (docs/platform.md, "VoiceOver reading order"):
// - Only elements VoiceOver can reach are read: not hidden, not merged into another element
//   (`partOfElement`), not a control's own label (a button's text is read as the button), not
//   inert behind a modal, and not a container with nothing to say.
// - A modal (a presentation that is modal, or an element with the isModal trait) limits the
//   order to itself: "When a modal accessibility element is visible, sibling accessibility
//   elements that are not modal are ignored" (SwiftUI's AccessibilityTraits.isModal).
// - Elements are read by container: an accessibility container's elements
//   (`.accessibilityElement(children: .contain)`, UIAccessibilityContainer) one after another,
//   and each layer (the page, each presentation) as one container.
// - Within a container, top to bottom, then leading to trailing on a line: an element is on the
//   line of the one before it when its top is above that line's first element's middle. In a
//   right-to-left layout the leading edge is the right one, so a line is read right to left
//   ("VoiceOver reads… in the order of the language": an Arabic or Hebrew row starts at its
//   right end).
// - Within a container, a higher `accessibilitySortPriority` comes first ("Higher numbers are
//   sorted first. The default sort priority is zero."); equal priorities keep the geometric order.
import PopshotGraphics
import PopshotUI

/// What VoiceOver makes of one element of a variant.
public enum VoiceOverStatus: Hashable, Sendable {
  /// Read, at this place in the order (1 is read first).
  case read(Int)
  /// Hidden from accessibility (`.accessibilityHidden`, decoration, the system's chrome).
  case hidden
  /// Drawn, but behind a modal: VoiceOver cannot reach it.
  case inert
  /// Merged into the element at this index of the semantics (`.accessibilityElement(children:)`).
  case partOf(Int)
  /// A control's own label or icon, read as the control at this index.
  case partOfControl(Int)
  /// Not an element VoiceOver stops on (a container, a layout carrier).
  case notAnElement
}

/// The reading order of a variant's semantics.
public struct ReadingOrder: Hashable, Sendable {
  /// Indices into the semantics' elements, in the order VoiceOver reads them.
  public var order: [Int]
  /// What VoiceOver makes of each element, by index.
  public var status: [VoiceOverStatus]

  /// The place (1-based) of the element at `index` in the order, or nil when it is not read.
  public func position(of index: Int) -> Int? {
    if case .read(let n) = status[index] { return n }
    return nil
  }
}

extension SceneSemantics {
  /// The order VoiceOver reads the elements in, in a layout of `direction` (the variant's; see
  /// ReadingOrder.swift for the rules).
  public func readingOrder(_ direction: LayoutDirection) -> ReadingOrder {
    ReadingOrder(elements: elements, direction: direction)
  }
}

extension ReadingOrder {
  /// The reading order of `elements` (in paint order, as a layout records them) in a layout of
  /// `direction`.
  public init(elements: [SemanticElement], direction: LayoutDirection) {
    var status = [VoiceOverStatus](repeating: .notAnElement, count: elements.count)
    var readable: [Int] = []
    for (i, e) in elements.enumerated() {
      if e.traits?.contains(.partOfElement) == true {
        let owner = (0..<i).last { j in
          !elements[j].hiddenFromAccessibility && ReadingOrder.encloses(elements[j], e)
        }
        status[i] = owner.map { .partOf($0) } ?? .hidden
      } else if e.hiddenFromAccessibility {
        status[i] = .hidden
      } else if let control = (0..<i).last(where: { j in
        let c = elements[j]
        return !c.hiddenFromAccessibility && e.id.hasPrefix(c.id + "/")
          && (c.role.readsAsOneControl || !c.actions.isEmpty)
      }) {
        status[i] = .partOfControl(control)
      } else if e.inert {
        status[i] = .inert
      } else if e.role == .container, e.isAccessibilityContainer == true || !ReadingOrder.speaks(e)
      {
        status[i] = .notAnElement
      } else {
        readable.append(i)
      }
    }
    let containers = elements.indices.filter {
      elements[$0].isAccessibilityContainer == true && !elements[$0].hiddenFromAccessibility
        && !elements[$0].inert
    }
    // A modal element limits what is read to what lies inside it (the topmost one, if several).
    if let modal = elements.indices.last(where: { i in
      let e = elements[i]
      // A stack given the trait carries it on a hidden container element of its own.
      return e.traits?.contains(.isModal) == true && !e.inert
        && (!e.hiddenFromAccessibility || e.role == .container)
    }) {
      let m = elements[modal]
      readable.removeAll { i in
        let e = elements[i]
        let inside =
          i == modal
          || (e.layer == m.layer
            && (e.id.hasPrefix(m.id + "/") || (i > modal && ReadingOrder.encloses(m, e))))
        if !inside { status[i] = .inert }
        return !inside
      }
    }
    // Groups: each layer, and in it each accessibility container, holding elements and groups.
    var order: [Int] = []
    var layers: [Layer] = []
    for i in readable + containers where !layers.contains(elements[i].layer) {
      layers.append(elements[i].layer)
    }
    // The status bar is read first, as it is at the top of the screen.
    layers = layers.filter { $0 == .chrome } + layers.filter { $0 != .chrome }
    for layer in layers {
      let members = readable.filter { elements[$0].layer == layer }
      let groups = containers.filter { elements[$0].layer == layer }
      order += ReadingOrder.ordered(
        members: members, groups: groups, in: nil, elements, direction)
    }
    for (n, i) in order.enumerated() { status[i] = .read(n + 1) }
    self.order = order
    self.status = status
  }

  /// Whether a container element has something of its own to say.
  public static func speaks(_ e: SemanticElement) -> Bool {
    e.label?.isEmpty == false || e.value != nil || e.hint != nil || !e.actions.isEmpty
      || e.customActions != nil
  }

  /// Whether `outer`'s frame holds `inner`'s (half a point of slack for rounding).
  static func encloses(_ outer: SemanticElement, _ inner: SemanticElement) -> Bool {
    let box = outer.frame.insetBy(dx: -0.5, dy: -0.5)
    return box.minX <= inner.frame.minX && box.minY <= inner.frame.minY
      && box.maxX >= inner.frame.maxX && box.maxY >= inner.frame.maxY
  }

  /// The innermost container of `groups` that holds element `i` (by id), if any.
  static func container(
    of i: Int, among groups: [Int], _ elements: [SemanticElement]
  ) -> Int? {
    groups.filter { g in g != i && elements[i].id.hasPrefix(elements[g].id + "/") }
      .max { elements[$0].id.count < elements[$1].id.count }
  }

  /// The order of the members and groups directly inside `parent` (nil: the layer itself).
  static func ordered(
    members: [Int], groups: [Int], in parent: Int?, _ elements: [SemanticElement],
    _ direction: LayoutDirection
  ) -> [Int] {
    // An item is an element read, or a container read as a unit.
    struct Item {
      var frame: Rect
      var priority: Double
      var element: Int?
      var group: Int?
    }
    var items: [Item] = []
    for i in members where container(of: i, among: groups, elements) == parent {
      let e = elements[i]
      items.append(Item(frame: e.frame, priority: e.sortPriority ?? 0, element: i, group: nil))
    }
    for g in groups where container(of: g, among: groups, elements) == parent {
      let e = elements[g]
      items.append(Item(frame: e.frame, priority: e.sortPriority ?? 0, element: nil, group: g))
    }
    let geometric = lines(items.map(\.frame), direction)
    let ranked = geometric.enumerated().sorted { a, b in
      let (pa, pb) = (items[a.element].priority, items[b.element].priority)
      return pa != pb ? pa > pb : a.offset < b.offset
    }
    var order: [Int] = []
    for (_, k) in ranked {
      if let i = items[k].element { order.append(i) }
      if let g = items[k].group {
        order += ordered(members: members, groups: groups, in: g, elements, direction)
      }
    }
    return order
  }

  /// Indices of `frames` top to bottom, and leading to trailing on a line: sorted by top, then
  /// each frame whose top is above the middle of its line's first frame joins that line. The
  /// leading edge is the left one, or the right one in a right-to-left layout.
  static func lines(_ frames: [Rect], _ direction: LayoutDirection = .leftToRight) -> [Int] {
    let byTop = frames.indices.sorted { a, b in
      frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : a < b
    }
    var result: [Int] = []
    var line: [Int] = []
    func flush() {
      result += line.sorted { a, b in
        if direction == .rightToLeft {
          return frames[a].maxX != frames[b].maxX ? frames[a].maxX > frames[b].maxX : a < b
        }
        return frames[a].minX != frames[b].minX ? frames[a].minX < frames[b].minX : a < b
      }
      line = []
    }
    for i in byTop {
      if let head = line.first, frames[i].minY >= frames[head].midY { flush() }
      line.append(i)
    }
    flush()
    return result
  }
}
