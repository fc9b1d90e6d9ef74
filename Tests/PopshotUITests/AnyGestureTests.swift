import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Gestures chosen at run time (AnyGesture.swift): whether one is a tap comes from its value.
@Suite struct AnyGestureTests {
  private let size = Size(width: 200, height: 100)

  private func actions(_ view: some View) throws -> [SemanticAction] {
    try LayoutEngine.render(view, size: size).semantics["g"]?.actions ?? []
  }

  /// `cond ? TapGesture() : nil` records a tap when the gesture is there, and nothing when it
  /// is nil, as no touch could reach a nil gesture.
  @Test func anOptionalGestureIsATapOnlyWhenPresent() throws {
    let on: TapGesture? = TapGesture()
    let off: TapGesture? = nil
    #expect(try actions(Color.red.gesture(on).id("g")) == [.tap("tap")])
    #expect(try actions(Color.red.gesture(off).id("g")) == [])
  }

  /// An erased tap is a tap, an erased drag is not, and an erased nil tap is not.
  @Test func anErasedGestureKeepsWhatItWraps() throws {
    let noTap: TapGesture? = nil
    #expect(try actions(Color.red.gesture(AnyGesture(TapGesture())).id("g")) == [.tap("tap")])
    #expect(try actions(Color.red.gesture(AnyGesture(DragGesture())).id("g")) == [])
    #expect(try actions(Color.red.gesture(AnyGesture(noTap)).id("g")) == [])
  }

  /// `Binding.animation()` reads and writes the value it binds.
  @Test func anAnimatedBindingWritesThrough() {
    nonisolated(unsafe) var stored = 1
    let binding = Binding(get: { stored }, set: { stored = $0 }).animation(.spring)
    binding.wrappedValue = 7
    #expect(stored == 7 && binding.wrappedValue == 7)
  }

  /// `map` keeps what the gesture is: a mapped tap is still a tap, a mapped drag is not.
  @Test func mappedGesturesKeepTheirKind() {
    func isTap<G: Gesture>(_ g: G) -> Bool { G.isTap }
    #expect(isTap(TapGesture().map { "tapped" }))
    #expect(!isTap(DragGesture().map { $0.translation }))
  }
}
