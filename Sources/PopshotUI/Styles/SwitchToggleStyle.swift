// The switch (UISwitch as iOS 17 draws it): facts and sources in docs/platform.md, "Toggle".
import PopshotGraphics

/// The sizes and colours of the switch, in one place per design.
struct ToggleMetrics {
  /// The track: a capsule of this size.
  var trackSize: Size
  /// The thumb: a white disc of this diameter, centred in the track's height.
  var thumbDiameter: Double
  /// The gap between a label and the switch, at least.
  var labelSpacing: Double
  /// The thumb's two shadows, a soft one and a tight one.
  var thumbShadows: (soft: ShadowMetrics, tight: ShadowMetrics)
  /// The track when off, and when on with no tint.
  var offTrack: Color
  var onTrack: Color

  static let classic = ToggleMetrics(
    trackSize: Size(width: 51, height: 31), thumbDiameter: 27, labelSpacing: 8,
    thumbShadows: (
      ShadowMetrics(color: Color.black.opacity(0.15), radius: 4, y: 3),
      ShadowMetrics(color: Color.black.opacity(0.06), radius: 0.5, y: 3)
    ),
    offTrack: .systemFill, onTrack: .green)
}

/// A toggle drawn as a switch: the label on the leading side and the switch on the trailing
/// side, the toggle filling the width it is offered (as in a form row). With `.labelsHidden()`
/// it is the switch alone.
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  public init() { tint = nil }
  /// A switch whose track is `tint` when on.
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggle(configuration: configuration, tint: tint)
  }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The switch style's body: it reads the environment where it is drawn.
private struct SwitchToggle: View {
  let configuration: ToggleStyleConfiguration, tint: Color?
  @Environment(\.labelsHidden) var labelsHidden
  @Environment(\.tint) var environmentTint

  var body: some View {
    let m = ToggleMetrics.classic
    let track = SwitchShape(
      isOn: configuration.isOn, onColor: tint ?? environmentTint ?? m.onTrack, metrics: m
    )
    .controlGraphic()
    return HStack(spacing: labelsHidden ? 0 : m.labelSpacing) {
      if labelsHidden {
        configuration.label
      } else {
        configuration.label.frame(maxWidth: .infinity, alignment: .leading)
      }
      track
    }
  }
}

/// The track and thumb at rest, on or off.
struct SwitchShape: View {
  let isOn: Bool, onColor: Color, metrics: ToggleMetrics
  var body: some View {
    let m = metrics
    let inset = (m.trackSize.height - m.thumbDiameter) / 2
    return ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? onColor : m.offTrack)
      Circle().fill(Color.white).frame(width: m.thumbDiameter, height: m.thumbDiameter)
        .shadow(m.thumbShadows.soft).shadow(m.thumbShadows.tight)
        .padding(inset)
    }
    .frame(width: m.trackSize.width, height: m.trackSize.height)
  }
}

/// A drop shadow of a control's part (a thumb, a selected segment).
struct ShadowMetrics {
  var color: Color, radius: Double, y: Double
}

extension View {
  func shadow(_ s: ShadowMetrics) -> some View { shadow(color: s.color, radius: s.radius, y: s.y) }
}
