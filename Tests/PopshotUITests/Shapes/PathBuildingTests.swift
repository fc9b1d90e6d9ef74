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
}
