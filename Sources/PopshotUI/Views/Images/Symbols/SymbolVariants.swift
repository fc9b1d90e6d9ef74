// `.symbolVariant`: asks the symbols inside for a variant of their name (`star` with `.fill` draws
// `star.fill`), where that variant exists; otherwise the name is drawn as written.

/// A variant of a symbol (SwiftUI's SymbolVariants): an enclosing shape, filled, slashed.
public struct SymbolVariants: Hashable, Sendable {
  var shape: String?
  var filled = false
  var slashed = false

  /// The symbol as named.
  public static let none = SymbolVariants()
  public static let circle = SymbolVariants(shape: "circle")
  public static let square = SymbolVariants(shape: "square")
  public static let rectangle = SymbolVariants(shape: "rectangle")
  public static let fill = SymbolVariants(filled: true)
  public static let slash = SymbolVariants(slashed: true)

  /// This variant, enclosed in a circle (`.fill.circle` is `.circle.fill`).
  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  public var square: SymbolVariants { with { $0.shape = "square" } }
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  public var fill: SymbolVariants { with { $0.filled = true } }
  public var slash: SymbolVariants { with { $0.slashed = true } }

  /// Whether this variant includes every part of `other`.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.filled || filled)
      && (!other.slashed || slashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var v = self
    change(&v)
    return v
  }

  /// The name of `base` in this variant, in SF's order (`bell.slash.circle.fill`), or with the
  /// parts that do not exist dropped (shape first, then fill); `base` when none exists.
  func name(for base: String, exists: (String) -> Bool) -> String {
    guard self != .none else { return base }
    let parts = Set(base.split(separator: ".").map(String.init))
    func build(_ shape: String?, _ filled: Bool) -> String {
      var name = base
      if slashed && !parts.contains("slash") { name += ".slash" }
      if let shape, !parts.contains(shape) { name += "." + shape }
      if filled && !parts.contains("fill") { name += ".fill" }
      return name
    }
    for (s, f) in [(shape, filled), (nil, filled), (shape, false)] {
      let name = build(s, f)
      if name != base && exists(name) { return name }
    }
    return base
  }
}

private struct SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
  /// The variant the symbols here are drawn in.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Draws the symbols inside in a variant (`.fill`, `.circle`, `.circle.fill`, `.none`).
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    environment(\.symbolVariants, variant)
  }
}
