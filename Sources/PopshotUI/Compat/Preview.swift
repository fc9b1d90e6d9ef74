// `#Preview` and `@Previewable` (SwiftUI's DeveloperToolsSupport macros), so that a SwiftUI file
// with previews builds on Linux unchanged. They expand to nothing (PopshotPreviewMacros): the
// preview's body is type-checked, as the compiler checks macro arguments, but not drawn.

/// A view preview (`#Preview { ContentView() }`, `#Preview("Dark") { … }`). The body is a view
/// builder, as in the iOS 17 and 18 SDKs: `@Previewable` state may come before the view.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) =
  #externalMacro(module: "PopshotPreviewMacros", type: "PreviewMacro")

/// A view preview with traits (`#Preview(traits: .sizeThatFitsLayout) { … }`).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PopshotPreviewMacros", type: "PreviewMacro")

/// A UIKit view preview. Its body is a builder too, as in UIKit's declaration, so that a body of
/// several statements picks one of the two macros by what it makes.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil,
  @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "PopshotPreviewMacros", type: "PreviewMacro")

/// The builder of a `#Preview` body that makes one value (DeveloperToolsSupport's
/// PreviewMacroBodyBuilder): local declarations, then the value.
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
  public static func buildBlock(_ content: Content) -> Content { content }
}

/// State declared inside a `#Preview` body (`@Previewable @State var isOn = true`).
@attached(peer)
public macro Previewable() =
  #externalMacro(module: "PopshotPreviewMacros", type: "PreviewableMacro")

/// The namespace of preview trait kinds (SwiftUI's `Preview.ViewTraits`).
public struct Preview {
  public struct ViewTraits {}
}

/// How a preview is laid out or oriented (SwiftUI's PreviewTrait): a preview snapshot lays it
/// out so (`expectPreview`).
public struct PreviewTrait<T>: Sendable {
  let name: String
  /// The layout it asks for, if it is a layout.
  public let layout: PreviewLayout?
  /// The orientation it asks for, if it is one.
  public let orientation: InterfaceOrientation?

  init(name: String, layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
    self.name = name
    self.layout = layout
    self.orientation = orientation
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var defaultLayout: PreviewTrait {
    PreviewTrait(name: "defaultLayout", layout: .device)
  }
  public static var sizeThatFitsLayout: PreviewTrait {
    PreviewTrait(name: "sizeThatFitsLayout", layout: .sizeThatFits)
  }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(
      name: "fixedLayout(\(width), \(height))",
      layout: .fixed(width: Double(width), height: Double(height)))
  }
  public static var portrait: PreviewTrait {
    PreviewTrait(name: "portrait", orientation: .portrait)
  }
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(name: "portraitUpsideDown", orientation: .portraitUpsideDown)
  }
  public static var landscapeLeft: PreviewTrait {
    PreviewTrait(name: "landscapeLeft", orientation: .landscapeLeft)
  }
  public static var landscapeRight: PreviewTrait {
    PreviewTrait(name: "landscapeRight", orientation: .landscapeRight)
  }
}
