// UIKit's spinner, which SwiftUI code wrapped in a UIViewRepresentable before ProgressView
// (iOS 14): `UIActivityIndicatorView(style: .large)`, `startAnimating()`, `color`. A still draws
// it as ProgressView draws its spinner (SwiftUI's spinner is this view), at the style's size,
// in one fixed phase; a stopped one is hidden, as UIKit hides it by default. Sizes: platform.md,
// "ProgressView".
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A spinner for a task of unknown length (UIKit's UIActivityIndicatorView).
  open class UIActivityIndicatorView: UIView {
    /// The spinner's size: medium and large (iOS 13), and the styles from before them, which
    /// also fix the colour (white, or gray).
    public enum Style: Int, Sendable, CaseIterable {
      case whiteLarge = 0
      case white = 1
      case gray = 2
      case medium = 100
      case large = 101
    }

    open var style: Style
    /// Whether the spinner turns; a still shows one phase of a turning spinner.
    public private(set) var isAnimating = false
    /// Whether the spinner is hidden while it is not turning (true, as in UIKit).
    open var hidesWhenStopped = true
    private var chosenColor: UIColor?

    public init(style: Style) {
      self.style = style
      super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
      style = .medium
      super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
      style = .medium
      super.init(coder: coder)
    }

    /// The spokes' colour: the one set, else the style's (the system's spinner grey for medium
    /// and large, white or gray for the older styles).
    open var color: UIColor! {
      get { chosenColor ?? UIColor(defaultColor) }
      set { chosenColor = newValue }
    }

    private var defaultColor: Color {
      switch style {
      case .medium, .large: ProgressViewMetrics.classic.spokeColor
      case .white, .whiteLarge: .white
      case .gray: Color(white: 0.5)
      }
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    /// The side of the square the spinner fills.
    var side: Double {
      let m = ProgressViewMetrics.classic
      return style == .large || style == .whiteLarge ? m.largeSpinnerSize : m.spinnerSize
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

    /// The spinner, centred in the view's place; nothing while it is stopped and hidden.
    override var content: AnyView {
      if !isAnimating && hidesWhenStopped { return AnyView(Color.clear) }
      return AnyView(
        ProgressView().progressViewStyle(SpinnerStyle(side: side, color: color.color)))
    }
  }

  /// The spinner drawn at `side`, its spokes scaled with it from the medium one.
  private nonisolated struct SpinnerStyle: ProgressViewStyle {
    let side: Double, color: Color
    func makeBody(configuration: Configuration) -> some View {
      let m = ProgressViewMetrics.classic.scaled(toSide: side)
      return ZStack {
        ForEach(0..<m.spokeOpacities.count, id: \.self) { i in
          SpinnerSpoke(index: i, count: m.spokeOpacities.count, metrics: m)
            .fill(color.opacity(m.spokeOpacities[i]))
        }
      }
      .frame(width: side, height: side)
    }
  }
#endif
