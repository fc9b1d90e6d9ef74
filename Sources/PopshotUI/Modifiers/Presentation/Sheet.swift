import PopshotGraphics

nonisolated extension View {
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
    _ kind: PresentationKind, _ binding: Binding<Bool>,
    _ content: @escaping () -> Content,
    popover: PopoverPlacement? = nil
  ) -> some View {
    let shown = binding.wrappedValue
    let close: (() -> Void)? = binding.isConstant ? nil : { binding.wrappedValue = false }
    var request = PresentationRequest(
      kind: kind, source: "", isPresented: shown, isConstant: binding.isConstant,
      content: shown ? presentedContent(content, close: close) : nil, dialog: nil,
      configuration: PresentationConfiguration(),
      open: binding.isConstant ? nil : { binding.wrappedValue = true },
      restore: { binding.wrappedValue = shown }, openItem: nil, accepts: { _ in false })
    request.popover = popover
    request.close = close
    return modified(PresentationModifier(request: request))
  }

  func presents<Item, Content: View>(
    _ kind: PresentationKind, _ item: Binding<Item?>,
    _ content: @escaping (Item) -> Content, popover: PopoverPlacement? = nil
  ) -> some View {
    let value = item.wrappedValue
    let close: (() -> Void)? = item.isConstant ? nil : { item.wrappedValue = nil }
    var request = PresentationRequest(
      kind: kind, source: "", isPresented: value != nil, isConstant: item.isConstant,
      content: value.map { v in presentedContent({ content(v) }, close: close) }, dialog: nil,
      configuration: PresentationConfiguration(), open: nil, restore: { item.wrappedValue = value },
      openItem: PresentationRequest.opener(item),
      accepts: { $0 is Item })
    request.popover = popover
    request.close = close
    return modified(PresentationModifier(request: request))
  }
}

/// The content of a shown presentation; `close` is what its `dismiss` does: it sets the binding
/// that shows it to false, as SwiftUI's does. An environment modifier, so that the actions of the
/// views inside run with it too (`StateGraph.register(_:in:)`).
func presentedContent<Content: View>(_ content: () -> Content, close: (() -> Void)?) -> AnyView {
  let view = content()
  guard let close else { return AnyView(PresentedContent(view: view)) }
  return AnyView(
    PresentedContent(view: view.modified(EnvironmentModifier { $0.dismiss = DismissAction(close) }))
  )
}

/// A presentation's content: its body reads `isPresented` as true.
nonisolated struct PresentedContent: PrimitiveView {
  let view: any View
  func makeNode() -> ViewNode {
    EnvironmentValues.with({ $0.isPresented = true }, { node(of: view) })
  }
}

/// `.sheet` and `.fullScreenCover`: the request is recorded where the view is placed, with the
/// settings its content makes. The content itself is laid out again where it is presented, so
/// that its bodies read the sheet's environment (a navigation bar is 56 pt in an iPhone sheet).
struct PresentationModifier: LayoutModifier {
  let request: PresentationRequest
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    var request = self.request
    request.source = c.id
    // The settings are read from the content's reduced tree, as views set them.
    if let content = request.content {
      request.configuration = node(of: content).presentationConfiguration
    }
    return PresentationNode(c.content(), request: request)
  }
}

/// A view with a sheet or cover attached: the request is recorded where the view is placed.
final class PresentationNode: WrapperNode {
  let request: PresentationRequest
  init(_ child: LayoutNode, request: PresentationRequest) {
    self.request = request
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    var request = self.request
    request.sourceFrame = frame
    out.presentations.append(request)
    child.placeIn(frame, &out)
  }
}
