import PopshotGraphics
import Testing

@testable import PopshotUI

private let screen = Size(width: 393, height: 852)

/// From views to layout nodes: element ids unique per render, and children built lazily in the
/// render's environment.
@MainActor @Suite struct BuilderTests {
  /// Element ids are unique per render (issue 29): a text or image tapped as a whole, with an id
  /// after its `.onTapGesture`, is the container's content, not a second element of that id.
  @Test func aTappedLeafKeepsTheIdOnTheContainer() throws {
    let r = try LayoutEngine.render(
      VStack {
        Image(systemName: "star").onTapGesture {}.id("star")
        Text("Hi").onTapGesture {}.id("hi")
        Text("Plain").onTapGesture {}
      },
      size: Size(width: 200, height: 200))
    let ids = r.semantics.elements.map(\.id)
    #expect(Set(ids).count == ids.count, "\(ids)")
    let byID = Dictionary(r.semantics.elements.map { ($0.id, $0) }) { a, _ in a }
    #expect(byID["star"]?.role == .container && byID["star"]?.actions == [.tap("tap")])
    #expect(byID["star/content"]?.role == .image)
    #expect(byID["hi"]?.role == .container && byID["hi/content"]?.text?.string == "Hi")
  }

  /// An EmptyView under a frame or padding is no view: a stack of two body texts 10 apart is
  /// two SF line heights, (1950 + 494) / 2048 × 17 = 20.287 pt each rounded up to the 3x pixel
  /// (20.333), plus one spacing, with or
  /// without `EmptyView().frame(height: 20)` between them (next to it, 20 + 2 × 10 more). A
  /// Color.clear so framed does take its place.
  @Test func aFramedEmptyViewTakesNoPlace() {
    let line = SF.onPixels(2444.0 / 2048 * 17)
    let proposal = ProposedSize(width: 200, height: nil)
    let framed = LayoutEngine.size(
      of: VStack(spacing: 10) {
        Text("A")
        EmptyView().frame(height: 20).padding()
        Text("B")
      }, proposal: proposal)
    #expect(abs(framed.height - (2 * line + 10)) < 1e-6)
    let clear = LayoutEngine.size(
      of: VStack(spacing: 10) {
        Text("A")
        Color.clear.frame(height: 20)
        Text("B")
      }, proposal: proposal)
    #expect(abs(clear.height - (2 * line + 20 + 20)) < 1e-6)
  }

  final class Session: ObservableObject {
    var name = "Ada"
  }

  struct Greeting: View {
    @EnvironmentObject var session: Session
    var body: some View { Text("Hi \(session.name)") }
  }

  /// A button's label is built when the render asks, in the render's environment: an
  /// `@EnvironmentObject` set outside the button is there (built at `Button.init`, it stopped).
  @Test func labelReadsAnEnvironmentObjectSetOutside() throws {
    let view = Button {
    } label: {
      Greeting()
    }
    .id("b")
    .environmentObject(Session())
    let r = try LayoutEngine.render(view, size: screen)
    #expect(r.semantics["b"]?.label == "Hi Ada")
  }

  /// A background is reduced in the environment of the view it decorates, modifiers outside it
  /// included.
  @Test func backgroundReadsTheEnvironmentOutside() throws {
    struct Probe: View {
      @Environment(\.colorScheme) var scheme
      var body: some View { Text(scheme.rawValue).id("probe") }
    }
    let view = Text("x").background(Probe()).environment(\.colorScheme, .dark)
    let r = try LayoutEngine.render(view, size: screen)
    #expect(r.semantics["probe"]?.label == "dark")
  }
}
