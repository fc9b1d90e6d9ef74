// The UIKit names SwiftUI code reaches for (`import SwiftUI` brings UIKit on iOS): the screen,
// the device and the application, read from the variant being drawn, not constants. A render
// sets the screen (`EnvironmentValues.screen`); outside one, the screen is an iPhone 15's.
import Foundation
import PopshotGraphics

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// The kind of device (UIKit's UIUserInterfaceIdiom).
  public enum UIUserInterfaceIdiom: Int, Sendable, Hashable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
  }

  /// The screen of the variant being drawn (UIKit's UIScreen).
  public final class UIScreen: @unchecked Sendable {
    /// The screen the current render draws on.
    public static var main: UIScreen { UIScreen(EnvironmentValues.current.screen) }
    let screen: ScreenTraits
    init(_ screen: ScreenTraits) { self.screen = screen }
    /// The screen's bounds in points, in the variant's orientation.
    public var bounds: CGRect { CGRect(origin: .zero, size: screen.size.cgSize) }
    /// The bounds in pixels, in portrait.
    public var nativeBounds: CGRect {
      let s = screen.size
      let (w, h) = (min(s.width, s.height), max(s.width, s.height))
      return CGRect(x: 0, y: 0, width: w * screen.scale, height: h * screen.scale)
    }
    public var scale: CGFloat { CGFloat(screen.scale) }
    public var nativeScale: CGFloat { CGFloat(screen.scale) }
  }

  /// The device of the variant being drawn (UIKit's UIDevice).
  public final class UIDevice: @unchecked Sendable {
    public static var current: UIDevice {
      UIDevice(EnvironmentValues.current.screen, design: EnvironmentValues.current.design)
    }
    let screen: ScreenTraits
    let design: Design
    init(_ screen: ScreenTraits, design: Design) {
      self.screen = screen
      self.design = design
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom { screen.idiom }
    public var name: String { screen.idiom == .pad ? "iPad" : "iPhone" }
    public var model: String { name }
    public var systemName: String { screen.idiom == .pad ? "iPadOS" : "iOS" }
    /// The iOS version the design stands for: 26.0 for Liquid Glass, 17.0 for the classic one.
    public var systemVersion: String { design == .liquidGlass ? "26.0" : "17.0" }
  }

  extension UIDevice {
    /// Portrait, or `.landscapeLeft` when the screen is wider than it is tall (the device
    /// orientation of a `.landscapeRight` interface).
    public var orientation: UIDeviceOrientation {
      screen.size.width > screen.size.height ? .landscapeLeft : .portrait
    }
    /// Kept for code that calls it: a still's device does not turn.
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    public var isGeneratingDeviceOrientationNotifications: Bool { false }
    /// Never posted in a still.
    public static let orientationDidChangeNotification = Notification.Name(
      "UIDeviceOrientationDidChangeNotification")
  }

  /// How the device is held (UIKit's UIDeviceOrientation).
  public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// The application (UIKit's UIApplication): what a still can do is nothing, so `open` and
  /// `endEditing` do nothing. Its scenes and windows are the render's: one window scene in the
  /// foreground, with one key window the size of the screen (UIScene.swift).
  open class UIApplication: UIResponder, @unchecked Sendable {
    public static let shared = UIApplication()
    override init() { super.init() }

    public func open(
      _ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
    ) { completionHandler?(false) }
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// Ends editing in the key window (`UIApplication.shared.endEditing()`).
    public func endEditing(_ force: Bool = true) {}
    public static let openSettingsURLString = "app-settings:"

    /// The scenes of the app: in a still, one window scene made from the render in progress.
    open var connectedScenes: Set<UIScene> { [UIWindowScene.current] }
    /// The windows of the app's scene (UIKit deprecates it for the scene's `windows`).
    open var windows: [UIWindow] { UIWindowScene.current.windows }
    /// The key window of the app's scene.
    open var keyWindow: UIWindow? { UIWindowScene.current.keyWindow }
    /// `.active`: a still shows the app in front.
    open var applicationState: State { .active }
    open var supportsMultipleScenes: Bool { false }
    /// The object that gets the app's life events; a still sends none.
    open weak var delegate: (any UIApplicationDelegate)?

    /// Whether the app is in front (UIKit's UIApplication.State).
    public enum State: Int, Sendable { case active, inactive, background }

    // The app's life-cycle notifications under UIKit's names, never posted in a still.
    public static let didBecomeActiveNotification = Notification.Name(
      "UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name(
      "UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name(
      "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name(
      "UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name(
      "UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name(
      "UIApplicationDidReceiveMemoryWarningNotification")
  }
#endif

/// What UIScreen and UIDevice read: the variant's screen size, scale and idiom.
package struct ScreenTraits: Sendable, Hashable {
  package var size: Size
  package var scale: Double
  package var idiom: UIUserInterfaceIdiom
  package init(size: Size, scale: Double, idiom: UIUserInterfaceIdiom) {
    self.size = size
    self.scale = scale
    self.idiom = idiom
  }
  /// An iPhone 15 in portrait: what code reads outside a render.
  static let iPhone15 = ScreenTraits(
    size: Size(width: 393, height: 852), scale: 3, idiom: .phone)
}

private struct ScreenKey: EnvironmentKey {
  static let defaultValue: ScreenTraits? = nil
}

extension EnvironmentValues {
  /// The screen being drawn on: the variant's, or the render's size when none was set.
  package var screen: ScreenTraits {
    get { self[ScreenKey.self] ?? .iPhone15 }
    set { self[ScreenKey.self] = newValue }
  }
  /// Whether a screen was set (by a variant or a render).
  var hasScreen: Bool { self[ScreenKey.self] != nil }
  /// The set screen's width in portrait (its shorter side); nil when none was set.
  var portraitScreenWidth: Double? {
    self[ScreenKey.self].map { min($0.size.width, $0.size.height) }
  }
}
