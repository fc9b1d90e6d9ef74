/// A type-erased view. Its body is evaluated each time it is rendered, with that render's
/// environment (a scene's page is one value rendered on many variants). Sendable because views
/// are values that rendering only reads; state a view shares (`@State`, objects) is the caller's.
public nonisolated struct AnyView: PrimitiveView, @unchecked Sendable {
  let view: any View
  public init(_ view: some View) { self.view = erased(view) }
  /// A view already erased, such as a style's body read through `mainActorRead`.
  init(existential view: any View) { self.view = erased(view) }
  func makeNode() -> ViewNode { node(of: view) }
}

/// `view` ready to be stored as `any View`: an AnyView gives the view it wraps, so that erasing a
/// view twice does not box it twice (an AnyView is too large to sit inline in an existential, and
/// a fixture's view tree erases every view and every modifier).
func erased<V: View>(_ view: V) -> any View {
  // A type comparison, not a cast: casting every view to AnyView cost a runtime cast each.
  if V.self == AnyView.self { return (view as! AnyView).view }
  return view
}
