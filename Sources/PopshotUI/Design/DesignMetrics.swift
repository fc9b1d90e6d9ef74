// A component's measurements in each system design. Every component keeps one `<Component>Metrics`
// type, in a `Design/` folder of its module, with a value for iOS 17–18 (`classic`) and one for
// iOS 26 (`liquidGlass`), and its views read the one the environment's design picks through
// `of(_:)`. Where the designs differ in shape, the metrics are an enum over the shapes
// (TabBarMetrics, NavigationBarMetrics, ToolbarMetrics, PopshotScenes' DialogMetrics) and the view
// switches on it once. A component iOS 26 draws as before says so with `liquidGlass = classic`, so
// the choice is written down either way (docs/platform.md, "Designs"). Outside the rule: iOS 26's
// glass itself (GlassMetrics), which has no classic value (docs/swiftui.md, "Adding an API").

/// The measurements of one component in each system design.
public protocol DesignMetrics {
  /// iOS 17–18, and apps that set `UIDesignRequiresCompatibility`.
  static var classic: Self { get }
  /// iOS 26's Liquid Glass.
  static var liquidGlass: Self { get }
}

extension DesignMetrics {
  /// The measurements `design` draws with.
  public static func of(_ design: Design) -> Self {
    switch design {
    case .classic: return classic
    case .liquidGlass: return liquidGlass
    }
  }
}
