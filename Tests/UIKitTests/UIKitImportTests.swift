// What `import UIKit` alone gives on Linux: this module imports nothing else of Popshot, so each
// name used here comes through the UIKit module's re-exports. The expected values are UIKit's
// documented ones or docs/platform.md's, worked out by hand.
import Testing
import UIKit

@Suite struct UIKitImportTests {
  /// Foundation comes with UIKit, as on iOS (CGFloat, CGRect, URL without importing it).
  @Test func foundationComesWithUIKit() {
    let r = CGRect(x: 0, y: 0, width: 10, height: 20)
    #expect(r.height == 20)
    #expect(URL(string: "https://example.com")?.host == "example.com")
  }

  /// UIKit's fixed colours are their documented components: red is (1, 0, 0), gray is white
  /// 0.5; the system colours and `withAlphaComponent` are there.
  @Test func colours() {
    #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(UIColor.gray == UIColor(white: 0.5, alpha: 1))
    #expect(UIColor.label.withAlphaComponent(0.2) != UIColor.label)
    #expect(UIColor.systemPink != UIColor.systemTeal)
  }

  /// Outside a render the screen is an iPhone 15's, 393 × 852 pt at 3x, a phone.
  @Test func screenAndDevice() {
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
    #expect(UIScreen.main.scale == 3)
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
  }

  /// `UIFont(name:size:)` keeps the name and size; UIKit's weight constants (UIFontDescriptor.h:
  /// regular 0, bold 0.4).
  @Test func fonts() throws {
    let rubik = try #require(UIFont(name: "Rubik-Bold", size: 18))
    #expect(rubik.fontName == "Rubik-Bold")
    #expect(rubik.pointSize == 18)
    #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).pointSize == 12)
    #expect(UIFont.Weight.regular.rawValue == 0)
    #expect(UIFont.Weight.bold.rawValue == 0.4)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
  }

  /// Three pages: boxes of 10 pt with 8 pt gaps and 10 pt either side, 3 × 10 + 2 × 8 + 2 × 10
  /// = 66 wide, 26 tall (docs/platform.md, "Page control").
  @Test func pageControl() {
    let control = UIPageControl()
    control.numberOfPages = 3
    #expect(control.size(forNumberOfPages: 3) == CGSize(width: 66, height: 26))
    #expect(control.intrinsicContentSize == CGSize(width: 66, height: 26))
    #expect(control.pageIndicatorTintColor == nil)
    #expect(UIPageControl.appearance() === UIPageControl.appearance())
  }

  @Test func viewsPathsAndTraits() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    view.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)))
    #expect(view.subviews.count == 1)
    #expect(UIRectCorner.allCorners.contains(.topLeft))
    _ = UIBezierPath(roundedRect: view.bounds, cornerRadius: 4).cgPath
    #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
    _ = UIActivityIndicatorView(style: .large)
    UIImpactFeedbackGenerator(style: .light).impactOccurred()
  }
}
