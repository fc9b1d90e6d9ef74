// The outline of a bordered button (SwiftUI's ButtonBorderShape): automatic (the control size's
// rounded rectangle in the classic design, a capsule in iOS 26: ButtonMetrics), a capsule, a
// rounded rectangle, or a circle.
import Foundation
import PopshotGraphics

/// The shape of a bordered button's background.
public nonisolated struct ButtonBorderShape: Shape, Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, capsule, circle
    case roundedRectangle(radius: Double?)
  }
  let kind: Kind

  /// The shape the control size calls for.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  public static let capsule = ButtonBorderShape(kind: .capsule)
  public static let circle = ButtonBorderShape(kind: .circle)
  /// A rounded rectangle with the control size's radius.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
  public static func roundedRectangle(radius: Double) -> ButtonBorderShape {
    ButtonBorderShape(kind: .roundedRectangle(radius: radius))
  }

  /// The outline in `rect`, for a control whose automatic corner radius is `automaticRadius`.
  func path(in rect: Rect, automaticRadius: Double) -> Path {
    switch kind {
    case .automatic, .roundedRectangle(radius: nil):
      return .roundedRect(rect, cornerRadius: automaticRadius, style: .continuous)
    case .roundedRectangle(let radius?):
      return .roundedRect(rect, cornerRadius: radius, style: .continuous)
    case .capsule: return .capsule(in: rect)
    case .circle:
      let d = min(rect.width, rect.height)
      return .circle(center: Point(x: rect.midX, y: rect.midY), radius: d / 2)
    }
  }

  public func path(in rect: CGRect) -> Path {
    path(in: Rect(cg: rect), automaticRadius: ButtonMetrics.classic[.regular].cornerRadius)
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey {
  static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
  /// The outline of the bordered buttons here.
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the outline of the bordered buttons inside.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}

extension FixtureModifier {
  /// `{"buttonBorderShape": "capsule"}` (automatic, capsule, circle, roundedRectangle), or
  /// `{"buttonBorderShape": {"roundedRectangle": 6}}`.
  static let buttonBorderShape = FixtureModifier("buttonBorderShape") { m, v in
    if m.hasMember("roundedRectangle") {
      let o = try m.members(["roundedRectangle"], required: ["roundedRectangle"])
      let r = try o["roundedRectangle"]!.length()
      return AnyView(v.buttonBorderShape(.roundedRectangle(radius: r)))
    }
    let shapes: [String: ButtonBorderShape] = [
      "automatic": .automatic, "capsule": .capsule, "circle": .circle,
      "roundedRectangle": .roundedRectangle,
    ]
    let name = try m.string()
    guard let shape = shapes[name] else {
      throw m.expected("\"automatic\", \"capsule\", \"circle\" or \"roundedRectangle\"")
    }
    return AnyView(v.buttonBorderShape(shape))
  }
}
