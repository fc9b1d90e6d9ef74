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
}

// Preview settings change nothing in a render: the variant matrix says which devices,
// orientations and appearances a test draws.
nonisolated extension View {
  public func previewLayout(_ value: PreviewLayout) -> some View { self }
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
  public func previewDisplayName(_ value: String?) -> some View { self }
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
