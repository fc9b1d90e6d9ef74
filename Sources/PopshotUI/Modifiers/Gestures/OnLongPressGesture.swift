import Foundation

// `.onLongPressGesture`: a press held for a while. Like a tap handler, it makes the view an
// element that takes a touch, with the action named "longPress"; a still never runs it.

nonisolated extension View {
  /// A long-press handler (recorded as the element's action "longPress"; never run).
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    modified(OnTapModifier(action: "longPress"))
  }
  /// A long-press handler with a pressing callback first (the iOS 13 form, deprecated in iOS 18;
  /// disfavoured, so that `.onLongPressGesture { … }` picks the current form).
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    modified(OnTapModifier(action: "longPress"))
  }
}
