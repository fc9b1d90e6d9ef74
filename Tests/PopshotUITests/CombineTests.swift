import Combine
import Foundation
import Testing

/// A view model of the kind toast libraries write: a subject it forwards to its state.
private final class Banner: ObservableObject {
  @Published var message = ""
  let events = PassthroughSubject<String, Never>()
  var bag = Set<AnyCancellable>()
  init() {
    events.sink { [weak self] in self?.message = $0 }.store(in: &bag)
  }
}

@Suite struct CombineTests {
  @Test func aPassthroughSubjectDeliversWhatIsSentAfterSubscribing() {
    let subject = PassthroughSubject<Int, Never>()
    subject.send(1)
    var seen: [Int] = []
    let c = subject.sink { seen.append($0) }
    subject.send(2)
    subject.send(3)
    c.cancel()
    subject.send(4)
    #expect(seen == [2, 3])
  }

  @Test func aCurrentValueSubjectStartsWithItsValue() {
    let subject = CurrentValueSubject<String, Never>("a")
    var seen: [String] = []
    let c = subject.sink { seen.append($0) }
    subject.value = "b"
    subject.send("c")
    #expect(seen == ["a", "b", "c"])
    _ = c
  }

  @Test func justDeliversOnceAndFinishes() {
    var values: [Int] = []
    var finished = false
    _ = Just(7).sink(
      receiveCompletion: { if case .finished = $0 { finished = true } },
      receiveValue: { values.append($0) })
    #expect(values == [7] && finished)
  }

  @Test func aModelForwardsItsEvents() {
    let model = Banner()
    model.events.send("Saved")
    #expect(model.message == "Saved")
  }

  @Test func aTimerNeverTicksInAStill() {
    var ticks = 0
    let c = Timer.publish(every: 0.001, on: .main, in: .common).autoconnect().sink { _ in
      ticks += 1
    }
    Thread.sleep(forTimeInterval: 0.02)
    #expect(ticks == 0)
    _ = c
  }

  /// The operators transform what a publisher has at once: [1, nil, 2, 2, 3] compact-mapped is
  /// [1, 2, 2, 3]; without repeats [1, 2, 3]; its odd values [1, 3]; after the first, [2, 3];
  /// merged with Just(9), [1, 2, 3, 9]; debounced (the settled state) the last, 3.
  @Test func operatorsTransformTheValuesAtHand() {
    func values<P: Publisher>(_ p: P) -> [P.Output] where P.Failure == Never {
      var seen: [P.Output] = []
      _ = p.sink { seen.append($0) }
      return seen
    }
    let flat = [1, nil, 2, 2, 3].publisher
    #expect(values(flat.compactMap { $0 }) == [1, 2, 2, 3])
    let ints = flat.compactMap { $0 }
    #expect(values(ints.removeDuplicates()) == [1, 2, 3])
    #expect(values(ints.removeDuplicates().filter { $0 % 2 == 1 }) == [1, 3])
    #expect(values(ints.removeDuplicates().dropFirst()) == [2, 3])
    #expect(values(ints.removeDuplicates().merge(with: Just(9))) == [1, 2, 3, 9])
    #expect(values(ints.share().debounce(for: .milliseconds(300), scheduler: RunLoop.main)) == [3])
    #expect(
      values(ints.throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: false)) == [1])
    #expect(values(ints.delay(for: 0.5, scheduler: ImmediateScheduler.shared)).count == 4)
  }
}
