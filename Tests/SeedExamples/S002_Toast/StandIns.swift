// Stand-in, named as such: UIKit's haptic generator, which the seed calls and Popshot does not
// imitate (a still has no haptics).
final class UIImpactFeedbackGenerator {
  enum FeedbackStyle { case light, medium, heavy }
  init(style: FeedbackStyle) {}
  func impactOccurred() {}
}
