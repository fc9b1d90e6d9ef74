// The drawing of an SVG asset (an imageset's `.svg` file, "Preserve Vector Data"), as design
// tools export icons and illustrations: `<path>`, `<rect>` (with rx/ry), `<circle>`,
// `<ellipse>`, `<line>`, `<polyline>`, `<polygon>` in nested `<g>` with transforms; fill and
// stroke as attributes, `style` declarations or `<style>` class rules (`.cls-1{fill:#…}`);
// colours as hex, `rgb()`/`rgba()` or the common names; fill, stroke and group opacity (the group's
// multiplied into its shapes' colours); linear and radial gradients by `url(#id)` in either
// unit system, with `href` stops. Text, images, masks, filters and `<use>` are not drawn
// (docs/swiftui.md, "Vector assets"). The size is the root's width and height (px are points, as
// Xcode reads them), else its viewBox's.
import Foundation
import PopshotGraphics

extension VectorImage {
  static func svg(_ text: String) throws(SVGPathData.Failure) -> VectorImage {
    var reader = SVGVectorReader()
    try reader.read(text)
    guard let size = reader.size, size.width > 0, size.height > 0 else {
      throw SVGPathData.Failure(description: "no width and height, and no viewBox")
    }
    return VectorImage(size: size, items: reader.items)
  }
}

struct SVGVectorReader {
  /// What a shape inherits from its groups.
  struct Style {
    var fill: String? = "black"
    var stroke: String? = nil
    var strokeWidth = 1.0
    var opacity = 1.0
    var fillOpacity = 1.0
    var strokeOpacity = 1.0
    var fillRule = FillRule.nonZero
    var cap = LineCap.butt
    var join = LineJoin.miter
    var miter = 4.0
    var hidden = false
    var t = Transform.identity
  }

  struct Gradient {
    var linear = true
    var attrs: [String: String]
    var stops: [GradientStop] = []
  }

  var size: Size?
  var items: [DisplayItem] = []
  var gradients: [String: Gradient] = [:]
  var classes: [String: [String: String]] = [:]
  /// Shapes drawn, to bound a hostile file's work.
  var budget = 200_000

  mutating func read(_ text: String) throws(SVGPathData.Failure) {
    // Two passes: gradients and class rules first, as they may come after their use.
    try scan(text, collecting: true)
    try scan(text, collecting: false)
  }

  mutating func scan(_ text: String, collecting: Bool) throws(SVGPathData.Failure) {
    var stack: [Style] = [Style()]
    var defs = 0
    var gradient: String? = nil
    var sawRoot = false
    var tags = SVGTags(text)
    while let tag = try tags.next() {
      if tag.closing {
        switch tag.name {
        case "g", "svg", "a", "symbol": if stack.count > 1 { stack.removeLast() }
        case "defs", "clipPath", "mask", "pattern", "marker": defs = max(0, defs - 1)
        case "linearGradient", "radialGradient": gradient = nil
        default: break
        }
        continue
      }
      let selfClosing = tag.selfClosing
      let name = String(tag.name)
      var attrs = SVGDocument.attributes(tag.attributes)
      if name == "style", !selfClosing, let css = tags.text(upTo: "</style>") {
        if collecting { readCSS(String(css)) }
        continue
      }
      for c in (attrs["class"] ?? "").split(separator: " ") {
        for (k, v) in classes[String(c)] ?? [:] where attrs[k] == nil { attrs[k] = v }
      }
      for declaration in (attrs["style"] ?? "").split(separator: ";") {
        let kv = declaration.split(separator: ":", maxSplits: 1)
        guard kv.count == 2 else { continue }
        attrs[kv[0].trimmingCharacters(in: .whitespaces)] = kv[1].trimmingCharacters(
          in: .whitespaces)
      }
      switch name {
      case "svg":
        if !sawRoot {
          sawRoot = true
          try root(attrs, &stack)
        } else if !selfClosing {
          stack.append(stack.last!)
        }
      case "g", "a", "symbol":
        if !selfClosing { stack.append(try style(attrs, stack.last!)) }
      case "defs", "clipPath", "mask", "pattern", "marker":
        if !selfClosing { defs += 1 }
      case "linearGradient", "radialGradient":
        guard collecting, let id = attrs["id"] else { continue }
        gradients[id] = Gradient(linear: name == "linearGradient", attrs: attrs)
        if !selfClosing { gradient = id }
      case "stop":
        guard collecting, let id = gradient else { continue }
        let offset = Self.length(attrs["offset"], percentOf: 1) ?? 0
        let opacity = Double(attrs["stop-opacity"] ?? "") ?? 1
        let c = Self.color(attrs["stop-color"] ?? "black") ?? .black
        gradients[id]?.stops.append(
          GradientStop(
            SRGBColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * opacity),
            at: min(max(offset, 0), 1)))
      default:
        guard !collecting, defs == 0, let shape = try Self.shape(name, attrs) else { continue }
        budget -= 1
        guard budget > 0 else {
          throw SVGPathData.Failure(description: "more than 200,000 shapes")
        }
        let s = try style(attrs, stack.last!)
        guard !s.hidden else { continue }
        draw(shape.applying(s.t), s)
      }
    }
  }

  /// The root `<svg>`: its size, and the viewBox mapped onto it (centred, uniformly scaled).
  mutating func root(_ attrs: [String: String], _ stack: inout [Style]) throws(SVGPathData.Failure)
  {
    let vb = (attrs["viewBox"] ?? "").split { $0 == " " || $0 == "," }.compactMap { Double($0) }
    let box =
      vb.count == 4 && vb[2] > 0 && vb[3] > 0
      ? Rect(x: vb[0], y: vb[1], width: vb[2], height: vb[3]) : nil
    let w = Self.length(attrs["width"], percentOf: box?.width ?? 0) ?? box?.width
    let h = Self.length(attrs["height"], percentOf: box?.height ?? 0) ?? box?.height
    guard let w, let h else { return }
    size = Size(width: w, height: h)
    var s = try style(attrs, stack.last!)
    if let box {
      let k = min(w / box.width, h / box.height)
      s.t = Transform(
        a: k, b: 0, c: 0, d: k, tx: (w - box.width * k) / 2 - box.minX * k,
        ty: (h - box.height * k) / 2 - box.minY * k
      ).concatenating(s.t)
    }
    stack.append(s)
  }

  /// The style of an element under `parent`.
  func style(_ a: [String: String], _ parent: Style) throws(SVGPathData.Failure) -> Style {
    var s = parent
    s.t = try SVGDocument.transform(a["transform"]).concatenating(parent.t)
    if let v = a["fill"] { s.fill = v == "none" ? nil : v }
    if let v = a["stroke"] { s.stroke = v == "none" ? nil : v }
    if let v = Self.length(a["stroke-width"], percentOf: 1) { s.strokeWidth = v }
    if let v = a["opacity"].flatMap(Double.init) { s.opacity *= min(max(v, 0), 1) }
    if let v = a["fill-opacity"].flatMap(Double.init) { s.fillOpacity = min(max(v, 0), 1) }
    if let v = a["stroke-opacity"].flatMap(Double.init) { s.strokeOpacity = min(max(v, 0), 1) }
    if let v = a["fill-rule"] { s.fillRule = v == "evenodd" ? .evenOdd : .nonZero }
    if let v = a["stroke-linecap"] {
      s.cap = v == "round" ? .round : v == "square" ? .square : .butt
    }
    if let v = a["stroke-linejoin"] {
      s.join = v == "round" ? .round : v == "bevel" ? .bevel : .miter
    }
    if let v = a["stroke-miterlimit"].flatMap(Double.init) { s.miter = max(v, 1) }
    if a["display"] == "none" || a["visibility"] == "hidden" { s.hidden = true }
    return s
  }

  mutating func draw(_ path: Path, _ s: Style) {
    if let fill = s.fill, let paint = paint(fill, path, s, alpha: s.fillOpacity * s.opacity) {
      items.append(.fill(path, paint, s.fillRule))
    }
    if let stroke = s.stroke, s.strokeWidth > 0,
      let paint = paint(stroke, path, s, alpha: s.strokeOpacity * s.opacity)
    {
      let line = StrokeStyle(
        width: s.strokeWidth * s.t.meanScale, cap: s.cap, join: s.join, miterLimit: s.miter)
      items.append(.stroke(path, line, paint))
    }
  }

  /// A fill or stroke value as a paint over `path` (already in image space).
  func paint(_ value: String, _ path: Path, _ s: Style, alpha: Double) -> Paint? {
    if value.hasPrefix("url(") {
      let id = value.dropFirst(4).prefix { $0 != ")" }.trimmingCharacters(
        in: CharacterSet(charactersIn: "#'\" "))
      guard var g = gradients[id] else { return nil }
      // Stops through `href`.
      var hops = 0
      while g.stops.isEmpty, hops < 8,
        let ref = (g.attrs["href"] ?? g.attrs["xlink:href"])?.dropFirst(),
        let next = gradients[String(ref)]
      {
        g.stops = next.stops
        hops += 1
      }
      let stops = g.stops.map {
        GradientStop(
          SRGBColor(
            red: $0.color.red, green: $0.color.green, blue: $0.color.blue,
            alpha: $0.color.alpha * alpha), at: $0.location)
      }
      guard let first = stops.first else { return nil }
      guard stops.count > 1 else { return .solid(first.color) }
      // Gradient space to image space: the shape's box (objectBoundingBox, the default) or the
      // user space the shape was drawn in, then the gradient's own transform.
      let a = g.attrs
      let userSpace = a["gradientUnits"] == "userSpaceOnUse"
      let box = path.controlBounds
      var t = (try? SVGDocument.transform(a["gradientTransform"])) ?? .identity
      t = t.concatenating(
        userSpace
          ? s.t
          : Transform(a: box.width, b: 0, c: 0, d: box.height, tx: box.minX, ty: box.minY))
      func v(_ key: String, _ fallback: Double, _ extent: Double) -> Double {
        Self.length(a[key], percentOf: userSpace ? extent : 1) ?? fallback
      }
      let extent = size ?? Size(width: 1, height: 1)
      if g.linear {
        let p0 = t.apply(
          Point(x: v("x1", 0, extent.width), y: v("y1", 0, extent.height)))
        let p1 = t.apply(
          Point(
            x: v("x2", userSpace ? extent.width : 1, extent.width), y: v("y2", 0, extent.height)))
        return .linearGradient(stops: stops, start: p0, end: p1)
      }
      let c = t.apply(
        Point(
          x: v("cx", userSpace ? extent.width / 2 : 0.5, extent.width),
          y: v("cy", userSpace ? extent.height / 2 : 0.5, extent.height)))
      let r = v("r", userSpace ? extent.width / 2 : 0.5, extent.width) * t.meanScale
      return .radialGradient(stops: stops, center: c, startRadius: 0, endRadius: r)
    }
    guard let c = Self.color(value) else { return nil }
    return .solid(SRGBColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * alpha))
  }

  /// `.a{fill:#fff}` and `.a,.b{…}` rules of a `<style>` element.
  mutating func readCSS(_ css: String) {
    var rest = Substring(css)
    while let open = rest.firstIndex(of: "{"), let close = rest.firstIndex(of: "}"),
      open < close
    {
      let selectors = rest[..<open].split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      var props: [String: String] = [:]
      for declaration in rest[rest.index(after: open)..<close].split(separator: ";") {
        let kv = declaration.split(separator: ":", maxSplits: 1)
        guard kv.count == 2 else { continue }
        props[kv[0].trimmingCharacters(in: .whitespacesAndNewlines)] =
          kv[1].trimmingCharacters(in: .whitespacesAndNewlines)
      }
      for s in selectors where s.hasPrefix(".") {
        classes[String(s.dropFirst()), default: [:]].merge(props) { _, new in new }
      }
      rest = rest[rest.index(after: close)...]
    }
  }

  /// The outline of a basic shape element, in its own user space; nil for other elements.
  static func shape(_ name: String, _ a: [String: String]) throws(SVGPathData.Failure) -> Path? {
    func n(_ key: String) -> Double { length(a[key], percentOf: 0) ?? 0 }
    switch name {
    case "path":
      guard let d = a["d"] else { return nil }
      return try SVGPathData.parse(d)
    case "rect":
      let (x, y, w, h) = (n("x"), n("y"), n("width"), n("height"))
      guard w > 0, h > 0 else { return nil }
      var rx = length(a["rx"], percentOf: w) ?? length(a["ry"], percentOf: h) ?? 0
      var ry = length(a["ry"], percentOf: h) ?? rx
      rx = min(rx, w / 2)
      ry = min(ry, h / 2)
      guard rx > 0, ry > 0 else {
        return Path.rect(Rect(x: x, y: y, width: w, height: h))
      }
      return ellipseCornered(Rect(x: x, y: y, width: w, height: h), rx, ry)
    case "circle":
      let r = n("r")
      guard r > 0 else { return nil }
      return Path.circle(center: Point(x: n("cx"), y: n("cy")), radius: r)
    case "ellipse":
      let (rx, ry) = (n("rx"), n("ry"))
      guard rx > 0, ry > 0 else { return nil }
      return Path.circle(center: .zero, radius: 1).applying(
        Transform(a: rx, b: 0, c: 0, d: ry, tx: n("cx"), ty: n("cy")))
    case "line":
      var p = Path()
      p.move(to: Point(x: n("x1"), y: n("y1")))
      p.line(to: Point(x: n("x2"), y: n("y2")))
      return p
    case "polyline", "polygon":
      let v = (a["points"] ?? "").split { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }
        .compactMap { Double($0) }
      guard v.count >= 4 else { return nil }
      var p = Path()
      p.move(to: Point(x: v[0], y: v[1]))
      for i in stride(from: 2, to: v.count - 1, by: 2) { p.line(to: Point(x: v[i], y: v[i + 1])) }
      if name == "polygon" { p.close() }
      return p
    default: return nil
    }
  }

  /// A rectangle with elliptical corners.
  static func ellipseCornered(_ r: Rect, _ rx: Double, _ ry: Double) -> Path {
    let k = 0.5523
    var p = Path()
    p.move(to: Point(x: r.minX + rx, y: r.minY))
    p.line(to: Point(x: r.maxX - rx, y: r.minY))
    p.cubic(
      to: Point(x: r.maxX, y: r.minY + ry), control1: Point(x: r.maxX - rx + k * rx, y: r.minY),
      control2: Point(x: r.maxX, y: r.minY + ry - k * ry))
    p.line(to: Point(x: r.maxX, y: r.maxY - ry))
    p.cubic(
      to: Point(x: r.maxX - rx, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - ry + k * ry),
      control2: Point(x: r.maxX - rx + k * rx, y: r.maxY))
    p.line(to: Point(x: r.minX + rx, y: r.maxY))
    p.cubic(
      to: Point(x: r.minX, y: r.maxY - ry), control1: Point(x: r.minX + rx - k * rx, y: r.maxY),
      control2: Point(x: r.minX, y: r.maxY - ry + k * ry))
    p.line(to: Point(x: r.minX, y: r.minY + ry))
    p.cubic(
      to: Point(x: r.minX + rx, y: r.minY), control1: Point(x: r.minX, y: r.minY + ry - k * ry),
      control2: Point(x: r.minX + rx - k * rx, y: r.minY))
    p.close()
    return p
  }

  /// A length: a number with an optional px/pt unit, or a percentage of `percentOf`.
  static func length(_ s: String?, percentOf whole: Double) -> Double? {
    guard var s = s?.trimmingCharacters(in: .whitespaces), !s.isEmpty else { return nil }
    if s.hasSuffix("%") { return Double(s.dropLast()).map { $0 / 100 * whole } }
    for unit in ["px", "pt"] where s.hasSuffix(unit) { s.removeLast(2) }
    return Double(s)
  }

  static let names: [String: SRGBColor] = [
    "black": .black, "white": .white, "red": SRGBColor(red: 1, green: 0, blue: 0),
    "green": SRGBColor(red: 0, green: 0.502, blue: 0), "blue": SRGBColor(red: 0, green: 0, blue: 1),
    "yellow": SRGBColor(red: 1, green: 1, blue: 0),
    "gray": SRGBColor(red: 0.502, green: 0.502, blue: 0.502),
    "grey": SRGBColor(red: 0.502, green: 0.502, blue: 0.502),
    "orange": SRGBColor(red: 1, green: 0.647, blue: 0),
    "transparent": .clear, "currentcolor": .black,
  ]

  /// A colour value: #rgb, #rrggbb, #rrggbbaa, rgb()/rgba() or a common name.
  static func color(_ value: String) -> SRGBColor? {
    let v = value.trimmingCharacters(in: .whitespaces).lowercased()
    if let named = names[v] { return named }
    if v.hasPrefix("#") {
      var hex = String(v.dropFirst())
      if hex.count == 3 || hex.count == 4 { hex = hex.map { "\($0)\($0)" }.joined() }
      guard hex.count == 6 || hex.count == 8, let n = UInt64(hex, radix: 16) else { return nil }
      let bytes = hex.count == 8 ? n : n << 8 | 0xFF
      return SRGBColor(
        r8: UInt8(bytes >> 24 & 0xFF), g8: UInt8(bytes >> 16 & 0xFF), b8: UInt8(bytes >> 8 & 0xFF),
        a8: UInt8(bytes & 0xFF))
    }
    if v.hasPrefix("rgb") {
      let inside = v.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
      let parts = inside.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      guard parts.count >= 3 else { return nil }
      let c = parts.prefix(3).compactMap { length($0, percentOf: 255) }
      guard c.count == 3 else { return nil }
      let alpha = parts.count > 3 ? Double(parts[3]) ?? 1 : 1
      return SRGBColor(red: c[0] / 255, green: c[1] / 255, blue: c[2] / 255, alpha: alpha)
    }
    return nil
  }
}
