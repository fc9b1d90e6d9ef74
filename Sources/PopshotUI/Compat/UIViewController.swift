// UIKit's view controller as SwiftUI code meets it: wrapped in a UIViewControllerRepresentable,
// made into a UIHostingController, presented from a coordinator. A still draws a controller's
// `view` where a representable places it; presenting one shows nothing (a still shows the
// SwiftUI view being rendered), and the controllers keep what was asked of them.
//
// `@MainActor`, as in the SDK: a subclass's overrides may use main-actor state.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// How a presented controller covers the one under it (UIKit's UIModalPresentationStyle).
  public enum UIModalPresentationStyle: Int, Sendable {
    case automatic = -2
    case none = -1
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
  }

  /// The transition of a presentation (UIKit's UIModalTransitionStyle).
  public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
  }

  /// An object that manages a view (UIKit's UIViewController).
  @MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    open var isModalInPresentation = false
    open var preferredContentSize: CGSize = .zero
    /// The appearance the controller's view is drawn in: set on a controller a representable
    /// draws, `.light` or `.dark` draws its view in that appearance (as the view's own
    /// `overrideUserInterfaceStyle` does); `.unspecified` follows the render.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The object UIKit asks for a custom presentation's animator and presentation controller;
    /// not retained, as in UIKit. Kept: a still presents nothing, so it is never asked.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The controller this one presented, until it is dismissed.
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one.
    open private(set) weak var presentingViewController: UIViewController?
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?

    // The initialisers are nonisolated (the SDK's are main-actor), because they override
    // NSObject's `init()`, which is; a subclass's overrides may still be main-actor.
    nonisolated public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init()
    }
    nonisolated public override convenience init() { self.init(nibName: nil, bundle: nil) }
    /// A controller from an archive: there are none in a still, so an empty controller.
    nonisolated public required init?(coder: NSCoder) { super.init() }

    /// The controller's view, loaded the first time it is asked for (`loadView`, then
    /// `viewDidLoad`), as in UIKit.
    open var view: UIView! {
      get {
        if loadedView == nil {
          loadView()
          if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
          viewDidLoad()
        }
        return loadedView
      }
      set { loadedView = newValue }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    /// Makes the view: a plain view the size of the screen, unless a subclass sets its own.
    open func loadView() { loadedView = UIView(frame: UIScreen.main.bounds) }
    open func loadViewIfNeeded() { _ = view }

    // The life-cycle callbacks. `viewDidLoad` runs when the view is first asked for; a
    // representable's controller also gets `viewWillAppear(false)` before it is drawn, as
    // UIKit calls it before the first frame. The others are never called in a still.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func didReceiveMemoryWarning() {}

    /// Presents `viewControllerToPresent`: it is kept as `presentedViewController`, not drawn,
    /// and `completion` runs at once (a still shows the end of a transition).
    open func present(
      _ viewControllerToPresent: UIViewController, animated flag: Bool,
      completion: (() -> Void)? = nil
    ) {
      presentedViewController = viewControllerToPresent
      viewControllerToPresent.presentingViewController = self
      completion?()
    }
    /// Dismisses what this controller presented, or this controller if it was presented;
    /// `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
      if let presented = presentedViewController {
        presented.presentingViewController = nil
        presentedViewController = nil
      } else if let presenter = presentingViewController {
        presenter.presentedViewController = nil
        presentingViewController = nil
      }
      completion?()
    }

    /// Adds a child controller; its view is drawn only where the code adds it as a subview.
    open func addChild(_ childController: UIViewController) {
      childController.removeFromParent()
      childController.willMove(toParent: self)
      children.append(childController)
      childController.parent = self
    }
    open func removeFromParent() {
      guard let parent else { return }
      parent.children.removeAll { $0 === self }
      self.parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// The navigation controller this one is in, if any.
    open var navigationController: UINavigationController? {
      (parent as? UINavigationController) ?? parent?.navigationController
    }
  }

  /// A controller that shows a stack of controllers (UIKit's UINavigationController): in a
  /// still its view draws the top controller's view; there is no bar.
  @MainActor open class UINavigationController: UIViewController {
    /// The stack, root first.
    open var viewControllers: [UIViewController] {
      get { children }
      set { setViewControllers(newValue, animated: false) }
    }
    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? {
      topViewController?.presentedViewController ?? topViewController
    }
    open var isNavigationBarHidden = false

    public init(rootViewController: UIViewController) {
      super.init(nibName: nil, bundle: nil)
      addChild(rootViewController)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
      super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
      addChild(viewController)
    }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
      guard children.count > 1, let top = children.last else { return nil }
      top.removeFromParent()
      return top
    }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
      let popped = Array(children.dropFirst())
      for c in popped { c.removeFromParent() }
      return popped
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
      for c in children { c.removeFromParent() }
      for c in viewControllers { addChild(c) }
    }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
      isNavigationBarHidden = hidden
    }

    /// A view that draws the top controller's view as it is when drawn.
    open override func loadView() {
      view = StillDrawingView(frame: UIScreen.main.bounds, source: self)
    }
    var stillDrawing: AnyView? { topViewController?.view.stillView }
  }

  /// A controller whose view draws what the controller says when it is drawn.
  @MainActor protocol StillDrawing: AnyObject, Sendable {
    var stillDrawing: AnyView? { get }
  }
  extension UINavigationController: StillDrawing {}

  /// A UIView whose drawing its controller gives: a hosting controller's SwiftUI view, or a
  /// navigation controller's top view, over its background.
  final class StillDrawingView: UIView {
    weak var source: (any StillDrawing)?
    init(frame: CGRect, source: any StillDrawing) {
      self.source = source
      super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override var content: AnyView {
      let own = backgroundColor?.color ?? Color.clear
      // Read on the thread that renders, as bodies are (View.swift, `mainActorRead`).
      guard let drawn = mainActorRead(source, { $0?.stillDrawing }) else { return AnyView(own) }
      return AnyView(
        ZStack {
          own
          drawn
        })
    }
  }
#endif
