// `.navigationViewStyle` (deprecated in iOS 16, still common): on an iPhone every NavigationView
// is a stack. Popshot draws NavigationView as a stack on every device, so both styles draw the
// same; an iPad's default column layout is not drawn (docs/swiftui.md, "Navigation").

/// How a NavigationView arranges its views (SwiftUI's NavigationViewStyle).
public protocol NavigationViewStyle {}

/// The platform's style: a stack on iPhone, columns on iPad.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// One view at a time, pushed and popped (SwiftUI's StackNavigationViewStyle).
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

nonisolated extension View {
  /// Sets the style of the NavigationViews inside; a still draws a stack with either style.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
