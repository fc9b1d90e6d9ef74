// UIKit's fonts as SwiftUI code names them: `UIFont(name:size:)` in an app's font constants,
// `UIFont.systemFont(ofSize:weight:)`, `UIFont.preferredFont(forTextStyle:)`, and
// `Font(uiFont)` to use one in SwiftUI. A UIFont is a Font of a fixed size, as UIKit's are
// (only `preferredFont` follows the text size, read when it is asked for, as in UIKit).
import Foundation
import PopshotText

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A font as UIKit has it (UIFont).
  public final class UIFont: @unchecked Sendable, Hashable {
    let font: Font
    /// The font's name as it was asked for (UIKit's PostScript name).
    public let fontName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// What the font is made of: its family (or the system's), size, weight, traits and
    /// design; `UIFont(descriptor:size:)` makes the font back from it.
    public let fontDescriptor: UIFontDescriptor

    init(font: Font, name: String, size: CGFloat, descriptor: UIFontDescriptor? = nil) {
      self.font = font
      fontName = name
      pointSize = size
      fontDescriptor = descriptor ?? UIFontDescriptor(name: name, size: size)
    }

    /// The font `descriptor` describes, at `pointSize` (0 keeps the descriptor's size, as in
    /// UIKit).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
      let d = pointSize > 0 ? descriptor.withSize(pointSize) : descriptor
      self.init(font: d.font, name: d.postscriptName, size: d.pointSize, descriptor: d)
    }

    /// The font named `fontName` at `fontSize` points. UIKit answers nil for a font that is
    /// not installed; Popshot answers the face `Font.custom` draws for that name (the family
    /// when installed, else the system face), so an app's `UIFont(name:size:)!` constants do not
    /// stop a still.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
      self.init(
        font: .custom(fontName, fixedSize: Double(fontSize)), name: fontName, size: fontSize)
    }

    /// The family's name: the name asked for, or the system font's.
    public var familyName: String { fontDescriptor.family ?? ".SF UI" }
    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
      UIFont(
        font: font.withFixedSize(Double(fontSize)), name: fontName, size: fontSize,
        descriptor: fontDescriptor.withSize(fontSize))
    }

    /// The system font at a size and weight (`UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
      UIFont(descriptor: UIFontDescriptor(systemSize: fontSize, weight: weight.fontWeight), size: 0)
    }
    /// The system font in bold.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(
        descriptor: UIFontDescriptor(systemSize: fontSize, weight: .bold, traits: .traitBold),
        size: 0)
    }
    /// The system font in italic.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
      UIFont(descriptor: UIFontDescriptor(systemSize: fontSize, traits: .traitItalic), size: 0)
    }
    /// A text style's font at the text size of the screen being drawn (Large outside a render),
    /// fixed from then on, as UIKit's is unless a label adjusts it.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
      UIFont(descriptor: .preferredFontDescriptor(withTextStyle: style), size: 0)
    }

    public static func == (a: UIFont, b: UIFont) -> Bool {
      a.fontName == b.fontName && a.pointSize == b.pointSize && a.font == b.font
    }
    public func hash(into h: inout Hasher) {
      h.combine(fontName)
      h.combine(pointSize)
    }

    /// A font weight as UIKit numbers it (UIFont.Weight): 0 is regular, bold is 0.4.
    public struct Weight: RawRepresentable, Hashable, Sendable {
      public let rawValue: CGFloat
      public init(rawValue: CGFloat) { self.rawValue = rawValue }
      public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
      // UIKit's values (UIFontWeightUltraLight … UIFontWeightBlack in UIFontDescriptor.h).
      public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4)
      public static let regular = Weight(0), medium = Weight(0.23), semibold = Weight(0.3)
      public static let bold = Weight(0.4), heavy = Weight(0.56), black = Weight(0.62)

      /// The nearest of SwiftUI's nine weights.
      var fontWeight: FontWeight {
        let steps: [(CGFloat, FontWeight)] = [
          (-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular), (0.23, .medium),
          (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black),
        ]
        return steps.min { abs($0.0 - rawValue) < abs($1.0 - rawValue) }!.1
      }
    }

    /// A Dynamic Type text style as UIKit names it (UIFont.TextStyle).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      // UIKit's raw values (UIFontTextStyleBody is "UICTFontTextStyleBody", and so on).
      public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
      public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
      public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
      public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
      public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
      public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
      public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
      public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
      public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
      public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
      public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

      /// SwiftUI's text style of the same name (body for a style UIKit does not have).
      var textStyle: PopshotText.TextStyle {
        let table: [TextStyle: PopshotText.TextStyle] = [
          .largeTitle: .largeTitle, .title1: .title, .title2: .title2, .title3: .title3,
          .headline: .headline, .subheadline: .subheadline, .body: .body, .callout: .callout,
          .footnote: .footnote, .caption1: .caption, .caption2: .caption2,
        ]
        return table[self] ?? .body
      }
    }
  }

  extension Font {
    /// A UIKit font in SwiftUI (`Font(uiFont)`; SwiftUI's `Font(_ font: CTFont)`, which a
    /// UIFont is on iOS).
    public init(_ font: UIFont) { self = font.font }
  }
#endif
