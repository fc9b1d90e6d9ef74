import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

private final class Counter: @unchecked Sendable {
  var count = 0
}

private final class Scores: ObservableObject {
  @Published var best = 42
}

private struct Receiver: View {
  @State var label = "start"
  let counter: Counter
  let scores: Scores
  var body: some View {
    Text(label).id("t")
      .onReceive(Just("just")) { value in
        label = value
        counter.count += 1
      }
      .onReceive(Timer.publish(every: 0.001, on: .main, in: .common).autoconnect()) { _ in
        label = "tick"
      }
      .onReceive(NotificationCenter.default.publisher(for: .init("popshot.ping"))) { _ in
        label = "note"
      }
      .onReceive(scores.$best.map { $0 + 1 }.receive(on: DispatchQueue.main)) { best in
        counter.count += best
      }
  }
}

private struct Loading: View {
  @State var phase = "idle"
  let counter: Counter
  var body: some View {
    Text(phase).id("t")
      .task {
        counter.count += 1
      }
      .task(id: 3, priority: .background) {
        counter.count += 10
      }
      .refreshable {
        counter.count += 100
      }
      .onOpenURL { _ in phase = "opened" }
  }
}

@MainActor @Suite struct EventTests {
  /// A still receives what a publisher delivers as it subscribes, once per render: Just's value
  /// (so the label is "just"), and a @Published property's current value through map (42 + 1);
  /// a timer's ticks and notifications come later and never arrive.
  @Test func onReceiveDeliversImmediateValuesOnce() throws {
    let counter = Counter()
    let r = try LayoutEngine.render(
      Receiver(counter: counter, scores: Scores()), size: Size(width: 200, height: 100))
    #expect(r.semantics["t"]?.label == "just")
    #expect(counter.count == 1 + 43)
    NotificationCenter.default.post(name: .init("popshot.ping"), object: nil)
    #expect(r.semantics["t"]?.label == "just")
  }

  /// `.task` is never started, even after the render (nothing runs it later), and neither
  /// refresh nor openURL actions run; the still shows the declared state.
  @Test func tasksNeverStart() async throws {
    let counter = Counter()
    let r = try LayoutEngine.render(Loading(counter: counter), size: Size(width: 200, height: 100))
    #expect(r.semantics["t"]?.label == "idle")
    try await Task.sleep(for: .milliseconds(50))
    #expect(counter.count == 0)
  }

  /// Code that calls the refresh action a `.refreshable` view offers runs it.
  @Test func refreshActionRunsWhenCalled() async throws {
    let counter = Counter()
    var env = EnvironmentValues()
    #expect(env.refresh == nil)
    env.refresh = RefreshAction { counter.count += 1 }
    await env.refresh?()
    #expect(counter.count == 1)
  }
}
