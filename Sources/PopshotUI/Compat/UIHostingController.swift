// SwiftUI's UIHostingController: a SwiftUI view in a UIKit controller. Its view draws the root
// view, as it is when drawn, filling the place it is given; so a hosting controller handed back
// to SwiftUI through a UIViewControllerRepresentable draws its SwiftUI view there.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A UIKit view controller that shows a SwiftUI view (SwiftUI's UIHostingController).
  @MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown; it may be replaced.
    public var rootView: Content
    /// The safe-area regions the root view keeps clear of (SwiftUI's `safeAreaRegions`, iOS
    /// 16.4): `.all` unless set, `[]` to ignore them. Kept, not applied: the root view is laid
    /// out in the controller's place as the rest of the render lays it out.
    public var safeAreaRegions: SafeAreaRegions = .all
    /// The underscored switch packages set to let the root view ignore the safe area: not
    /// Apple's public API, but present in its SDK, so code that sets it builds. Kept, not
    /// applied (as `safeAreaRegions`).
    public var _disableSafeArea = false

    public init(rootView: Content) {
      self.rootView = rootView
      super.init(nibName: nil, bundle: nil)
    }
    /// A hosting controller from an archive: there are none in a still, so `rootView` as given.
    public init?(coder aDecoder: NSCoder, rootView: Content) {
      self.rootView = rootView
      super.init(nibName: nil, bundle: nil)
    }
    /// UIKit needs a root view that an archive cannot give: fails, as a controller with no
    /// view to show.
    public required init?(coder aDecoder: NSCoder) { return nil }

    /// The size the root view takes for `size` (unspecified where a dimension is infinite or
    /// UIView.layoutFittingExpandedSize), as SwiftUI lays it out.
    open func sizeThatFits(in size: CGSize) -> CGSize {
      let proposal = ProposedSize(
        width: size.width.isFinite ? Double(size.width) : nil,
        height: size.height.isFinite ? Double(size.height) : nil)
      let s = LayoutEngine.size(of: rootView, proposal: proposal)
      return CGSize(width: s.width, height: s.height)
    }

    /// The view that draws `rootView`.
    open override func loadView() {
      view = StillDrawingView(frame: UIScreen.main.bounds, source: self)
    }
  }

  extension UIHostingController: StillDrawing {
    var stillDrawing: AnyView? { AnyView(rootView) }
  }
#endif
