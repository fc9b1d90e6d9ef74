// AnyShape (iOS 16): a shape of any type, for code that picks one at run time
// (`isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`). It draws the wrapped shape's path.

/// A type-erased shape (SwiftUI's AnyShape).
public nonisolated struct AnyShape: Shape, @unchecked Sendable {
  private let makePath: (CGRect) -> Path
  private let rule: FillRule

  public init<S: Shape>(_ shape: S) {
    makePath = { shape.path(in: $0) }
    rule = shape.fillRule
  }

  public func path(in rect: CGRect) -> Path { makePath(rect) }
  public var fillRule: FillRule { rule }
}
