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

  /// A binding to an array is a collection of bindings (iOS 15): `count` and indices are the
  /// array's, an element's binding writes into the array, and `ForEach($items)` gives each row
  /// the binding to its element, identified by the element's `id`.
  @Test func aBindingToAnArrayIsACollectionOfBindings() throws {
    struct Item: Identifiable {
      var id: String
      var done = false
    }
    let items = State(wrappedValue: [Item(id: "a"), Item(id: "b"), Item(id: "c")])
    let binding = items.projectedValue
    #expect(binding.count == 3 && binding.indices == 0..<3)
    binding[1].done.wrappedValue = true
    #expect(items.wrappedValue.map(\.done) == [false, true, false])
    #expect(binding.map(\.id) == ["a", "b", "c"])
    #expect(binding.last?.id == "c")
    for item in binding where item.id == "c" { item.done.wrappedValue = true }
    #expect(items.wrappedValue.map(\.done) == [false, true, true])

    let rows = ForEach(binding) { $item in Toggle(item.id, isOn: $item.done) }
    #expect(rows.rowIDs() == ["a", "b", "c"].map { AnyHashable($0) })
    let r = try renderControls(VStack { rows })
    let toggles = r.semantics.elements.filter { $0.role == .toggle }
    #expect(toggles.map(\.label) == ["a", "b", "c"])
    #expect(toggles.map(\.value) == ["0", "1", "1"])
    let byName = ForEach(binding, id: \.id) { $item in Text(item.id) }
    #expect(byName.rows.count == 3)
  }
}
