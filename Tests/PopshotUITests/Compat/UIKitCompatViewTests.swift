// The UIKit declarations public SwiftUI packages stopped on (issue 44), with what a still makes
// of them. The expected values are worked out by hand from the frames set here and UIKit's
// documented constants (alert level 2000, defaultHigh 750).
import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A view whose touch area reaches `margin` points past its bounds, as packages widen small
/// buttons; it counts the hit tests it is asked and answers through `super`.
private final class WideTarget: UIView {
  var margin: CGFloat = 10
  var asked = 0
  override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.insetBy(dx: -margin, dy: -margin).contains(point)
  }
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    asked += 1
    return super.hitTest(point, with: event)
  }
}

/// A window that lets touches through where it has nothing (a floating-button overlay).
private final class PassThroughWindow: UIWindow {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// A view naming a layer class Linux does not have, as blur packages do.
private final class BackdropView: UIView {
  override class var layerClass: AnyClass {
    NSClassFromString("CABackdropLayer") ?? CALayer.self
  }
}

/// A scroll view's delegate that counts scrolls.
private final class ScrollCounter: NSObject, UIScrollViewDelegate {
  var scrolls = 0
  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A transitioning delegate that implements none of the optional methods.
private final class PlainTransitions: NSObject, UIViewControllerTransitioningDelegate {}

/// A representable drawing a view made by `make`.
private struct Wrapped: UIViewRepresentable {
  let make: @MainActor () -> UIView
  func makeUIView(context: Context) -> UIView { make() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor @Suite struct UIKitCompatViewTests {
  /// Two overlapping subviews of a 100 × 100 window, a at (0, 0, 60, 60) and b at
  /// (40, 40, 60, 60), b added last.
  func twoSquares() -> (UIWindow, UIView, UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let a = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let b = UIView(frame: CGRect(x: 40, y: 40, width: 60, height: 60))
    window.addSubview(a)
    window.addSubview(b)
    return (window, a, b)
  }

  /// Where both cover the point (50, 50), the one added last is on top and is hit; (10, 10) is
  /// only in a; (95, 5) is in neither, so the window itself; (150, 50) is outside the window.
  @Test func theTopmostSubviewContainingThePointIsHit() {
    let (window, a, b) = twoSquares()
    #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === b)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === a)
    #expect(window.hitTest(CGPoint(x: 95, y: 5), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) == nil)
    // The maximum edge is outside: b spans 40 ..< 100, so x = 100 misses everything.
    #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) == nil)
  }

  /// A hidden view, one that takes no touches, and one under 0.01 alpha are passed over, so the
  /// point falls to a; at 0.01 exactly b is hit (UIKit ignores alpha less than 0.01).
  @Test func hiddenDisabledAndTransparentViewsAreNotHit() {
    let p = CGPoint(x: 50, y: 50)
    let (window, a, b) = twoSquares()
    b.isHidden = true
    #expect(window.hitTest(p, with: nil) === a)
    b.isHidden = false
    b.isUserInteractionEnabled = false
    #expect(window.hitTest(p, with: nil) === a)
    b.isUserInteractionEnabled = true
    b.alpha = 0.005
    #expect(window.hitTest(p, with: nil) === a)
    b.alpha = 0.01
    #expect(window.hitTest(p, with: nil) === b)
  }

  /// The deepest view is hit, in its own coordinates: c at (10, 10, 20, 20) inside b covers
  /// the window's (50 ..< 70, 50 ..< 70); (55, 55) is (5, 5) in c.
  @Test func theDeepestViewIsHitAndPointsConvert() {
    let (window, _, b) = twoSquares()
    let c = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    b.addSubview(c)
    #expect(window.hitTest(CGPoint(x: 55, y: 55), with: nil) === c)
    #expect(c.convert(CGPoint(x: 55, y: 55), from: window) == CGPoint(x: 5, y: 5))
    #expect(c.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 55, y: 55))
    #expect(
      c.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: window)
        == CGRect(x: 50, y: 50, width: 4, height: 4))
  }

  /// An override of `point(inside:with:)` widens the target through `super.hitTest`: (-5, 5)
  /// in the target is 5 points left of it, within its 10-point margin; (-15, 5) is not.
  @Test func anOverrideIsCalledThroughSuper() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let target = WideTarget(frame: CGRect(x: 50, y: 50, width: 20, height: 20))
    window.addSubview(target)
    #expect(window.hitTest(CGPoint(x: 45, y: 55), with: nil) === target)
    #expect(target.asked == 1)
    #expect(window.hitTest(CGPoint(x: 35, y: 55), with: nil) === window)
    #expect(target.asked == 2)
    let overlay = PassThroughWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    overlay.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
    #expect(overlay.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)
    #expect(overlay.hitTest(CGPoint(x: 5, y: 5), with: nil) != nil)
  }

  /// UIKit's levels: normal 0, status bar 1000, alert 2000; the overlay's arithmetic.
  @Test func windowLevelsTakeArithmetic() {
    let window = UIWindow(frame: .zero)
    #expect(window.windowLevel == .normal)
    window.windowLevel = .alert + 1
    #expect(window.windowLevel.rawValue == 2001)
    window.windowLevel = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue - 1)
    #expect(window.windowLevel.rawValue == 999)
    #expect(UIWindow.Level.statusBar < .alert)
    #expect(UIWindow.Level.alert - UIWindow.Level.statusBar == 1000)
    var level = UIWindow.Level(5)
    level += 10
    level -= 3
    #expect(level.rawValue == 12)
    #expect((1 + UIWindow.Level.normal).rawValue == 1)
    #expect(UIFont.Weight.bold > .regular)
  }

  /// `layerClass` answers what a subclass says (nil from NSClassFromString on Linux, so
  /// CALayer); the layer is a CALayer either way.
  @Test func layerClassIsOverridable() {
    #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
    #expect(ObjectIdentifier(BackdropView.layerClass) == ObjectIdentifier(CALayer.self))
    #expect(type(of: BackdropView().layer) == CALayer.self)
  }

  /// A layer framed at (10, 10, 100, 100) has its position at the middle, (60, 60); a
  /// sublayer at (20, 20, 30, 30) in it covers (30 ..< 60, 30 ..< 60) of the superlayer's space.
  @Test func layersHitTestInTheirSuperlayersCoordinates() {
    let layer = CALayer()
    layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
    #expect(layer.position == CGPoint(x: 60, y: 60))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    let inner = CALayer()
    inner.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
    layer.addSublayer(inner)
    #expect(layer.hitTest(CGPoint(x: 35, y: 35)) === inner)
    #expect(layer.hitTest(CGPoint(x: 15, y: 15)) === layer)
    #expect(layer.hitTest(CGPoint(x: 5, y: 5)) == nil)
    // A view's layer follows its frame.
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
    view.frame.origin = CGPoint(x: 5, y: 5)
    #expect(view.layer.frame == CGRect(x: 5, y: 5, width: 40, height: 20))
  }

  /// An anchor constraint records both sides and its constant; activating installs it on the
  /// nearest common ancestor (the container of two siblings), deactivating removes it.
  @Test func anchorConstraintsAreRecorded() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let title = UIView()
    let body = UIView()
    container.addSubview(title)
    container.addSubview(body)
    let gap = body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8)
    #expect(gap.constant == 8)
    #expect(gap.firstItem === body && gap.secondItem === title)
    #expect(gap.firstAttribute == .top && gap.secondAttribute == .bottom)
    #expect(gap.relation == .equal && gap.multiplier == 1)
    #expect(gap.priority == .required && !gap.isActive)
    let width = title.widthAnchor.constraint(equalToConstant: 44)
    width.priority = .defaultHigh - 1
    #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)
    #expect(width.priority.rawValue == 749)
    NSLayoutConstraint.activate([gap, width])
    #expect(gap.isActive && width.isActive)
    #expect(container.constraints.map(\.constant) == [8])
    #expect(title.constraints.map(\.constant) == [44])
    NSLayoutConstraint.deactivate([gap])
    #expect(container.constraints.isEmpty && !gap.isActive)
    // Not solved: the views keep the frames they were given.
    #expect(body.frame == .zero)
    // A safe-area guide is the bounds less the insets, here none.
    #expect(container.safeAreaLayoutGuide.layoutFrame == container.bounds)
    #expect(
      container.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 84))
  }

  /// The content offset is the origin of the bounds: a subview at content y 50 is hit at the
  /// scroll view's point (5, 55) and sits at y 20 in the superview when the offset is 30; the
  /// delegate hears each change, not a repeat of the same offset.
  @Test func aScrollViewsOffsetMovesItsContent() {
    let page = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let row = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 10))
    page.addSubview(scroll)
    scroll.addSubview(row)
    let counter = ScrollCounter()
    scroll.delegate = counter
    scroll.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    scroll.contentOffset = CGPoint(x: 0, y: 30)
    #expect(counter.scrolls == 1)
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 30))
    #expect(scroll.hitTest(CGPoint(x: 5, y: 55), with: nil) === row)
    #expect(row.convert(CGPoint.zero, to: page) == CGPoint(x: 0, y: 20))
    #expect(scroll.clipsToBounds)
    #expect(!scroll.isDragging && !scroll.isDecelerating)
  }

  /// Drawn: a blue row at content y 50 ..< 100 with the offset 30 shows at 20 ..< 70 of the
  /// 100-point scroll view (placed at 50, 50 in the 200-point render), white elsewhere.
  @Test func aScrollViewDrawsItsContentAtTheOffset() throws {
    let view = Wrapped {
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let row = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 50))
      row.backgroundColor = .blue
      scroll.addSubview(row)
      scroll.contentOffset = CGPoint(x: 0, y: 30)
      return scroll
    }
    let p = try pixels(
      ZStack {
        Color.white
        view.frame(width: 100, height: 100)
      })
    #expect(rgba(p, 100, 75) == [0, 0, 255, 255])
    #expect(rgba(p, 100, 115) == [0, 0, 255, 255])
    #expect(rgba(p, 100, 125) == [255, 255, 255, 255])
    #expect(rgba(p, 100, 65) == [255, 255, 255, 255])
  }

  /// `.systemBackground` is white in light and black in dark; a view overriding its style to
  /// dark draws black in a light render.
  @Test func anAppearanceOverrideDrawsInThatAppearance() throws {
    func centre(_ style: UIUserInterfaceStyle) throws -> [UInt8] {
      let view = Wrapped {
        let v = UIView()
        v.backgroundColor = .systemBackground
        v.overrideUserInterfaceStyle = style
        return v
      }
      return rgba(try pixels(view.frame(width: 20, height: 20)), 100, 100)
    }
    #expect(try centre(.unspecified) == [255, 255, 255, 255])
    #expect(try centre(.dark) == [0, 0, 0, 255])
  }

  /// An image view is the image's size and takes no touches, as in UIKit, so a hit test passes
  /// to the view under it.
  @Test func anImageViewHasItsImage() throws {
    let star = try #require(UIImage(systemName: "star.fill"))
    let imageView = UIImageView(image: star)
    #expect(imageView.image == star)
    #expect(imageView.frame.size == star.size)
    #expect(imageView.intrinsicContentSize == star.size)
    #expect(imageView.contentMode == .scaleToFill)
    imageView.contentMode = .scaleAspectFit
    imageView.tintColor = .red
    #expect(imageView.contentMode == .scaleAspectFit)
    let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    holder.addSubview(imageView)
    #expect(holder.hitTest(CGPoint(x: 1, y: 1), with: nil) === holder)
  }

  /// A descriptor made bold gives the bold system font; made rounded, the rounded one; a named
  /// font has no system design.
  @Test func fontDescriptorsMakeFonts() throws {
    let regular = UIFont.systemFont(ofSize: 20, weight: .regular)
    let bold = try #require(regular.fontDescriptor.withSymbolicTraits(.traitBold))
    #expect(UIFont(descriptor: bold, size: 0) == UIFont.boldSystemFont(ofSize: 20))
    let rounded = try #require(regular.fontDescriptor.withDesign(.rounded))
    let roundedFont = UIFont(descriptor: rounded, size: 24)
    #expect(roundedFont.pointSize == 24)
    #expect(Font(roundedFont) == Font.system(size: 24, weight: .regular, design: .rounded))
    let named = try #require(UIFont(name: "Rubik-Bold", size: 12))
    #expect(named.fontDescriptor.withDesign(.rounded) == nil)
    #expect(named.fontDescriptor.postscriptName == "Rubik-Bold")
    #expect(UIFont.italicSystemFont(ofSize: 9).fontName == ".SFUI-Italic")
  }

  /// A mutable copy of the default style keeps what is set, and copies keep it; the default is
  /// UIKit's (word wrapping, natural alignment, no spacing).
  @Test func paragraphStylesKeepTheirValues() throws {
    #expect(NSParagraphStyle.default.lineBreakMode == .byWordWrapping)
    #expect(NSParagraphStyle.default.alignment == .natural)
    let style = try #require(NSParagraphStyle.default.mutableCopy() as? NSMutableParagraphStyle)
    style.lineSpacing = 4
    style.alignment = .center
    let frozen = try #require(style.copy() as? NSParagraphStyle)
    #expect(!(frozen is NSMutableParagraphStyle))
    #expect(frozen.lineSpacing == 4 && frozen.alignment == .center)
    #expect(NSParagraphStyle.default.lineSpacing == 0)
  }

  /// The hosting controller's safe-area regions default to all and can be cleared; a
  /// transitioning delegate is held weakly and answers nil where it implements nothing.
  @Test func controllersKeepWhatIsSet() {
    let host = UIHostingController(rootView: Text("A"))
    #expect(host.safeAreaRegions == .all)
    host.safeAreaRegions = []
    #expect(host.safeAreaRegions.isEmpty)
    let controller = UIViewController()
    var transitions: PlainTransitions? = PlainTransitions()
    controller.transitioningDelegate = transitions
    controller.modalPresentationStyle = .custom
    #expect(controller.transitioningDelegate === transitions)
    #expect(transitions?.animationController(forDismissed: controller) == nil)
    transitions = nil
    #expect(controller.transitioningDelegate == nil)
    controller.overrideUserInterfaceStyle = .dark
    #expect(controller.overrideUserInterfaceStyle == .dark)
  }

  func pixels(_ view: some View) throws -> Pixmap {
    var e = EnvironmentValues()
    e.displayScale = 1
    e.colorScheme = .light
    let size = Size(width: 200, height: 200)
    return try Painter(scale: 1).render(
      LayoutEngine.render(view, size: size, environment: e).displayList, size: size)
  }
  /// A scroll view's pan recognizer is one object, attached to the scroll view; it has moved
  /// nothing until code sets a translation. A layer keeps the name code gives it.
  @Test func scrollViewPanRecognizerAndLayerName() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let pan = scroll.panGestureRecognizer
    #expect(pan === scroll.panGestureRecognizer && pan.view === scroll)
    #expect(pan.translation(in: scroll) == .zero)
    pan.setTranslation(CGPoint(x: 0, y: 40), in: scroll)
    #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 40))
    scroll.layer.name = "content"
    #expect(scroll.layer.name == "content")
  }

  /// `insertSubview` puts a view at an index, above or below a sibling; a dynamic colour
  /// resolved in a dark trait collection is its dark colour, fixed in both appearances.
  @Test func insertSubviewAndResolvedColor() {
    let parent = UIView()
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let d = UIView()
    parent.addSubview(a)
    parent.addSubview(b)
    parent.insertSubview(c, at: 0)
    parent.insertSubview(d, aboveSubview: c)
    #expect(parent.subviews.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
    #expect(d.superview === parent)
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
    let dark = dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
    let black = UIColor.black.color.dark
    #expect(dark.color.light == black && dark.color.dark == black)
    #expect(UITraitCollection(activeAppearance: .active).activeAppearance == .active)
  }

  /// UIKit code reads the variant's settings through UIAccessibility: Bold Text is on where the
  /// environment's legibility weight is bold, and off by default; VoiceOver is not running.
  @Test func uiAccessibilityReadsTheVariantsSettings() throws {
    final class Seen: @unchecked Sendable { var bold: [Bool] = [] }
    let seen = Seen()
    struct Probe: View {
      let seen: Seen
      var body: some View {
        seen.bold.append(UIAccessibility.isBoldTextEnabled)
        return Text("Probe")
      }
    }
    var env = EnvironmentValues()
    _ = try LayoutEngine.render(Probe(seen: seen), size: Size(width: 100, height: 100))
    env.legibilityWeight = .bold
    _ = try LayoutEngine.render(
      Probe(seen: seen), size: Size(width: 100, height: 100), environment: env)
    #expect(seen.bold == [false, true])
    #expect(!UIAccessibility.isVoiceOverRunning)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
  }

  func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
    let c = p[x, y]
    return [c.r, c.g, c.b, c.a]
  }
}
