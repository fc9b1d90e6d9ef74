import PopshotGraphics

/// A rectangle filling its frame.
public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { .rect(rect) }
}
