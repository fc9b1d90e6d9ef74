import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A path built in a view's body, as SwiftUI code writes one: `.zero` is CGPoint's.
private struct Wedge: View {
  var body: some View {
    Path { path in
      path.move(to: .zero)
      path.addLine(to: CGPoint(x: 20, y: 10))
      path.addLine(to: CGPoint(x: 0, y: 10))
      path.closeSubpath()
    }
    .applying(.identity)
    .fill(Color.black)
  }
}

/// PathBuilding.swift: a path moved by an offset, and one built with CoreGraphics' names.
@Suite struct PathBuildingTests {
  /// A 10 × 10 square at the origin moved by (5, 7) spans 5…15 × 7…17.
  @Test func offsetByMovesThePath() {
    let moved = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).offsetBy(dx: 5, dy: 7)
    #expect(moved.boundingRect == CGRect(x: 5, y: 7, width: 10, height: 10))
  }

  /// A path from (0, 0) to (20, 10) and (0, 10), applied the identity, spans 20 × 10 pt from
  /// the origin; `Wedge`'s body compiled with `.zero` and `.identity` as SwiftUI code writes them.
  @Test func coreGraphicsMembersAreTheOnesMeant() {
    var path = Path()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 20, y: 10))
    path.addLine(to: CGPoint(x: 0, y: 10))
    #expect(path.applying(.identity).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
  }

  /// `Capsule(style:)` and `.capsule(style:)` take Apple's spellings (the default style is
  /// `.continuous`, as Apple declares it); every style draws the half-circle ends of a 60 × 20
  /// capsule, the outline of a rectangle with circular 10 pt corners.
  @Test func capsuleTakesAStyle() {
    let rect = CGRect(x: 0, y: 0, width: 60, height: 20)
    let halfCircles = RoundedRectangle(cornerRadius: 10, style: .circular).path(in: rect)
    #expect(Capsule().style == .continuous)
    let shapes: [Capsule] = [Capsule(style: .circular), .capsule(style: .continuous), .capsule]
    for shape in shapes {
      #expect(shape.path(in: rect).boundingRect == rect)
      #expect(shape.path(in: rect) == halfCircles)
    }
  }
}
