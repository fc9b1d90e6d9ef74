// A toggle drawn as a button (SwiftUI's ButtonToggleStyle): facts in docs/platform.md, "Toggle".
import PopshotGraphics

/// A toggle drawn as a button: its label in the tint colour, on a rounded background of the
/// tint at low opacity when on (iOS 17's look of a bordered button) and on none when off.
public nonisolated struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonToggle(configuration: configuration)
  }
}

nonisolated extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle drawn as a button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private nonisolated struct ButtonToggle: View {
  @Environment(\.design) var design
  let configuration: ToggleStyleConfiguration
  @Environment(\.tintColor) var environmentTint
  @Environment(\.isEnabled) var isEnabled
  var body: some View {
    let m = ButtonToggleMetrics.of(design)
    let tint = environmentTint.controlColor(isEnabled: isEnabled)
    return configuration.label
      .foregroundColor(tint)
      .padding(m.padding)
      .background(
        RoundedRectangle(cornerRadius: m.cornerRadius)
          .fill(configuration.isOn ? tint.opacity(m.onFillOpacity) : Color.clear))
  }
}
