// SwiftUI's UIViewControllerRepresentable: a UIKit view controller inside a SwiftUI hierarchy.
// A still makes the controller once in the render's environment (`makeCoordinator`,
// `makeUIViewController`, then `updateUIViewController`), loads its view (`loadView`,
// `viewDidLoad`), calls `viewWillAppear(false)`, and draws the view as a UIViewRepresentable's
// view is drawn, sized the same way (UIViewRepresentable.swift).
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A view that wraps a UIKit view controller (SwiftUI's UIViewControllerRepresentable).
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the representable's values and environment.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Tears the controller down; a still never removes one.
    static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator)
    /// Makes the object that passes the controller's events back to SwiftUI.
    func makeCoordinator() -> Coordinator
    /// The controller's view's size for `proposal`; nil takes the default sizing.
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize?
  }

  /// What a controller representable's methods are given (SwiftUI's
  /// UIViewControllerRepresentableContext).
  public struct UIViewControllerRepresentableContext<
    Representable: UIViewControllerRepresentable
  > {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
  }

  extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
  }

  extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator
    ) {}
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize? { nil }

    /// The controller's view, made and updated, as a still draws it.
    public var body: some View { RepresentedUIViewController(representable: self) }
  }

  /// The body of a controller representable: evaluated in the render, so the context has its
  /// environment.
  private struct RepresentedUIViewController<R: UIViewControllerRepresentable>: View {
    let representable: R
    var body: some View {
      let context = UIViewControllerRepresentableContext<R>(
        coordinator: representable.makeCoordinator(), transaction: Transaction(),
        environment: EnvironmentValues.current)
      let controller = representable.makeUIViewController(context: context)
      representable.updateUIViewController(controller, context: context)
      let view: UIView = controller.view
      controller.viewWillAppear(false)
      let r = representable
      let still = representedStill(view) {
        r.sizeThatFits($0, uiViewController: controller, context: context)
      }
      // The controller's appearance override covers its view, as in UIKit.
      switch controller.overrideUserInterfaceStyle {
      case .light: return AnyView(still.environment(\.colorScheme, .light))
      case .dark: return AnyView(still.environment(\.colorScheme, .dark))
      case .unspecified: return AnyView(still)
      }
    }
  }
#endif
