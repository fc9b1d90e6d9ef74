import Foundation
import PopshotGraphics

/// The size a GeometryReader was given, for its content.
public struct GeometryProxy: Sendable {
  /// The reader's size, in CoreGraphics's type as SwiftUI gives it.
  public var size: CGSize { CGSize(width: layoutSize.width, height: layoutSize.height) }
  let layoutSize: Size
  public let safeAreaInsets: EdgeInsets
  /// Where the reader is in the coordinate space of the render (the screen, for a page).
  let globalFrame: Rect
  /// The named coordinate spaces around the reader where it was placed.
  var spaces = CoordinateSpaces()

  /// The reader's frame in a coordinate space: `.global` is the render's (the screen for a page;
  /// a sheet's content is laid out in the sheet's own), `.local` starts at zero, a named space
  /// at the frame of the view that declared it (the global one when no view around declares it).
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(x: 0, y: 0, width: layoutSize.width, height: layoutSize.height)
    case .global: return CGRect(globalFrame)
    case .named(let name):
      guard let origin = spaces.frames[name]?.origin else { return CGRect(globalFrame) }
      return CGRect(
        x: globalFrame.minX - origin.x, y: globalFrame.minY - origin.y,
        width: layoutSize.width, height: layoutSize.height)
    }
  }
  /// The reader's frame in `.global`, `.local` or `.named(_:)` (iOS 17's spelling).
  public func frame(in space: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: space.coordinateSpace)
  }
  /// A named space's frame in the reader's own coordinates; nil when no view around the reader
  /// declares it.
  public func bounds(of space: NamedCoordinateSpace) -> CGRect? {
    guard let f = spaces.frames[space.name] else { return nil }
    return CGRect(
      x: f.minX - globalFrame.minX, y: f.minY - globalFrame.minY, width: f.width,
      height: f.height)
  }
}

/// Takes all the space it is offered and builds its content for that size; the content sits at
/// the top-leading corner.
public nonisolated struct GeometryReader: PrimitiveView {
  let content: (GeometryProxy) -> any View
  public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  func makeNode() -> ViewNode {
    // The content is built during layout, once the size is known, in the environment the
    // reader was built in.
    let c = content
    let environment = EnvironmentValues.current
    return .leaf(
      GeometryContent { proxy in
        EnvironmentValues.$current.withValue(environment) { node(of: c(proxy)) }
      })
  }
}

/// A geometry reader, reduced: its content is reduced once the size is known.
struct GeometryContent: LeafContent {
  let make: (GeometryProxy) -> ViewNode
  var kind: String { "geometry" }
  func makeLayout(_ c: BuildContext) -> LayoutNode {
    // Built when placed, as deep as the reader is: content that makes the reader again stops.
    GeometryNode(
      insets: c.environment.safeAreaInsets,
      make: ViewDepth.deferred { proxy in c.build(make(proxy), component: "content") })
  }
}

/// GeometryReader. Child sizing: its own size. Preferred size: the proposal (nil: 10 pt).
/// The content is built for that size and sits at the top-leading corner.
final class GeometryNode: LayoutNode {
  let make: (GeometryProxy) -> LayoutNode
  let insets: EdgeInsets
  init(insets: EdgeInsets, make: @escaping (GeometryProxy) -> LayoutNode) {
    self.insets = insets
    self.make = make
  }
  /// The content built where the reader was last placed: its preferences are the reader's.
  private var placed: LayoutNode?
  override func preference(_ key: AnyPreferenceKey) -> Any? { placed?.preference(key) }
  override func measure(_ p: ProposedSize) -> Size { p.replacingUnspecified() }
  override func place(_ frame: Rect, _ out: inout Output) {
    let content = make(
      GeometryProxy(
        layoutSize: frame.size, safeAreaInsets: insets, globalFrame: frame,
        spaces: CoordinateSpaces.current))
    placed = content
    let s = content.size(ProposedSize(frame.size))
    content.placeIn(Rect(origin: frame.origin, size: s), &out)
  }
}
