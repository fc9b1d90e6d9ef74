// Sheet heights (SwiftUI's PresentationDetent), computed from the sheet's largest height,
// maxDetentValue (docs/platform.md).
import Foundation
import PopshotGraphics
import PopshotSupport

/// A height a sheet can rest at.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(Double)
    case height(Double)
    case custom(String)
  }

  let kind: Kind
  /// A custom detent's height for a context (nil: inactive there).
  let resolve: (@Sendable (Context) -> Double?)?

  init(_ kind: Kind, resolve: (@Sendable (Context) -> Double?)? = nil) {
    self.kind = kind
    self.resolve = resolve
  }

  /// About half the large height: 0.5 × maxDetentValue. Inactive in compact height.
  public static let medium = PresentationDetent(.medium)
  /// The full-height sheet: maxDetentValue.
  public static let large = PresentationDetent(.large)
  /// f × maxDetentValue.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(.fraction(Double(fraction)))
  }
  /// A fixed height in points (capped at maxDetentValue).
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(.height(Double(height)))
  }
  /// A detent whose height the type computes; named after the type.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(.custom(String(describing: type))) { context in
      D.height(in: context).map(Double.init)
    }
  }
  /// A detent named `name` whose height `resolve` computes (nil: inactive).
  public static func custom(name: String, _ resolve: @escaping @Sendable (Context) -> Double?)
    -> PresentationDetent
  {
    PresentationDetent(.custom(name), resolve: resolve)
  }

  /// What a custom detent's height is computed from.
  @dynamicMemberLookup
  public struct Context: Sendable {
    /// The height of the large detent, in points.
    public let maxDetentValue: CGFloat
    /// Whether the device is in compact height (iPhone landscape), where `.medium` is inactive.
    public let compactHeight: Bool
    let environment: EnvironmentValues

    public init(
      maxDetentValue: CGFloat, compactHeight: Bool, environment: EnvironmentValues = .init()
    ) {
      self.maxDetentValue = maxDetentValue
      self.compactHeight = compactHeight
      self.environment = environment
    }

    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }

  /// The detent's height for a maximum, or nil when it is inactive.
  public func value(maxDetentValue m: Double, compactHeight: Bool) -> Double? {
    switch kind {
    case .medium: return compactHeight ? nil : 0.5 * m
    case .large: return m
    case .fraction(let f): return min(m, f * m)
    case .height(let h): return min(m, h)
    case .custom:
      let context = Context(maxDetentValue: CGFloat(m), compactHeight: compactHeight)
      return resolve?(context).map { min(m, $0) }
    }
  }

  /// A short name for variant states and reports: medium, large, fraction-0.7, height-100, or the
  /// custom detent's name.
  public var name: String {
    switch kind {
    case .medium: return "medium"
    case .large: return "large"
    case .fraction(let f): return "fraction-\(plainNumber(f))"
    case .height(let h): return "height-\(plainNumber(h))"
    case .custom(let n): return n
    }
  }

  public static func == (a: PresentationDetent, b: PresentationDetent) -> Bool { a.kind == b.kind }
  public func hash(into h: inout Hasher) { h.combine(kind) }
}

/// A sheet height computed by a type (SwiftUI's CustomPresentationDetent).
public protocol CustomPresentationDetent: SendableMetatype {
  /// The height in a context, or nil when the detent is inactive there.
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  public typealias Context = PresentationDetent.Context
}
