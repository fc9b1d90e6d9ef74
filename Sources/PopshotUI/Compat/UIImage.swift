// UIKit's UIImage as SwiftUI code uses it: `UIImage(named:)` from the asset catalogs (nil when
// the name is missing, as in UIKit, and the miss is recorded like `Image("x")`'s) and
// `UIImage(systemName:)` for Popshot's symbols, both shown with `Image(uiImage:)`.
import Foundation
import PopshotGraphics

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// An image from the asset catalogs or a symbol (UIKit's UIImage).
  public final class UIImage: @unchecked Sendable, Hashable {
    /// How UIKit draws an image: as its colours or as a template tinted by its view.
    public enum RenderingMode: Int, Sendable {
      case automatic, alwaysOriginal, alwaysTemplate
    }

    let name: String
    let symbolName: String?
    let catalog: AssetCatalog?
    let set: ImageSet?
    public private(set) var renderingMode: RenderingMode = .automatic

    private init(name: String, symbol: String?, catalog: AssetCatalog?, set: ImageSet?) {
      self.name = name
      symbolName = symbol
      self.catalog = catalog
      self.set = set
    }

    /// The imageset `name` of the catalogs in `bundle` (nil: the default places), or nil.
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
      guard let (catalog, set) = AssetLocator.imageSet(name, bundle: bundle) else {
        AssetMisses.report(AssetLocator.missing("image", name, bundle: bundle))
        return nil
      }
      self.init(name: name, symbol: nil, catalog: catalog, set: set)
    }
    /// The trait collection argument is accepted and ignored: the render's appearance and scale
    /// choose the file.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith: Any?) {
      self.init(named: name, in: bundle)
    }
    /// One of Popshot's symbols (any name: an unknown one draws the symbol placeholder).
    public convenience init?(systemName: String) {
      self.init(name: systemName, symbol: systemName, catalog: nil, set: nil)
    }

    /// Images are equal when they draw the same: the same asset or symbol, in the same
    /// rendering mode (UIKit's `isEqual(_:)` compares image data).
    public static func == (a: UIImage, b: UIImage) -> Bool {
      a.name == b.name && a.symbolName == b.symbolName && a.renderingMode == b.renderingMode
    }
    public func hash(into hasher: inout Hasher) {
      hasher.combine(name)
      hasher.combine(symbolName)
      hasher.combine(renderingMode)
    }

    /// The same image drawn as `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
      let copy = UIImage(name: name, symbol: symbolName, catalog: catalog, set: set)
      copy.renderingMode = renderingMode
      return copy
    }

    /// The file the current render would draw (scale and appearance from its environment).
    var entry: ImageSetEntry? {
      let env = EnvironmentValues.current
      return set?.entry(
        scale: env.displayScale, dark: env.colorScheme == .dark, pad: env.screen.idiom == .pad)
    }
    /// Pixels per point of the file drawn now (1 for a symbol).
    public var scale: CGFloat { CGFloat(entry?.scale ?? 1) }
    /// The size in points: the file's pixels over its scale; a symbol's at the body font.
    public var size: CGSize {
      if let symbolName {
        let em = Font.body.resolved(EnvironmentValues.current.dynamicTypeSize).size
        let art = Symbol(name: symbolName).art
        return CGSize(width: art.width * em, height: art.height * em)
      }
      guard let set, let entry, let catalog,
        case .success(let b) = catalog.bitmap(set, entry)
      else { return .zero }
      return CGSize(
        width: Double(b.pixmap.width) / entry.scale, height: Double(b.pixmap.height) / entry.scale)
    }
  }
#endif
