/// A view's edges (SwiftUI's Edge).
public enum Edge: Int8, CaseIterable, Sendable, Hashable {
  case top, leading, bottom, trailing
  /// A set of edges.
  public typealias Set = Edges
}
