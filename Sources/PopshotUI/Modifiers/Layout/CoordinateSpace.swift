// Coordinate spaces (SwiftUI's CoordinateSpace, CoordinateSpaceProtocol and the
// `.coordinateSpace` modifier): what `GeometryProxy.frame(in:)` measures against. `.global` is
// the render's space, `.local` the reader's own, and a named space starts where the view that
// declared it was placed (its frame after any reach into the safe area). Scroll views declare
// `.scrollView` and `.scrollView(axis:)` for their frame. A name no view around the reader
// declares is measured as `.global` (docs/swiftui.md, "Geometry").
import Foundation
import PopshotGraphics

/// A coordinate space to measure a frame in (SwiftUI's CoordinateSpace).
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global, local
  case named(AnyHashable)
  public var isGlobal: Bool { self == .global }
  public var isLocal: Bool { self == .local }
}

/// A frame of reference (SwiftUI's CoordinateSpaceProtocol): `.global`, `.local`, `.named(_:)`.
public protocol CoordinateSpaceProtocol {
  var coordinateSpace: CoordinateSpace { get }
}

/// The render's coordinate space (SwiftUI's GlobalCoordinateSpace).
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space (SwiftUI's LocalCoordinateSpace).
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// A space named by `.coordinateSpace(_:)` (SwiftUI's NamedCoordinateSpace).
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, @unchecked Sendable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space a view declared with `.coordinateSpace(.named(name))`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
  /// The frame of the innermost scroll view around the view.
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: ScrollViewSpace.any)
  }
  /// The frame of the innermost scroll view around the view that scrolls along `axis`.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: axis == .horizontal ? ScrollViewSpace.horizontal : .vertical)
  }
}

/// The names scroll views give their frames (a type of its own, so no user name matches).
enum ScrollViewSpace: Hashable {
  case any, horizontal, vertical
}

nonisolated extension View {
  /// Names this view's frame as a coordinate space for the views inside it.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modified(CoordinateSpaceModifier(names: [AnyHashable(name)]))
  }
  /// Names this view's frame as a coordinate space for the views inside it (iOS 17).
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modified(CoordinateSpaceModifier(names: [name.name]))
  }
}

/// `.coordinateSpace`.
struct CoordinateSpaceModifier: LayoutModifier {
  let names: [AnyHashable]
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    CoordinateSpaceNode(c.content(), names: names)
  }
}

/// Child sizing and preferred size: the child's. While the child is placed, the names stand for
/// this frame (CoordinateSpaces).
final class CoordinateSpaceNode: WrapperNode {
  let names: [AnyHashable]
  init(_ child: LayoutNode, names: [AnyHashable]) {
    self.names = names
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    CoordinateSpaces.declaring(names, frame) { child.placeIn(frame, &out) }
  }
}

/// The named spaces around the views being placed: each name's frame in the render's space.
/// Unchecked: AnyHashable is not Sendable, and a render places its views on one task.
struct CoordinateSpaces: @unchecked Sendable {
  var frames: [AnyHashable: Rect] = [:]

  @TaskLocal static var current = CoordinateSpaces()

  /// Runs `body` with `names` standing for `frame`.
  static func declaring<R>(_ names: [AnyHashable], _ frame: Rect, _ body: () -> R) -> R {
    var spaces = current
    for n in names { spaces.frames[n] = frame }
    return $current.withValue(spaces, operation: body)
  }
}
