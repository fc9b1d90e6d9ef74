// Presentations in the view tree: `.sheet` and `.fullScreenCover` record a request where they are
// attached, and the layout result lists the requests it met. PopshotScenes turns the shown ones
// into sheet and cover layers, as it does for JSON fixtures; a snapshot can open the others.
import Foundation
import PopshotGraphics

/// How a presented sheet looks and behaves, as the modifiers inside its content set it.
public struct PresentationConfiguration: @unchecked Sendable {
  public var detents: [PresentationDetent] = [.large]
  /// The detent the selection binding holds, if the detents came with one.
  public var selection: PresentationDetent?
  public var dragIndicator: Visibility = .automatic
  public var interactiveDismissDisabled = false
  public var backgroundInteraction: PresentationBackgroundInteraction = .automatic
  public var cornerRadius: Double?
  public var background: (any ShapeStyle)?
  /// What the sheet becomes in compact height.
  public var compactAdaptation: PresentationAdaptation = .automatic
  /// What it becomes in compact width (iPhone in portrait), where `.automatic` keeps a sheet.
  public var compactWidthAdaptation: PresentationAdaptation = .automatic
  /// How big the sheet is where it floats over the page.
  public var sizing: PresentationSizingKind = .automatic
  public init() {}
}

/// A presentation a view asks for: where, of what style, whether it shows, and its content.
public struct PresentationRequest: @unchecked Sendable {
  public enum Style: String, Sendable { case sheet, fullScreenCover }
  public var style: Style
  /// The id of the view it is attached to (its place in the tree, or its `.id`).
  public var source: String
  /// Whether it shows in this render (its binding is true, or its item set).
  public var isPresented: Bool
  /// Presented with `isPresented: .constant(true)`: part of the screen, not something the user
  /// opens or closes.
  public var isConstant: Bool
  /// The content as presented, when it shows.
  public var content: AnyView?
  public var configuration: PresentationConfiguration
  /// Opens it for the next render (sets its binding to true); nil when it cannot be opened
  /// without a value (`.sheet(item:)` whose item is nil).
  let open: (() -> Void)?
  /// Puts the binding back as it was before `open`.
  let restore: () -> Void
  /// For `.sheet(item:)`: sets the item to a value of its type (false when `value` is not one).
  let openItem: ((Any) -> Bool)?

  /// Opens the presentation, runs `body`, and puts the binding back as it was.
  public func whileOpen<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T? {
    guard let open else { return nil }
    open()
    defer { restore() }
    return try body()
  }

  /// Whether it is a `.sheet(item:)` or `.fullScreenCover(item:)` that `value` can open.
  public func canOpen(with value: Any) -> Bool { openItem != nil && accepts(value) }
  let accepts: (Any) -> Bool

  /// Sets its item to `value`, runs `body`, and puts the item back (nil when `value` is not of
  /// the item's type).
  public func whileOpen<T, E: Error>(with value: Any, _ body: () throws(E) -> T) throws(E) -> T? {
    guard let openItem, openItem(value) else { return nil }
    defer { restore() }
    return try body()
  }
}

extension View {
  /// Presents a sheet while `isPresented` is true.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presents(.sheet, isPresented, content)
  }

  /// Presents a sheet while `item` is not nil, built from the item.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presents(.sheet, item, content)
  }

  /// Presents a view over the whole screen while `isPresented` is true.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presents(.fullScreenCover, isPresented, content)
  }

  /// Presents a view over the whole screen while `item` is not nil, built from the item.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presents(.fullScreenCover, item, content)
  }

  func presents<Content: View>(
    _ style: PresentationRequest.Style, _ binding: Binding<Bool>, _ content: @escaping () -> Content
  ) -> some View {
    let shown = binding.wrappedValue
    let request = PresentationRequest(
      style: style, source: "", isPresented: shown, isConstant: binding.isConstant,
      content: shown ? presentedContent(content) : nil,
      configuration: PresentationConfiguration(),
      open: binding.isConstant ? nil : { binding.wrappedValue = true },
      restore: { binding.wrappedValue = shown }, openItem: nil, accepts: { _ in false })
    return modified(.presentation(request))
  }

  func presents<Item, Content: View>(
    _ style: PresentationRequest.Style, _ item: Binding<Item?>,
    _ content: @escaping (Item) -> Content
  ) -> some View {
    let value = item.wrappedValue
    let request = PresentationRequest(
      style: style, source: "", isPresented: value != nil, isConstant: item.isConstant,
      content: value.map { v in presentedContent { content(v) } },
      configuration: PresentationConfiguration(), open: nil, restore: { item.wrappedValue = value },
      openItem: item.isConstant
        ? nil
        : { any in
          guard let v = any as? Item else { return false }
          item.wrappedValue = v
          return true
        },
      accepts: { $0 is Item })
    return modified(.presentation(request))
  }
}

/// The content of a shown presentation.
func presentedContent<Content: View>(_ content: () -> Content) -> AnyView {
  AnyView(PresentedContent(view: content()))
}

/// A presentation's content: its body reads `isPresented` as true.
struct PresentedContent: PrimitiveView {
  let view: any View
  func makeNode() -> ViewNode {
    EnvironmentValues.with({ $0.isPresented = true }, { node(of: view) })
  }
}

extension View {
  /// The heights the sheet can rest at.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    configurePresentation { $0.detents = Array(detents) }
  }

  /// The heights the sheet can rest at, and the one it shows.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> some View {
    configurePresentation {
      $0.detents = Array(detents)
      $0.selection = selection.wrappedValue
    }
  }

  /// Whether the sheet shows its grabber.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    configurePresentation { $0.dragIndicator = visibility }
  }

  /// Stops the sheet from being swiped away.
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    configurePresentation { $0.interactiveDismissDisabled = isDisabled }
  }

  /// Whether the page behind the sheet stays live.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    configurePresentation { $0.backgroundInteraction = interaction }
  }

  /// The sheet's corner radius (nil: the system's).
  public func presentationCornerRadius(_ radius: CGFloat?) -> some View {
    configurePresentation { $0.cornerRadius = radius.map(Double.init) }
  }

  /// What the sheet is filled with.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    configurePresentation { $0.background = style }
  }

  func configurePresentation(_ change: @escaping (inout PresentationConfiguration) -> Void)
    -> some View
  {
    modified(.presentationConfiguration(change))
  }
}

/// A view already reduced to its node (a presentation's content, evaluated once).
struct NodeView: PrimitiveView {
  let node: ViewNode
  func makeNode() -> ViewNode { node }
}

extension ViewNode {
  /// Applies the presentation settings found in this tree (SwiftUI reads them as preferences
  /// from anywhere in a sheet's content).
  func collectConfiguration(into c: inout PresentationConfiguration) {
    switch self {
    case .list(let nodes), .stack(_, _, _, let nodes), .zstack(_, let nodes):
      for n in nodes { n.collectConfiguration(into: &c) }
    case .button(let label, _, _):
      label.collectConfiguration(into: &c)
    case .modified(let inner, let m):
      inner.collectConfiguration(into: &c)
      switch m {
      case .presentationConfiguration(let change): change(&c)
      case .background(let n, _), .overlay(let n, _): n.collectConfiguration(into: &c)
      default: break
      }
    case .empty, .text, .image, .shape, .spacer, .divider, .geometry:
      break
    }
  }
}
