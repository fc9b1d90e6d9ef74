import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A controller whose view is UIKit's large spinner, counting the calls a still makes.
private final class SpinnerController: UIViewController {
  var loads = 0, appearances = 0
  override func loadView() { view = UIActivityIndicatorView(style: .large) }
  override func viewDidLoad() { loads += 1 }
  override func viewWillAppear(_ animated: Bool) { appearances += 1 }
}

private struct Spinner: UIViewControllerRepresentable {
  let controller: SpinnerController
  func makeUIViewController(context: Context) -> SpinnerController { controller }
  func updateUIViewController(_ uiViewController: SpinnerController, context: Context) {}
}

/// A SwiftUI view handed to UIKit and back: a hosting controller's view draws its root view.
private struct Hosted: UIViewControllerRepresentable {
  func makeUIViewController(context: Context) -> UIHostingController<Color> {
    UIHostingController(rootView: .red)
  }
  func updateUIViewController(_ uiViewController: UIHostingController<Color>, context: Context) {
    uiViewController.rootView = .blue
  }
}

/// A view whose colour is set inside a UIKit animation, with the completion's answer kept.
private struct Animated: UIViewRepresentable {
  final class Finished { var value: Bool? }
  let finished: Finished
  func makeUIView(context: Context) -> UIView {
    let v = UIView()
    v.backgroundColor = .white
    return v
  }
  func updateUIView(_ uiView: UIView, context: Context) {
    UIView.animate(
      withDuration: 0.3, animations: { uiView.backgroundColor = .black },
      completion: { self.finished.value = $0 })
  }
}

/// A view with a rounded, masked layer and a border.
private struct Rounded: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView {
    let v = UIView()
    v.backgroundColor = .black
    v.layer.cornerRadius = 20
    v.layer.borderWidth = 4
    v.layer.borderColor = UIColor.red.cgColor
    return v
  }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A label: its natural size is its text's.
private struct Label: UIViewRepresentable {
  func makeUIView(context: Context) -> UILabel {
    let l = UILabel()
    l.text = "Hello"
    return l
  }
  func updateUIView(_ uiView: UILabel, context: Context) {}
}

@MainActor @Suite struct UIViewControllerRepresentableTests {
  func render(_ view: some View, environment: EnvironmentValues = EnvironmentValues()) throws
    -> LayoutResult
  {
    var e = environment
    e.displayScale = 1
    return try LayoutEngine.render(view, size: Size(width: 200, height: 200), environment: e)
  }
  func pixel(_ view: some View, _ x: Int, _ y: Int) throws -> [UInt8] {
    let p = try Painter(scale: 1).render(
      render(view).displayList, size: Size(width: 200, height: 200))
    let c = p[x, y]
    return [c.r, c.g, c.b, c.a]
  }

  /// The controller's view is a large spinner, 37 × 37 pt: laid out at that size, centred,
  /// (200 − 37) / 2 = 81.5. Its view is loaded once and it is told it will appear once.
  @Test func aControllersViewIsLaidOutAtItsIntrinsicSize() throws {
    let controller = SpinnerController()
    let r = try render(Spinner(controller: controller).id("s"))
    #expect(r.frames["s"] == Rect(x: 81.5, y: 81.5, width: 37, height: 37))
    #expect(controller.loads == 1 && controller.appearances == 1)
  }

  /// A hosting controller draws its root view as updated (blue, not the red it was made with),
  /// filling its place (iOS 26's blue, #0088FF: the render is in the Liquid Glass design).
  @Test func aHostingControllerDrawsItsRootView() throws {
    #expect(try pixel(Hosted().frame(width: 20, height: 20), 100, 100) == [0, 0x88, 255, 255])
  }

  /// `UIView.animate` ran its block at once (the view is black, not white) and called the
  /// completion with true.
  @Test func anAnimationBlockRunsAtOnce() throws {
    let finished = Animated.Finished()
    #expect(
      try pixel(Animated(finished: finished).frame(width: 20, height: 20), 100, 100)
        == [0, 0, 0, 255])
    #expect(finished.value == true)
  }

  /// A 100 × 100 view at (50, 50) with corner radius 20 and a 4 pt red border: the corner
  /// pixel (51, 51) is outside the rounding (clear over the white-less canvas), the border at
  /// (100, 51) is red, and the middle is black.
  @Test func aLayersCornerRadiusAndBorderAreDrawn() throws {
    let view = Rounded().frame(width: 100, height: 100)
    #expect(try pixel(view, 51, 51)[3] == 0)
    #expect(try pixel(view, 100, 51) == [255, 0, 0, 255])
    #expect(try pixel(view, 100, 100) == [0, 0, 0, 255])
  }

  /// A label is as big as its text, not the 200 × 200 it is offered: the same size as a Text
  /// of the same string in the system font at 17 pt.
  @Test func aLabelIsTheSizeOfItsText() throws {
    let label = try render(Label().id("l")).frames["l"]
    let text = try render(Text("Hello").font(.system(size: 17)).id("t")).frames["t"]
    #expect(label != nil && label?.size == text?.size)
  }

  /// The scenes are the render's: the screen is set as a variant sets it, an iPhone 15 in
  /// landscape (852 × 393 pt, the portrait 393 × 852 turned) with its landscape safe area
  /// (59 pt either side, 21 at the bottom). One window scene; its key window has the screen's
  /// bounds and the safe area; the device is in landscape.
  @Test func theConnectedSceneIsTheRendersScreen() throws {
    struct Probe: View {
      let report: (Set<UIScene>, UIDeviceOrientation) -> Void
      var body: some View {
        report(UIApplication.shared.connectedScenes, UIDevice.current.orientation)
        return Color.clear
      }
    }
    var env = EnvironmentValues()
    env.screen = ScreenTraits(size: Size(width: 852, height: 393), scale: 3, idiom: .phone)
    env.safeAreaInsets = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)
    var scenes: Set<UIScene> = []
    var orientation = UIDeviceOrientation.unknown
    _ = try LayoutEngine.render(
      Probe {
        scenes = $0
        orientation = $1
      }, size: Size(width: 852, height: 393), environment: env)
    #expect(scenes.count == 1)
    let scene = try #require(scenes.first as? UIWindowScene)
    let key = try #require(scene.keyWindow)
    #expect(scene.windows.count == 1 && key.isKeyWindow)
    #expect(key.bounds == CGRect(x: 0, y: 0, width: 852, height: 393))
    #expect(key.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(orientation == .landscapeLeft && scene.interfaceOrientation == .landscapeRight)
  }
}

/// UIHostingController.sizeThatFits(in:): the root view's size for the proposal, an infinite
/// dimension left unspecified.
@MainActor @Suite struct HostingControllerSizingTests {
  /// A 120 × 40 frame takes 120 × 40 in 300 × ∞; a flexible width takes the 300 offered.
  @Test func sizeThatFitsLaysTheRootViewOut() {
    let fixed = UIHostingController(rootView: Color.red.frame(width: 120, height: 40))
    #expect(
      fixed.sizeThatFits(in: CGSize(width: 300, height: CGFloat.infinity))
        == CGSize(width: 120, height: 40))
    let wide = UIHostingController(rootView: Color.red.frame(height: 40))
    #expect(
      wide.sizeThatFits(in: CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 40))
  }
}
