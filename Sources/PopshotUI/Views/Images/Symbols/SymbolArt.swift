// How a symbol is drawn. A drawing receives a pen: the frame, the stroke width of the font's
// weight, and the paints of its layers (SymbolRenderingMode.swift decides those).
import PopshotGraphics

/// A symbol's glyph box in ems (multiples of the point size) and its drawing.
struct SymbolArt: Sendable {
  let width: Double, height: Double
  /// The display items for a pen.
  let draw: @Sendable (_ pen: SymbolPen) -> [DisplayItem]
  /// Whether this stands in for a symbol Popshot cannot draw.
  var isPlaceholder = false

  /// A filled outline in the unit square (the seeds' drawings).
  static func filled(
    _ width: Double, _ height: Double, rule: FillRule = .evenOdd, _ path: Path
  ) -> SymbolArt {
    SymbolArt(width: width, height: height) { pen in
      [.fill(path.applying(pen.unit), pen.primary, rule)]
    }
  }

  /// Lines in the unit square stroked with a width that is a fraction of the frame's smaller side
  /// at regular weight, scaled like every symbol's strokes by the weight (the seeds' xmark).
  static func stroked(
    _ width: Double, _ height: Double, lineWidth: Double, join: LineJoin = .round, _ path: Path
  ) -> SymbolArt {
    SymbolArt(width: width, height: height) { pen in
      [
        .stroke(
          path.applying(pen.unit),
          StrokeStyle(width: lineWidth * pen.side * pen.weightScale, cap: .round, join: join),
          pen.primary)
      ]
    }
  }

  /// The same box with its drawing `k` times as large about the box's centre (its strokes
  /// still follow the font's weight): iOS lays a symbol out in a frame larger than its ink. A
  /// resizable image's drawing fills its frame, as iOS stretches a resizable symbol's glyph.
  func inked(_ k: Double) -> SymbolArt {
    guard k != 1 else { return self }
    var art = SymbolArt(width: width, height: height) { [draw] pen in
      if pen.resizable { return draw(pen) }
      var inner = pen
      let f = pen.frame
      inner.frame = Rect(
        x: f.midX - f.width * k / 2, y: f.midY - f.height * k / 2, width: f.width * k,
        height: f.height * k)
      return draw(inner)
    }
    art.isPlaceholder = isPlaceholder
    return art
  }

  /// The drawing in a layout frame of `frame` ems, its ink `ink` ems, centred: a symbol whose
  /// frame and ink iOS recordings give (`Symbol.measuredFrame`). A resizable image's drawing
  /// fills its frame.
  /// `offset`: the ink's centre that many ems right of and below the frame's drawing centre.
  func framed(_ frame: Size, ink: Size, offset: Point = .zero) -> SymbolArt {
    var art = SymbolArt(width: frame.width, height: frame.height) { [draw] pen in
      if pen.resizable { return draw(pen) }
      var inner = pen
      let f = pen.frame
      let w = f.width * ink.width / frame.width
      let h = f.height * ink.height / frame.height
      let x = f.midX + f.width * offset.x / frame.width - w / 2
      let y = f.midY + f.height * offset.y / frame.height - h / 2
      inner.frame = Rect(x: x, y: y, width: w, height: h)
      return draw(inner)
    }
    art.isPlaceholder = isPlaceholder
    return art
  }

  /// The drawing operations of the symbol stretched over the pen's frame.
  func drawing(_ pen: SymbolPen) -> [DisplayItem] { draw(pen) }
}

/// What a symbol's drawing is given.
struct SymbolPen: Sendable {
  /// Where the glyph box is drawn, in points.
  var frame: Rect
  /// The stroke width for the font's weight at the drawn size, in points (SymbolWeight.swift).
  var stem: Double
  /// The weight's stroke width over the regular weight's.
  var weightScale: Double
  /// The paint of the primary layer.
  var primary: Paint
  /// Whether the image is resizable: its drawing then fills the frame it is given, measured ink
  /// scales (`SymbolArt.inked`) aside.
  var resizable = false
  /// How secondary layers are painted.
  var secondary: SecondaryPaint = .same
  /// With `.multicolor`, the colours Apple gives an "add" badge (`person.fill.badge.plus`): a
  /// systemGreen disc and a white plus. nil in the other modes.
  var multicolorBadge: (disc: Paint, mark: Paint)? = nil

  /// How a symbol's secondary layers are painted.
  enum SecondaryPaint: Sendable {
    /// As the primary layer (monochrome).
    case same
    /// The primary paint at an opacity (hierarchical).
    case faded(Double)
    /// Their own paint (palette).
    case paint(Paint)
  }

  /// The unit square mapped onto the frame.
  var unit: Transform {
    Transform(a: frame.width, b: 0, c: 0, d: frame.height, tx: frame.minX, ty: frame.minY)
  }
  /// The frame's smaller side.
  var side: Double { min(frame.width, frame.height) }
  /// Whether secondary layers look different from the primary one.
  var hasLayers: Bool {
    if case .same = secondary { return false }
    return true
  }

  /// Items made with the paint of a layer (`secondary` or primary), faded if hierarchical.
  func painted(secondary isSecondary: Bool, _ make: (Paint) -> [DisplayItem]) -> [DisplayItem] {
    guard isSecondary else { return make(primary) }
    switch secondary {
    case .same: return make(primary)
    case .faded(let opacity): return [.pushOpacity(opacity)] + make(primary) + [.popOpacity]
    case .paint(let paint): return make(paint)
    }
  }
}
