// S002_L67-92, S002_L98-103, S002_L111-155, S002_L161-175, S002_L185-243, S002_L265-269, S002_L275-288: the seed's code, compiled as written but for its import line.
import Foundation
import PopshotTesting
import Testing

@Suite struct ExampleS002_ToastTests {
  /// The Run page as the seed's ContentView starts: no toast yet.
  @Test func startsWithoutAToast() throws {
    let r = try layout(ContentView())
    #expect(r.semantics.elements.contains { $0.label == "Run" })
    #expect(!r.semantics.elements.contains { $0.label == "Toast info" })
  }

  /// The seed's own ContentView after its Run button is tapped: the toast its action sets draws
  /// what the toast-run-page fixture draws. The toast's 3-second dismissal is scheduled for later,
  /// and time does not pass in a snapshot (docs/swiftui.md, "Interactions").
  @Test func tappingRunShowsTheFixturesToast() throws {
    let results = try compare(ContentView(), withFixture: "toast-run-page", after: [.tap("Run")])
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }

  /// With the toast its Run button sets, the page draws what the toast-run-page fixture draws.
  @Test func runPageWithItsToastIsTheFixture() throws {
    let page = VStack {
      Button {
      } label: {
        Text("Run")
      }
    }
    .toastView(
      toast: .constant(FancyToast(type: .info, title: "Toast info", message: "Toast message")))
    let results = try compare(
      page, withFixture: "toast-run-page")
    #expect(!results.isEmpty)
    for r in results { #expect(r.matches, "\(r)") }
  }
}
