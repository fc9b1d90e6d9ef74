import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotUI

/// What a rule sees: one rendered variant, the profile's thresholds, and exact measurements.
public final class AuditContext: @unchecked Sendable {
  public let fixture: String
  public let rendered: RenderedScene
  public let profile: Profile
  /// Seconds a toast needs to be read: base + words / wordsPerExtraSecond (5 s plus 1 s per
  /// 120 words by default).
  public let readingTimeBase: Double
  public let wordsPerExtraSecond: Double
  /// The severity of contrast findings on content behind a modal view (nil: none are made).
  public let inactiveContent: Severity?
  /// The frame's pixels where they are already drawn (the whole frame, or the parts holding the
  /// texts: `textRegions`): the text measurements crop them instead of drawing each text's
  /// region with everything in it again (the same pixels: a region render is the frame's,
  /// `Painter.render(_:region:replacing:frame:)`).
  public let pixels: FramePieces?
  /// Regions of the frame as they stood before a text was drawn over them
  /// (`textBackgrounds`), drawn with `pixels`: the text's background, without drawing the
  /// frame without the text again.
  public let before: [Painter.FrameCopy: Pixmap]
  public var semantics: SceneSemantics { rendered.semantics }
  public var scale: Double { rendered.variant.device.scale }

  /// The indices of each element's glyph runs in the display list, found once per variant.
  private lazy var glyphRuns: [String: [Int]] = {
    var runs: [String: [Int]] = [:]
    for (i, item) in rendered.displayList.items.enumerated() {
      if case .glyphRun(let run) = item, let id = run.elementID { runs[id, default: []].append(i) }
    }
    return runs
  }()

  /// The elements that cover what is under them (scrims, sheets, popups, toasts), found once.
  lazy var coverers: [SemanticElement] = semantics.elements.filter(\.covers)
  /// What `isBackgroundTap` answered, by element id.
  var backgroundTaps: [String: Bool] = [:]
  /// The views, by layer and id, holding a text VoiceOver reads (`hasTextBeside`): found once,
  /// not by a search of every element for each image (100,000 labels took minutes).
  lazy var readTextViews: Set<ViewInLayer> = Set(
    semantics.elements.lazy.filter {
      $0.role == .text && $0.isVoiceOverStop && !($0.text?.string ?? "").isEmpty
    }.map { ViewInLayer(layer: $0.layer, view: $0.parentID) })
  /// `controlHolders` by id and by the bands of `ControlIndex.bandHeight` points their frames
  /// cross (half a point of rounding beside): `isInsideControl` looks in the band of an
  /// element's top, not at every control (10,000 tappable images took 8 s).
  lazy var controlIndex: ControlIndex = ControlIndex(controlHolders)
  /// The elements whose parts belong to a control (`isInsideControl`), found once.
  lazy var controlHolders: [SemanticElement] = semantics.elements.filter { k in
    !k.covers
      && (k.role.isControl || (k.isTappable && !isBackgroundTap(k)))
  }

  public init(
    fixture: String, rendered: RenderedScene, profile: Profile, readingTimeBase: Double = 5,
    wordsPerExtraSecond: Double = 120, inactiveContent: Severity? = nil,
    pixels: FramePieces? = nil, before: [Painter.FrameCopy: Pixmap] = [:]
  ) {
    self.before = before
    self.fixture = fixture
    self.rendered = rendered
    self.profile = profile
    self.readingTimeBase = readingTimeBase
    self.wordsPerExtraSecond = wordsPerExtraSecond
    self.inactiveContent = inactiveContent
    self.pixels = pixels
  }

  /// A finding about an element in this variant.
  func finding(
    _ rule: AuditRule, _ element: String, label: String?, frame: Rect?, measured: String,
    required: String,
    message: String, severity: Severity? = nil
  ) -> Finding {
    Finding(
      rule: rule.id, severity: severity ?? rule.severity, fixture: fixture,
      variant: rendered.variant.name,
      element: element, label: label, frame: frame, measured: measured, required: required,
      standard: rule.standard,
      message: message)
  }

  /// Text contrast measured exactly: the variant drawn with and without the text's glyphs, only
  /// over the text's frame. At every pixel the glyphs cover completely, the foreground is the final
  /// colour and the background the colour without the text, so scrims, gradients, shadows and
  /// translucent text are all accounted for.
  public struct TextContrast: Sendable {
    /// Ratios at the fully covered pixels: the worst, and the 10th percentile (the verdict:
    /// nine in ten glyph pixels reach it).
    public var worst: Double
    public var low: Double
    public var pixels: Int
    /// The colours at the worst pixel, and where it is (points).
    public var foreground: SRGBColor
    public var background: SRGBColor
    public var at: Point
    public var apca: Double
    /// Every fully covered glyph pixel's ratio, lowest first.
    var ratios: [Double] = []

    /// The share of the glyph pixels whose ratio is below `need`.
    public func share(below need: Double) -> Double {
      guard !ratios.isEmpty else { return 0 }
      var lo = 0
      var hi = ratios.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if ratios[mid] < need { lo = mid + 1 } else { hi = mid }
      }
      return Double(lo) / Double(ratios.count)
    }
  }

  /// What both text measurements start from, drawn once per text and kept: the region around
  /// the text (device pixels), its glyphs' coverage there, the frame there without the text, and
  /// the pixels the glyphs cover completely.
  struct TextLayers {
    let region: PixelRect
    let runs: [Int]
    let coverage: Pixmap
    let without: Pixmap
    let covered: [Int]
  }
  private var layers: [String: TextLayers?] = [:]

  func textLayers(_ e: SemanticElement) -> TextLayers? {
    if let known = layers[e.id] { return known }
    let made = makeTextLayers(e)
    layers[e.id] = made
    return made
  }

  /// The whole frame in device pixels: region renders need it where a material reads back what
  /// lies under it.
  private var framePixels: PixelRect {
    PixelRect(
      x0: 0, y0: 0, x1: Int((semantics.screen.width * scale).rounded()),
      y1: Int((semantics.screen.height * scale).rounded()))
  }

  private func makeTextLayers(_ e: SemanticElement) -> TextLayers? {
    let region = textRegion(e)
    let runs = glyphRuns[e.id] ?? []
    guard !region.isEmpty, let glyphs = whiteGlyphs(runs, in: region),
      let without = frameWithout(runs, in: region)
    else { return nil }
    let covered = glyphs.pixels.indices.filter { glyphs.pixels[$0] >> 24 == 255 }
    return TextLayers(
      region: region, runs: runs, coverage: glyphs, without: without, covered: covered)
  }

  /// The device pixels a text's measurements look at: its frame, one pixel wider, in the screen.
  private func textRegion(_ e: SemanticElement) -> PixelRect {
    PixelRect(covering: e.frame.applyingScale(scale)).outset(1).intersection(framePixels)
  }

  /// What the copies of text backgrounds need to know of the display list, found once per
  /// variant: for each 64-pixel tile of the screen the last item that touches it (by its
  /// bounds), how many groups and layers are open at each item, the last blur layer, and each
  /// backdrop's index and the device pixels it reaches (`Painter.backdrops(of:)`).
  private struct Layering {
    static let tile = 64
    var last: [Int]
    var columns: Int
    var depth: [Int]
    var lastBlur: Int
    var backdrops: [(index: Int, area: PixelRect)]

    /// Whether an item after `end` touches a tile of `region`: a conservative yes.
    func drawnOver(_ region: PixelRect, after end: Int) -> Bool {
      guard !region.isEmpty, columns > 0 else { return false }
      let t = Layering.tile
      for ty in (region.y0 / t)...((region.y1 - 1) / t) {
        for tx in (region.x0 / t)...((region.x1 - 1) / t) where last[ty * columns + tx] > end {
          return true
        }
      }
      return false
    }
  }

  private lazy var layering: Layering = {
    let items = rendered.displayList.items
    let screen = framePixels
    let t = Layering.tile
    let columns = max(0, (screen.width + t - 1) / t)
    let rows = max(0, (screen.height + t - 1) / t)
    var l = Layering(
      last: [Int](repeating: -1, count: columns * rows), columns: columns,
      depth: [Int](repeating: 0, count: items.count), lastBlur: -1,
      backdrops: Painter(scale: scale).backdrops(of: rendered.displayList))
    var open = 0
    for (i, item) in items.enumerated() {
      l.depth[i] = open
      switch item {
      case .pushOpacity: open += 1
      case .pushLayer(let effect):
        open += 1
        if case .blur = effect { l.lastBlur = i }
      case .popOpacity, .popLayer: open = max(0, open - 1)
      default: break
      }
      guard let b = item.bounds else { continue }
      let r = PixelRect(covering: b.applyingScale(scale)).outset(1).intersection(screen)
      guard !r.isEmpty else { continue }
      for ty in (r.y0 / t)...((r.y1 - 1) / t) {
        for tx in (r.x0 / t)...((r.x1 - 1) / t) { l.last[ty * columns + tx] = i }
      }
    }
    return l
  }()

  /// The device pixels the text measurements read of the frame: each text's region
  /// (`Painter.render(_:size:covering:before:)` draws only the parts holding them).
  public func textRegions() -> [PixelRect] {
    semantics.elements.compactMap { e in
      guard glyphRuns[e.id] != nil else { return nil }
      let r = textRegion(e)
      return r.isEmpty ? nil : r
    }
  }

  /// The regions to copy while the frame is drawn (`Painter.render(_:size:before:)`) so that the
  /// text measurements need not draw the frame without each text: for every text whose glyph
  /// runs follow one another outside any group or layer, with no blur layer after them, its
  /// region as the frame stands before its first run.
  /// - Where nothing drawn after the text (by its bounds) meets the region, the frame without the
  ///   text is, in the region, the copy itself.
  /// - Where something does (a scrim, a sheet, a popup over the page), it is the copy with what
  ///   is drawn after the text drawn over it (`Painter.render(_:region:from:over:)`). A text with
  ///   a backdrop reaching its region later gets no copy (the painter would decline to draw
  ///   over it: a backdrop reads what lies around the region), so that text's region is drawn
  ///   whole.
  ///
  /// What is drawn later is looked up in a grid of 64-pixel tiles holding the last item that
  /// touches each, so the cost is the items' area in tiles plus the texts' tiles, not the texts
  /// times the items.
  public func textBackgrounds() -> Set<Painter.FrameCopy> {
    let l = layering
    var out: Set<Painter.FrameCopy> = []
    for e in semantics.elements {
      guard let runs = glyphRuns[e.id], let first = runs.first, let end = runs.last,
        end - first == runs.count - 1, l.depth[first] == 0, l.lastBlur < first
      else { continue }
      let region = textRegion(e)
      guard !region.isEmpty else { continue }
      if l.drawnOver(region, after: end),
        l.backdrops.contains(where: { $0.index > end && !$0.area.intersection(region).isEmpty })
      {
        continue
      }
      out.insert(Painter.FrameCopy(index: first, region: region))
    }
    return out
  }

  /// The frame without the text at `runs` in `region`: from its copy (`textBackgrounds`) when
  /// the frame was drawn with one, else the region drawn again without the runs.
  private func frameWithout(_ runs: [Int], in region: PixelRect) -> Pixmap? {
    let painter = Painter(scale: scale)
    if let first = runs.first, let end = runs.last,
      let copy = before[Painter.FrameCopy(index: first, region: region)]
    {
      if !layering.drawnOver(region, after: end) { return copy }
      if let drawn = try? painter.render(
        rendered.displayList, region: region, from: end + 1, over: copy)
      {
        return drawn
      }
    }
    return try? painter.render(
      rendered.displayList, region: region, replacing: leavingOut(runs), frame: framePixels)
  }

  /// The glyph runs at `runs` drawn alone in white over `region`: their coverage.
  private func whiteGlyphs(_ runs: [Int], in region: PixelRect) -> Pixmap? {
    let items = runs.compactMap { i -> DisplayItem? in
      guard case .glyphRun(var run) = rendered.displayList.items[i] else { return nil }
      run.paint = .solid(.white)
      return .glyphRun(run)
    }
    guard !items.isEmpty else { return nil }
    return try? Painter(scale: scale).render(DisplayList(items), region: region)
  }

  /// A replacement table that leaves the items at `indices` out of a render.
  private func leavingOut(_ indices: [Int]) -> [Int: DisplayItem?] {
    Dictionary(uniqueKeysWithValues: indices.map { ($0, DisplayItem?.none) })
  }

  public func textContrast(_ e: SemanticElement) -> TextContrast? {
    guard let l = textLayers(e) else { return nil }
    let s = scale
    let region = l.region
    let items = rendered.displayList.items
    let mine = l.runs
    func repainted(_ index: Int, _ paint: (Paint) -> Paint) -> DisplayItem? {
      guard case .glyphRun(var run) = items[index] else { return nil }
      run.paint = paint(run.paint)
      return .glyphRun(run)
    }
    let painter = Painter(scale: s)
    let without = l.without
    let covered = l.covered
    guard
      let with = try? pixels?.cropped(to: region)
        ?? painter.render(rendered.displayList, region: region, replacing: [:], frame: framePixels)
    else { return nil }
    // Where the text changed nothing, it is either hidden (clipped, covered) or the colour of its
    // background; only then is the probe drawn, to tell which: the same frame with the text in the
    // complement of its colour, which differs from the frame without it wherever the text shows.
    var visible = covered.filter { with.pixels[$0] != without.pixels[$0] }
    if visible.count < covered.count {
      let probe = Dictionary(
        uniqueKeysWithValues: mine.map { i in
          (
            i,
            repainted(i) { paint in
              guard case .solid(let c) = paint else { return .solid(.black) }
              return .solid(
                SRGBColor(red: 1 - c.red, green: 1 - c.green, blue: 1 - c.blue, alpha: 1))
            }
          )
        })
      if let shown = try? painter.render(
        rendered.displayList, region: region, replacing: probe, frame: framePixels)
      {
        visible = covered.filter {
          with.pixels[$0] != without.pixels[$0] || shown.pixels[$0] != without.pixels[$0]
        }
      }
    }
    var ratios: [(Double, Int)] = []
    // Fully covered glyph pixels that are not clipped away or hidden under something drawn later.
    for i in visible {
      let f = PremultipliedColor(packed: with.pixels[i])
      let b = PremultipliedColor(packed: without.pixels[i])
      let r = Contrast.ratio(Contrast.luminance(f.r, f.g, f.b), Contrast.luminance(b.r, b.g, b.b))
      ratios.append((r, i))
    }
    guard !ratios.isEmpty else { return nil }
    ratios.sort { $0.0 < $1.0 }
    let (worst, index) = ratios[0]
    let low = ratios[ratios.count / 10].0
    let f = PremultipliedColor(packed: with.pixels[index])
    let b = PremultipliedColor(packed: without.pixels[index])
    let x = region.x0 + index % region.width
    let y = region.y0 + index / region.width
    return TextContrast(
      worst: worst, low: low, pixels: ratios.count,
      foreground: SRGBColor(r8: f.r, g8: f.g, b8: f.b),
      background: SRGBColor(r8: b.r, g8: b.g, b8: b.b),
      at: Point(x: Double(x) / s, y: Double(y) / s),
      apca: Contrast.apca(text: (f.r, f.g, f.b), background: (b.r, b.g, b.b)),
      ratios: ratios.map(\.0))
  }

  /// Whether a bitmap image is drawn under the text `e` (before its glyphs, across its frame):
  /// a photo behind text, whose colours vary from pixel to pixel.
  public func liesOverImage(_ e: SemanticElement) -> Bool {
    guard let first = glyphRuns[e.id]?.min() else { return false }
    return rendered.displayList.items[..<first].contains { item in
      guard case .image(let d) = item else { return false }
      return !d.outline.controlBounds.intersection(e.frame).isEmpty
    }
  }

  /// Texts whose glyphs lie on at least a fifth of this text's glyph pixels (drawn under it or over
  /// it), with that share: text over text, which no contrast ratio describes.
  public func overlappingTexts(_ e: SemanticElement) -> [(element: SemanticElement, share: Double)]
  {
    if let known = overlaps[e.id] { return known }
    let found = measureOverlaps(e)
    overlaps[e.id] = found
    return found
  }
  /// The on-screen texts the sight rules check, by the bands of `bandHeight` points their frames
  /// cross: the texts that may meet a frame are found in its bands, not in every element, so a
  /// screen of many texts costs linear time.
  private lazy var textBands: [Int: [Int]] = {
    var index: [Int: [Int]] = [:]
    for (i, t) in semantics.elements.enumerated() where t.text != nil && t.isCheckedForSight {
      guard let rows = bands(of: t.frame) else { continue }
      for b in rows { index[b, default: []].append(i) }
    }
    return index
  }()
  private static let bandHeight = 32.0

  /// The bands a frame crosses on screen; nil when it is off screen.
  private func bands(of frame: Rect) -> ClosedRange<Int>? {
    let r = frame.intersection(semantics.screen)
    guard !r.isEmpty else { return nil }
    return Int(
      (r.minY / Self.bandHeight).rounded(.down))...Int(
        (r.maxY / Self.bandHeight).rounded(.down))
  }

  /// The on-screen texts checked for sight whose bands `frame` crosses, in paint order.
  func textsMeeting(_ frame: Rect) -> [SemanticElement] {
    guard let rows = bands(of: frame) else { return [] }
    var seen = Set<Int>()
    for b in rows { seen.formUnion(textBands[b] ?? []) }
    return seen.sorted().map { semantics.elements[$0] }
  }

  /// What `overlappingTexts` found, by element id (two rules ask for each text).
  private var overlaps: [String: [(element: SemanticElement, share: Double)]] = [:]

  private func measureOverlaps(_ e: SemanticElement) -> [(element: SemanticElement, share: Double)]
  {
    guard e.text != nil else { return [] }
    let candidates = textsMeeting(e.frame).filter {
      $0.id != e.id && !$0.frame.intersection(e.frame).isEmpty
    }
    guard !candidates.isEmpty, let l = textLayers(e), !l.covered.isEmpty else { return [] }
    let painter = Painter(scale: scale)
    // The other text counts only where it shows: a card drawn between the two (a popup over the
    // page's button) hides the lower text, and then it is no background for this one. It shows
    // where leaving it out of the frame (without this text) changes pixels.
    let ours = glyphRuns[e.id] ?? []
    return candidates.compactMap { other in
      let theirRuns = glyphRuns[other.id] ?? []
      guard !blurred(theirRuns, under: ours, in: e.frame),
        let theirs = whiteGlyphs(theirRuns, in: l.region)
      else { return nil }
      // Where their glyphs lie on ours: if that is under a fifth of ours already, so is where
      // they show (the share below, by the same division), and the region need not be drawn
      // without both.
      let under = l.covered.filter { theirs.pixels[$0] >> 24 > 0 }
      guard Double(under.count) / Double(l.covered.count) >= 0.2,
        let withoutBoth = try? painter.render(
          rendered.displayList, region: l.region, replacing: leavingOut(l.runs + theirRuns),
          frame: framePixels)
      else { return nil }
      let shared = under.filter { l.without.pixels[$0] != withoutBoth.pixels[$0] }.count
      let share = Double(shared) / Double(l.covered.count)
      return share >= 0.2 ? (other, share) : nil
    }
  }

  /// Whether a material drawn between the glyphs `lower` and `upper` (display-list indices)
  /// blurs what lies under `frame`: an alert's card over the page's text. A blur of a couple of
  /// points or more leaves strokes a point or two wide illegible, so the lower text is no longer
  /// text there, only the background the contrast rule measures.
  private func blurred(_ lower: [Int], under upper: [Int], in frame: Rect) -> Bool {
    guard let top = lower.max(), let bottom = upper.min(), top < bottom else { return false }
    return rendered.displayList.items[(top + 1)..<bottom].contains { item in
      guard case .backdrop(let path, let b) = item, b.radius >= 2 else { return false }
      return !path.controlBounds.intersection(frame).isEmpty
    }
  }

  /// The smallest shape drawn around a control that is larger than its hit frame (a background
  /// applied outside a Button): what a person sees as the button. Full-screen fills (the page's
  /// background, scrims) do not count, nor does a shape holding anything else (a card with a
  /// close button and text is not a button).
  public func visibleShape(around e: SemanticElement) -> Rect? {
    guard let hit = e.hitFrame else { return nil }
    let screenArea = semantics.screen.width * semantics.screen.height
    let others = semantics.elements.filter {
      $0.id != e.id && !$0.id.hasPrefix(e.id + "/") && $0.layer == e.layer
        && !$0.covers
    }
    var best: Rect?
    for case .fill(let path, _, _) in rendered.displayList.items {
      let b = path.controlBounds
      let area = b.width * b.height
      guard area < screenArea / 4, area > hit.width * hit.height * 1.2,
        b.minX <= hit.minX + 0.5, b.minY <= hit.minY + 0.5, b.maxX >= hit.maxX - 0.5,
        b.maxY >= hit.maxY - 0.5
      else { continue }
      let holdsOthers = others.contains { o in
        let c = Point(x: o.frame.midX, y: o.frame.midY)
        return c.x > b.minX && c.x < b.maxX && c.y > b.minY && c.y < b.maxY
      }
      if holdsOthers { continue }
      if best.map({ area < $0.width * $0.height }) ?? true { best = b }
    }
    return best
  }

  /// The part of a hit frame a finger can reach: on screen, outside the status bar and the home
  /// indicator's strip, and not under an element of a later layer that takes taps (a scrim, a
  /// sheet, a popup). Covering leaves the largest uncovered strip.
  public func reachable(_ e: SemanticElement) -> Rect {
    guard var r = e.hitFrame?.intersection(semantics.screen), !r.isEmpty else { return .zero }
    if let bar = semantics.statusBar { r = subtract(r, bar) }
    if let strip = homeIndicatorStrip { r = subtract(r, strip) }
    for other in coverers where other.zOrder > e.zOrder && other.layer != e.layer {
      r = subtract(r, other.frame)
      if r.isEmpty { return r }
    }
    for cover in covers(over: e) {
      r = subtract(r, cover.frame)
      if r.isEmpty { break }
    }
    return r
  }

  /// The shapes that views the page shows under a condition (a ZStack popup) draw over `e`: drawn
  /// after it in its own layer, so they take its taps and, when opaque, hide it.
  public func covers(over e: SemanticElement) -> [PageCover] {
    if rendered.pageCovers.isEmpty { return [] }
    if let known = coversOver[e.id] { return known }
    let found = rendered.pageCovers(over: e)
    coversOver[e.id] = found
    return found
  }
  /// What `covers(over:)` found, by element id (reach, covering and inactivity each ask).
  private var coversOver: [String: [PageCover]] = [:]

  /// Whether `e` lies behind a modal view, so that a finger cannot reach it and it is inactive:
  /// under a system modal's scrim (`inert`), or wholly under a translucent shape a ZStack popup
  /// draws over it (a dimming background of its own: taps land on it, not on `e`).
  public func isBehindModal(_ e: SemanticElement) -> Bool {
    e.inert || covers(over: e).contains { !$0.opaque && $0.frame.contains(e.frame) }
  }

  /// The band a swipe home starts in: from 8 pt above the home indicator to the screen's bottom.
  public var homeIndicatorStrip: Rect? {
    semantics.homeIndicator.map { home in
      Rect(
        x: 0, y: home.minY - 8, width: semantics.screen.width,
        height: semantics.screen.maxY - home.minY + 8)
    }
  }

  /// True when presentations drawn above the element hide all of it.
  public func isCovered(_ e: SemanticElement) -> Bool {
    var r = e.frame.intersection(semantics.screen)
    for other in coverers where other.zOrder > e.zOrder && other.layer != e.layer {
      if r.isEmpty { break }
      if other.role == .scrim { continue }  // a scrim is translucent: what is under it still shows
      r = subtract(r, other.frame)
    }
    for cover in covers(over: e) where cover.opaque {
      if r.isEmpty { break }
      r = subtract(r, cover.frame)
    }
    return r.isEmpty
  }

  /// The largest of the four strips of `r` left around `hole`.
  func subtract(_ r: Rect, _ hole: Rect) -> Rect {
    let h = r.intersection(hole)
    if h.isEmpty { return r }
    let strips = [
      Rect(x: r.minX, y: r.minY, width: r.width, height: h.minY - r.minY),
      Rect(x: r.minX, y: h.maxY, width: r.width, height: r.maxY - h.maxY),
      Rect(x: r.minX, y: r.minY, width: h.minX - r.minX, height: r.height),
      Rect(x: h.maxX, y: r.minY, width: r.maxX - h.maxX, height: r.height),
    ].filter { !$0.isEmpty }
    return strips.max { $0.width * $0.height < $1.width * $1.height } ?? .zero
  }
}

/// A view's id in a layer of the screen.
struct ViewInLayer: Hashable {
  let layer: Layer
  let view: String
}

/// Controls found by id and by the bands of the screen's height their frames cross.
struct ControlIndex {
  static let bandHeight = 32.0
  /// A control taller than this many bands is looked at for every element instead.
  static let mostBands = 64
  var ids: Set<ViewInLayer> = []
  var bands: [Int: [Int]] = [:]
  var tall: [Int] = []

  init(_ controls: [SemanticElement]) {
    for (i, k) in controls.enumerated() {
      ids.insert(ViewInLayer(layer: k.layer, view: k.id))
      let (top, bottom) = (Self.band(k.frame.minY - 0.5), Self.band(k.frame.maxY + 0.5))
      // A frame of negative height (a negative padding) is looked at for every element too.
      guard top <= bottom, bottom - top < Self.mostBands else {
        tall.append(i)
        continue
      }
      for b in top...bottom { bands[b, default: []].append(i) }
    }
  }

  /// The band `y` is in (frames off screen included; a frame beyond any Int is tall).
  static func band(_ y: Double) -> Int {
    let b = (y / bandHeight).rounded(.down)
    return b.isFinite && abs(b) < 1e15 ? Int(b) : (b < 0 ? Int.min / 2 : Int.max / 2)
  }
}
