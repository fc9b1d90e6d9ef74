// Gauge styles (SwiftUI's GaugeStyle): a style turns a gauge's configuration (its fraction and
// labels) into the view drawn. Facts and sources: docs/platform.md, "Gauge".
import PopshotGraphics

/// How a gauge is drawn.
@MainActor @preconcurrency public protocol GaugeStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style draws with.
public struct GaugeStyleConfiguration {
  /// One of a gauge's labels, as a view.
  public nonisolated struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The value's place in the gauge's range, from 0 to 1.
  public let value: Double
  public var label: Label
  public var currentValueLabel: Label?
  public var minimumValueLabel: Label?
  public var maximumValueLabel: Label?
}

private struct GaugeStyleKey: EnvironmentKey {
  static var defaultValue: any GaugeStyle { DefaultGaugeStyle() }
}

extension EnvironmentValues {
  var gaugeStyle: any GaugeStyle {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the gauges inside in `style`.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyle, style)
  }
}

/// The platform's style: a linear capacity bar on iOS.
public nonisolated struct DefaultGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

/// A bar filling with the tint from its leading edge: the label above it, the minimum and
/// maximum value labels at its ends, the current value label below it.
public nonisolated struct LinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGauge(configuration: configuration)
  }
}

private nonisolated struct LinearCapacityGauge: View {
  @Environment(\.design) var design
  let configuration: GaugeStyleConfiguration
  @Environment(\.tintColor) var tint
  var body: some View {
    let m = GaugeMetrics.of(design)
    let c = configuration
    return VStack(spacing: m.labelSpacing) {
      c.label
      HStack(spacing: m.labelSpacing) {
        if let minimum = c.minimumValueLabel { minimum.font(.caption).foregroundColor(.secondary) }
        GeometryReader { proxy in
          ZStack(alignment: .leading) {
            Capsule().fill(m.track)
            Capsule().fill(tint).frame(width: proxy.size.width * c.value)
          }
        }
        .frame(height: m.barHeight)
        .controlGraphic()
        if let maximum = c.maximumValueLabel { maximum.font(.caption).foregroundColor(.secondary) }
      }
      if let current = c.currentValueLabel { current.font(.caption).foregroundColor(.secondary) }
    }
  }
}

/// A ring filling with the tint clockwise from the top, the current value label (else the
/// label) inside it.
public nonisolated struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    CircularCapacityGauge(configuration: configuration)
  }
}

private nonisolated struct CircularCapacityGauge: View {
  @Environment(\.design) var design
  let configuration: GaugeStyleConfiguration
  @Environment(\.tintColor) var tint
  var body: some View {
    let m = GaugeMetrics.of(design)
    let c = configuration
    let line = StrokeStyle(lineWidth: m.ringWidth, lineCap: .round)
    return ZStack {
      ZStack {
        Circle().inset(by: m.ringWidth / 2).stroke(m.track, lineWidth: m.ringWidth)
        GaugeArc(fraction: c.value, inset: m.ringWidth / 2).stroke(tint, style: line)
      }
      .controlGraphic()
      if let current = c.currentValueLabel {
        c.label.labelsHidden()
        current.font(.caption.weight(.medium)).padding(m.ringLabelInset)
      } else {
        c.label.font(.caption.weight(.medium)).padding(m.ringLabelInset)
      }
    }
    .frame(width: m.ringDiameter, height: m.ringDiameter)
  }
}

/// The filled part of a capacity ring: an arc from the top, clockwise, `fraction` of a turn.
nonisolated struct GaugeArc: Shape {
  let fraction: Double, inset: Double
  func path(in rect: CGRect) -> Path {
    var path = Path()
    guard fraction > 0 else { return path }
    let r = Double(min(rect.width, rect.height)) / 2 - inset
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: CGFloat(r), startAngle: .degrees(-90),
      endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
    return path
  }
}

/// `.accessoryLinear`, `.accessoryLinearCapacity` and `.accessoryCircular`: placeholders drawn
/// as `.linearCapacity` (docs/swiftui.md, "Controls").
public nonisolated struct AccessoryLinearGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}
public nonisolated struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}
public nonisolated struct AccessoryCircularGaugeStyle: GaugeStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    LinearCapacityGaugeStyle().makeBody(configuration: configuration)
  }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}
