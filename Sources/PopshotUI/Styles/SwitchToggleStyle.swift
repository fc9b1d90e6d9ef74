// The switch (UISwitch as iOS 17 and iOS 26 draw it): facts and sources in docs/platform.md,
// "Toggle" and "Controls in Liquid Glass".
import PopshotGraphics

/// A toggle drawn as a switch: the label on the leading side and the switch on the trailing
/// side, the toggle filling the width it is offered (as in a form row). With `.labelsHidden()`
/// it is the switch alone.
public nonisolated struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  public init() { tint = nil }
  /// A switch whose track is `tint` when on.
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggle(configuration: configuration, tint: tint)
  }
}

nonisolated extension ToggleStyle where Self == SwitchToggleStyle {
  /// A switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

/// The switch style's body: it reads the environment where it is drawn.
private nonisolated struct SwitchToggle: View {
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
      // Drawn (and hit) past the trailing edge, laid out within it; mirrored right to left.
      track.offset(x: labelsHidden ? 0 : m.trailingOverhang)
    }
  }
}

/// The track and thumb at rest, on or off.
nonisolated struct SwitchShape: View {
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

nonisolated extension View {
  func shadow(_ s: ShadowMetrics) -> some View { shadow(color: s.color, radius: s.radius, y: s.y) }
}
