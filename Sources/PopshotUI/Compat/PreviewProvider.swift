/// Lets Xcode show a view (SwiftUI's PreviewProvider); Popshot's tests can render `previews` too.
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}

/// A device for a preview (SwiftUI's PreviewDevice): Popshot's variants choose devices instead.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// How a preview is sized (SwiftUI's PreviewLayout).
public enum PreviewLayout: Sendable, Hashable {
  case device, sizeThatFits
  case fixed(width: Double, height: Double)
}

/// A preview's orientation (SwiftUI's InterfaceOrientation).
public struct InterfaceOrientation: Hashable, Sendable {
  let name: String
  public static let portrait = InterfaceOrientation(name: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
  /// Whether the device is turned on its side.
  public var isLandscape: Bool { name.hasPrefix("landscape") }
}

// Preview settings change nothing in a render: the variant matrix says which devices,
// orientations and appearances a test draws. A preview snapshot (PopshotTesting's
// `expectPreview`) reads them from the preview's view (`PreviewSettings.of`).
nonisolated extension View {
  public func previewLayout(_ value: PreviewLayout) -> some View {
    PreviewSetting(content: self) { $0.layout = $0.layout ?? value }
  }
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    PreviewSetting(content: self) { $0.device = $0.device ?? value?.rawValue }
  }
  public func previewDisplayName(_ value: String?) -> some View {
    PreviewSetting(content: self) { $0.displayName = $0.displayName ?? value }
  }
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    PreviewSetting(content: self) { $0.orientation = $0.orientation ?? value }
  }
}

/// What a preview's own modifiers ask for: its device, layout, name, orientation and appearance.
public struct PreviewSettings: Sendable, Equatable {
  public var device: String?
  public var layout: PreviewLayout?
  public var displayName: String?
  public var orientation: InterfaceOrientation?
  public var colorScheme: ColorScheme?

  public init() {}

  /// The settings of `view`, read through the modifiers around it (the outermost of each kind
  /// counts, as the preview canvas reads them).
  public static func of(_ view: any View) -> PreviewSettings {
    var settings = PreviewSettings()
    var current: any View = view
    for _ in 0..<256 {
      if let carrier = current as? any PreviewSettingCarrier {
        carrier.apply(&settings)
        current = carrier.settingContent
      } else if let modified = current as? AnyModifiedView {
        current = modified.content
      } else if let erased = current as? AnyView {
        current = erased.view
      } else {
        break
      }
    }
    return settings
  }

  /// The previews a `PreviewProvider`'s `previews` holds: each view of its builder (a `Group`'s
  /// each), in order.
  public static func previews(in view: some View) -> [any View] {
    let views = ViewList.of(view).views
    if views.count == 1, let group = views[0] as? Group { return group.content.views }
    return views
  }
}

/// A view that carries a preview setting.
protocol PreviewSettingCarrier {
  var settingContent: any View { get }
  func apply(_ settings: inout PreviewSettings)
}

/// A preview modifier's view: its content as it is, with the setting kept for the snapshot.
nonisolated struct PreviewSetting<Content: View>: PrimitiveView, PreviewSettingCarrier {
  let content: Content
  let change: (inout PreviewSettings) -> Void
  func makeNode() -> ViewNode { node(of: content) }
  var settingContent: any View { content }
  func apply(_ settings: inout PreviewSettings) { change(&settings) }
}
