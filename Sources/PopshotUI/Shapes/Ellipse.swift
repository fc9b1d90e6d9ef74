import Foundation
import PopshotGraphics

/// An ellipse filling its frame.
public nonisolated struct Ellipse: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { .ellipse(in: Rect(cg: rect)) }
}
