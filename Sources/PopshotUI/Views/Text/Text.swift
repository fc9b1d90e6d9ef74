import PopshotGraphics
import PopshotText

/// A string drawn in the environment's font and foreground style: one span, or several when it is
/// Markdown, an attributed string or texts added together (`Text("a").bold() + Text("b")`).
public nonisolated struct Text: PrimitiveView {
  /// The spans, behind a reference: a text is then two words, which an `any View` holds in place
  /// instead of boxing (a fixture can hold tens of thousands).
  let storage: Storage
  /// What the Text-returning modifiers set for the whole text.
  private var style: Style?

  final class Storage: Sendable {
    let spans: [Span]
    init(_ spans: [Span]) { self.spans = spans }
  }

  /// A stretch of text with the styles that bind to it, outermost first.
  struct Span: Sendable {
    var string: String
    var styles: [Style] = []
  }

  /// Changes to the environment of a text or span: its font, weight, colour, decorations.
  final class Style: Sendable, LayoutModifier {
    let changes: [@Sendable (inout EnvironmentValues) -> Void]
    init(_ changes: [@Sendable (inout EnvironmentValues) -> Void]) { self.changes = changes }
    var changesEnvironment: Bool { true }
    func changeEnvironment(_ environment: inout EnvironmentValues) {
      for c in changes { c(&environment) }
    }
  }

  init(spans: [Span]) { storage = Storage(spans) }

  /// The characters shown, without Markdown's marks (what VoiceOver reads).
  var string: String {
    storage.spans.count == 1 ? storage.spans[0].string : storage.spans.map(\.string).joined()
  }

  /// A string shown as it is, never looked up or read as Markdown.
  public init(verbatim string: String) { self.init(spans: [Span(string: string)]) }
  /// A string value (not a literal): shown as it is, as SwiftUI does.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.init(verbatim: String(content)) }

  /// This text with one more change to its environment (the Text-returning modifiers).
  func modified(_ change: @escaping @Sendable (inout EnvironmentValues) -> Void) -> Text {
    var t = self
    t.style = Style((style?.changes ?? []) + [change])
    return t
  }

  /// SwiftUI's Text-returning modifiers: they bind to this text only.
  public func font(_ f: Font?) -> Text { modified { if let f { $0.font = f } } }
  public func fontWeight(_ w: FontWeight?) -> Text { modified { if let w { $0.fontWeight = w } } }
  public func foregroundColor(_ c: Color?) -> Text {
    modified { if let c { $0.foregroundStyle = c } }
  }
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    modified { $0.foregroundStyle = style }
  }

  /// Texts one after the other, each keeping its own styles.
  public static func + (a: Text, b: Text) -> Text {
    Text(spans: a.boundSpans + b.boundSpans)
  }

  /// The spans with this text's own style put on each.
  var boundSpans: [Span] {
    guard let style else { return storage.spans }
    return storage.spans.map { Span(string: $0.string, styles: [style] + $0.styles) }
  }

  func makeNode() -> ViewNode {
    let spans = storage.spans
    let content =
      spans.count == 1 && spans[0].styles.isEmpty
      ? TextContent(string: spans[0].string, storage: nil)
      : TextContent(string: string, storage: storage)
    let n = ViewNode.leaf(content)
    return style.map { .modified(n, $0) } ?? n
  }
}

extension FixtureView {
  /// `{"text": "Hello"}`.
  static let text = FixtureView("text") { v, _ in AnyView(Text(verbatim: try v.string())) }
}
