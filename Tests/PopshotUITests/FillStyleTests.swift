import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Two nested squares, one path: the outer 0…100, the inner 25…75.
private struct Frame: Shape {
  func path(in rect: CGRect) -> Path {
    var p = Path()
    p.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
    p.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    return p
  }
}

/// FillStyle.swift: the even-odd rule leaves the inner square empty; non-zero fills it.
@Suite struct FillStyleTests {
  private func rules(_ view: some View) throws -> [FillRule] {
    let r = try LayoutEngine.render(view, size: Size(width: 100, height: 100))
    return r.displayList.items.compactMap {
      if case .fill(_, _, let rule) = $0 { return rule }
      return nil
    }
  }

  @Test func evenOddFillsLeaveTheInnerSquare() throws {
    #expect(try rules(Frame().fill(.red, style: FillStyle(eoFill: true))) == [.evenOdd])
    #expect(try rules(Frame().fill(style: FillStyle(eoFill: true))) == [.evenOdd])
    #expect(try rules(Frame().fill(.red, style: FillStyle())) == [.nonZero])
    #expect(FillStyle().isAntialiased && !FillStyle().isEOFilled)
  }
}
