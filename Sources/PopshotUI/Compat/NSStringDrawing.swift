// UIKit's string measuring (NSStringDrawing): `("Hi" as NSString).boundingRect(with:options:
// attributes:context:)` and `size(withAttributes:)`, which SwiftUI code uses to size a view to a
// string. Measured as SwiftUI lays out the same text: `Text` in the attributes' font (`.font`, a
// UIFont; without one, 12 pt, UIKit's default size, in the system face where UIKit uses Helvetica), wrapped to the width given when `.usesLineFragmentOrigin`
// is set, as UIKit wraps only then. Other attributes do not change the size here.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  extension NSAttributedString.Key {
    /// The font of the text: a UIFont (UIKit's NSAttributedString.Key.font).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of the text: a UIColor.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text: a UIColor.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space between letters, in points.
    public static let kern = NSAttributedString.Key("NSKern")
  }

  /// How a string is measured (UIKit's NSStringDrawingOptions).
  public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lines wrap to the given width, and the rectangle is the lines' (without it, one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Lines are as tall as the font's leading says.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// The glyphs' own bounds rather than the lines'.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// A last line that does not fit is cut with an ellipsis.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
  }

  /// What a measurement reports beyond its rectangle (UIKit's NSStringDrawingContext).
  open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open private(set) var actualScaleFactor: CGFloat = 1
    open private(set) var totalBounds: CGRect = .zero
    public override init() { super.init() }
  }

  extension NSString {
    /// The rectangle the string takes in `attributes`' font: wrapped to `size.width` with
    /// `.usesLineFragmentOrigin`, else on one line.
    public func boundingRect(
      with size: CGSize, options: NSStringDrawingOptions = [],
      attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
      let font = (attributes?[.font] as? UIFont)?.font ?? .system(size: 12)
      let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite
      let proposal = ProposedSize(width: wraps ? Double(size.width) : nil, height: nil)
      let s = LayoutEngine.size(of: Text(self as String).font(font), proposal: proposal)
      return CGRect(x: 0, y: 0, width: s.width, height: s.height)
    }

    /// The size of the string on one line in `attributes`' font.
    public func size(
      withAttributes attributes: [NSAttributedString.Key: Any]? = nil
    ) -> CGSize {
      boundingRect(with: .zero, attributes: attributes, context: nil).size
    }
  }
#endif
