// A toggle drawn as a button (SwiftUI's ButtonToggleStyle): facts in docs/platform.md, "Toggle".
import PopshotGraphics

/// The sizes of a toggle drawn as a button.
struct ButtonToggleMetrics {
  /// Padding around the label, and the background's corner radius.
  var padding: EdgeInsets
  var cornerRadius: Double
  /// The opacity of the tint behind the label when on.
  var onFillOpacity: Double

  static let classic = ButtonToggleMetrics(
    padding: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), cornerRadius: 6,
    onFillOpacity: 0.15)
}

/// A toggle drawn as a button: its label in the tint colour, on a rounded background of the
/// tint at low opacity when on (iOS 17's look of a bordered button) and on none when off.
public struct ButtonToggleStyle: ToggleStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    ButtonToggle(configuration: configuration)
  }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// A toggle drawn as a button.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

private struct ButtonToggle: View {
  let configuration: ToggleStyleConfiguration
  @Environment(\.tintColor) var environmentTint
  @Environment(\.isEnabled) var isEnabled
  var body: some View {
    let m = ButtonToggleMetrics.classic
    let tint = environmentTint.controlColor(isEnabled: isEnabled)
    return configuration.label
      .foregroundColor(tint)
      .padding(m.padding)
      .background(
        RoundedRectangle(cornerRadius: m.cornerRadius)
          .fill(configuration.isOn ? tint.opacity(m.onFillOpacity) : Color.clear))
  }
}
