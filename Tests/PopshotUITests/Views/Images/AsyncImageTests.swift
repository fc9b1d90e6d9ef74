import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// AsyncImage.swift: a still shows an asynchronous image before it loads.
@Suite struct AsyncImageTests {
  private let url = URL(string: "https://example.com/cat.png")
  private let size = Size(width: 200, height: 100)

  /// The placeholder closure is what shows, never the content.
  @Test func thePlaceholderShows() throws {
    let view = AsyncImage(url: url) { image in
      image.resizable().id("image")
    } placeholder: {
      Text("Loading").id("placeholder")
    }
    let r = try LayoutEngine.render(view, size: size)
    #expect(r.semantics["placeholder"]?.label == "Loading")
    #expect(r.semantics["image"] == nil)
  }

  /// The phase closure is called with `.empty`: no image, no error.
  @Test func thePhaseIsEmpty() throws {
    let view = AsyncImage(url: url) { phase in
      if let image = phase.image {
        image.id("image")
      } else if phase.error != nil {
        Text("Failed").id("t")
      } else {
        Text("Empty").id("t")
      }
    }
    let r = try LayoutEngine.render(view, size: size)
    #expect(r.semantics["t"]?.label == "Empty")
  }

  /// The system's placeholder fills the space offered: one fill covering the 200 × 100 canvas.
  @Test func theSystemPlaceholderFillsTheSpace() throws {
    let r = try LayoutEngine.render(AsyncImage(url: url), size: size)
    let fills = r.displayList.items.compactMap { item -> Rect? in
      if case .fill(let path, _, _) = item { return path.controlBounds }
      return nil
    }
    #expect(fills == [Rect(x: 0, y: 0, width: 200, height: 100)])
  }
}
