// UIKit's window, as SwiftUI code reads it for the screen's size and safe area
// (`UIApplication.shared.windows.first?.safeAreaInsets.top`). The window of a still's scene
// is the size of the screen being drawn, with the render's safe area; it is key. Nothing is
// drawn from a window: what a still shows is the SwiftUI view being rendered.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A view that holds an app's interface (UIKit's UIWindow).
  open class UIWindow: UIView {
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// The controller whose view fills the window; kept, not drawn.
    open var rootViewController: UIViewController?
    public private(set) var isKeyWindow = false
    open var windowLevel: UIWindow.Level = .normal
    var safeArea = UIEdgeInsets.zero

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// A window the size of the scene's screen, one of its windows.
    public init(windowScene: UIWindowScene) {
      super.init(frame: windowScene.screen.bounds)
      self.windowScene = windowScene
      windowScene.add(self)
    }

    /// The render's safe area for the scene's window; zero for one made with a frame.
    open override var safeAreaInsets: UIEdgeInsets { safeArea }
    open var screen: UIScreen { windowScene?.screen ?? .main }

    /// Makes the window key, and so the one other windows of its scene are not.
    open func makeKey() {
      for other in windowScene?.windows ?? [] { other.isKeyWindow = false }
      isKeyWindow = true
    }
    /// Makes the window key and shows it.
    open func makeKeyAndVisible() {
      makeKey()
      isHidden = false
    }

    /// Where a window sits among others (UIKit's UIWindow.Level), with UIKit's values (normal
    /// 0, status bar 1000, alert 2000). Levels compare by value and take a number added or
    /// taken away (`.alert + 1`), as UIKit's overlay allows (UIKitNumericRawRepresentable.swift).
    public struct Level: RawRepresentable, Hashable, Sendable {
      public var rawValue: CGFloat
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
      public static let normal = Level(0)
      public static let statusBar = Level(1000)
      public static let alert = Level(2000)
    }
  }
#endif
