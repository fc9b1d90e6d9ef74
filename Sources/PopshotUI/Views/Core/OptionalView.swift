// An optional view is a view (as in SwiftUI): the wrapped view, or nothing. Code writes
// `.overlay(isPressed ? Color.black.opacity(0.2) : nil)`.

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { return fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode() -> ViewNode {
    switch self {
    case .some(let view): return node(of: view)
    case .none: return .empty
    }
  }
}
