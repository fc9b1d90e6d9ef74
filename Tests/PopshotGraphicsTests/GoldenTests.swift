import Foundation
import PopshotGoldens
import PopshotReference
import Testing

@testable import PopshotGraphics

/// Small renders compared pixel for pixel with the PNGs in Goldens/<feature>/. After a deliberate
/// change, look at the new images and re-record with POPSHOT_RECORD=failed swift test.
@Suite struct GoldenTests {
  let red = SRGBColor(r8: 255, g8: 59, b8: 48)
  let blue = SRGBColor(r8: 0, g8: 122, b8: 255)
  let paper = try! SRGBColor(hex: "#F2F2F7")

  func frame(_ w: Double, _ h: Double) -> Path { .rect(Rect(x: 0, y: 0, width: w, height: h)) }

  @Test func strokesCapsAndJoins() throws {
    let p = try render(128, 128) { list in
      list.fill(frame(128, 128), .white)
      for (i, cap) in [LineCap.butt, .round, .square].enumerated() {
        var line = Path()
        let y = 14 + Double(i) * 16
        line.move(to: Point(x: 16, y: y))
        line.line(to: Point(x: 112, y: y))
        list.stroke(line, .black, style: StrokeStyle(width: 8, cap: cap))
        var guide = Path()
        guide.move(to: Point(x: 16, y: y))
        guide.line(to: Point(x: 112, y: y))
        list.stroke(guide, red, style: StrokeStyle(width: 1))
      }
      for (i, join) in [LineJoin.miter, .round, .bevel].enumerated() {
        var zig = Path()
        let x = 12 + Double(i) * 38
        zig.move(to: Point(x: x, y: 112))
        zig.line(to: Point(x: x + 14, y: 66))
        zig.line(to: Point(x: x + 28, y: 112))
        list.stroke(zig, blue, style: StrokeStyle(width: 7, cap: .butt, join: join))
      }
    }
    expectGolden(p, "strokes/caps-and-joins")
  }

  @Test func continuousAndCircularCorners() throws {
    let p = try render(128, 64) { list in
      list.fill(frame(128, 64), paper)
      list.fill(
        .roundedRect(Rect(x: 6, y: 6, width: 54, height: 52), cornerRadius: 18, style: .circular),
        blue)
      list.fill(
        .roundedRect(
          Rect(x: 68, y: 6, width: 54, height: 52), cornerRadius: 18, style: .continuous), blue)
      // The two outlines over each other, to see where they part.
      list.stroke(
        .roundedRect(Rect(x: 68, y: 6, width: 54, height: 52), cornerRadius: 18, style: .circular),
        red,
        style: StrokeStyle(width: 0.75))
    }
    expectGolden(p, "corners/circular-vs-continuous")
    let capsule = try render(96, 40, scale: 2) { list in
      list.fill(.capsule(in: Rect(x: 4, y: 4, width: 40, height: 12)), blue)
      list.fill(
        .roundedRect(
          Rect(x: 4, y: 4, width: 40, height: 12),
          cornerRadii: CornerRadii(
            topLeading: 6, topTrailing: 0, bottomTrailing: 6, bottomLeading: 0), style: .continuous),
        SRGBColor.white.opacity(0.5))
    }
    expectGolden(capsule, "corners/capsule-and-per-corner-radii-at-2x")
  }

  @Test func gradients() throws {
    let p = try render(128, 64) { list in
      list.append(
        .fill(
          .roundedRect(Rect(x: 4, y: 4, width: 56, height: 56), cornerRadius: 10),
          .linearGradient(
            stops: [
              GradientStop(blue, at: 0), GradientStop(red, at: 0.6), GradientStop(.white, at: 1),
            ],
            start: Point(x: 4, y: 4), end: Point(x: 60, y: 60)), .nonZero))
      list.append(
        .fill(
          .circle(center: Point(x: 96, y: 32), radius: 28),
          .radialGradient(
            stops: [GradientStop(.white, at: 0), GradientStop(blue, at: 1)],
            center: Point(x: 90, y: 24), startRadius: 2, endRadius: 34), .nonZero))
    }
    expectGolden(p, "gradients/linear-and-radial")
  }

  /// The seed toast's card: white, radius 8, shadow black 25% radius 4 offset (0, 1), at 2×.
  @Test func shadow() throws {
    let card = Rect(x: 8, y: 12, width: 48, height: 30)
    let p = try render(128, 112, scale: 2) { list in
      list.fill(frame(64, 56), paper)
      list.append(
        .shadow(
          .roundedRect(card, cornerRadius: 8), color: SRGBColor.black.opacity(0.25), radius: 4,
          offset: Point(x: 0, y: 1)))
      list.fill(.roundedRect(card, cornerRadius: 8), .white)
    }
    expectGolden(p, "shadow/toast-card-at-2x")
  }

  /// The toast's leading stripe clipped by the card's rounded corners, and a clip by an
  /// even-odd ring.
  @Test func clipping() throws {
    let card = Rect(x: 8, y: 8, width: 112, height: 48)
    let p = try render(128, 128) { list in
      list.fill(frame(128, 128), paper)
      list.clipped(to: .roundedRect(card, cornerRadius: 12)) { list in
        list.fill(.rect(card), .white)
        list.fill(.rect(Rect(x: card.minX, y: card.minY, width: 10, height: card.height)), red)
      }
      var ring = Path.circle(center: Point(x: 64, y: 92), radius: 30)
      ring.append(.circle(center: Point(x: 64, y: 92), radius: 16))
      list.clipped(to: ring, rule: .evenOdd) { list in
        list.fill(.rect(Rect(x: 30, y: 60, width: 34, height: 64)), blue)
        list.fill(.rect(Rect(x: 64, y: 60, width: 34, height: 64)), red)
      }
    }
    expectGolden(p, "clipping/stripe-and-ring")
  }

  @Test func opacity() throws {
    let p = try render(128, 64) { list in
      list.fill(frame(128, 64), .white)
      // Left: two shapes drawn at 50% each (the overlap is darker).
      list.fill(.circle(center: Point(x: 24, y: 32), radius: 18), red.opacity(0.5))
      list.fill(.circle(center: Point(x: 40, y: 32), radius: 18), blue.opacity(0.5))
      // Right: the same shapes as one group at 50% (the overlap is the top colour).
      list.withOpacity(0.5) { list in
        list.fill(.circle(center: Point(x: 88, y: 32), radius: 18), red)
        list.fill(.circle(center: Point(x: 104, y: 32), radius: 18), blue)
      }
    }
    expectGolden(p, "opacity/per-shape-vs-group")
  }

  /// The benchmark's reference frame at scale 1 / 4, shapes only, cropped to the toast.
  @Test func referenceToast() throws {
    var list = DisplayList()
    list.append(.pushClip(.rect(Rect(x: 0, y: 760, width: 430, height: 172)), .nonZero))
    list.items += ReferenceScene.toastShapes().items
    list.append(.popClip)
    let full = try Painter(scale: 0.25).render(list, size: ReferenceScene.size)
    // Crop the bottom 40 rows (the toast) into a 108×40 golden.
    let rows = full.pixels[(full.height - 40) * full.width..<full.height * full.width]
    let crop = try Pixmap(width: full.width, height: 40, premultipliedPixels: Array(rows))
    expectGolden(crop, "reference/toast-shapes-quarter-scale")
  }
}
