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
    let r = CGRect(x: 0, y: 0, width: 10, height: 20)
    XCTAssertEqual(r.height, 20)
    XCTAssertEqual(URL(string: "https://example.com")?.host, "example.com")
  }

  /// UIKit's fixed colours are their documented components: red is (1, 0, 0), gray is white
  /// 0.5; the system colours and `withAlphaComponent` are there.
  func testColours() {
    XCTAssertEqual(UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    XCTAssertEqual(UIColor.gray, UIColor(white: 0.5, alpha: 1))
    XCTAssertNotEqual(UIColor.label.withAlphaComponent(0.2), UIColor.label)
    XCTAssertNotEqual(UIColor.systemPink, UIColor.systemTeal)
  }

  /// Outside a render the screen is an iPhone 15's, 393 × 852 pt at 3x, a phone.
  func testScreenAndDevice() {
    XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 393, height: 852))
    XCTAssertEqual(UIScreen.main.scale, 3)
    XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
  }

  /// `UIFont(name:size:)` keeps the name and size; UIKit's weight constants (UIFontDescriptor.h:
  /// regular 0, bold 0.4).
  func testFonts() throws {
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
  func testPageControl() {
    let control = UIPageControl()
    control.numberOfPages = 3
    XCTAssertEqual(control.size(forNumberOfPages: 3), CGSize(width: 66, height: 26))
    XCTAssertEqual(control.intrinsicContentSize, CGSize(width: 66, height: 26))
    XCTAssertNil(control.pageIndicatorTintColor)
    XCTAssertIdentical(UIPageControl.appearance(), UIPageControl.appearance())
  }

  func testViewsPathsAndTraits() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))
    XCTAssertEqual(view.subviews.count, 1)
    XCTAssert(UIRectCorner.allCorners.contains(.topLeft))
    _ = UIBezierPath(roundedRect: view.bounds, cornerRadius: 4).cgPath
    XCTAssertEqual(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle, .dark)
    _ = UIActivityIndicatorView(style: .large)
    UIImpactFeedbackGenerator(style: .light).impactOccurred()
  }

  /// Every name Sources/UIKit re-exports, by name: this file building is the check (a name
  /// missing from the re-exports does not resolve here). They are distinct types.
  func testEveryReexportedNameResolves() {
    let types: [Any.Type] = [
      UIActivityIndicatorView.self, UIApplication.self, UIBezierPath.self, UIBlurEffect.self,
      UIColor.self, UIContentSizeCategory.self, UIDevice.self, UIFont.self, UIImage.self,
      UIImpactFeedbackGenerator.self, UIKeyboardType.self, UINotificationFeedbackGenerator.self,
      UIPageControl.self, UIRectCorner.self, UIScreen.self, UISelectionFeedbackGenerator.self,
      UITextAutocapitalizationType.self, UITextContentType.self, UITraitCollection.self,
      UITraitEnvironmentLayoutDirection.self, UIUserInterfaceIdiom.self,
      UIUserInterfaceStyle.self, UIView.self, UIVisualEffect.self, UIVisualEffectView.self,
      CGAffineTransform.self, CGLineCap.self, CGLineJoin.self, CGPath.self,
    ]
    XCTAssertEqual(Set(types.map { ObjectIdentifier($0) }).count, types.count)
  }
}
