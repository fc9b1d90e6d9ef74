import PopshotGraphics
import Testing

@testable import PopshotUI

/// Element ids are unique per render (issue 29): a text or image tapped as a whole, with an id
/// after its `.onTapGesture`, is the container's content, not a second element of that id.
@Suite struct UniqueIDTests {
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
}
