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
}
