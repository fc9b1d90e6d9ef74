// iOS 26's glass button styles (SwiftUI's GlassButtonStyle and GlassProminentButtonStyle),
// written with the public PrimitiveButtonStyle protocol like the other built-in styles: the label
// padded for the control size on glass in the border shape (a capsule unless one is set).
import PopshotGraphics

/// The label on glass in a capsule: a secondary action.
public nonisolated struct GlassButtonStyle: PrimitiveButtonStyle {
  let glass: Glass
  public init() { glass = .regular }
  public init(_ glass: Glass) { self.glass = glass }
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    let label: Color =
      !env.isEnabled
      ? GlassButtonMetrics.liquidGlass.disabledLabel
      : configuration.role == .destructive ? .red : env.tint ?? .primary
    return configuration.label.onGlass(glass, foreground: label)
  }
}

/// A white label on glass tinted with the tint colour: the screen's main action.
public nonisolated struct GlassProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    guard env.isEnabled else {
      return configuration.label.onGlass(
        .regular, foreground: GlassButtonMetrics.liquidGlass.disabledLabel)
    }
    return configuration.label.onGlass(
      .regular.tint(env.roleColor(configuration.role)), foreground: .white)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
  public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

nonisolated extension View {
  /// The label padded for the control size on glass in the border shape (capsule by default).
  func onGlass(_ glass: Glass, foreground: Color) -> AnyView {
    let env = EnvironmentValues.current
    let size = GlassButtonMetrics.liquidGlass[env.controlSize]
    let padded = styleDefaults(foreground: foreground, font: size.font)
      .padding(.horizontal, size.horizontal)
      .padding(.vertical, size.vertical)
    if env.buttonBorderShape == .automatic {
      return AnyView(padded.glassEffect(glass, in: Capsule()))
    }
    let shape = BorderShapeFill(shape: env.buttonBorderShape, radius: size.cornerRadius)
    return AnyView(padded.glassEffect(glass, in: shape))
  }
}
