// UIKit's page control, as SwiftUI code reaches it: a paged TabView's dots are a UIPageControl
// on iOS, and apps tint them through its appearance proxy
// (`UIPageControl.appearance().currentPageIndicatorTintColor = .label`) because SwiftUI has no
// modifier for it. The proxy is process-wide, as UIKit's is, and read when a paged TabView is
// drawn. Metrics and default colours are in PageControlMetrics.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A row of dots, one per page, the current one solid (UIKit's UIPageControl).
  open class UIPageControl: UIView {
    /// How the backdrop behind the dots shows (UIKit's UIPageControl.BackgroundStyle).
    public enum BackgroundStyle: Int, Sendable, Hashable {
      /// While the control is touched: not in a still.
      case automatic = 0
      /// Always.
      case prominent = 1
      /// Never.
      case minimal = 2
    }

    open var numberOfPages = 0
    open var currentPage = 0
    open var hidesForSinglePage = false
    /// The other pages' dots; nil is the default translucent white. UIKit applies no alpha of
    /// its own to it.
    open var pageIndicatorTintColor: UIColor?
    /// The current page's dot; nil is the default opaque white.
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: BackgroundStyle = .automatic

    /// The proxy whose settings every page control takes (UIKit's `appearance()`); a paged
    /// TabView reads it when it is drawn.
    open class func appearance() -> UIPageControl { proxy }
    private static let proxy = UIPageControl()

    /// The proxy's settings as a paged TabView draws them, read on the rendering thread as
    /// `mainActorRead` says (View.swift): the app sets them before the render.
    nonisolated static var appearanceTints: PageIndicatorTints {
      mainActorRead(()) { _ in proxy.tints(over: nil) }
    }

    /// This control's settings, each falling back to the proxy's where it has none.
    func tints(over proxy: UIPageControl?) -> PageIndicatorTints {
      PageIndicatorTints(
        current: (currentPageIndicatorTintColor ?? proxy?.currentPageIndicatorTintColor)?.color,
        other: (pageIndicatorTintColor ?? proxy?.pageIndicatorTintColor)?.color,
        prominentBackground: backgroundStyle == .prominent
          || (backgroundStyle == .automatic && proxy?.backgroundStyle == .prominent))
    }

    /// The dots' size for the number of pages (UIKit's `size(forNumberOfPages:)`).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
      let s = PageControlMetrics.classic.size(pages: pageCount)
      return CGSize(width: s.width, height: s.height)
    }
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// In a UIViewRepresentable: the dots, centred in the view's place, over its background.
    override var content: AnyView {
      let background = backgroundColor?.color ?? Color.clear
      guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else {
        return AnyView(background)
      }
      return AnyView(
        ZStack {
          background
          PageIndicator(
            pages: numberOfPages, current: min(max(currentPage, 0), numberOfPages - 1),
            tints: tints(over: UIPageControl.proxy), drawsBackground: false)
        })
    }
  }
#endif

extension PageIndicatorTints {
  /// What `UIPageControl.appearance()` sets, for the dots of a paged TabView.
  static var appearance: PageIndicatorTints {
    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
      UIPageControl.appearanceTints
    #else
      PageIndicatorTints(prominentBackground: false)
    #endif
  }
}
