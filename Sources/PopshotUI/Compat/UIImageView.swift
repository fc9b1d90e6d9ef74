// UIKit's image view, as SwiftUI code wraps one (an image with a content mode SwiftUI code
// reached for before `scaledToFill`, a remote-image loader's view). A still draws its image as
// `Image(uiImage:)` draws it, placed by the view's content mode: stretched to the bounds,
// fitted or filled keeping its aspect ratio (a filled image spills past the bounds unless the
// view clips, as in UIKit), or at its natural size against an edge or the centre. A template
// image or a symbol is painted in the view's tint colour.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// A view that shows an image (UIKit's UIImageView). As in UIKit, it takes no touches unless
  /// told to (`isUserInteractionEnabled` is false).
  open class UIImageView: UIView {
    /// The image drawn; nil draws only the background.
    open var image: UIImage?
    /// The image drawn while `isHighlighted` is true (the image when nil).
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    /// A view the size of `image`, showing it.
    public init(image: UIImage?) {
      self.image = image
      super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
      isUserInteractionEnabled = false
    }
    /// A view the size of `image`, showing it, and `highlightedImage` while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
      self.image = image
      self.highlightedImage = highlightedImage
      super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
      isUserInteractionEnabled = false
    }
    public override init(frame: CGRect) {
      super.init(frame: frame)
      isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      isUserInteractionEnabled = false
    }

    /// The image's size in points; none without an image.
    open override var intrinsicContentSize: CGSize {
      image?.size
        ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image over the background, placed by the content mode.
    override var content: AnyView {
      let back = backgroundColor?.color ?? Color.clear
      guard let shown = isHighlighted ? (highlightedImage ?? image) : image else {
        return AnyView(back)
      }
      let picture = Image(uiImage: shown)
      let placed: AnyView
      switch contentMode {
      case .scaleToFill, .redraw:
        placed = AnyView(picture.resizable())
      case .scaleAspectFit:
        placed = AnyView(picture.resizable().aspectRatio(contentMode: .fit))
      case .scaleAspectFill:
        placed = AnyView(picture.resizable().aspectRatio(contentMode: .fill))
      case .center: placed = AnyView(picture)
      case .top: placed = AnyView(pinned(picture, .top))
      case .bottom: placed = AnyView(pinned(picture, .bottom))
      case .left: placed = AnyView(pinned(picture, .leading))
      case .right: placed = AnyView(pinned(picture, .trailing))
      case .topLeft: placed = AnyView(pinned(picture, .topLeading))
      case .topRight: placed = AnyView(pinned(picture, .topTrailing))
      case .bottomLeft: placed = AnyView(pinned(picture, .bottomLeading))
      case .bottomRight: placed = AnyView(pinned(picture, .bottomTrailing))
      }
      return AnyView(
        ZStack {
          back
          placed.foregroundColor((tintColor ?? UIColor.tintColor).color)
        })
    }

    /// The image at its size against an edge or corner of the bounds.
    private func pinned(_ picture: Image, _ alignment: Alignment) -> some View {
      picture.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    }
  }
#endif
