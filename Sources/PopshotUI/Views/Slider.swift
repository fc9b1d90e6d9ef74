import PopshotGraphics

/// The sizes and colours of the slider (UISlider), in one place per design.
struct SliderMetrics {
  /// The track's height and colour (past the thumb); before the thumb it is the tint.
  var trackHeight: Double
  var track: Color
  /// The thumb: a white disc with the switch's shadows.
  var thumbDiameter: Double
  /// The gap between a value label and the track.
  var labelSpacing: Double

  static let classic = SliderMetrics(
    trackHeight: 4, track: .systemFill, thumbDiameter: 28, labelSpacing: 8)
}

/// A control choosing a value in a range by dragging a thumb (SwiftUI's Slider): the track as
/// wide as offered, filled with the tint up to the thumb, the minimum and maximum value labels at
/// its ends. As on iOS the label is not drawn; it names the element, whose role is adjustable
/// and whose value is the position as a percentage ("50%", as UISlider reads it).
public struct Slider: View {
  let fraction: Double, label: AnyView?, minimum: AnyView?, maximum: AnyView?

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(fraction: Self.fraction(value, bounds), label: nil, minimum: nil, maximum: nil)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(fraction: Self.fraction(value, bounds), label: nil, minimum: nil, maximum: nil)
  }
  public init<V: BinaryFloatingPoint, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(value, bounds), label: AnyView(label()), minimum: nil, maximum: nil)
  }
  public init<V: BinaryFloatingPoint, Label: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(value, bounds), label: AnyView(label()),
      minimum: AnyView(minimumValueLabel()), maximum: AnyView(maximumValueLabel()))
  }

  init(fraction: Double, label: AnyView?, minimum: AnyView?, maximum: AnyView?) {
    self.fraction = fraction
    self.label = label
    self.minimum = minimum
    self.maximum = maximum
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>)
    -> Double
  {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    guard span > 0 else { return 0 }
    return min(max(Double(value.wrappedValue - bounds.lowerBound) / span, 0), 1)
  }

  public var body: some View {
    let m = SliderMetrics.classic
    return HStack(spacing: m.labelSpacing) {
      if let label { label.controlLabel().labelsHidden() }
      if let minimum { minimum }
      SliderTrack(fraction: fraction, metrics: m)
      if let maximum { maximum }
    }
    .control(
      "slider",
      ControlSemantics(
        role: .adjustable, label: nil, value: "\(Int((fraction * 100).rounded()))%", action: nil))
  }
}

/// The track and thumb: the thumb's centre travels from one end of the track to the other, less
/// its radius at each end.
private struct SliderTrack: View {
  let fraction: Double, metrics: SliderMetrics
  @Environment(\.tintColor) var tint

  var body: some View {
    let m = metrics
    let thumbs = ToggleMetrics.classic.thumbShadows
    return GeometryReader { proxy in
      let travel = max(proxy.size.width - m.thumbDiameter, 0)
      let centre = m.thumbDiameter / 2 + travel * fraction
      ZStack(alignment: .leading) {
        Capsule().fill(m.track).frame(height: m.trackHeight)
        Capsule().fill(tint).frame(width: centre, height: m.trackHeight)
        Circle().fill(Color.white).frame(width: m.thumbDiameter, height: m.thumbDiameter)
          .shadow(thumbs.soft).shadow(thumbs.tight)
          .offset(x: centre - m.thumbDiameter / 2)
      }
      .frame(width: proxy.size.width, height: proxy.size.height)
    }
    .frame(height: m.thumbDiameter)
    .controlGraphic()
  }
}
