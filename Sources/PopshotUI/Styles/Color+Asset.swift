// `Color("name")`: a colorset of the asset catalogs, with its light and dark values in sRGB
// (Views/Images/Assets/AssetColor.swift). The lookup happens when the colour is made, as its values
// are stored in the Color; a missing name draws clear and is recorded (AssetMisses), so the
// snapshot that draws it fails naming it.
import Foundation
import PopshotGraphics
import Synchronization

extension Color {
  /// The colorset `name` of the asset catalogs in `bundle` (nil: the default places).
  public init(_ name: String, bundle: Bundle? = nil) {
    if let set = AssetLocator.colorSet(name, bundle: bundle) {
      self.init(light: set.light, dark: set.dark, name: name)
    } else {
      AssetMisses.report(AssetLocator.missing("color", name, bundle: bundle))
      self.init(light: .clear, dark: .clear, name: name)
    }
  }

  /// The app's accent colour, as iOS resolves it: the colorset that the main bundle's
  /// `NSAccentColorName` names (Xcode writes it from the target's Global Accent Color Name,
  /// `AccentColor` in its templates; `AccentColor` here when the key is absent), looked up in the
  /// app's catalogs only (`POPSHOT_ASSETS`, the main bundle), else the system blue. A package's
  /// resource bundle with an `AccentColor` does not set it. Controls are tinted with it when no
  /// `.tint` is set.
  public static var accentColor: Color { AccentColorMemo.shared.color() }

  /// The accent colour's colorset name: the main bundle's `NSAccentColorName`, else AccentColor.
  static var accentColorName: String {
    (Bundle.main.object(forInfoDictionaryKey: "NSAccentColorName") as? String) ?? "AccentColor"
  }

  /// The accent colour with `environment`'s POPSHOT_ASSETS.
  static func accentColor(_ environment: [String: String], name: String = accentColorName)
    -> Color
  {
    if let set = AssetLocator.colorSet(
      name, bundle: nil, environment: environment, appOnly: true)
    {
      return Color(light: set.light, dark: set.dark, name: name)
    }
    return systemAccentColor
  }
}

/// The accent colour for the current POPSHOT_ASSETS, worked out once per value of it: every
/// button and control asks for it, and looking at the catalogs (or building the process's
/// environment dictionary) on each ask made a layout twice as slow.
final class AccentColorMemo: Sendable {
  static let shared = AccentColorMemo()
  /// The POPSHOT_ASSETS the colour was worked out for (nil: not yet), and the colour.
  private let memo = Mutex((assets: String?.none, value: Color.systemAccentColor))

  func color() -> Color {
    let current = AssetLocator.assetsVariable ?? ""
    return memo.withLock { memo in
      if memo.assets == current { return memo.value }
      memo.value = Color.accentColor(current.isEmpty ? [:] : ["POPSHOT_ASSETS": current])
      memo.assets = current
      return memo.value
    }
  }
}
