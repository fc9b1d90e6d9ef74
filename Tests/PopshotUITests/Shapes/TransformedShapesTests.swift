import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// TransformedShapes.swift and CGAffineTransform: shapes turned, scaled and moved in their frame.
@Suite struct TransformedShapesTests {
  private let frame = CGRect(x: 0, y: 0, width: 10, height: 20)

  private func near(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9
      && abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9
  }

  /// A 10 × 20 rectangle turned 90° about its centre (5, 10) is 20 × 10 about the same centre:
  /// x −5…15, y 5…15.
  @Test func rotationTurnsAboutTheAnchor() {
    let turned = Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect
    #expect(near(turned, CGRect(x: -5, y: 5, width: 20, height: 10)))
    // Clockwise on screen (y down): a 10 × 10 square turned 90° about its top-leading corner
    // sends (10, 0) to (0, 10), so it spans x −10…0, y 0…10.
    let square = CGRect(x: 0, y: 0, width: 10, height: 10)
    let quarter = Rectangle().rotation(.degrees(90), anchor: .topLeading).path(in: square)
    #expect(near(quarter.boundingRect, CGRect(x: -10, y: 0, width: 10, height: 10)))
  }

  /// Scaled by 2 about the top-leading corner: 0…20 × 0…40; moved by (3, 4): 3…13 × 4…24.
  @Test func scaleAndOffset() {
    #expect(
      near(
        Rectangle().scale(2, anchor: .topLeading).path(in: frame).boundingRect,
        CGRect(x: 0, y: 0, width: 20, height: 40)))
    #expect(
      near(
        Rectangle().offset(x: 3, y: 4).path(in: frame).boundingRect,
        CGRect(x: 3, y: 4, width: 10, height: 20)))
  }

  /// Scaling by 2 then translating by (10, 0): a = d = 2, tx = 10; its inverse: a = d = 0.5,
  /// tx = −10 / 2 = −5.
  @Test func transformsComposeInCoreGraphicsOrder() {
    let t = CGAffineTransform.identity.translatedBy(x: 10, y: 0).scaledBy(x: 2, y: 2)
    #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    #expect(t.inverted() == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.5, tx: -5, ty: 0))
    #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
  }
}
