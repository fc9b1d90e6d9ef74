// What VoiceOver reads, as a picture: the frame with each element it stops on outlined in its own
// colour and numbered in reading order, and a legend beside the frame saying what VoiceOver says
// for each (label, value, traits, hint, actions, activation point). Elements VoiceOver does not
// reach are outlined in dashed grey: hidden ones, those inert behind a modal, and those merged
// into another element ("part of 3"). A second picture outlines every hit region.
//
// Geometry: the frame is drawn at the top-left, `scale` pixels per point (2 by default: legible
// legend text for a fraction of a 3× frame's pixels), the legend `gap` points to its right. An
// element's outline is a stroke `outlineWidth` points wide lying just inside its frame, opaque in
// its colour, so the pixels along a frame's edges are exactly that colour (AccessibilityImage
// tests read them). The same semantics always give the same bytes: the palette is fixed and the
// order is ReadingOrder's.
import PopshotGraphics
import PopshotScenes
import PopshotText
import PopshotUI

/// The accessibility overlays: what VoiceOver reads, and where taps land.
public enum AccessibilityImage {
  /// Pixels per point of both images.
  public static let defaultScale = 2.0
  /// Space between the frame and the legend, and around the legend's text, in points.
  public static let gap = 16.0
  /// The legend's width, in points.
  public static let legendWidth = 380.0
  /// The width of an element's outline, in points (drawn inside its frame).
  public static let outlineWidth = 2.0

  /// The colours elements are outlined in, by reading position (the first read is the first
  /// colour; after twelve they repeat): twelve hues far apart, each dark enough for white digits.
  public static let palette: [SRGBColor] = [
    SRGBColor(r8: 0xE6, g8: 0x19, b8: 0x4B), SRGBColor(r8: 0x1F, g8: 0x8A, b8: 0x3A),
    SRGBColor(r8: 0x43, g8: 0x63, b8: 0xD8), SRGBColor(r8: 0xF5, g8: 0x82, b8: 0x31),
    SRGBColor(r8: 0x91, g8: 0x1E, b8: 0xB4), SRGBColor(r8: 0x0A, g8: 0x9B, b8: 0xB8),
    SRGBColor(r8: 0xF0, g8: 0x32, b8: 0xE6), SRGBColor(r8: 0x80, g8: 0x80, b8: 0x00),
    SRGBColor(r8: 0x46, g8: 0x99, b8: 0x90), SRGBColor(r8: 0x9A, g8: 0x63, b8: 0x24),
    SRGBColor(r8: 0x80, g8: 0x00, b8: 0x00), SRGBColor(r8: 0x00, g8: 0x00, b8: 0x75),
  ]
  /// The colour of element number `n` (1-based).
  public static func color(_ n: Int) -> SRGBColor { palette[(n - 1) % palette.count] }
  /// The dashed outline of what VoiceOver does not reach.
  public static let unreachedColor = SRGBColor(r8: 0x8E, g8: 0x8E, b8: 0x93)
  static let legendBackground = SRGBColor(r8: 0xF2, g8: 0xF2, b8: 0xF7)
  static let secondaryText = SRGBColor(r8: 0x3C, g8: 0x3C, b8: 0x43)

  /// The frame with VoiceOver's elements outlined and numbered, and the legend to its right.
  public static func voiceOver(_ r: RenderedScene, scale: Double = defaultScale) throws -> Pixmap {
    let s = r.semantics
    let reading = s.readingOrder(r.variant.layoutDirection)
    // What is not read is drawn first, under the outlines of what is.
    var overlay = DisplayList()
    var entries: [LegendEntry] = []
    var read = DisplayList()
    for (n, i) in reading.order.enumerated() {
      let e = s.elements[i]
      let color = color(n + 1)
      outline(e.frame, color: color, into: &read)
      activationMark(at: (e.hitFrame ?? e.frame).center, color: color, into: &read)
      entries.append(
        LegendEntry(
          number: n + 1, color: color, title: e.label ?? "(no label)", lines: details(e),
          frame: e.frame))
    }
    // What is not read, after what is, in paint order.
    var unreached: [LegendEntry] = []
    for (i, e) in s.elements.enumerated() {
      let why: String
      switch reading.status[i] {
      case .hidden where shownWhenHidden(e): why = "hidden"
      case .inert where shownWhenHidden(e) || ReadingOrder.speaks(e): why = "inert behind modal"
      case .partOf(let owner):
        why =
          reading.position(of: owner).map { "part of \($0)" } ?? "part of \(s.elements[owner].id)"
      default: continue
      }
      dashedOutline(e.frame, into: &overlay)
      unreached.append(
        LegendEntry(
          number: nil, color: unreachedColor, title: e.label ?? e.id, lines: ["\(e.id): \(why)"]))
    }
    overlay.items += read.items
    return try compose(
      r, overlay: overlay, heading: "VoiceOver reads \(entries.count)", entries: entries,
      footing: unreached.isEmpty ? nil : "Not read", footer: unreached, scale: scale)
  }

  /// The frame with every element's hit region (where it takes taps) outlined and numbered in
  /// paint order, inert ones dashed, and a legend giving each one's size.
  public static func hitRegions(_ r: RenderedScene, scale: Double = defaultScale) throws -> Pixmap {
    var overlay = DisplayList()
    var live = DisplayList()
    var entries: [LegendEntry] = []
    var inert: [LegendEntry] = []
    for e in r.semantics.elements {
      guard let hit = e.hitFrame else { continue }
      let size = "\(shortNumber(hit.width)) × \(shortNumber(hit.height)) pt"
      let name = e.label.map { "\"\($0)\" " } ?? ""
      // A view a ZStack popup draws over it takes its taps where it lies.
      let over = r.pageCovers(over: e, in: hit)
      let whole = over.first { $0.frame.contains(hit) }
      if e.inert || whole != nil {
        let why = whole.map { "under \($0.view), which takes its taps" } ?? "inert behind modal"
        dashedOutline(hit, into: &overlay)
        inert.append(
          LegendEntry(
            number: nil, color: unreachedColor, title: e.id, lines: ["\(name)\(size), \(why)"]))
        continue
      }
      let n = entries.count + 1
      outline(hit, color: color(n), into: &live)
      let partly = over.isEmpty ? "" : ", partly under \(over[0].view)"
      entries.append(
        LegendEntry(
          number: n, color: color(n), title: e.id,
          lines: ["\(name)\(size) at \(point(hit.origin))\(partly)"], frame: hit))
    }
    overlay.items += live.items
    return try compose(
      r, overlay: overlay, heading: "Hit regions \(entries.count)", entries: entries,
      footing: inert.isEmpty ? nil : "Take no taps", footer: inert, scale: scale)
  }

  /// What the legend says under an element's label.
  static func details(_ e: SemanticElement) -> [String] {
    var lines: [String] = []
    if let v = e.value { lines.append("value: \(v)") }
    let traits = e.voiceOverTraits
    if !traits.isEmpty { lines.append("traits: " + traits.map(\.rawValue).joined(separator: ", ")) }
    if let h = e.hint { lines.append("hint: \(h)") }
    let actions =
      e.actions.map { a -> String in
        switch a {
        case .tap: return "activate"
        case .dismiss: return "dismiss"
        case .escape: return "escape"
        }
      } + (e.customActions ?? [])
    if !actions.isEmpty { lines.append("actions: " + actions.joined(separator: ", ")) }
    if let labels = e.inputLabels {
      lines.append("input labels: " + labels.joined(separator: ", "))
    }
    lines.append("activation point: \(point((e.hitFrame ?? e.frame).center))")
    return lines
  }

  /// Hidden elements worth showing: content a sighted user sees, not a layer's scaffolding.
  static func shownWhenHidden(_ e: SemanticElement) -> Bool {
    e.layer != .chrome && e.role.isDrawnContent
  }

  static func point(_ p: Point) -> String { "(\(shortNumber(p.x)), \(shortNumber(p.y)))" }

  /// A solid outline inside `frame`, over a faint wash of the same colour.
  static func outline(_ frame: Rect, color: SRGBColor, into list: inout DisplayList) {
    guard frame.width > 0, frame.height > 0 else { return }
    var wash = color
    wash.alpha = 0.12
    list.append(.fill(.rect(frame), .solid(wash), .nonZero))
    let w = min(outlineWidth, frame.width / 2, frame.height / 2)
    list.append(
      .stroke(.rect(frame.insetBy(dx: w / 2, dy: w / 2)), StrokeStyle(width: w), .solid(color)))
  }

  /// A dashed grey outline along `frame` (4 points drawn, 3 left out).
  static func dashedOutline(_ frame: Rect, into list: inout DisplayList) {
    guard frame.width > 0, frame.height > 0 else { return }
    let r = frame.insetBy(dx: 0.75, dy: 0.75)
    let corners = [
      Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
      Point(x: r.minX, y: r.maxY),
    ]
    var path = Path()
    for k in 0..<4 {
      let (a, b) = (corners[k], corners[(k + 1) % 4])
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      var t = 0.0
      while t < length {
        let end = min(t + 4, length)
        path.move(to: Point(x: a.x + (b.x - a.x) * t / length, y: a.y + (b.y - a.y) * t / length))
        path.line(
          to: Point(x: a.x + (b.x - a.x) * end / length, y: a.y + (b.y - a.y) * end / length))
        t += 7
      }
    }
    list.append(.stroke(path, StrokeStyle(width: 1.5), .solid(unreachedColor)))
  }

  /// VoiceOver's activation point: a ringed dot.
  static func activationMark(at p: Point, color: SRGBColor, into list: inout DisplayList) {
    list.append(.fill(.circle(center: p, radius: 3.5), .solid(.white), .nonZero))
    list.append(.fill(.circle(center: p, radius: 2), .solid(color), .nonZero))
  }

  /// One row of a legend: a numbered badge (or a dashed swatch), a title and lines under it.
  struct LegendEntry {
    var number: Int?
    var color: SRGBColor
    var title: String
    var lines: [String]
    /// The outline it names, where its badge goes on the frame.
    var frame: Rect? = nil
  }

  /// The frame with `overlay` over it, badges at the numbered outlines, and the legend.
  static func compose(
    _ r: RenderedScene, overlay: DisplayList, heading: String, entries: [LegendEntry],
    footing: String?, footer: [LegendEntry], scale: Double
  ) throws -> Pixmap {
    let screen = r.variant.device.size(r.variant.orientation)
    let typesetter = Typesetter.shared
    let titleFont = ResolvedFont(size: 13, weight: .semibold)
    let lineFont = ResolvedFont(size: 11, weight: .regular)
    let left = screen.width + gap
    let textX = left + gap + 28
    let textWidth = legendWidth - gap * 2 - 28
    var legend = DisplayList()
    var y = gap
    let head = try typesetter.shape(heading, font: ResolvedFont(size: 17, weight: .bold))
      .layout(width: textWidth + 28)
    legend.items += head.displayItems(at: Point(x: left + gap, y: y), paint: .solid(.black))
    y += head.size.height + 10
    func row(_ entry: LegendEntry) throws {
      let top = y
      if let n = entry.number {
        badge(n, at: Point(x: left + gap + 10, y: top + 9), color: entry.color, into: &legend)
      } else {
        dashedOutline(Rect(x: left + gap + 2, y: top + 2, width: 16, height: 14), into: &legend)
      }
      let title = try typesetter.shape(entry.title, font: titleFont).layout(
        width: textWidth, lineLimit: 3)
      legend.items += title.displayItems(at: Point(x: textX, y: y), paint: .solid(.black))
      y += title.size.height
      for line in entry.lines {
        let text = try typesetter.shape(line, font: lineFont).layout(width: textWidth, lineLimit: 4)
        legend.items += text.displayItems(at: Point(x: textX, y: y), paint: .solid(secondaryText))
        y += text.size.height
      }
      y = max(y, top + 20) + 8
    }
    for entry in entries { try row(entry) }
    if let footing {
      y += 6
      let text = try typesetter.shape(footing, font: ResolvedFont(size: 15, weight: .bold))
        .layout(width: textWidth + 28)
      legend.items += text.displayItems(at: Point(x: left + gap, y: y), paint: .solid(.black))
      y += text.size.height + 8
      for entry in footer { try row(entry) }
    }
    // Sized to the frame or the legend, whichever is taller, and kept within the painter's
    // limits (a very long legend is cut).
    let maxHeight = Double(Pixmap.maxDimension) / scale - 1
    let canvas = Size(
      width: left + legendWidth, height: min(max(screen.height, y + gap), maxHeight))
    var list = DisplayList([
      .fill(.rect(Rect(origin: .zero, size: canvas)), .solid(legendBackground), .nonZero),
      .pushClip(.rect(Rect(origin: .zero, size: screen)), .nonZero),
    ])
    list.items += r.displayList.items
    list.items += overlay.items
    list.append(.popClip)
    // Badges last, over every outline, at each numbered frame's top-left corner, or beside it
    // where an earlier badge stands (`badgeCenters`).
    let numbered = entries.compactMap { e in e.number.flatMap { n in e.frame.map { (n, $0, e) } } }
    let centers = badgeCenters(numbered.map(\.1), screen: screen)
    for (k, (n, _, entry)) in numbered.enumerated() {
      badge(n, at: centers[k], color: entry.color, into: &list)
    }
    list.items += legend.items
    return try Painter(scale: scale).render(list, size: canvas)
  }

  /// Where each frame's numbered badge goes, in order: at the frame's top-left corner, kept on
  /// the screen, unless an earlier badge would cover it (two elements that start at the same
  /// place, a text in a button); then the first free place of: one and two badges to the left,
  /// the top-right corner, one badge down, the bottom-left corner. Earlier badges are looked up in
  /// a grid of badge-sized cells, so many badges cost linear time.
  static func badgeCenters(_ frames: [Rect], screen: Size) -> [Point] {
    let radius = 9.0
    let apart = radius * 2 + 1
    func onScreen(_ p: Point) -> Point {
      Point(
        x: min(max(p.x, radius), max(radius, screen.width - radius)),
        y: min(max(p.y, radius), max(radius, screen.height - radius)))
    }
    struct Cell: Hashable { var x: Int, y: Int }
    func cell(_ p: Point) -> Cell {
      Cell(x: Int((p.x / apart).rounded(.down)), y: Int((p.y / apart).rounded(.down)))
    }
    var placed: [Cell: [Point]] = [:]
    func free(_ p: Point) -> Bool {
      let c = cell(p)
      for dx in -1...1 {
        for dy in -1...1 {
          for q in placed[Cell(x: c.x + dx, y: c.y + dy)] ?? []
          where (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y) < apart * apart {
            return false
          }
        }
      }
      return true
    }
    return frames.map { f in
      let corner = Point(x: f.minX, y: f.minY)
      let candidates = [
        corner, Point(x: corner.x - apart, y: corner.y),
        Point(x: corner.x - 2 * apart, y: corner.y),
        Point(x: f.maxX, y: f.minY), Point(x: corner.x, y: corner.y + apart),
        Point(x: f.minX, y: f.maxY),
      ].map(onScreen)
      let p = candidates.first(where: free) ?? candidates[0]
      placed[cell(p), default: []].append(p)
      return p
    }
  }

  /// A filled circle with a white number in it.
  static func badge(_ n: Int, at center: Point, color: SRGBColor, into list: inout DisplayList) {
    list.append(.fill(.circle(center: center, radius: 9), .solid(color), .nonZero))
    let font = ResolvedFont(size: n < 100 ? 11 : 8, weight: .bold)
    guard let digits = try? Typesetter.shared.shape("\(n)", font: font).layout(width: nil) else {
      return
    }
    let origin = Point(
      x: center.x - digits.size.width / 2, y: center.y - digits.size.height / 2)
    list.items += digits.displayItems(at: origin, paint: .solid(.white))
  }
}
