// SwiftUI's UIViewRepresentable: a UIKit view inside a SwiftUI hierarchy. A still makes the view
// once in the render's environment (`makeCoordinator`, `makeUIView`, then `updateUIView`, as
// SwiftUI calls them before the first frame) and draws what Popshot can draw of it (Compat/
// UIView.swift). Its size: the type's own `sizeThatFits(_:uiView:context:)` when it gives one,
// else the view's intrinsic size in each dimension that has one, else the proposal (10 pt for
// an unspecified one, `replacingUnspecifiedDimensions`'s default; SwiftUI does not document its).
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A view that wraps a UIKit view (SwiftUI's UIViewRepresentable).
  @MainActor @preconcurrency public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view.
    func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with the representable's values and environment.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Tears the view down; a still never removes one.
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    /// Makes the object that passes the view's events back to SwiftUI.
    func makeCoordinator() -> Coordinator
    /// The view's size for `proposal`; nil takes the default sizing.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context)
      -> CGSize?
  }

  /// What a representable's methods are given (SwiftUI's UIViewRepresentableContext).
  public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
  }

  extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
  }

  extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiView: UIViewType, context: Context
    ) -> CGSize? { nil }

    /// The UIKit view, made and updated, as a still draws it.
    public var body: some View { RepresentedUIView(representable: self) }
  }

  /// The body of a representable: evaluated in the render, so the context has its environment.
  private struct RepresentedUIView<R: UIViewRepresentable>: View {
    let representable: R
    var body: some View {
      let context = UIViewRepresentableContext<R>(
        coordinator: representable.makeCoordinator(), transaction: Transaction(),
        environment: EnvironmentValues.current)
      let view = representable.makeUIView(context: context)
      representable.updateUIView(view, context: context)
      let r = representable
      return representedStill(view) { r.sizeThatFits($0, uiView: view, context: context) }
    }
  }

  /// A UIKit view in a representable's place, as a still draws it: sized by `fits` when it
  /// gives a size, else by the view's intrinsic size in each dimension that has one, else by
  /// the proposal. Shared by UIViewRepresentable and UIViewControllerRepresentable.
  func representedStill(_ view: UIView, fits: @escaping (ProposedViewSize) -> CGSize?)
    -> some View
  {
    RepresentableSizing(view: view, fits: fits) { mainActorRead(view) { $0.stillView } }
  }

  /// Sizes its one subview, the drawing of `view`, and gives it the whole of its bounds.
  private struct RepresentableSizing: Layout {
    let view: UIView
    let fits: (ProposedViewSize) -> CGSize?

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      if let size = fits(proposal) { return size }
      // A label's natural size is its text's, one line unless it wraps (UILabel).
      let (measures, intrinsic) = mainActorRead(view) {
        ($0.measuresItsDrawing, $0.intrinsicContentSize)
      }
      let natural = measures ? subviews.first?.sizeThatFits(.unspecified) ?? .zero : intrinsic
      let filled = proposal.replacingUnspecifiedDimensions()
      return CGSize(
        width: natural.width >= 0 ? natural.width : filled.width,
        height: natural.height >= 0 ? natural.height : filled.height)
    }
    func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) {
      for s in subviews {
        s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
      }
    }
  }
#endif
