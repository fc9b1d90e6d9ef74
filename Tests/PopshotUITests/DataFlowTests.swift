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

@MainActor @Suite struct AppearTests {
  private struct Appearing: View {
    @State var shown = false
    let counter: Counter
    var body: some View {
      Text(shown ? "after" : "before").id("t")
        .onAppear {
          counter.count += 1
          shown = true
        }
    }
  }
  final class Counter { var count = 0 }

  /// A still is the screen once it has appeared: the state onAppear sets is what it shows, and
  /// the action runs once per render.
  @Test func onAppearRunsOnceAndTheStillShowsItsState() throws {
    let counter = Counter()
    let r = try LayoutEngine.render(
      Appearing(counter: counter), size: Size(width: 200, height: 100))
    #expect(r.semantics["t"]?.label == "after")
    #expect(counter.count == 1)
  }
}

private struct AccentKey: EnvironmentKey {
  static let defaultValue = "blue"
}

extension EnvironmentValues {
  fileprivate var accentName: String {
    get { self[AccentKey.self] }
    set { self[AccentKey.self] = newValue }
  }
}

@MainActor @Suite struct EnvironmentKeyTests {
  private struct Badge: View {
    @Environment(\.accentName) var accent
    @State var count: Int
    init(count: Int) { _count = State(initialValue: count) }
    var body: some View { Text("\(accent) \(count)").id("badge") }
  }

  /// A custom key reads its default until a modifier sets it; `_x = State(initialValue:)` sets
  /// the state a view starts with.
  @Test func customKeysAndInitialState() throws {
    let size = Size(width: 200, height: 100)
    let plain = try LayoutEngine.render(Badge(count: 3), size: size)
    #expect(plain.semantics["badge"]?.label == "blue 3")
    let set = try LayoutEngine.render(Badge(count: 4).environment(\.accentName, "red"), size: size)
    #expect(set.semantics["badge"]?.label == "red 4")
  }
}
