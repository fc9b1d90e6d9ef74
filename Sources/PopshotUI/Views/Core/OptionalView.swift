// An optional view is a view (as in SwiftUI): the wrapped view, shown under a condition, or
// nothing. Code writes `.overlay(isPressed ? Color.black.opacity(0.2) : nil)`, and a
// ViewBuilder's `if` without an `else` is one.

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { return fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode() -> ViewNode {
    switch self {
    case .some: return list.makeNode()
    case .none: return .empty
    }
  }
}
