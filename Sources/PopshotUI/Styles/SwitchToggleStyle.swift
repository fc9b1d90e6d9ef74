// The switch (UISwitch as iOS 17 and iOS 26 draw it): facts and sources in docs/platform.md,
// "Toggle" and "Controls in Liquid Glass".
import PopshotGraphics

/// The sizes and colours of the switch, in one place per design.
struct ToggleMetrics {
  /// The track: a capsule of this size.
  var trackSize: Size
  /// The thumb: a white capsule of this size (a disc in the classic design), centred in the
  /// track's height.
  var thumbSize: Size
  /// The gap between a label and the switch, at least.
  var labelSpacing: Double
  /// The thumb's two shadows, a soft one and a tight one.
  var thumbShadows: (soft: ShadowMetrics, tight: ShadowMetrics)
  /// The track when off, and when on with no tint.
  var offTrack: Color
  var onTrack: Color

  static let classic = ToggleMetrics(
    trackSize: Size(width: 51, height: 31), thumbSize: Size(width: 27, height: 27),
    labelSpacing: 8,
    thumbShadows: (
      ShadowMetrics(color: Color.black.opacity(0.15), radius: 4, y: 3),
      ShadowMetrics(color: Color.black.opacity(0.06), radius: 0.5, y: 3)
    ),
    offTrack: .systemFill, onTrack: .green)

  /// iOS 26: a wider, lower track and a capsule thumb; the thumb's shadows are the classic ones
  /// (an estimate: none is measured).
  static let liquidGlass = ToggleMetrics(
    trackSize: Size(width: 63, height: 28), thumbSize: Size(width: 37, height: 24),
    labelSpacing: 8, thumbShadows: classic.thumbShadows, offTrack: .tertiaryLabel, onTrack: .green)

  static func of(_ design: Design) -> ToggleMetrics {
    switch design {
    case .classic: classic
    case .liquidGlass: liquidGlass
    }
  }
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
  @Environment(\.design) var design

  var body: some View {
    let m = ToggleMetrics.of(design)
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
    let inset = (m.trackSize.height - m.thumbSize.height) / 2
    return ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? onColor : m.offTrack)
      thumb.frame(width: m.thumbSize.width, height: m.thumbSize.height)
        .shadow(m.thumbShadows.soft).shadow(m.thumbShadows.tight)
        .padding(inset)
    }
    .frame(width: m.trackSize.width, height: m.trackSize.height)
  }

  /// A disc when the thumb is round (the classic switch), else a capsule.
  @ViewBuilder private var thumb: some View {
    if metrics.thumbSize.width == metrics.thumbSize.height {
      Circle().fill(Color.white)
    } else {
      Capsule().fill(Color.white)
    }
  }
}

/// A drop shadow of a control's part (a thumb, a selected segment).
struct ShadowMetrics {
  var color: Color, radius: Double, y: Double
}

extension View {
  func shadow(_ s: ShadowMetrics) -> some View { shadow(color: s.color, radius: s.radius, y: s.y) }
}
