// Stand-ins, named as such: the UIKit that seed 004's "present over the current context" code
// calls (UIKit is not Popshot's to imitate), and the key path its article prints without its
// backslash (`@Environment(.viewController)` for `\.viewController`).
import PopshotUI

class UIView { var backgroundColor: UIColor? }

struct UIColor { static let clear = UIColor() }

enum UIModalPresentationStyle { case automatic, fullScreen, overCurrentContext }

enum UIModalTransitionStyle { case coverVertical, crossDissolve }

/// Records what it presents; a still shows no UIKit transition.
class UIViewController {
  var modalPresentationStyle: UIModalPresentationStyle = .automatic
  var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  let view = UIView()
  private(set) var presented: UIViewController?
  func present(_ controller: UIViewController, animated: Bool) { presented = controller }
  func dismiss(animated: Bool) { presented = nil }
}

class UIHostingController<Content: View>: UIViewController {
  var rootView: Content
  init(rootView: Content) { self.rootView = rootView }
}

class UIWindow {
  var isKeyWindow = true
  var rootViewController: UIViewController?
}

/// No windows: the key window's root view controller is nil, as before an app has launched.
class UIApplication {
  static let shared = UIApplication()
  var windows: [UIWindow] = []
}

/// `.viewController` as the article prints it resolves to `\EnvironmentValues.viewController`.
extension KeyPath where Root == EnvironmentValues, Value == UIViewController? {
  static var viewController: KeyPath<EnvironmentValues, UIViewController?> {
    \EnvironmentValues.viewController
  }
}

extension WritableKeyPath where Root == EnvironmentValues, Value == UIViewController? {
  static var viewController: WritableKeyPath<EnvironmentValues, UIViewController?> {
    \EnvironmentValues.viewController
  }
}
