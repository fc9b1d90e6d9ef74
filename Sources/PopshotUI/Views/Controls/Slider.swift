import PopshotGraphics

// The slider (UISlider as iOS 17 and iOS 26 draw it): facts and sources in docs/platform.md,
// "Slider" and "Controls in Liquid Glass".

/// A control choosing a value in a range by dragging a thumb (SwiftUI's Slider): the track as
/// wide as offered, filled with the tint up to the thumb, the minimum and maximum value labels at
/// its ends. As on iOS the label is not drawn; it names the element, whose role is adjustable
/// and whose value is the position as a percentage ("50%", as UISlider reads it).
public nonisolated struct Slider: View {
  let fraction: Double, label: AnyView?, minimum: AnyView?, maximum: AnyView?
  /// What VoiceOver's adjusting and a test's `.adjust` do, in an interaction session.
  var adjustment: ElementAction? = nil

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(fraction: Self.fraction(value, bounds), label: nil, minimum: nil, maximum: nil)
    adjustment = Self.adjusting(value, bounds, step: nil, onEditingChanged)
  }
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(fraction: Self.fraction(value, bounds), label: nil, minimum: nil, maximum: nil)
    adjustment = Self.adjusting(value, bounds, step: Double(step), onEditingChanged)
  }
  public init<V: BinaryFloatingPoint, Label: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      fraction: Self.fraction(value, bounds), label: AnyView(label()), minimum: nil, maximum: nil)
    adjustment = Self.adjusting(value, bounds, step: nil, onEditingChanged)
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
    adjustment = Self.adjusting(value, bounds, step: Double(step), onEditingChanged)
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

  /// Adjusting `value`: VoiceOver's swipe up or down moves it a tenth of the range (UISlider's
  /// adjustment), rounded to `step` when there is one and by one step at least; a position sets
  /// it that far along the range. Each is an edit (`onEditingChanged(true)`, then `false`). Only
  /// in a session.
  private static func adjusting<V: BinaryFloatingPoint>(
    _ value: Binding<V>, _ bounds: ClosedRange<V>, step: Double?,
    _ onEditingChanged: @escaping (Bool) -> Void
  ) -> ElementAction? {
    guard StateGraph.current != nil else { return nil }
    let low = Double(bounds.lowerBound)
    let span = Double(bounds.upperBound - bounds.lowerBound)
    func set(_ target: Double) {
      var v = target
      if let step, step > 0 { v = low + ((v - low) / step).rounded() * step }
      v = min(max(v, low), low + span)
      onEditingChanged(true)
      value.wrappedValue = V(v)
      onEditingChanged(false)
    }
    func by(_ sign: Double) -> @MainActor () -> Void {
      onRenderingThread {
        let tenth = span / 10
        let delta = step.map { s in s > 0 ? max(s, (tenth / s).rounded() * s) : tenth } ?? tenth
        set(Double(value.wrappedValue) + sign * delta)
      }
    }
    let position = { (p: Double) in set(low + min(max(p, 0), 1) * span) }
    return .adjust(.init(increment: by(1), decrement: by(-1), position: position))
  }

  @Environment(\.design) var design

  public var body: some View {
    let m = SliderMetrics.of(design)
    return HStack(spacing: m.labelSpacing) {
      if let label { label.controlLabel().labelsHidden() }
      if let minimum { minimum }
      SliderTrack(fraction: fraction, metrics: m)
      if let maximum { maximum }
    }
    .control(
      "slider",
      ControlSemantics(
        role: .adjustable, label: nil, value: "\(Int((fraction * 100).rounded()))%", action: nil,
        perform: adjustment))
  }
}

/// The track and thumb: the thumb's centre travels from one end of the track to the other, less
/// half its width at each end.
private nonisolated struct SliderTrack: View {
  let fraction: Double, metrics: SliderMetrics
  @Environment(\.tintColor) var tint

  var body: some View {
    let m = metrics
    return GeometryReader { proxy in
      let travel = max(proxy.size.width - m.thumbSize.width, 0)
      let centre = m.thumbSize.width / 2 + travel * fraction
      ZStack(alignment: .leading) {
        Capsule().fill(m.track).frame(height: m.trackHeight)
        Capsule().fill(tint).frame(width: centre, height: m.trackHeight)
        thumb.offset(x: centre - m.thumbSize.width / 2)
      }
      .frame(width: proxy.size.width, height: proxy.size.height)
    }
    .frame(height: m.height)
    .controlGraphic()
  }

  /// The thumb with its shadows.
  @ViewBuilder private var thumb: some View {
    let m = metrics
    let shaded = thumbShape.frame(width: m.thumbSize.width, height: m.thumbSize.height)
      .shadow(m.thumbShadows.soft)
    if let tight = m.thumbShadows.tight { shaded.shadow(tight) } else { shaded }
  }

  /// A disc when the thumb is round (the classic slider), else a capsule.
  @ViewBuilder private var thumbShape: some View {
    if metrics.thumbSize.width == metrics.thumbSize.height {
      Circle().fill(Color.white)
    } else {
      Capsule().fill(Color.white)
    }
  }
}
