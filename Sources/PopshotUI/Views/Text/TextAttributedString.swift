// `Text(AttributedString)`: each run drawn with its attributes. Read: SwiftUI's `font`,
// `foregroundColor`, `underlineStyle`, `strikethroughStyle`, `kern` and `tracking` (the attribute
// scope below, so that `string.foregroundColor = .red` compiles as on iOS), and Foundation's `link`
// (in the tint colour). `backgroundColor` and `baselineOffset` are declared and **not drawn
// yet**. Bold and italic come through `font` (`.body.bold()`, `.body.italic()`): Foundation on
// Linux has no `inlinePresentationIntent` (nor `AttributedString(markdown:)`). Other attributes
// are kept and not drawn.
import Foundation
import PopshotText

extension Text {
  /// A line drawn under or through text (SwiftUI's Text.LineStyle); drawn as one solid line.
  public struct LineStyle: Hashable, Sendable {
    public var color: Color?
    public init(pattern: Pattern = .solid, color: Color? = nil) { self.color = color }
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    public static let single = LineStyle()
  }

  // Disfavoured: Foundation here makes AttributedString a string literal, and a literal is a key.
  @_disfavoredOverload
  public init(_ attributed: AttributedString) {
    var spans: [Span] = []
    for run in attributed.runs {
      let string = String(attributed[run.range].characters)
      let font = run[FontAttribute.self]
      let color = run[ForegroundColorAttribute.self]
      let underline = run[UnderlineStyleAttribute.self]
      let strike = run[StrikethroughStyleAttribute.self]
      let kern = run[KerningAttribute.self]
      let tracking = run[TrackingAttribute.self]
      let link = run.link != nil
      let style = Style([
        { env in
          if let font { env.font = font }
          if strike != nil {
            env.strikethrough = TextDecoration(color: strike?.color)
          }
          if let underline { env.underline = TextDecoration(color: underline.color) }
          if link { env.foregroundStyle = env.tintColor }
          if let color { env.foregroundStyle = color }
          if let kern { env.kerning = Double(kern) }
          if let tracking { env.textTracking = Double(tracking) }
        }
      ])
      spans.append(Span(string: string, styles: [style]))
    }
    self.init(spans: spans.isEmpty ? [Span(string: "")] : spans)
  }
}

public enum FontAttribute: AttributedStringKey {
  public typealias Value = Font
  public static let name = "SwiftUI.Font"
}
public enum ForegroundColorAttribute: AttributedStringKey {
  public typealias Value = Color
  public static let name = "SwiftUI.ForegroundColor"
}
public enum UnderlineStyleAttribute: AttributedStringKey {
  public typealias Value = Text.LineStyle
  public static let name = "SwiftUI.UnderlineStyle"
}
public enum BackgroundColorAttribute: AttributedStringKey {
  public typealias Value = Color
  public static let name = "SwiftUI.BackgroundColor"
}
public enum KerningAttribute: AttributedStringKey {
  public typealias Value = CGFloat
  public static let name = "SwiftUI.Kern"
}
public enum TrackingAttribute: AttributedStringKey {
  public typealias Value = CGFloat
  public static let name = "SwiftUI.Tracking"
}
public enum BaselineOffsetAttribute: AttributedStringKey {
  public typealias Value = CGFloat
  public static let name = "SwiftUI.BaselineOffset"
}
public enum StrikethroughStyleAttribute: AttributedStringKey {
  public typealias Value = Text.LineStyle
  public static let name = "SwiftUI.StrikethroughStyle"
}

extension AttributeScopes {
  /// The attributes SwiftUI draws (`AttributeScopes.SwiftUIAttributes`).
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let foundation: FoundationAttributes
  }
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}
