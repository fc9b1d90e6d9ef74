// UIKit's paragraph style, which Foundation on Linux does not have: code builds one for an
// attributed string's `.paragraphStyle` (line spacing, alignment) or for a UILabel, usually
// from `NSParagraphStyle.default.mutableCopy() as! NSMutableParagraphStyle`. A still keeps the
// values; Popshot draws no NSAttributedString, so none of them is drawn.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// The layout of a paragraph of text (UIKit's NSParagraphStyle), with UIKit's defaults: no
  /// spacing or indents, natural alignment, word wrapping, a line-height multiple of 0 (none).
  open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The values, shared by the mutable subclass's setters.
    struct Values {
      var lineSpacing: CGFloat = 0
      var paragraphSpacing: CGFloat = 0
      var paragraphSpacingBefore: CGFloat = 0
      var alignment: NSTextAlignment = .natural
      var firstLineHeadIndent: CGFloat = 0
      var headIndent: CGFloat = 0
      var tailIndent: CGFloat = 0
      var lineBreakMode: NSLineBreakMode = .byWordWrapping
      var minimumLineHeight: CGFloat = 0
      var maximumLineHeight: CGFloat = 0
      var lineHeightMultiple: CGFloat = 0
      var hyphenationFactor: Float = 0
      var defaultTabInterval: CGFloat = 0
      var allowsDefaultTighteningForTruncation = false
    }
    var values = Values()

    public override init() { super.init() }

    /// A style with UIKit's defaults (a new one each time: it cannot be changed).
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var lineSpacing: CGFloat { values.lineSpacing }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var alignment: NSTextAlignment { values.alignment }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var hyphenationFactor: Float { values.hyphenationFactor }
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    open var allowsDefaultTighteningForTruncation: Bool {
      values.allowsDefaultTighteningForTruncation
    }

    /// An unchangeable copy with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
      let copy = NSParagraphStyle()
      copy.values = values
      return copy
    }
    /// A changeable copy with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
      let copy = NSMutableParagraphStyle()
      copy.values = values
      return copy
    }
  }

  /// A paragraph style whose values can be set (UIKit's NSMutableParagraphStyle).
  open class NSMutableParagraphStyle: NSParagraphStyle {
    /// Sets every value from `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) { values = obj.values }

    open override var lineSpacing: CGFloat {
      get { values.lineSpacing }
      set { values.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
      get { values.paragraphSpacing }
      set { values.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
      get { values.paragraphSpacingBefore }
      set { values.paragraphSpacingBefore = newValue }
    }
    open override var alignment: NSTextAlignment {
      get { values.alignment }
      set { values.alignment = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
      get { values.firstLineHeadIndent }
      set { values.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
      get { values.headIndent }
      set { values.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
      get { values.tailIndent }
      set { values.tailIndent = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
      get { values.lineBreakMode }
      set { values.lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
      get { values.minimumLineHeight }
      set { values.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
      get { values.maximumLineHeight }
      set { values.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
      get { values.lineHeightMultiple }
      set { values.lineHeightMultiple = newValue }
    }
    open override var hyphenationFactor: Float {
      get { values.hyphenationFactor }
      set { values.hyphenationFactor = newValue }
    }
    open override var defaultTabInterval: CGFloat {
      get { values.defaultTabInterval }
      set { values.defaultTabInterval = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
      get { values.allowsDefaultTighteningForTruncation }
      set { values.allowsDefaultTighteningForTruncation = newValue }
    }
  }

  extension NSAttributedString.Key {
    /// The key of a paragraph style in an attributed string's attributes (UIKit's, raw value
    /// "NSParagraphStyle").
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  }
#endif
