// UIKit's insets: left and right, not SwiftUI's leading and trailing.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// Insets of a rectangle's edges (UIKit's UIEdgeInsets).
  public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }
    public static let zero = UIEdgeInsets()

    /// SwiftUI's insets as UIKit's, left to right (leading is left).
    init(_ insets: EdgeInsets) {
      self.init(
        top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
    }
  }
#endif
