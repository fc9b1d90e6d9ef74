// Asset catalog resources by symbol (DeveloperToolsSupport's ColorResource and ImageResource):
// Xcode generates one static member per colorset and imageset of an app's catalogs
// (`ColorResource.skyBlue`), and code draws them with `Color(.skyBlue)` and `Image(.avatar)`.
// A resource is a name and a bundle, looked up as `Color("name", bundle:)` is. The generated
// members come from Xcode's build, not from PopshotUI: a Linux build declares them itself.
import Foundation

/// A colorset of an asset catalog, by name and bundle.
public struct ColorResource: Hashable, Sendable {
  let name: String
  let bundle: Bundle
  /// The colorset `name` of the catalogs in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

/// An imageset of an asset catalog, by name and bundle.
public struct ImageResource: Hashable, Sendable {
  let name: String
  let bundle: Bundle
  /// The imageset `name` of the catalogs in `bundle`.
  public init(name: String, bundle: Bundle) {
    self.name = name
    self.bundle = bundle
  }
}

extension Bundle {
  /// The bundle an asset lookup takes: none for the main bundle, whose name in an app's
  /// generated symbols means "the app's catalogs", which Popshot finds in its default places
  /// (POPSHOT_ASSETS first; see AssetLocator).
  var assetLookup: Bundle? { self == Bundle.main ? nil : self }
}

extension Color {
  /// The colorset a generated asset symbol names (`Color(.skyBlue)`).
  public init(_ resource: ColorResource) {
    self.init(resource.name, bundle: resource.bundle.assetLookup)
  }
}

extension Image {
  /// The imageset a generated asset symbol names (`Image(.avatar)`); VoiceOver reads its name.
  public init(_ resource: ImageResource) {
    self.init(resource.name, bundle: resource.bundle.assetLookup)
  }
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  extension UIColor {
    /// The colorset a generated asset symbol names.
    public convenience init(resource: ColorResource) {
      self.init(Color(resource))
    }
  }
#endif
