// The app delegate as SwiftUI apps keep one: `class AppDelegate: NSObject,
// UIApplicationDelegate` and `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`
// in the App. A still launches no app, so no delegate method is called; the names are here so
// that the file builds.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  extension UIApplication {
    /// A key of the launch options (UIKit's UIApplication.LaunchOptionsKey).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
      public static let remoteNotification = LaunchOptionsKey(
        rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }
    /// A key of the options of an opened URL (UIKit's UIApplication.OpenURLOptionsKey).
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let sourceApplication = OpenURLOptionsKey(
        rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    }
  }

  /// What an app does at the points of its life (UIKit's UIApplicationDelegate). UIKit's
  /// methods are optional; here each has a default that does what UIKit does without one.
  @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
    func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]
    ) -> Bool
    func application(
      _ application: UIApplication,
      didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    func application(
      _ application: UIApplication,
      didFailToRegisterForRemoteNotificationsWithError error: any Error)
  }

  extension UIApplicationDelegate {
    public func application(
      _ application: UIApplication,
      willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool { true }
    public func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func application(
      _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]
    ) -> Bool { false }
    public func application(
      _ application: UIApplication,
      didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    public func application(
      _ application: UIApplication,
      didFailToRegisterForRemoteNotificationsWithError error: any Error
    ) {}
  }

  /// The app delegate of a SwiftUI app (SwiftUI's UIApplicationDelegateAdaptor). SwiftUI makes
  /// the delegate when the app launches. A still launches no app, and Linux's NSObject has no
  /// `required init()` to make one from its type, so the wrapped value is the delegate set on
  /// `UIApplication.shared.delegate` when it has this type; reading it otherwise is a
  /// programming error that stops with a message, as `@EnvironmentObject` does.
  @MainActor @preconcurrency @propertyWrapper
  public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>:
    DynamicProperty
  {
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}

    public var wrappedValue: DelegateType {
      guard let delegate = UIApplication.shared.delegate as? DelegateType else {
        fatalError(
          "No app delegate of type \(DelegateType.self): a still launches no app. Set "
            + "UIApplication.shared.delegate to one before reading it.")
      }
      return delegate
    }
  }

  extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
    /// Bindings to the delegate's properties (`$appDelegate.isReady`).
    public var projectedValue: ObservedObject<DelegateType>.Wrapper {
      ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
  }
#endif
