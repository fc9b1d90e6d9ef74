import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

private final class Model: ObservableObject {
  @Published var count = 0
  let pings = ObservableObjectPublisher()
}

@MainActor @Suite struct DataFlowTests {
  @Test func stateIsSharedByCopiesAndBindingsWriteThrough() {
    let state = State(wrappedValue: 1)
    let copy = state
    state.projectedValue.wrappedValue = 5
    #expect(copy.wrappedValue == 5)
    #expect(Binding.constant(3).wrappedValue == 3)
    struct Pair { var a = 1, b = 2 }
    let pair = State(wrappedValue: Pair())
    pair.projectedValue.b.wrappedValue = 7
    #expect(pair.wrappedValue.b == 7 && pair.wrappedValue.a == 1)
  }

  @Test func sinkRunsUntilCancelledOrFreed() {
    let model = Model()
    var seen = 0
    var bag = Set<AnyCancellable>()
    model.pings.sink { _ in seen += 1 }.store(in: &bag)
    model.pings.send()
    model.pings.send()
    #expect(seen == 2)
    bag.removeAll()
    model.pings.send()
    #expect(seen == 2)
    let kept = model.pings.sink { _ in seen += 10 }
    model.pings.send()
    kept.cancel()
    model.pings.send()
    #expect(seen == 12)
  }

  /// A StateObject makes its object once, on first use, for every copy of the view value.
  @Test func stateObjectIsMadeOnce() {
    var made = 0
    let wrapper = StateObject(
      wrappedValue: {
        made += 1
        return Model()
      }())
    #expect(made == 0)
    let a = wrapper.wrappedValue
    let b = wrapper.wrappedValue
    #expect(made == 1 && a === b)
  }

  /// @Environment reads the render's environment, changed by the modifiers around the view.
  @Test func environmentIsReadWhereTheBodyIsEvaluated() throws {
    struct Probe: View {
      @Environment(\.colorScheme) var scheme
      @Environment(\.isPresented) var isPresented
      var body: some View { Text("\(scheme.rawValue) \(isPresented)").id("probe") }
    }
    var env = EnvironmentValues()
    env.colorScheme = .dark
    let r = try LayoutEngine.render(Probe(), size: Size(width: 300, height: 300), environment: env)
    #expect(r.semantics["probe"]?.label == "dark false")
    let light = try LayoutEngine.render(
      Probe().environment(\.colorScheme, .light), size: Size(width: 300, height: 300),
      environment: env)
    #expect(light.semantics["probe"]?.label == "light false")
  }
}
