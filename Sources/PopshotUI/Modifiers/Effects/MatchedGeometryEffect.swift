// `matchedGeometryEffect` (SwiftUI's): during an animated change, views with one id in one
// namespace take the source's geometry, so one seems to move into the other. A still is drawn
// once the change is over, when each view stands in its own frame: the effect changes nothing.

/// The parts of a source's geometry that matched views take (SwiftUI's MatchedGeometryProperties).
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame = MatchedGeometryProperties([.position, .size])
}

nonisolated extension View {
  /// Matches this view's geometry with the other views of `id` in `namespace` during animated
  /// changes; a still shows every view in its own frame.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    self
  }
}
