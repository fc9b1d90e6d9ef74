import PopshotGraphics

nonisolated extension View {
  /// Lets the view extend into the safe-area insets on these edges.
  public func ignoresSafeArea(edges: Edges = .all) -> some View {
    modified(IgnoresSafeAreaModifier(edges: edges))
  }
  /// Extends the view into the unsafe areas of `regions` on `edges`.
  public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edges = .all) -> some View {
    ignoresSafeArea(edges: regions.contains(.container) ? edges : [])
  }
  /// The older spelling of `ignoresSafeArea(edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edges) -> some View { ignoresSafeArea(edges: edges) }
}

/// Which unsafe areas a view extends into (SwiftUI's SafeAreaRegions). Popshot has no keyboard:
/// `.keyboard` alone changes nothing.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `.ignoresSafeArea`.
struct IgnoresSafeAreaModifier: LayoutModifier {
  let edges: Edges
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    IgnoresSafeAreaNode(c.content(), edges: edges)
  }
}

/// `.ignoresSafeArea`: marks the view so that `placeIn` extends its frame into the safe-area
/// insets on these edges (see LayoutNode.placeIn).
final class IgnoresSafeAreaNode: WrapperNode {
  init(_ child: LayoutNode, edges: Edges) {
    super.init(child)
    ignoredSafeEdges = child.ignoredSafeEdges.union(edges)
  }
}

extension FixtureModifier {
  /// `{"ignoresSafeArea": true}`, or a list of edges: `["top", "horizontal"]`.
  static let ignoresSafeArea = FixtureModifier("ignoresSafeArea") { m, v in
    if let b = m.boolValue { return b ? AnyView(v.ignoresSafeArea()) : v }
    let names: [String: Edges] = [
      "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
      "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]
    var edges: Edges = []
    for e in try m.items() {
      guard let edge = names[try e.string()] else {
        throw e.expected(
          "an edge (\"top\", \"bottom\", \"leading\", \"trailing\", \"horizontal\", \"vertical\", \"all\")"
        )
      }
      edges.formUnion(edge)
    }
    return AnyView(v.ignoresSafeArea(edges: edges))
  }
}
