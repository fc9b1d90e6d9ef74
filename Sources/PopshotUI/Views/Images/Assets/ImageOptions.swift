// How an Image is drawn: where its bitmap comes from and the image modifiers applied to it.
// One shared, immutable object per changed image, so `ImageContent` stays three words and a
// symbol (the common case) shares the default one.
import Foundation
import PopshotGraphics

/// Where a bitmap image comes from.
enum ImageSource: Sendable {
  /// The asset catalogs of a bundle (nil: the default places, see AssetLocator).
  case asset(Bundle?)
  /// An imageset a `UIImage` already found.
  case resolved(UIImage)
}

/// An image's source and modifiers.
final class ImageOptions: @unchecked Sendable {
  struct Values {
    /// nil: an SF Symbol.
    var source: ImageSource? = nil
    /// What VoiceOver reads: the asset's name (nil for `Image(decorative:)`: hidden).
    var label: String? = nil
    var resizable = false
    var capInsets = EdgeInsets()
    var resizingMode = Image.ResizingMode.stretch
    var renderingMode: Image.TemplateRenderingMode? = nil
    var interpolation = Image.Interpolation.high
    var antialiased = true
  }
  let values: Values
  init(_ values: Values) { self.values = values }
  convenience init(source: ImageSource, label: String?) {
    var v = Values()
    v.source = source
    v.label = label
    self.init(v)
  }

  /// A symbol's options: every `Image(systemName:)` shares them.
  static let symbol = ImageOptions(Values())

  func with(_ change: (inout Values) -> Void) -> ImageOptions {
    var v = values
    change(&v)
    return ImageOptions(v)
  }

  var source: ImageSource? { values.source }
  var resizable: Bool { values.resizable }
  /// Nearest for `.none`, bilinear for every other interpolation.
  var sampling: BitmapSampling { values.interpolation == .none ? .nearest : .bilinear }
}
