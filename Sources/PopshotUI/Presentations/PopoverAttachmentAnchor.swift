// Where a popover points: a rectangle of its source view (its bounds by default) or a point in it.
import PopshotGraphics

/// The part of the source view a popover's arrow points at (SwiftUI's PopoverAttachmentAnchor).
public enum PopoverAttachmentAnchor {
  /// A rectangle of the view (`.rect(.bounds)`: the whole view).
  case rect(Anchor<CGRect>.Source)
  /// A point of the view's bounds (`.point(.top)`).
  case point(UnitPoint)

  /// The rectangle it names, for a view whose frame is `frame` (a point is an empty rectangle).
  public func rect(in frame: Rect) -> Rect {
    switch self {
    case .rect(let source):
      let r = source.make(frame)
      return Rect(x: r.minX, y: r.minY, width: r.width, height: r.height)
    case .point(let unit):
      return Rect(origin: unit.point(in: frame), size: .zero)
    }
  }
}

/// How a popover is attached: its anchor and the edge of the anchor its arrow is on (nil: the
/// system picks one).
public struct PopoverPlacement: @unchecked Sendable {
  public var attachmentAnchor: PopoverAttachmentAnchor
  public var arrowEdge: Edge?
  public init(attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil) {
    self.attachmentAnchor = attachmentAnchor
    self.arrowEdge = arrowEdge
  }
}
