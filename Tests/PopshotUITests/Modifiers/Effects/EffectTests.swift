import PopshotGraphics
import Testing

@testable import PopshotUI

@Suite struct EffectTests {
  func draw(_ view: some View, _ w: Double, _ h: Double) throws -> (Pixmap, LayoutResult) {
    let size = Size(width: w, height: h)
    var env = EnvironmentValues()
    env.displayScale = 1
    let r = try LayoutEngine.render(view, size: size, environment: env)
    return (try Painter(scale: 1).render(r.displayList, size: size), r)
  }

  /// The opaque pixels' bounding box, as (x0, y0, x1, y1) with x1, y1 exclusive.
  func inkBox(_ p: Pixmap) -> (Int, Int, Int, Int) {
    var (x0, y0, x1, y1) = (Int.max, Int.max, -1, -1)
    for y in 0..<p.height {
      for x in 0..<p.width where p[x, y].a > 127 {
        x0 = min(x0, x)
        y0 = min(y0, y)
        x1 = max(x1, x + 1)
        y1 = max(y1, y + 1)
      }
    }
    return (x0, y0, x1, y1)
  }

  /// `cornerRadius` takes a CGFloat, as SwiftUI's does, so a constant kept in `extension CGFloat`
  /// is found with a leading dot. A 20 × 20 square with radius 10 is a disc: its corner pixel is
  /// clear, its centre and edge midpoints are drawn.
  @Test func cornerRadiusTakesACGFloatConstant() throws {
    let (p, _) = try draw(Color.red.frame(width: 20, height: 20).cornerRadius(.tenPoints), 20, 20)
    #expect(p[0, 0].a == 0)
    #expect(p[10, 10].a == 255 && p[10, 0].a > 127 && p[0, 10].a > 127)
  }

  /// A 20 × 20 square centred on a 40 × 40 screen covers 10…30; at half scale about its centre,
  /// 15…25. Layout does not move: the element's layout id frame stays 20 × 20, its drawn frame
  /// (the semantics) is 10 × 10.
  @Test func scaleEffectScalesDrawingAboutTheAnchor() throws {
    let square = Color.red.frame(width: 20, height: 20).id("s")
    let (plain, _) = try draw(square, 40, 40)
    #expect(inkBox(plain) == (10, 10, 30, 30))
    let (half, r) = try draw(square.scaleEffect(0.5), 40, 40)
    #expect(inkBox(half) == (15, 15, 25, 25))
    #expect(r.frames["s"] == Rect(x: 10, y: 10, width: 20, height: 20))
    let (corner, _) = try draw(square.scaleEffect(0.5, anchor: .topLeading), 40, 40)
    #expect(inkBox(corner) == (10, 10, 20, 20))
  }

  /// A 30 × 10 bar turned a quarter turn about its centre (20, 20) stands 10 × 30: 15…25 across,
  /// 5…35 down.
  @Test func rotationEffectTurnsTheDrawing() throws {
    let bar = Color.blue.frame(width: 30, height: 10)
    let (turned, _) = try draw(bar.rotationEffect(.degrees(90)), 40, 40)
    #expect(inkBox(turned) == (15, 5, 25, 35))
  }

  /// Text turned half a turn becomes filled outlines: the same amount of ink, within the
  /// difference between a cached glyph mask (quarter-pixel positions) and the exact outline.
  @Test func rotatedTextKeepsItsInk() throws {
    let text = Text("Popup!").font(.system(size: 20))
    let (plain, _) = try draw(text, 120, 60)
    let (turned, _) = try draw(text.rotationEffect(.degrees(180)), 120, 60)
    func ink(_ p: Pixmap) -> Int { p.pixels.reduce(0) { $0 + Int($1 >> 24) } }
    let a = ink(plain)
    let b = ink(turned)
    #expect(a > 0 && abs(a - b) * 50 < a)
  }
}

extension CGFloat {
  /// A design-system constant written the way app code writes them.
  fileprivate static let tenPoints: CGFloat = 10
}
