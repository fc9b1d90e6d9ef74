import PopshotGraphics

/// An ellipse filling its frame.
public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { .ellipse(in: rect) }
}
