// UIKit's scenes as SwiftUI code reaches for them, mostly to find the key window:
// `UIApplication.shared.connectedScenes.first as? UIWindowScene`, then `windows` or
// `keyWindow`, then its bounds or safe area. A still has one scene, a window scene in the
// foreground, with one key window the size of the screen being drawn (UIScreen.main).
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// An instance of the app's interface (UIKit's UIScene).
  open class UIScene: UIResponder {
    /// Where a scene is in its life (UIKit's UIScene.ActivationState).
    public enum ActivationState: Int, Sendable {
      case unattached = -1
      case foregroundActive = 0
      case foregroundInactive = 1
      case background = 2
    }
    /// `.foregroundActive`: a still shows the app in front.
    open var activationState: ActivationState { .foregroundActive }
    open var title: String!

    override init() { super.init() }

    // UIScene's notifications under UIKit's names (UISceneWillConnectNotification…), never
    // posted in a still.
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    public static let didDisconnectNotification = Notification.Name(
      "UISceneDidDisconnectNotification")
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    public static let willDeactivateNotification = Notification.Name(
      "UISceneWillDeactivateNotification")
    public static let willEnterForegroundNotification = Notification.Name(
      "UISceneWillEnterForegroundNotification")
    public static let didEnterBackgroundNotification = Notification.Name(
      "UISceneDidEnterBackgroundNotification")
  }

  /// A scene that shows windows (UIKit's UIWindowScene): in a still, the screen being drawn
  /// and its one key window.
  open class UIWindowScene: UIScene {
    public let screen: UIScreen
    /// The scene's windows: its key window, and any UIWindow made with `init(windowScene:)`.
    public private(set) var windows: [UIWindow] = []
    /// The window that takes key events.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// Landscape when the screen is wider than it is tall, else portrait.
    open var interfaceOrientation: UIInterfaceOrientation {
      screen.bounds.width > screen.bounds.height ? .landscapeRight : .portrait
    }
    /// The traits of the render: its appearance, text size, scale and layout direction.
    open var traitCollection: UITraitCollection { UITraitCollection.current }

    /// The scene of the render in progress: its screen, and a key window of the screen's size
    /// with the render's safe area.
    init(screen: UIScreen, safeArea: UIEdgeInsets) {
      self.screen = screen
      super.init()
      let window = UIWindow(windowScene: self)
      window.safeArea = safeArea
      window.makeKey()
    }

    func add(_ window: UIWindow) { windows.append(window) }

    /// The scene a still has, read from the render in progress.
    static var current: UIWindowScene {
      let env = EnvironmentValues.current
      return UIWindowScene(screen: UIScreen(env.screen), safeArea: UIEdgeInsets(env.safeAreaInsets))
    }
  }

  /// How the interface is turned (UIKit's UIInterfaceOrientation). A landscape screen is
  /// `.landscapeRight`, the interface of a device held `.landscapeLeft` (home indicator on the
  /// right).
  public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 4
    case landscapeRight = 3
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  }
#endif
