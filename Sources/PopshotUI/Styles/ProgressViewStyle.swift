// Progress view styles (SwiftUI's ProgressViewStyle): a style turns a progress view's
// configuration (its fraction and labels) into the view drawn. Facts and sources:
// docs/platform.md, "ProgressView".
import Foundation
import PopshotGraphics

/// How a progress view is drawn.
@MainActor @preconcurrency public protocol ProgressViewStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
  typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style draws with.
public struct ProgressViewStyleConfiguration {
  /// A progress view's label or current value label, as a view.
  public nonisolated struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The part done, from 0 to 1; nil for a task of unknown length.
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: Label?
}

private struct ProgressViewStyleKey: EnvironmentKey {
  static var defaultValue: any ProgressViewStyle { DefaultProgressViewStyle() }
}

extension EnvironmentValues {
  var progressViewStyle: any ProgressViewStyle {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the progress views inside in `style`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyle, style)
  }
}

/// The platform's style: a bar for a known fraction, a spinner otherwise.
public nonisolated struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    if configuration.fractionCompleted == nil {
      CircularProgressViewStyle().makeBody(configuration: configuration)
    } else {
      LinearProgressViewStyle().makeBody(configuration: configuration)
    }
  }
}

/// The spinner (iOS draws a spinner even for a known fraction), its label below it.
public nonisolated struct CircularProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    // `.controlSize(.large)` (and `.extraLarge`) draws UIActivityIndicatorView's large spinner,
    // the smaller sizes its medium one, as SwiftUI does on iOS.
    let base = ProgressViewMetrics.classic
    let large = [.large, .extraLarge].contains(EnvironmentValues.current.controlSize)
    let m = large ? base.scaled(toSide: base.largeSpinnerSize) : base
    return VStack(spacing: m.labelSpacing) {
      ZStack {
        ForEach(0..<m.spokeOpacities.count, id: \.self) { i in
          SpinnerSpoke(index: i, count: m.spokeOpacities.count, metrics: m)
            .fill((tint ?? m.spokeColor).opacity(m.spokeOpacities[i]))
        }
      }
      .frame(width: m.spinnerSize, height: m.spinnerSize)
      // At its ideal width: a stack of inflexible views can offer a text less than it needs.
      if let label = configuration.label {
        label.foregroundColor(.secondary).fixedSize(horizontal: true, vertical: false)
      }
    }
  }
}

/// The bar: a 4 pt track as wide as offered, filled with the tint up to the fraction; the label
/// above it and the current value label below.
public nonisolated struct LinearProgressViewStyle: ProgressViewStyle {
  let tint: Color?
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View {
    LinearProgressBar(configuration: configuration, tint: tint)
  }
}

private nonisolated struct LinearProgressBar: View {
  @Environment(\.design) var design
  let configuration: ProgressViewStyleConfiguration, tint: Color?
  @Environment(\.tintColor) var environmentTint
  var body: some View {
    let m = ProgressViewMetrics.of(design)
    let fraction = min(max(configuration.fractionCompleted ?? 0, 0), 1)
    return VStack(alignment: .leading, spacing: m.labelSpacing) {
      if let label = configuration.label { label }
      GeometryReader { proxy in
        ZStack(alignment: .leading) {
          Capsule().fill(m.barTrack)
          Capsule().fill(tint ?? environmentTint).frame(width: proxy.size.width * fraction)
        }
      }
      .frame(height: m.barHeight)
      if let value = configuration.currentValueLabel {
        value.font(.caption).foregroundColor(.secondary)
      }
    }
  }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// One spoke of the spinner: a rounded bar from the inner radius to the edge, turned to its
/// place (index 0 at the top, then clockwise).
nonisolated struct SpinnerSpoke: Shape {
  let index: Int, count: Int, metrics: ProgressViewMetrics
  func path(in cgRect: CGRect) -> Path {
    let rect = Rect(cg: cgRect)
    let radius = min(rect.width, rect.height) / 2
    let w = metrics.spokeWidth
    let bar = Path.roundedRect(
      Rect(x: -w / 2, y: -radius, width: w, height: radius - metrics.spokeInnerRadius),
      cornerRadius: w / 2)
    let turn = Transform.rotation(2 * Double.pi * Double(index) / Double(count))
      .concatenating(.translation(rect.midX, rect.midY))
    return bar.applying(turn)
  }
}
