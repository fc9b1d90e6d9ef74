// `.onReceive` subscribes as the view appears, and a still is the screen once it has appeared:
// `perform` runs for what the publisher delivers at the moment of subscribing (`Just`'s value,
// a `@Published` property's current value; see Compat/Publisher.swift), once per render, and the
// render builds the tree again to show what it changed, as after `.onAppear`. A timer's ticks and
// notifications come later than a still, so they never run it.

nonisolated extension View {
  /// Runs `action` for each value `publisher` delivers; in a still, for the values it delivers
  /// as the view subscribes.
  public func onReceive<P: Publisher>(
    _ publisher: P, perform action: @escaping (P.Output) -> Void
  ) -> some View where P.Failure == Never {
    OnReceive(content: self, publisher: publisher, action: action)
  }
}

/// Delivers the publisher's immediate values when a render reduces it, then draws its content.
nonisolated struct OnReceive<Content: View, P: Publisher>: PrimitiveView {
  let content: Content
  let publisher: P
  let action: (P.Output) -> Void
  func makeNode() -> ViewNode {
    if !Appearances.current.quiet {
      let outputs = publisher.immediateOutputs
      for output in outputs { action(output) }
      if !outputs.isEmpty { Appearances.current.ran = true }
    }
    return node(of: content)
  }
}
