// What `import UIKit` alone gives on Linux: this module imports nothing else of Popshot, so each
// name used here comes through the UIKit module's re-exports. The expected values are UIKit's
// documented ones or docs/platform.md's, worked out by hand.
//
// XCTest, not Swift Testing as elsewhere: a file that imports both Testing and UIKit asks for
// Swift Testing's cross-import overlay `_Testing_UIKit`, which the Linux toolchain does not
// ship, so it does not build (docs/swiftui.md, "The UIKit module"). XCTest has no such overlay.
import UIKit
import XCTest

final class UIKitImportTests: XCTestCase {
  /// Foundation comes with UIKit, as on iOS (CGFloat, CGRect, URL without importing it).
  func testFoundationComesWithUIKit() {
    MainActor.assumeIsolated { Self.onMainFoundationComesWithUIKit() }
  }
  @MainActor private static func onMainFoundationComesWithUIKit() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 20)
    XCTAssertEqual(r.height, 20)
    XCTAssertEqual(URL(string: "https://example.com")?.host, "example.com")
  }

  /// UIKit's fixed colours are their documented components: red is (1, 0, 0), gray is white
  /// 0.5; the system colours and `withAlphaComponent` are there.
  func testColours() { MainActor.assumeIsolated { Self.onMainColours() } }
  @MainActor private static func onMainColours() {
    XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(UIColor.gray, UIColor(white: 0.5, alpha: 1))
    XCTAssertNotEqual(UIColor.label.withAlphaComponent(0.2), UIColor.label)
    XCTAssertNotEqual(UIColor.systemPink, UIColor.systemTeal)
  }

  /// Outside a render the screen is an iPhone 15's, 393 × 852 pt at 3x, a phone.
  func testScreenAndDevice() {
    MainActor.assumeIsolated { Self.onMainScreenAndDevice() }
  }
  @MainActor private static func onMainScreenAndDevice() {
    XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 393, height: 852))
    XCTAssertEqual(UIScreen.main.scale, 3)
    XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
  }

  /// `UIFont(name:size:)` keeps the name and size; UIKit's weight constants (UIFontDescriptor.h:
  /// regular 0, bold 0.4).
  func testFonts() throws { try MainActor.assumeIsolated { try Self.onMainFonts() } }
  @MainActor private static func onMainFonts() throws {
    let rubik = try XCTUnwrap(UIFont(name: "Rubik-Bold", size: 18))
    XCTAssertEqual(rubik.fontName, "Rubik-Bold")
    XCTAssertEqual(rubik.pointSize, 18)
    XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).pointSize, 12)
    XCTAssertEqual(UIFont.Weight.regular.rawValue, 0)
    XCTAssertEqual(UIFont.Weight.bold.rawValue, 0.4)
    XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
  }

  /// Three pages: boxes of 10 pt with 8 pt gaps and 10 pt either side, 3 × 10 + 2 × 8 + 2 × 10
  /// = 66 wide, 26 tall (docs/platform.md, "Page control").
  func testPageControl() { MainActor.assumeIsolated { Self.onMainPageControl() } }
  @MainActor private static func onMainPageControl() {
    let control = UIPageControl()
    control.numberOfPages = 3
    XCTAssertEqual(control.size(forNumberOfPages: 3), CGSize(width: 66, height: 26))
    XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 66, height: 26))
    XCTAssertNil(control.pageIndicatorTintColor)
    XCTAssertIdentical(UIPageControl.appearance(), UIPageControl.appearance())
  }

  func testViewsPathsAndTraits() {
    MainActor.assumeIsolated { Self.onMainViewsPathsAndTraits() }
  }
  @MainActor private static func onMainViewsPathsAndTraits() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))
    XCTAssertEqual(view.subviews.count, 1)
    XCTAssert(UIRectCorner.allCorners.contains(.topLeft))
    _ = UIBezierPath(roundedRect: view.bounds, cornerRadius: 4).cgPath
    XCTAssertEqual(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle, .dark)
    _ = UIActivityIndicatorView(style: .large)
    UIImpactFeedbackGenerator(style: .light).impactOccurred()
  }

  /// The responder chain with UIKit's spellings: a view subclass with UIKit's initialisers and
  /// window callbacks, a layer with UIKit's properties, the geometry setters, block animations
  /// and a label. `center` moves the frame: a 40 × 30 view centred on (100, 100) starts at
  /// (80, 85).
  func testViewsLayersAndAnimations() {
    MainActor.assumeIsolated { Self.onMainViewsLayersAndAnimations() }
  }
  @MainActor private static func onMainViewsLayersAndAnimations() {
    final class Card: UIView {
      var movedToWindow = false
      override init(frame: CGRect) { super.init(frame: frame) }
      required init?(coder: NSCoder) { super.init(coder: coder) }
      override func willMove(toWindow newWindow: UIWindow?) {}
      override func didMoveToWindow() { movedToWindow = true }
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }
    let card = Card(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    let responder: UIResponder = card
    XCTAssertNil(responder.next)
    card.layer.cornerRadius = 12
    card.layer.masksToBounds = true
    card.layer.shadowColor = UIColor.black.cgColor
    card.layer.shadowOpacity = 0.2
    card.layer.shadowRadius = 4
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    card.layer.borderWidth = 1
    card.layer.borderColor = UIColor.separator.cgColor
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    XCTAssert(card.clipsToBounds)
    card.center = CGPoint(x: 100, y: 100)
    XCTAssertEqual(card.frame.origin, CGPoint(x: 80, y: 85))
    var finished: Bool?
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
      animations: { card.transform = CGAffineTransform(scaleX: 2, y: 2) },
      completion: { finished = $0 })
    UIView.animate(withDuration: 0.2) { card.alpha = 0.5 }
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
      animations: { card.isHidden = true })
    XCTAssertEqual(card.transform, CGAffineTransform(scaleX: 2, y: 2))
    XCTAssertEqual(card.alpha, 0.5)
    XCTAssert(card.isHidden)
    XCTAssertEqual(finished, true)
    XCTAssertFalse(card.movedToWindow)
    XCTAssertEqual(card.safeAreaInsets, UIEdgeInsets.zero)

    let label = UILabel()
    label.text = "Hello"
    label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 15))
    label.textAlignment = .center
    label.numberOfLines = 0
    XCTAssertEqual(label.font.pointSize, 15)
    XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 20), 20)
    let tap = UITapGestureRecognizer()
    tap.numberOfTapsRequired = 2
    label.addGestureRecognizer(tap)
    XCTAssertIdentical(tap.view, label)
    XCTAssertEqual(tap.state, .possible)
    XCTAssertEqual(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4).right, 4)
  }

  /// Outside a render: one window scene, in front, whose key window is the iPhone 15's screen
  /// (393 × 852 pt); the device is in portrait; the traits are light at 3x.
  func testScenesWindowsAndTraits() throws {
    try MainActor.assumeIsolated { try Self.onMainScenesWindowsAndTraits() }
  }
  @MainActor private static func onMainScenesWindowsAndTraits() throws {
    let scenes = UIApplication.shared.connectedScenes
    XCTAssertEqual(scenes.count, 1)
    let scene = try XCTUnwrap(scenes.first as? UIWindowScene)
    XCTAssertEqual(scene.activationState, UIScene.ActivationState.foregroundActive)
    let window = try XCTUnwrap(scene.windows.first { $0.isKeyWindow })
    XCTAssertEqual(window.bounds.size, CGSize(width: 393, height: 852))
    XCTAssertEqual(UIApplication.shared.windows.count, 1)
    XCTAssertEqual(UIApplication.shared.keyWindow?.bounds, window.bounds)
    XCTAssertEqual(UIDevice.current.orientation, .portrait)
    XCTAssert(UIDevice.current.orientation.isPortrait)
    XCTAssertEqual(scene.interfaceOrientation, UIInterfaceOrientation.portrait)
    XCTAssertEqual(UITraitCollection.current.userInterfaceStyle, .light)
    XCTAssertEqual(UITraitCollection.current.displayScale, 3)
  }

  /// Keyboard notifications and their keys have UIKit's names (UIKeyboardWillShowNotification
  /// and so on); colours missing from the catalogs are nil, as in UIKit.
  func testNotificationsAndNamedColours() {
    MainActor.assumeIsolated { Self.onMainNotificationsAndNamedColours() }
  }
  @MainActor private static func onMainNotificationsAndNamedColours() {
    XCTAssertEqual(
      UIResponder.keyboardWillShowNotification.rawValue, "UIKeyboardWillShowNotification")
    XCTAssertEqual(UIResponder.keyboardFrameEndUserInfoKey, "UIKeyboardFrameEndUserInfoKey")
    XCTAssertNotEqual(
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
    XCTAssertNil(UIColor(named: "NoSuchColour", in: nil, compatibleWith: nil))
    XCTAssertEqual(UIColor.red.cgColor.components, [1, 0, 0, 1])
  }

  /// Controllers with UIKit's spellings, made on the main actor as in the SDK: presenting keeps
  /// the controller and runs the completion; a navigation controller's stack.
  @MainActor func testViewControllers() {
    final class Detail: UIViewController {
      var loaded = false
      override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
      }
    }
    let root = UIViewController()
    let detail = Detail()
    detail.modalPresentationStyle = .fullScreen
    detail.modalTransitionStyle = .crossDissolve
    var presented = false
    root.present(detail, animated: true) { presented = true }
    XCTAssert(presented)
    XCTAssertIdentical(root.presentedViewController, detail)
    detail.dismiss(animated: true)
    XCTAssertNil(root.presentedViewController)
    XCTAssertFalse(detail.loaded)
    XCTAssertNotNil(detail.view)
    XCTAssert(detail.loaded)
    root.addChild(detail)
    XCTAssertEqual(root.children.count, 1)
    let navigation = UINavigationController(rootViewController: root)
    navigation.pushViewController(Detail(), animated: true)
    XCTAssertEqual(navigation.viewControllers.count, 2)
    XCTAssertNotNil(navigation.popViewController(animated: true))
    XCTAssertIdentical(navigation.topViewController, root)
  }

  /// An app delegate as UIKit apps declare one: an NSObject (or a UIResponder) with the
  /// delegate's methods.
  @MainActor func testAppDelegate() {
    final class AppDelegate: NSObject, UIApplicationDelegate {
      func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
      ) -> Bool { true }
    }
    final class OldAppDelegate: UIResponder, UIApplicationDelegate {}
    let delegate = AppDelegate()
    UIApplication.shared.delegate = delegate
    defer { UIApplication.shared.delegate = nil }
    XCTAssertIdentical(UIApplication.shared.delegate, delegate)
    XCTAssert(OldAppDelegate().application(.shared, didFinishLaunchingWithOptions: nil))
  }

  /// What public packages write with UIKit alone: window levels compared and made from a raw
  /// value (UIKit's alert level is 2000), an anchor constraint, a paragraph style under its
  /// attribute key ("NSParagraphStyle"), a hit test through `super`. The overlay's `+` and `-`
  /// (`.alert + 1`) need `import SwiftUI`: a scoped re-export cannot carry an operator.
  func testLevelsAnchorsAndHitTests() {
    MainActor.assumeIsolated { Self.onMainLevelsAnchorsAndHitTests() }
  }
  @MainActor private static func onMainLevelsAnchorsAndHitTests() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
    XCTAssertEqual(window.windowLevel.rawValue, 2001)
    XCTAssert(window.windowLevel > .alert)
    XCTAssert(UILayoutPriority.defaultHigh < .required)
    let box = Box(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    window.addSubview(box)
    XCTAssert(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === box)
    XCTAssertEqual(box.asked, 1)
    let gap = box.topAnchor.constraint(equalTo: window.topAnchor, constant: 12)
    NSLayoutConstraint.activate([gap])
    XCTAssertEqual(window.constraints.map(\.constant), [12])
    let style = NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle
    style.lineSpacing = 3
    let attributes: [NSAttributedString.Key: Any] = [.paragraphStyle: style]
    XCTAssertEqual(NSAttributedString.Key.paragraphStyle.rawValue, "NSParagraphStyle")
    XCTAssertEqual((attributes[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing, 3)
  }

  /// Every name Sources/UIKit re-exports, by name: this file building is the check (a name
  /// missing from the re-exports does not resolve here). They are distinct types.
  func testEveryReexportedNameResolves() {
    MainActor.assumeIsolated { Self.onMainEveryReexportedNameResolves() }
  }
  @MainActor private static func onMainEveryReexportedNameResolves() {
    let types: [Any.Type] = [
      UIActivityIndicatorView.self, UIApplication.self, UIBezierPath.self, UIBlurEffect.self,
      UIColor.self, UIContentSizeCategory.self, UIDevice.self, UIFont.self, UIImage.self,
      UIImpactFeedbackGenerator.self, UIKeyboardType.self, UINotificationFeedbackGenerator.self,
      UIPageControl.self, UIRectCorner.self, UIScreen.self, UISelectionFeedbackGenerator.self,
      UITextAutocapitalizationType.self, UITextContentType.self, UITraitCollection.self,
      UITraitEnvironmentLayoutDirection.self, UIUserInterfaceIdiom.self,
      UIUserInterfaceStyle.self, UIView.self, UIVisualEffect.self, UIVisualEffectView.self,
      CGAffineTransform.self, CGLineCap.self, CGLineJoin.self, CGPath.self,
      CALayer.self, CACornerMask.self, CGColor.self, NSLineBreakMode.self,
      NSTextAlignment.self, (any UIApplicationDelegate).self, UIDeviceOrientation.self,
      UIEdgeInsets.self, UIEvent.self, UIFontMetrics.self, UIGestureRecognizer.self,
      (any UIGestureRecognizerDelegate).self, UIInterfaceOrientation.self, UILabel.self,
      UIModalPresentationStyle.self, UIModalTransitionStyle.self, UINavigationController.self,
      UIResponder.self, UIScene.self, UIScene.ActivationState.self, UITapGestureRecognizer.self,
      UITouch.self, UIViewController.self, UIWindow.self, UIWindowScene.self,
      UIView.AnimationOptions.self, NSLayoutAnchor<NSLayoutXAxisAnchor>.self,
      NSLayoutConstraint.self, NSLayoutDimension.self, NSLayoutXAxisAnchor.self,
      NSLayoutYAxisAnchor.self, NSMutableParagraphStyle.self, NSParagraphStyle.self,
      UIFontDescriptor.self, UIImageView.self, UILayoutGuide.self, UILayoutPriority.self,
      UIPresentationController.self, UIScrollView.self, (any UIScrollViewDelegate).self,
      UITransitionContextViewControllerKey.self, UITransitionContextViewKey.self,
      (any UIViewControllerAnimatedTransitioning).self,
      (any UIViewControllerContextTransitioning).self,
      (any UIViewControllerInteractiveTransitioning).self,
      (any UIViewControllerTransitioningDelegate).self,
    ]
    XCTAssertEqual(Set(types.map { ObjectIdentifier($0) }).count, types.count)
  }
}

/// A view that counts the hit tests it is asked, answering through UIKit's rule.
private final class Box: UIView {
  var asked = 0
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    asked += 1
    return super.hitTest(point, with: event)
  }
}
