// `#Preview` and `@Previewable` (SwiftUI's DeveloperToolsSupport macros), so that a SwiftUI file
// with previews builds on Linux unchanged. They expand to nothing (PopshotPreviewMacros): the
// preview's body is type-checked, as the compiler checks macro arguments, but not drawn.

/// A view preview (`#Preview { ContentView() }`, `#Preview("Dark") { … }`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "PopshotPreviewMacros", type: "PreviewMacro")

/// A view preview with traits (`#Preview(traits: .sizeThatFitsLayout) { … }`).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PopshotPreviewMacros", type: "PreviewMacro")

/// A UIKit view preview.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> UIView) =
  #externalMacro(module: "PopshotPreviewMacros", type: "PreviewMacro")

/// State declared inside a `#Preview` body (`@Previewable @State var isOn = true`).
@attached(peer)
public macro Previewable() =
  #externalMacro(module: "PopshotPreviewMacros", type: "PreviewableMacro")

/// The namespace of preview trait kinds (SwiftUI's `Preview.ViewTraits`).
public struct Preview {
  public struct ViewTraits {}
}

/// How a preview is laid out or oriented (SwiftUI's PreviewTrait): kept, not drawn.
public struct PreviewTrait<T>: Sendable {
  let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
  public static var defaultLayout: PreviewTrait { PreviewTrait(name: "defaultLayout") }
  public static var sizeThatFitsLayout: PreviewTrait { PreviewTrait(name: "sizeThatFitsLayout") }
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(name: "fixedLayout(\(width), \(height))")
  }
  public static var portrait: PreviewTrait { PreviewTrait(name: "portrait") }
  public static var portraitUpsideDown: PreviewTrait { PreviewTrait(name: "portraitUpsideDown") }
  public static var landscapeLeft: PreviewTrait { PreviewTrait(name: "landscapeLeft") }
  public static var landscapeRight: PreviewTrait { PreviewTrait(name: "landscapeRight") }
}
