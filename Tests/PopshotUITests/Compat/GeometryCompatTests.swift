import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A user's shape written against SwiftUI's API: a triangle with its apex at the top.
private struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    Path { p in
      p.move(to: CGPoint(x: rect.midX, y: rect.minY))
      p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
      p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
      p.closeSubpath()
    }
  }
}

@MainActor @Suite struct GeometryCompatTests {
  func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: Double = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
  }

  @Test func aUserShapeGetsItsFrameAsACGRect() {
    let path = Triangle().path(in: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(path.currentPoint == CGPoint(x: 60, y: 20))
  }

  /// With y pointing down, `clockwise: false` sweeps from 0° through 90° (the bottom).
  @Test func arcsSweepAsSwiftUIsDo() {
    var down = Path()
    down.addArc(
      center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    #expect(close(down.currentPoint, CGPoint(x: 0, y: 10)))
    #expect(abs(down.boundingRect.maxY - 10) < 1e-9 && down.boundingRect.minY >= -1e-9)
    var up = Path()
    up.addArc(
      center: CGPoint(x: 0, y: 0), radius: 10, startAngle: .zero, endAngle: .degrees(90),
      clockwise: true)
    // The long way round, through the top (negative y).
    #expect(close(up.currentPoint, CGPoint(x: 0, y: 10)))
    #expect(up.boundingRect.minY < -9.9)
  }

  /// A quarter arc's midpoint lies on the circle: the cubic's error is under 0.03% of r.
  @Test func aQuarterArcStaysOnTheCircle() {
    var p = Path()
    p.addArc(
      center: CGPoint(x: 0, y: 0), radius: 100, startAngle: .zero, endAngle: .degrees(90),
      clockwise: false)
    let points = p.flattened(tolerance: 0.01)[0]
    let worst = points.map { abs(($0.x * $0.x + $0.y * $0.y).squareRoot() - 100) }.max() ?? 1
    #expect(worst < 0.03)
  }

  /// A square's outline is 400 long; trimming a quarter from 0.25 gives its right side.
  @Test func trimKeepsAFractionOfTheOutline() {
    let half = Rectangle().trim(from: 0.25, to: 0.5).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 100))
    let lines = half.flattened()
    let length =
      lines.joined().count > 1
      ? zip(lines[0], lines[0].dropFirst()).reduce(0.0) { $0 + ($1.1 - $1.0).length } : 0
    #expect(abs(length - 100) < 1e-6)
  }

  /// A trimmed circle starts at its rightmost point and runs clockwise on screen, as in SwiftUI.
  @Test func aTrimmedCircleStartsAtThreeOClock() {
    let quarter = Circle().trim(from: 0, to: 0.25).path(
      in: CGRect(x: 0, y: 0, width: 100, height: 100))
    let points = quarter.flattened()[0]
    #expect(abs(points[0].x - 100) < 1e-6 && abs(points[0].y - 50) < 1e-6)
    #expect(abs(points.last!.x - 50) < 0.01 && abs(points.last!.y - 100) < 0.01)
  }

  @Test func strokeBorderInsetsByHalfTheLineWidth() {
    let inset = RoundedRectangle(cornerRadius: 10).inset(by: 2)
    #expect(
      inset.path(in: CGRect(x: 0, y: 0, width: 100, height: 50)).boundingRect
        == CGRect(x: 2, y: 2, width: 96, height: 46))
  }

  @Test func aspectRatioFitsOrFills() {
    let box = Color.red.aspectRatio(2, contentMode: .fit)
    #expect(
      LayoutEngine.size(of: box, proposal: ProposedSize(width: 300, height: 100))
        == Size(width: 200, height: 100))
    let fill = Color.red.aspectRatio(2, contentMode: .fill)
    #expect(
      LayoutEngine.size(of: fill, proposal: ProposedSize(width: 300, height: 100))
        == Size(width: 300, height: 150))
  }

  @Test func geometryProxyGivesCGTypes() throws {
    var seen = CGSize.zero
    _ = try LayoutEngine.render(
      GeometryReader { proxy in
        Color.clear.onAppear { seen = proxy.size }
      }, size: Size(width: 200, height: 100))
    #expect(seen == CGSize(width: 200, height: 100))
  }

  @Test func uiScreenIsTheRendersScreen() throws {
    var bounds = CGRect.zero
    var idiom = UIUserInterfaceIdiom.unspecified
    struct Probe: View {
      let report: (CGRect, UIUserInterfaceIdiom) -> Void
      var body: some View {
        report(UIScreen.main.bounds, UIDevice.current.userInterfaceIdiom)
        return Color.clear
      }
    }
    _ = try LayoutEngine.render(
      Probe {
        bounds = $0
        idiom = $1
      }, size: Size(width: 820, height: 1180))
    #expect(bounds == CGRect(x: 0, y: 0, width: 820, height: 1180))
    #expect(idiom == .pad)
  }

  /// UIDevice reports the iOS version of the design drawn: 26.0 for Liquid Glass, 17.0 classic.
  @Test func systemVersionFollowsTheDesign() throws {
    var versions: [String] = []
    struct Probe: View {
      let report: (String) -> Void
      var body: some View {
        report(UIDevice.current.systemVersion)
        return Color.clear
      }
    }
    for design in [Design.liquidGlass, .classic] {
      var env = EnvironmentValues()
      env.design = design
      _ = try LayoutEngine.render(
        Probe { versions.append($0) }, size: Size(width: 393, height: 852), environment: env)
    }
    #expect(versions.first == "26.0" && versions.last == "17.0")
  }

  /// HSB: hue 0 is red, 1/3 green, 2/3 blue; saturation 0 is grey at the brightness.
  @Test func hueSaturationBrightness() {
    #expect(
      Color(hue: 0, saturation: 1, brightness: 1).light == SRGBColor(red: 1, green: 0, blue: 0))
    #expect(
      Color(hue: 2.0 / 3, saturation: 1, brightness: 1).light
        == SRGBColor(red: 0, green: 0, blue: 1))
    #expect(
      Color(hue: 0.5, saturation: 0, brightness: 0.5).light
        == SRGBColor(red: 0.5, green: 0.5, blue: 0.5))
    // Hue 1/6 is yellow: red and green full.
    let yellow = Color(hue: 1.0 / 6, saturation: 1, brightness: 1).light
    #expect(abs(yellow.red - 1) < 1e-12 && abs(yellow.green - 1) < 1e-12 && yellow.blue == 0)
  }

  @Test func uiColorsAreSwiftUIColours() {
    #expect(Color(uiColor: .systemBackground) == Color.systemBackground)
    #expect(Color(UIColor.secondaryLabel) == Color.secondaryLabel)
    let half = UIColor(red: 1, green: 0, blue: 0, alpha: 1).withAlphaComponent(0.5)
    #expect(Color(half).light == SRGBColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    // UIKit's fixed colours are literal: gray is white 0.5 in both appearances.
    #expect(Color(UIColor.gray).light == SRGBColor(red: 0.5, green: 0.5, blue: 0.5))
    #expect(Color(UIColor.orange).dark == SRGBColor(red: 1, green: 0.5, blue: 0))
    let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
    #expect(Color(dynamic).light == .black && Color(dynamic).dark == .white)
  }

  /// 60° about the x axis halves the height (cos 60°); 90° about z is a quarter turn.
  @Test func rotation3DDrawsItsAffinePart() throws {
    let box = Color.red.frame(width: 100, height: 40)
    let tilted = try LayoutEngine.render(
      box.rotation3DEffect(.degrees(60), axis: (x: 1, y: 0, z: 0)).id("b"),
      size: Size(width: 200, height: 200))
    let f = try #require(tilted.displayList.items.first).boundsOfFill
    #expect(abs(f.height - 20) < 1e-9 && abs(f.width - 100) < 1e-9)
    let turned = Transform.rotation3DAffinePart(radians: .pi / 2, axis: (0, 0, 1))
    let quarter = Transform.rotation(.pi / 2)
    for (a, b) in [
      (turned.a, quarter.a), (turned.b, quarter.b), (turned.c, quarter.c),
      (turned.d, quarter.d),
    ] {
      #expect(abs(a - b) < 1e-12)
    }
    #expect(Transform.rotation3DAffinePart(radians: 1, axis: (0, 0, 0)) == .identity)
  }

  @Test func accentColorTintsAndPreferredColorSchemeDarkens() throws {
    let r = try LayoutEngine.render(
      VStack {
        Button("Go") {}.accentColor(.green)
        Text("Night").preferredColorScheme(.dark)
      }, size: Size(width: 200, height: 200))
    let texts = r.semantics.elements.filter { $0.role == .text }
    #expect(texts[0].foreground == Color.green.light)
    #expect(texts[1].foreground == .white)
  }

  /// Apple's CoreGraphics describes its geometry as tuples: `(1.0, 2.5)` for a point, width and
  /// height for a size, origin then size for a rectangle; interpolation reads the same.
  @Test func geometryDescribesItselfAsOnApplePlatforms() {
    #expect(CGPoint(x: 1, y: 2.5).debugDescription == "(1.0, 2.5)")
    #expect("\(CGSize(width: 3, height: 4))" == "(3.0, 4.0)")
    #expect(CGRect(x: 1, y: 2, width: 3, height: 4).debugDescription == "(1.0, 2.0, 3.0, 4.0)")
  }
}

extension DisplayItem {
  /// The bounds of a fill's path (zero for other items).
  fileprivate var boundsOfFill: Rect {
    if case .fill(let p, _, _) = self { return p.controlBounds }
    return .zero
  }
}
