// Where an audited element stands in its fixture file: the line and column of the JSON object
// that describes it, so SARIF results point at the view to change. The fixture decoder notes
// each view's object as it builds the view, the render keeps those notes by element id, and the
// rendered scene finds an element's object, or the nearest one it is part of
// (`RenderedScene.source(of:)`): the locator only turns that place into a line and a column.
import Foundation
import PopshotScenes
import PopshotSupport

public struct FixtureLocator: Sendable {
  /// The fixture's own object (line 1, column 1 in a tidy file).
  public let root: SourcePosition
  private let lines: SourceLines

  /// Locates in `text`, the fixture's text as it was decoded.
  public init(text: String) {
    lines = SourceLines(text)
    // The root object starts at the first byte that is not JSON whitespace.
    let start = text.utf8.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    root = lines.position(start.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } ?? 0)
  }

  /// Reads the fixture file at `path` as the decoder reads it; nil when it cannot be read.
  public init?(path: String) {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(data: data, encoding: .utf8)
    else { return nil }
    self.init(text: text)
  }

  /// The position of the JSON object that describes `element` in `rendered`, or of the nearest
  /// enclosing one; the fixture's own object when no object holds it.
  public func position(of element: String, in rendered: RenderedScene) -> SourcePosition {
    rendered.source(of: element).map(lines.position) ?? root
  }
}
