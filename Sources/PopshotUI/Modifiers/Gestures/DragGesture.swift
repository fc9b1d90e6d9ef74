// DragGesture (SwiftUI's DragGesture) and the value it reports. A still has no touches, so no
// drag value is ever made by a render; the value's shape is SwiftUI's, so code that reads it
// compiles, and its derived parts are computed as SwiftUI documents them.
import Foundation

/// A drag (SwiftUI's DragGesture).
public struct DragGesture: Gesture {
  /// Where a drag is and how it moves (SwiftUI's DragGesture.Value).
  public struct Value: Equatable, Sendable {
    /// When the drag's current event happened.
    public var time: Date
    /// The touch's location now.
    public var location: CGPoint
    /// Where the touch went down.
    public var startLocation: CGPoint
    /// How fast the touch moves, in points per second.
    public var velocity: CGSize
    /// Where the drag would stop if it ended now, with its current velocity.
    public var predictedEndLocation: CGPoint

    /// From the start to now: `location - startLocation`.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// From the start to the predicted end: `predictedEndLocation - startLocation`.
    public var predictedEndTranslation: CGSize {
      CGSize(
        width: predictedEndLocation.x - startLocation.x,
        height: predictedEndLocation.y - startLocation.y)
    }

    init(
      time: Date, location: CGPoint, startLocation: CGPoint, velocity: CGSize,
      predictedEndLocation: CGPoint
    ) {
      self.time = time
      self.location = location
      self.startLocation = startLocation
      self.velocity = velocity
      self.predictedEndLocation = predictedEndLocation
    }
  }

  /// How far the touch moves before the drag begins, in points.
  public var minimumDistance: CGFloat
  /// The space the value's locations are in.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}
