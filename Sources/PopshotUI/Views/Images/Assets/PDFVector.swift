// The vector drawing of a one-page PDF, as design tools export icons for asset catalogs ("Preserve
// Vector Data"): the first page's content stream, with its form XObjects, run through a small
// interpreter of PDF's path and colour operators (ISO 32000-1, 8.4–8.6): `q`/`Q`/`cm`, path
// construction (`m l c v y h re`), painting (`f F f* S s B B* b b* n`), clipping (`W W*`), line
// width, cap, join and miter, colours in gray, RGB and CMYK (`g G rg RG k K`, and `cs`/`sc`/`scn`
// by component count), fill and stroke alpha from `gs`, and axial and radial shadings (`sh`, and
// shading patterns as fill or stroke colours) as gradients. Text, images, tiling patterns and
// other shading types are not drawn (docs/swiftui.md, "Vector assets"). Objects are found by scanning for
// `n g obj` (object streams too), so a file with a damaged cross-reference table still reads.
import Foundation
import PopshotGraphics

/// Why a PDF asset could not be drawn.
struct PDFVectorError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A PDF value.
indirect enum PDFObject {
  case null
  case bool(Bool)
  case number(Double)
  case string([UInt8])
  case name(String)
  case array([PDFObject])
  case dict([String: PDFObject])
  case ref(Int)
  case stream([String: PDFObject], [UInt8])
  /// A content stream's operator.
  case op(String)

  var number: Double? { if case .number(let n) = self { return n } else { return nil } }
  var name: String? { if case .name(let n) = self { return n } else { return nil } }
  var array: [PDFObject]? { if case .array(let a) = self { return a } else { return nil } }
  var dict: [String: PDFObject]? {
    switch self {
    case .dict(let d), .stream(let d, _): return d
    default: return nil
    }
  }
}

/// Reads PDF tokens and objects from bytes.
struct PDFLexer {
  let bytes: [UInt8]
  var pos: Int

  static func isSpace(_ b: UInt8) -> Bool {
    b == 0 || b == 9 || b == 10 || b == 12 || b == 13 || b == 32
  }
  static func isDelimiter(_ b: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(b) }

  mutating func skipSpace() {
    while pos < bytes.count {
      if Self.isSpace(bytes[pos]) {
        pos += 1
      } else if bytes[pos] == UInt8(ascii: "%") {
        while pos < bytes.count && bytes[pos] != 10 && bytes[pos] != 13 { pos += 1 }
      } else {
        return
      }
    }
  }

  /// A bare word (a number, a keyword or an operator).
  mutating func word() -> String {
    let start = pos
    while pos < bytes.count && !Self.isSpace(bytes[pos]) && !Self.isDelimiter(bytes[pos]) {
      pos += 1
    }
    return String(decoding: bytes[start..<pos], as: UTF8.self)
  }

  /// The next object, or nil at the end. `depth` bounds nesting of arrays and dictionaries.
  mutating func object(depth: Int = 0) throws(PDFVectorError) -> PDFObject? {
    guard depth < 64 else { throw PDFVectorError("objects nested more than 64 deep") }
    skipSpace()
    guard pos < bytes.count else { return nil }
    let b = bytes[pos]
    switch b {
    case UInt8(ascii: "/"):
      pos += 1
      return .name(word())
    case UInt8(ascii: "["):
      pos += 1
      var items: [PDFObject] = []
      while true {
        skipSpace()
        guard pos < bytes.count else { throw PDFVectorError("unterminated array") }
        if bytes[pos] == UInt8(ascii: "]") {
          pos += 1
          return .array(items)
        }
        guard let o = try object(depth: depth + 1) else {
          throw PDFVectorError("unterminated array")
        }
        items.append(o)
      }
    case UInt8(ascii: "<") where pos + 1 < bytes.count && bytes[pos + 1] == UInt8(ascii: "<"):
      pos += 2
      var d: [String: PDFObject] = [:]
      while true {
        skipSpace()
        guard pos + 1 < bytes.count else { throw PDFVectorError("unterminated dictionary") }
        if bytes[pos] == UInt8(ascii: ">") && bytes[pos + 1] == UInt8(ascii: ">") {
          pos += 2
          return .dict(d)
        }
        guard case .name(let key)? = try object(depth: depth + 1),
          let value = try object(depth: depth + 1)
        else { throw PDFVectorError("a dictionary key is not a name") }
        d[key] = value
      }
    case UInt8(ascii: "<"):
      pos += 1
      var hex: [UInt8] = []
      while pos < bytes.count && bytes[pos] != UInt8(ascii: ">") {
        hex.append(bytes[pos])
        pos += 1
      }
      pos += 1
      let digits = hex.compactMap { Int(String(UnicodeScalar($0)), radix: 16) }
      return .string(
        stride(from: 0, to: digits.count, by: 2).map {
          UInt8(digits[$0] * 16 + ($0 + 1 < digits.count ? digits[$0 + 1] : 0))
        })
    case UInt8(ascii: "("):
      pos += 1
      var out: [UInt8] = []
      var level = 1
      while pos < bytes.count {
        let c = bytes[pos]
        pos += 1
        if c == UInt8(ascii: "\\"), pos < bytes.count {
          out.append(bytes[pos])
          pos += 1
        } else if c == UInt8(ascii: "(") {
          level += 1
          out.append(c)
        } else if c == UInt8(ascii: ")") {
          level -= 1
          if level == 0 { break }
          out.append(c)
        } else {
          out.append(c)
        }
      }
      return .string(out)
    case UInt8(ascii: "]"), UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "{"),
      UInt8(ascii: "}"):
      pos += 1
      return .op(String(UnicodeScalar(b)))
    default:
      let w = word()
      if w.isEmpty {
        pos += 1
        return .op("")
      }
      if let n = Double(w) {
        // `n g R`: a reference.
        let save = pos
        skipSpace()
        let second = word()
        skipSpace()
        if Int(second) != nil, pos < bytes.count, bytes[pos] == UInt8(ascii: "R"),
          pos + 1 >= bytes.count || Self.isSpace(bytes[pos + 1]) || Self.isDelimiter(bytes[pos + 1])
        {
          pos += 1
          return .ref(Int(n))
        }
        pos = save
        return .number(n)
      }
      switch w {
      case "true": return .bool(true)
      case "false": return .bool(false)
      case "null": return .null
      default: return .op(w)
      }
    }
  }
}

/// A PDF file's objects, by number.
struct PDFFile {
  var objects: [Int: PDFObject] = [:]

  init(_ bytes: [UInt8]) throws(PDFVectorError) {
    guard bytes.starts(with: Array("%PDF".utf8)) else { throw PDFVectorError("not a PDF file") }
    // Every "n g obj": read the object, and a stream's bytes up to "endstream".
    let obj = Array("obj".utf8)
    let endstream = Array("endstream".utf8)
    var i = 0
    while let at = Self.find(obj, in: bytes, from: i) {
      i = at + 3
      guard let number = Self.objectNumber(bytes, before: at) else { continue }
      var lexer = PDFLexer(bytes: bytes, pos: at + 3)
      guard let value = try? lexer.object() else { continue }
      lexer.skipSpace()
      if case .dict(let d) = value, lexer.word() == "stream" {
        var start = lexer.pos
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        var end = Self.find(endstream, in: bytes, from: start) ?? bytes.count
        i = end
        if let length = d["Length"]?.number, Int(length) >= 0, start + Int(length) <= end {
          end = start + Int(length)
        }
        objects[number] = .stream(d, Array(bytes[start..<end]))
      } else {
        objects[number] = value
      }
    }
    // Object streams (PDF 1.5): "n offset" pairs, then the objects.
    for (_, value) in objects {
      guard case .stream(let d, _) = value, d["Type"]?.name == "ObjStm",
        let count = d["N"]?.number, let first = d["First"]?.number,
        let data = try? decoded(value)
      else { continue }
      var lexer = PDFLexer(bytes: data, pos: 0)
      var pairs: [(Int, Int)] = []
      for _ in 0..<min(Int(count), 100_000) {
        guard let n = try? lexer.object()?.number, let o = try? lexer.object()?.number else {
          break
        }
        pairs.append((Int(n), Int(o)))
      }
      for (n, offset) in pairs where objects[n] == nil {
        var l = PDFLexer(bytes: data, pos: Int(first) + offset)
        if l.pos < data.count, let o = try? l.object() { objects[n] = o }
      }
    }
  }

  static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard needle.count <= bytes.count, from <= bytes.count - needle.count else { return nil }
    var i = from
    let first = needle[0]
    while i <= bytes.count - needle.count {
      if bytes[i] == first && bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
      i += 1
    }
    return nil
  }

  /// The object number of "n g obj" whose "obj" is at `at`.
  static func objectNumber(_ bytes: [UInt8], before at: Int) -> Int? {
    var j = at - 1
    func digits() -> Int? {
      while j >= 0 && PDFLexer.isSpace(bytes[j]) { j -= 1 }
      let end = j
      while j >= 0 && bytes[j] >= 48 && bytes[j] <= 57 { j -= 1 }
      guard end > j else { return nil }
      return Int(String(decoding: bytes[(j + 1)...end], as: UTF8.self))
    }
    guard digits() != nil, let n = digits() else { return nil }
    return n
  }

  /// The object a reference points to (references followed up to 32 deep).
  func resolve(_ o: PDFObject?) -> PDFObject? {
    var o = o
    var hops = 0
    while case .ref(let n)? = o {
      hops += 1
      if hops > 32 { return nil }
      o = objects[n]
    }
    return o
  }

  /// A stream's bytes, decoded (FlateDecode, or none).
  func decoded(_ o: PDFObject) throws(PDFVectorError) -> [UInt8] {
    guard case .stream(let d, let raw) = o else { throw PDFVectorError("not a stream") }
    let filters = resolve(d["Filter"]).map { f in f.array ?? [f] } ?? []
    var data = raw
    for f in filters {
      switch resolve(f)?.name {
      case "FlateDecode", "Fl":
        do { data = try Inflate.zlib(data) } catch { throw PDFVectorError(error.description) }
      case let other: throw PDFVectorError("stream filter \(other ?? "?") is not read")
      }
    }
    return data
  }
}

/// A PDF asset's drawing: its page size in points and its items, y down from the top left.
struct VectorImage: Sendable {
  let size: Size
  let items: [DisplayItem]
}

extension VectorImage {
  /// The first page of a PDF file.
  static func pdf(_ bytes: [UInt8]) throws(PDFVectorError) -> VectorImage {
    let file = try PDFFile(bytes)
    let page = file.objects.keys.sorted().lazy.compactMap { file.resolve(.ref($0))?.dict }
      .first { $0["Type"]?.name == "Page" }
    guard let page else { throw PDFVectorError("no page") }
    // The page's boxes, inherited from its parents.
    func inherited(_ key: String) -> PDFObject? {
      var node: [String: PDFObject]? = page
      for _ in 0..<32 {
        guard let n = node else { return nil }
        if let v = file.resolve(n[key]) { return v }
        node = file.resolve(n["Parent"])?.dict
      }
      return nil
    }
    let box = (inherited("CropBox") ?? inherited("MediaBox"))?.array?.compactMap {
      file.resolve($0)?.number
    }
    guard let box, box.count == 4, box[2] != box[0], box[3] != box[1] else {
      throw PDFVectorError("no MediaBox")
    }
    let rect = Rect(
      x: min(box[0], box[2]), y: min(box[1], box[3]), width: abs(box[2] - box[0]),
      height: abs(box[3] - box[1]))
    var content: [UInt8] = []
    let contents = file.resolve(page["Contents"])
    for part in contents?.array ?? (contents.map { [$0] } ?? []) {
      guard let stream = file.resolve(part) else { continue }
      content += try file.decoded(stream)
      content.append(10)
    }
    var painter = PDFPainter(file: file)
    try painter.run(content, resources: file.resolve(inherited("Resources"))?.dict ?? [:])
    painter.finish()
    // PDF space (y up from the box's bottom left) to the image's (y down from its top left).
    let flip = Transform(a: 1, b: 0, c: 0, d: -1, tx: -rect.minX, ty: rect.maxY)
    return VectorImage(size: rect.size, items: painter.items.flatMap { $0.applying(flip) })
  }
}

/// Runs content streams into display items (in PDF space).
struct PDFPainter {
  let file: PDFFile
  var items: [DisplayItem] = []

  struct State {
    var ctm = Transform.identity
    var fill = SRGBColor.black
    var stroke = SRGBColor.black
    /// A shading pattern set as the fill colour (`/Pattern cs /P0 scn`).
    var fillPaint: Paint?
    var strokePaint: Paint?
    var fillAlpha = 1.0
    var strokeAlpha = 1.0
    var line = StrokeStyle(width: 1, cap: .butt, join: .miter, miterLimit: 10)
    /// Clips pushed since this state was saved.
    var clips = 0
  }
  var state = State()
  var saved: [State] = []
  var path = Path()
  var current = Point.zero
  var start = Point.zero
  var pendingClip: FillRule?
  /// Operators run, to bound a hostile stream's work.
  var budget = 2_000_000

  init(file: PDFFile) { self.file = file }

  mutating func finish() {
    while !saved.isEmpty { restore() }
    for _ in 0..<state.clips { items.append(.popClip) }
    state.clips = 0
  }

  mutating func restore() {
    for _ in 0..<state.clips { items.append(.popClip) }
    state = saved.removeLast()
  }

  func colour(_ c: SRGBColor, _ alpha: Double) -> SRGBColor {
    SRGBColor(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha * alpha)
  }

  /// A colour from operands by their count: gray, RGB or CMYK (naive conversion).
  static func colour(_ v: [Double]) -> SRGBColor? {
    let c = v.map { min(max($0, 0), 1) }
    switch c.count {
    case 1: return SRGBColor(red: c[0], green: c[0], blue: c[0])
    case 3: return SRGBColor(red: c[0], green: c[1], blue: c[2])
    case 4:
      return SRGBColor(
        red: (1 - c[0]) * (1 - c[3]), green: (1 - c[1]) * (1 - c[3]),
        blue: (1 - c[2]) * (1 - c[3]))
    default: return nil
    }
  }

  mutating func paint(fill rule: FillRule?, stroke: Bool, close: Bool) {
    if close { path.close() }
    if let rule, !path.isEmpty {
      let paint = state.fillPaint ?? .solid(colour(state.fill, state.fillAlpha))
      items.append(.fill(path, paint, rule))
    }
    if stroke, !path.isEmpty {
      var line = state.line
      line.width = max(line.width, 0) * max(state.ctm.meanScale, 0)
      let paint = state.strokePaint ?? .solid(colour(state.stroke, state.strokeAlpha))
      items.append(.stroke(path, line, paint))
    }
    if let clip = pendingClip {
      items.append(.pushClip(path, clip))
      state.clips += 1
      pendingClip = nil
    }
    path = Path()
  }

  /// A shading pattern resource (`PatternType 2`) as a paint: its shading in the pattern's
  /// matrix (pattern space is the page's default space, not the current one).
  func pattern(_ name: String, _ resources: [String: PDFObject], alpha: Double) -> Paint? {
    guard let p = file.resolve(file.resolve(resources["Pattern"])?.dict?[name])?.dict,
      file.resolve(p["PatternType"])?.number == 2,
      let d = file.resolve(p["Shading"])?.dict
    else { return nil }
    let m = file.resolve(p["Matrix"])?.array?.compactMap { file.resolve($0)?.number } ?? []
    let t =
      m.count == 6 ? Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]) : .identity
    return shading(d, t, alpha: alpha)
  }

  /// An axial (type 2) or radial (type 3) shading through `t` as a gradient, its function
  /// sampled at 17 points; other types are not drawn.
  func shading(_ d: [String: PDFObject], _ t: Transform, alpha: Double) -> Paint? {
    let type = file.resolve(d["ShadingType"])?.number
    let coords = file.resolve(d["Coords"])?.array?.compactMap { file.resolve($0)?.number } ?? []
    let domain =
      file.resolve(d["Domain"])?.array?.compactMap { file.resolve($0)?.number } ?? [0, 1]
    guard let function = file.resolve(d["Function"]), domain.count == 2 else { return nil }
    let stops = (0...16).compactMap { i -> GradientStop? in
      let u = Double(i) / 16
      let x = domain[0] + u * (domain[1] - domain[0])
      let functions = function.array ?? [function]
      let out = functions.flatMap { evaluate(file.resolve($0), x, depth: 0) }
      guard let c = Self.colour(out) else { return nil }
      return GradientStop(colour(c, alpha), at: u)
    }
    guard stops.count == 17 else { return nil }
    if type == 2, coords.count == 4 {
      return .linearGradient(
        stops: stops, start: t.apply(Point(x: coords[0], y: coords[1])),
        end: t.apply(Point(x: coords[2], y: coords[3])))
    }
    if type == 3, coords.count == 6 {
      return .radialGradient(
        stops: stops, center: t.apply(Point(x: coords[3], y: coords[4])),
        startRadius: coords[2] * t.meanScale, endRadius: coords[5] * t.meanScale)
    }
    return nil
  }

  /// A PDF function's outputs at `x`: exponential (type 2) and stitching (type 3); a sampled
  /// function (type 0) gives its range's midpoint.
  func evaluate(_ f: PDFObject?, _ x: Double, depth: Int) -> [Double] {
    guard depth < 8, let d = f?.dict else { return [] }
    func numbers(_ key: String) -> [Double] {
      file.resolve(d[key])?.array?.compactMap { file.resolve($0)?.number } ?? []
    }
    switch file.resolve(d["FunctionType"])?.number {
    case 2:
      let c0 = numbers("C0").isEmpty ? [0] : numbers("C0")
      let c1 = numbers("C1").isEmpty ? [1] : numbers("C1")
      let e = file.resolve(d["N"])?.number ?? 1
      let k = pow(min(max(x, 0), 1), e)
      return zip(c0, c1).map { $0 + k * ($1 - $0) }
    case 3:
      let fs = file.resolve(d["Functions"])?.array ?? []
      let bounds = numbers("Bounds")
      let domain = numbers("Domain")
      let encode = numbers("Encode")
      guard !fs.isEmpty, domain.count == 2 else { return [] }
      let i = bounds.firstIndex { x < $0 } ?? bounds.count
      let lo = i == 0 ? domain[0] : bounds[i - 1]
      let hi = i < bounds.count ? bounds[i] : domain[1]
      let (e0, e1) = encode.count >= 2 * (i + 1) ? (encode[2 * i], encode[2 * i + 1]) : (0.0, 1.0)
      let u = hi > lo ? e0 + (x - lo) / (hi - lo) * (e1 - e0) : e0
      return evaluate(file.resolve(fs[min(i, fs.count - 1)]), u, depth: depth + 1)
    default:
      let range = numbers("Range")
      return stride(from: 0, to: range.count - 1, by: 2).map { (range[$0] + range[$0 + 1]) / 2 }
    }
  }

  mutating func run(_ content: [UInt8], resources: [String: PDFObject], depth: Int = 0)
    throws(PDFVectorError)
  {
    guard depth < 16 else { throw PDFVectorError("forms nested more than 16 deep") }
    var lexer = PDFLexer(bytes: content, pos: 0)
    var operands: [PDFObject] = []
    while let o = try lexer.object() {
      guard case .op(let op) = o else {
        operands.append(o)
        continue
      }
      budget -= 1
      guard budget > 0 else { throw PDFVectorError("more than 2,000,000 operators") }
      let n = operands.compactMap(\.number)
      defer { operands.removeAll(keepingCapacity: true) }
      func p(_ i: Int) -> Point { state.ctm.apply(Point(x: n[i], y: n[i + 1])) }
      switch op {
      case "q":
        guard saved.count < 256 else { throw PDFVectorError("more than 256 saved states") }
        saved.append(state)
        state.clips = 0
      case "Q": if !saved.isEmpty { restore() }
      case "cm" where n.count == 6:
        state.ctm = Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
          .concatenating(state.ctm)
      case "m" where n.count == 2:
        current = Point(x: n[0], y: n[1])
        start = current
        path.move(to: p(0))
      case "l" where n.count == 2:
        current = Point(x: n[0], y: n[1])
        path.line(to: p(0))
      case "c" where n.count == 6:
        path.cubic(to: p(4), control1: p(0), control2: p(2))
        current = Point(x: n[4], y: n[5])
      case "v" where n.count == 4:
        path.cubic(to: p(2), control1: state.ctm.apply(current), control2: p(0))
        current = Point(x: n[2], y: n[3])
      case "y" where n.count == 4:
        path.cubic(to: p(2), control1: p(0), control2: p(2))
        current = Point(x: n[2], y: n[3])
      case "h":
        path.close()
        current = start
      case "re" where n.count == 4:
        let t = state.ctm
        path.move(to: t.apply(Point(x: n[0], y: n[1])))
        path.line(to: t.apply(Point(x: n[0] + n[2], y: n[1])))
        path.line(to: t.apply(Point(x: n[0] + n[2], y: n[1] + n[3])))
        path.line(to: t.apply(Point(x: n[0], y: n[1] + n[3])))
        path.close()
        current = Point(x: n[0], y: n[1])
        start = current
      case "f", "F": paint(fill: .nonZero, stroke: false, close: false)
      case "f*": paint(fill: .evenOdd, stroke: false, close: false)
      case "S": paint(fill: nil, stroke: true, close: false)
      case "s": paint(fill: nil, stroke: true, close: true)
      case "B": paint(fill: .nonZero, stroke: true, close: false)
      case "B*": paint(fill: .evenOdd, stroke: true, close: false)
      case "b": paint(fill: .nonZero, stroke: true, close: true)
      case "b*": paint(fill: .evenOdd, stroke: true, close: true)
      case "n": paint(fill: nil, stroke: false, close: false)
      case "W": pendingClip = .nonZero
      case "W*": pendingClip = .evenOdd
      case "w" where n.count == 1: state.line.width = n[0]
      case "J" where n.count == 1:
        state.line.cap = [LineCap.butt, .round, .square][min(max(Int(n[0]), 0), 2)]
      case "j" where n.count == 1:
        state.line.join = [LineJoin.miter, .round, .bevel][min(max(Int(n[0]), 0), 2)]
      case "M" where n.count == 1: state.line.miterLimit = max(n[0], 1)
      case "g", "rg", "k", "sc", "scn":
        if let c = Self.colour(n) { state.fill = c }
        state.fillPaint = operands.last?.name.flatMap {
          pattern($0, resources, alpha: state.fillAlpha)
        }
      case "G", "RG", "K", "SC", "SCN":
        if let c = Self.colour(n) { state.stroke = c }
        state.strokePaint = operands.last?.name.flatMap {
          pattern($0, resources, alpha: state.strokeAlpha)
        }
      case "cs":
        state.fill = .black
        state.fillPaint = nil
      case "CS":
        state.stroke = .black
        state.strokePaint = nil
      case "sh":
        // A shading painted over the clip: a rectangle far larger than any page, clipped.
        guard let key = operands.first?.name,
          let d = file.resolve(file.resolve(resources["Shading"])?.dict?[key])?.dict,
          let paint = shading(d, state.ctm, alpha: state.fillAlpha)
        else { break }
        items.append(.fill(.rect(Rect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)), paint, .nonZero))
      case "gs":
        guard let key = operands.first?.name,
          let g = file.resolve(file.resolve(resources["ExtGState"])?.dict?[key])?.dict
        else { break }
        if let a = file.resolve(g["ca"])?.number { state.fillAlpha = min(max(a, 0), 1) }
        if let a = file.resolve(g["CA"])?.number { state.strokeAlpha = min(max(a, 0), 1) }
        if let w = file.resolve(g["LW"])?.number { state.line.width = w }
      case "Do":
        guard let key = operands.first?.name,
          let form = file.resolve(file.resolve(resources["XObject"])?.dict?[key]),
          form.dict?["Subtype"]?.name == "Form"
        else { break }
        let d = form.dict!
        saved.append(state)
        state.clips = 0
        if let m = file.resolve(d["Matrix"])?.array?.compactMap({ file.resolve($0)?.number }),
          m.count == 6
        {
          state.ctm = Transform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
            .concatenating(state.ctm)
        }
        let inner = file.resolve(d["Resources"])?.dict ?? resources
        let savedPath = path
        path = Path()
        try run(try file.decoded(form), resources: inner, depth: depth + 1)
        path = savedPath
        restore()
      case "BI":
        // An inline image: skipped up to its end marker.
        while let o = try lexer.object() { if case .op("EI") = o { break } }
      default: break  // text, shadings, marked content, type 3 glyphs: not drawn
      }
    }
  }
}
