// UIKit's font descriptor, as SwiftUI code derives one UIFont from another: the rounded system
// font (`systemFont(ofSize:weight:).fontDescriptor.withDesign(.rounded)`), a bold or italic
// body (`preferredFont(forTextStyle:).fontDescriptor.withSymbolicTraits(.traitBold)`), then
// `UIFont(descriptor:size:)`. A descriptor holds what Popshot can draw of a font: its family (or
// the system font), size, weight, bold and italic traits and system design; the font made back
// from it is the Font SwiftUI draws for those.
import Foundation
import PopshotText

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A description of a font from which UIKit makes one (UIKit's UIFontDescriptor).
  open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The family asked for; nil is the system font.
    let family: String?
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight asked for (the system font's), nil when none was.
    let weight: FontWeight?
    /// The traits asked for: bold and italic are drawn, the others kept.
    public let symbolicTraits: SymbolicTraits
    /// The system font's design.
    let design: SystemDesign

    init(
      family: String?, size: CGFloat, weight: FontWeight? = nil, traits: SymbolicTraits = [],
      design: SystemDesign = .default
    ) {
      self.family = family
      pointSize = size
      self.weight = weight
      symbolicTraits = traits
      self.design = design
      super.init()
    }
    /// The system font at `systemSize`.
    convenience init(
      systemSize: CGFloat, weight: FontWeight? = nil, traits: SymbolicTraits = []
    ) {
      self.init(family: nil, size: systemSize, weight: weight, traits: traits)
    }

    /// The font named `fontName` at `size` points.
    public convenience init(name fontName: String, size: CGFloat) {
      self.init(family: fontName, size: size)
    }
    /// The font the attributes name: `.name` or `.family`, and `.size` (a number); the system
    /// font at 0 points without them.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
      let name = (attributes[.name] ?? attributes[.family]) as? String
      self.init(family: name, size: Self.number(attributes[.size]) ?? 0)
    }
    public override convenience init() { self.init(fontAttributes: [:]) }

    /// The text style's descriptor at the text size of the screen being drawn (Large outside a
    /// render), in the style's weight.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
      -> UIFontDescriptor
    {
      let size = style.textStyle.size(at: EnvironmentValues.current.dynamicTypeSize)
      return UIFontDescriptor(systemSize: CGFloat(size), weight: style.textStyle.weight)
    }
    /// The same; the traits' text size is not read (the render's is).
    open class func preferredFontDescriptor(
      withTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFontDescriptor { preferredFontDescriptor(withTextStyle: style) }

    /// The font's name: the family asked for, else the system font's (".SFUI", ".SFUI-Italic"
    /// for its italic).
    open var postscriptName: String {
      family ?? (symbolicTraits.contains(.traitItalic) ? ".SFUI-Italic" : ".SFUI")
    }
    /// The name and size, under UIKit's keys.
    open var fontAttributes: [AttributeName: Any] {
      [.name: postscriptName, .size: pointSize]
    }

    /// The same font with `symbolicTraits` in place of its own; bold and italic are drawn.
    /// UIKit answers nil when no installed face has the traits; Popshot always answers.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
      UIFontDescriptor(
        family: family, size: pointSize, weight: weight, traits: symbolicTraits, design: design)
    }
    /// The system font in `design`; nil for a named font, as UIKit answers for a font that is
    /// not the system's.
    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
      guard family == nil else { return nil }
      return UIFontDescriptor(
        family: nil, size: pointSize, weight: weight, traits: symbolicTraits, design: design)
    }
    /// The same font at `newPointSize`.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
      UIFontDescriptor(
        family: family, size: newPointSize, weight: weight, traits: symbolicTraits,
        design: design)
    }
    /// The same font with `.name`, `.family` or `.size` replaced as the attributes say; other
    /// attributes are not read.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
      let name = (attributes[.name] ?? attributes[.family]) as? String
      return UIFontDescriptor(
        family: name ?? family, size: Self.number(attributes[.size]) ?? pointSize,
        weight: weight, traits: symbolicTraits, design: design)
    }

    /// The Font SwiftUI draws for the description: the family's face, or the system font in
    /// its weight and design; bold when the traits say so, italic likewise.
    var font: Font {
      let bold = symbolicTraits.contains(.traitBold)
      var f: Font
      if let family {
        f = .custom(family, fixedSize: Double(pointSize))
        if let weight { f = f.weight(weight) }
        if bold { f = f.bold() }
      } else {
        var w = weight ?? .regular
        if bold, w < .bold { w = .bold }
        f = .system(size: Double(pointSize), weight: w, design: design.fontDesign)
      }
      return symbolicTraits.contains(.traitItalic) ? f.italic() : f
    }

    /// A size given as any of the number types code puts in attributes.
    private static func number(_ value: Any?) -> CGFloat? {
      switch value {
      case let v as CGFloat: v
      case let v as Double: CGFloat(v)
      case let v as Int: CGFloat(v)
      case let v as Float: CGFloat(v)
      case let v as NSNumber: CGFloat(v.doubleValue)
      default: nil
      }
    }

    /// Traits of a face (UIKit's UIFontDescriptor.SymbolicTraits), with UIKit's bits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
      public let rawValue: UInt32
      public init(rawValue: UInt32) { self.rawValue = rawValue }
      public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
      public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
      public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
      public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
      public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
      public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
      public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
      public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
      public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// A design of the system font (UIKit's UIFontDescriptor.SystemDesign). The raw values are
    /// Popshot's: UIKit does not document its own.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let `default` = SystemDesign(rawValue: "default")
      public static let rounded = SystemDesign(rawValue: "rounded")
      public static let serif = SystemDesign(rawValue: "serif")
      public static let monospaced = SystemDesign(rawValue: "monospaced")

      /// SwiftUI's design of the same name; nil for the default one.
      var fontDesign: FontDesign? {
        switch self {
        case .rounded: .rounded
        case .serif: .serif
        case .monospaced: .monospaced
        default: nil
        }
      }
    }

    /// A key of a descriptor's attributes (UIKit's UIFontDescriptor.AttributeName), with
    /// UIKit's raw values.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
      public static let name = AttributeName(rawValue: "NSFontNameAttribute")
      public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
      public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
      public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
      public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
      public static let featureSettings = AttributeName(
        rawValue: "NSCTFontFeatureSettingsAttribute")
    }
  }
#endif
