import PopshotGraphics

// NavigationLink (SwiftUI's NavigationLink): a control that pushes a destination. A still shows
// the screen it is on, never the destination. In a list it is a row with the disclosure chevron,
// its label in the label colour; elsewhere its label in the tint colour, as a button's.

/// A button that pushes a view onto the navigation stack (SwiftUI's NavigationLink). The
/// destination is not drawn; the link is a button with the action "navigate".
public nonisolated struct NavigationLink: View {
  @Environment(\.design) var design
  let label: ViewList
  @Environment(\.listAppearance) var listAppearance

  public init(destination: some View, @ViewBuilder label: () -> some View) {
    self.label = ViewList.of(label())
  }
  public init(@ViewBuilder destination: () -> some View, @ViewBuilder label: () -> some View) {
    self.label = ViewList.of(label())
  }
  public init<S: StringProtocol>(_ title: S, destination: some View) {
    label = ViewList([Text(String(title))])
  }
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> some View) {
    label = ViewList([Text(String(title))])
  }
  /// A link to the destination that `navigationDestination(for:)` gives `value`.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> some View) {
    self.label = ViewList.of(label())
  }
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    label = ViewList([Text(String(title))])
  }
  /// The older link driven by a binding; a still shows it closed whatever the binding says.
  public init(
    destination: some View, isActive: Binding<Bool>, @ViewBuilder label: () -> some View
  ) {
    self.label = ViewList.of(label())
  }
  /// The same link with its destination built by a closure (deprecated in iOS 16 for
  /// `navigationDestination(isPresented:)`). Shown closed, as the form above: a still shows the
  /// stack's root, and the destination is never built.
  @available(iOS, introduced: 13.0, deprecated: 16.0)
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> some View,
    @ViewBuilder label: () -> some View
  ) {
    self.label = ViewList.of(label())
  }

  public var body: some View {
    Button(actionName: "navigate") { content }
  }

  /// In a list: the label and the chevron at the row's trailing edge.
  var content: AnyView {
    guard listAppearance != nil else { return AnyView(label) }
    let m = ListMetrics.of(design)
    return AnyView(
      HStack(spacing: m.chevronSpacing) {
        label.foregroundColor(.primary)
        Spacer(minLength: 0)
        DisclosureIndicator()
          .stroke(
            Color.tertiaryLabel,
            style: StrokeStyle(width: m.chevronStroke, cap: .round, join: .round)
          )
          .frame(width: m.chevronWidth, height: m.chevronHeight)
      })
  }
}

/// The disclosure chevron of a table cell (SF Symbols' chevron.right as UIKit draws it): a ">"
/// of two strokes, inset by half the stroke so that it fits its frame. A shape, not an image:
/// UIKit's accessory is no accessibility element, and as an image the audit would hold its
/// tertiary colour (about 1.6:1 on white) to the 3:1 of non-text contrast.
nonisolated struct DisclosureIndicator: Shape {
  func path(in rect: CGRect) -> Path {
    let r = Rect(cg: rect)
    var p = Path()
    p.move(to: Point(x: r.minX + 1, y: r.minY + 1))
    p.line(to: Point(x: r.maxX - 1, y: r.midY))
    p.line(to: Point(x: r.minX + 1, y: r.maxY - 1))
    return p
  }
}
