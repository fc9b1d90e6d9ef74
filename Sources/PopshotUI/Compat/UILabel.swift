// UIKit's label, as SwiftUI code wraps one for text SwiftUI could not style before iOS 15.
// A still draws its text as a SwiftUI Text in the label's font and colour: one line unless
// `numberOfLines` allows more, centred vertically in the label's place and aligned as
// `textAlignment` says; its natural size is the text's (UIKit's intrinsicContentSize).
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// How lines of text are aligned (UIKit's NSTextAlignment; natural follows the layout
  /// direction).
  public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
  }

  /// Where a line too long for its width breaks or is cut (UIKit's NSLineBreakMode).
  public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
  }

  /// A view of text (UIKit's UILabel).
  open class UILabel: UIView {
    open var text: String?
    /// The font; UIKit's default is the system font at 17 points.
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text colour; UIKit's default is `.label`.
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines; 0 is as many as the text needs.
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Kept; the font is the one set, at its size.
    open var adjustsFontForContentSizeCategory = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0

    override var measuresItsDrawing: Bool { true }

    /// The text over the background.
    override var content: AnyView {
      let alignment: Alignment =
        switch textAlignment {
        case .left: .leading
        case .center: .center
        case .right: .trailing
        case .justified, .natural: .leading
        }
      let multiline: TextAlignment =
        switch textAlignment {
        case .center: .center
        case .right: .trailing
        default: .leading
        }
      let label = Text(text ?? "")
        .font(Font(font ?? .systemFont(ofSize: 17)))
        .foregroundColor((textColor ?? .label).color)
        .multilineTextAlignment(multiline)
        .lineLimit(numberOfLines == 0 ? nil : numberOfLines)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
      return AnyView(
        ZStack {
          backgroundColor?.color ?? Color.clear
          label
        })
    }
  }
#endif
