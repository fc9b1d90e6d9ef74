// iOS's built-in button styles, written with the public PrimitiveButtonStyle protocol. Each reads
// the button's environment (tint, control size, border shape, enabled) when the button is
// reduced; a colour or font the app sets around the button wins over the style's.
import Foundation
import PopshotGraphics

/// The style buttons have unless one is set: borderless, on iOS.
public nonisolated struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    BorderlessButtonStyle().makeBody(configuration: configuration)
  }
}

/// The label in the tint (red for a destructive role), with no background. The tint is the
/// `.tint` style, read where each text or symbol is drawn, so a `.tint(_:)` inside the label
/// colours it (`Text("Apply").tint(.white)` is white), as on iOS.
public nonisolated struct BorderlessButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    let foreground: any ShapeStyle
    if !env.isEnabled {
      foreground = ButtonMetrics.classic.disabledLabel
    } else if configuration.role == .destructive {
      foreground = Color.red
    } else {
      foreground = TintShapeStyle()
    }
    return configuration.label.styleDefaults(foreground: foreground)
  }
}

/// The label as it is: no tint, no background.
public nonisolated struct PlainButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    return configuration.label.styleDefaults(
      foreground: env.isEnabled ? nil : ButtonMetrics.classic.disabledLabel)
  }
}

/// The label in the tint colour over a pale fill of it, in the border shape.
public nonisolated struct BorderedButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    let m = ButtonMetrics.of(env.design)
    let tint = env.roleColor(configuration.role)
    return configuration.label.bordered(
      foreground: env.isEnabled ? tint : m.disabledLabel,
      fill: env.isEnabled ? tint.opacity(m.borderedFillOpacity) : m.disabledFill)
  }
}

/// A white label over the tint colour, in the border shape: the screen's main action.
public nonisolated struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    let env = EnvironmentValues.current
    let m = ButtonMetrics.of(env.design)
    return configuration.label.bordered(
      foreground: env.isEnabled ? .white : m.disabledLabel,
      fill: env.isEnabled ? env.roleColor(configuration.role) : m.disabledFill)
  }
}

nonisolated extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
nonisolated extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension EnvironmentValues {
  /// A button's colour for its role: red when destructive, else the tint.
  func roleColor(_ role: ButtonRole?) -> Color { role == .destructive ? .red : tintColor }
}

nonisolated extension View {
  /// The label with the style's colour and font where the environment sets none.
  /// One environment change, and none when the environment already has both (the label is
  /// reduced once per button, so this is on every button's path).
  func styleDefaults(foreground: (any ShapeStyle)?, font: Font? = nil) -> AnyView {
    let env = EnvironmentValues.current
    let setsForeground = env.foregroundStyle == nil && foreground != nil
    let setsFont = env.font == nil && font != nil
    guard setsForeground || setsFont else { return AnyView(self) }
    return AnyView(
      modified(
        EnvironmentModifier { e in
          if setsForeground { e.foregroundStyle = foreground }
          if setsFont { e.font = font }
        }))
  }

  /// The label padded for the control size and drawn over `fill` in the border shape.
  func bordered(foreground: Color, fill: Color) -> some View {
    let env = EnvironmentValues.current
    let m = ButtonMetrics.of(env.design)
    let size = m[env.controlSize]
    let automatic = env.buttonBorderShape == .automatic
    let shape = automatic && m.automaticIsCapsule ? .capsule : env.buttonBorderShape
    return styleDefaults(foreground: foreground, font: size.font)
      .padding(.horizontal, size.horizontal)
      .padding(.vertical, size.vertical)
      .background(BorderShapeFill(shape: shape, radius: size.cornerRadius).fill(fill))
  }
}

/// A border shape with the control size's radius for its automatic form.
nonisolated struct BorderShapeFill: Shape {
  let shape: ButtonBorderShape, radius: Double
  func path(in rect: CGRect) -> Path {
    shape.path(in: Rect(cg: rect), automaticRadius: radius)
  }
}
