// UIKit's blur views, which SwiftUI code wrapped in a UIViewRepresentable before SwiftUI had
// materials (iOS 15) and often still does: `UIVisualEffectView(effect: UIBlurEffect(style:
// .systemMaterial))`. A still draws the blur as the SwiftUI material of the same name, since
// SwiftUI's materials are UIKit's system blur styles (docs/swiftui.md, "UIKit views").
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// An effect a UIVisualEffectView applies to what lies behind it (UIKit's UIVisualEffect).
  open class UIVisualEffect {
    public init() {}
  }

  /// A blur of what lies behind the view (UIKit's UIBlurEffect).
  open class UIBlurEffect: UIVisualEffect {
    /// The blur styles: the system materials (iOS 13), each adapting to the appearance or fixed
    /// to light or dark, and the styles from before them.
    public enum Style: Int, Sendable, CaseIterable {
      case extraLight, light, dark
      case regular = 4
      case prominent
      case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial
      case systemChromeMaterial
      case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight
      case systemThickMaterialLight, systemChromeMaterialLight
      case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark
      case systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style
    public init(style: Style) {
      self.style = style
      super.init()
    }

    /// The SwiftUI material drawn for the style, and the appearance it is fixed to (nil: the
    /// environment's). The styles from before iOS 13 are drawn as the nearest system material:
    /// regular as regular, prominent as thick, light and extra light as regular and thin in
    /// light, dark as regular in dark.
    var look: (material: Material, scheme: ColorScheme?) {
      switch style {
      case .systemUltraThinMaterial: (.ultraThin, nil)
      case .systemThinMaterial: (.thin, nil)
      case .systemMaterial, .regular: (.regular, nil)
      case .systemThickMaterial, .prominent: (.thick, nil)
      case .systemChromeMaterial: (.bar, nil)
      case .systemUltraThinMaterialLight: (.ultraThin, .light)
      case .systemThinMaterialLight, .extraLight: (.thin, .light)
      case .systemMaterialLight, .light: (.regular, .light)
      case .systemThickMaterialLight: (.thick, .light)
      case .systemChromeMaterialLight: (.bar, .light)
      case .systemUltraThinMaterialDark: (.ultraThin, .dark)
      case .systemThinMaterialDark: (.thin, .dark)
      case .systemMaterialDark, .dark: (.regular, .dark)
      case .systemThickMaterialDark: (.thick, .dark)
      case .systemChromeMaterialDark: (.bar, .dark)
      }
    }
  }

  /// A view that blurs what lies behind it (UIKit's UIVisualEffectView); its subviews go in
  /// `contentView`, drawn over the blur.
  open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect?
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
      self.effect = effect
      super.init(frame: .zero)
    }
    public override init(frame: CGRect) {
      effect = nil
      super.init(frame: frame)
    }
    public required init?(coder: NSCoder) {
      effect = nil
      super.init(coder: coder)
    }

    /// The blur, as its material over what the view stands on, then the content view; with no
    /// effect (or one that is not a blur) only the content view.
    override var content: AnyView {
      let contents = contentView.stillView
      guard let blur = effect as? UIBlurEffect else { return contents }
      let (material, scheme) = blur.look
      let fill = Rectangle().fill(material)
      return AnyView(
        ZStack {
          if let scheme { fill.environment(\.colorScheme, scheme) } else { fill }
          contents
        })
    }
  }
#endif
