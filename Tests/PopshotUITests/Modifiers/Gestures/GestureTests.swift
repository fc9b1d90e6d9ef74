import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

private struct Draggable: View {
  @GestureState var drag = CGSize.zero
  @GestureState var pressing = false
  var body: some View {
    Text("\(Int(drag.width)),\(Int(drag.height)) \(pressing)")
      .frame(width: 100, height: 40)
      .offset(drag)
      .id("card")
      .gesture(
        DragGesture(minimumDistance: 0)
          .updating($drag) { value, state, transaction in
            state = value.translation
            transaction.animation = .spring
          }
          .onEnded { _ in }
      )
      .simultaneousGesture(LongPressGesture().updating($pressing) { v, s, _ in s = v })
  }
}

@MainActor @Suite struct GestureTests {
  /// No gesture is active in a still: @GestureState reads its initial value and the view stands
  /// where its layout puts it, offset by zero: the text centred in its frame, centred in
  /// 300 × 200, so its centre is (150, 100).
  @Test func gestureStateKeepsItsInitialValue() throws {
    let r = try LayoutEngine.render(Draggable(), size: Size(width: 300, height: 200))
    let card = try #require(r.semantics["card"])
    #expect(card.label == "0,0 false")
    #expect(card.frame.midX == 150 && card.frame.midY == 100)
    #expect(card.actions.isEmpty)
  }

  /// A tap stays a tap through the wrappers that callbacks add; a drag is not one.
  @Test func callbacksKeepWhetherAGestureIsATap() {
    let state = GestureState(wrappedValue: 0)
    #expect(type(of: TapGesture().onEnded {}).isTap)
    #expect(type(of: TapGesture().updating(state) { _, _, _ in }.onEnded { _ in }).isTap)
    #expect(!type(of: DragGesture().onChanged { _ in }.onEnded { _ in }).isTap)
    #expect(!type(of: LongPressGesture().onEnded { _ in }).isTap)
  }

  /// The wrappers have SwiftUI's names, which code writes out in declared types.
  @Test func callbackWrappersHaveSwiftUIsNames() {
    let drag: _EndedGesture<_ChangedGesture<DragGesture>> =
      DragGesture().onChanged { _ in }.onEnded { _ in }
    let tap: _EndedGesture<TapGesture> = TapGesture().onEnded {}
    #expect(!type(of: drag).isTap && type(of: tap).isTap)
  }

  /// The derived parts of a drag's value: translation = location − start, predicted end
  /// translation = predicted end − start.
  @Test func dragValueDerivesItsTranslations() {
    let value = DragGesture.Value(
      time: Date(timeIntervalSince1970: 0), location: CGPoint(x: 30, y: 40),
      startLocation: CGPoint(x: 10, y: 10), velocity: CGSize(width: 200, height: -50),
      predictedEndLocation: CGPoint(x: 70, y: 100))
    #expect(value.translation == CGSize(width: 20, height: 30))
    #expect(value.predictedEndTranslation == CGSize(width: 60, height: 90))
    #expect(value.velocity == CGSize(width: 200, height: -50))
  }

  /// Each `@Namespace` is its own, shared by copies; matched geometry moves nothing.
  @Test func namespacesAndMatchedGeometry() throws {
    let a = Namespace()
    let b = Namespace()
    let copy = a
    #expect(a.wrappedValue != b.wrappedValue)
    #expect(copy.wrappedValue == a.wrappedValue)
    let size = Size(width: 300, height: 200)
    let matched = try LayoutEngine.render(
      Text("Hi").matchedGeometryEffect(id: "hi", in: a.wrappedValue, isSource: false).id("t"),
      size: size)
    let plain = try LayoutEngine.render(Text("Hi").id("t"), size: size)
    #expect(matched.semantics["t"]?.frame == plain.semantics["t"]?.frame)
  }
}
