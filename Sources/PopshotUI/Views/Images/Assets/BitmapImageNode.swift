// A bitmap image in the layout: its natural size is its pixels over the file's scale (a 3x file
// of 150 × 90 pixels is 50 × 30 pt); a resizable one takes the proposal and is stretched or
// tiled (BitmapSlices.swift). A PDF or SVG file is a vector image (VectorImageNode), a
// `.symbolset` a symbol (ImageNode). A name that is missing or unreadable draws a labelled placeholder
// (MissingImage.swift) and is recorded as a miss.
import Foundation
import PopshotGraphics

/// Child sizing: none. Preferred size: the bitmap's natural size; a resizable image takes the
/// proposal (nil: that natural size).
final class BitmapImageNode: LayoutNode {
  let bitmap: Bitmap
  let scale: Double
  let options: ImageOptions
  let template: Bool
  let id: String, env: EnvironmentValues
  let natural: Size

  init(
    bitmap: Bitmap, scale: Double, template: Bool, options: ImageOptions, id: String,
    env: EnvironmentValues
  ) {
    self.bitmap = bitmap
    self.scale = scale
    self.template = template
    self.options = options
    self.id = id
    self.env = env
    natural = Size(
      width: Double(bitmap.pixmap.width) / scale, height: Double(bitmap.pixmap.height) / scale)
  }

  /// The node for the asset `name` from `source`: the bitmap, or the placeholder of a miss.
  static func make(name: String, source: ImageSource, options: ImageOptions, _ c: BuildContext)
    -> LayoutNode
  {
    let env = c.environment
    let found: (AssetCatalog, ImageSet)?
    var wantsTemplate = false
    switch source {
    case .asset(let bundle): found = AssetLocator.imageSet(name, bundle: bundle)
    case .resolved(let ui):
      found = ui.catalog.flatMap { c in ui.set.map { (c, $0) } }
      wantsTemplate = ui.renderingMode == .alwaysTemplate
      if ui.renderingMode == .alwaysOriginal { wantsTemplate = false }
    }
    let bundle: Bundle? = { if case .asset(let b) = source { return b } else { return nil } }()
    guard let (catalog, set) = found else {
      // A custom symbol (`.symbolset`): drawn as a symbol, sized by the font.
      if case .asset(let b) = source, let file = AssetLocator.symbolSet(name, bundle: b) {
        do throws(SymbolFileError) {
          let art = try SymbolFolder.load(file: file, name: name)
          return ImageNode(
            ImageContent(symbol: Symbol(name: name), options: options), id: c.id, env: env,
            art: art)
        } catch {
          return MissingImage.node(name, "symbol asset \"\(name)\": \(error)", options, c)
        }
      }
      return MissingImage.node(
        name, AssetLocator.missing("image", name, bundle: bundle), options, c)
    }
    let entry = set.entry(
      scale: env.displayScale, dark: env.colorScheme == .dark, pad: env.screen.idiom == .pad)
    guard let entry else {
      let problem = "image asset \"\(name)\" has no PNG, JPEG, PDF or SVG file in \(set.folder)"
      return MissingImage.node(name, problem, options, c)
    }
    let mode = options.values.renderingMode ?? set.renderingIntent ?? .original
    if entry.isVector {
      switch catalog.vector(set, entry) {
      case .failure(let error):
        return MissingImage.node(
          name, "image asset \"\(name)\" cannot be read: \(error)", options, c)
      case .success(let image):
        return VectorImageNode(
          image: image, template: wantsTemplate || mode == .template, options: options,
          id: c.id, env: env)
      }
    }
    switch catalog.bitmap(set, entry) {
    case .failure(let error):
      return MissingImage.node(name, "image asset \"\(name)\" cannot be read: \(error)", options, c)
    case .success(let bitmap):
      return BitmapImageNode(
        bitmap: bitmap, scale: entry.scale, template: wantsTemplate || mode == .template,
        options: options, id: c.id, env: env)
    }
  }

  override func measure(_ p: ProposedSize) -> Size {
    options.resizable ? p.replacingUnspecified(by: natural) : natural
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let style = env.foregroundStyle ?? Color.primary
    let tint = template ? style.representativeColor(env.colorScheme) : nil
    let v = options.values
    let slices =
      v.resizable
      ? BitmapSlices.slices(
        width: bitmap.pixmap.width, height: bitmap.pixmap.height, scale: scale, frame: frame,
        capInsets: v.capInsets, tile: v.resizingMode == .tile)
      : [
        BitmapSlice(
          source: bitmap.pixmap.bounds, rect: Rect(origin: frame.origin, size: natural))
      ]
    // Edges shared by two slices fall on device pixels, so neighbours meet without a seam (two
    // half-covered edge pixels would let the background show through); the outer edges stay.
    let k = env.displayScale
    func snap(_ v: Double, _ outer: Double...) -> Double {
      outer.contains(v) || k <= 0 ? v : (v * k).rounded() / k
    }
    let start = out.items.count
    defer { out.keepUpright(from: start, in: frame, env) }
    for s in slices {
      let x0 = snap(s.rect.minX, frame.minX, frame.maxX)
      let x1 = snap(s.rect.maxX, frame.minX, frame.maxX)
      let y0 = snap(s.rect.minY, frame.minY, frame.maxY)
      let y1 = snap(s.rect.maxY, frame.minY, frame.maxY)
      let rect = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      out.items.append(
        .image(
          BitmapDraw(
            bitmap: bitmap, source: s.source, in: rect, sampling: options.sampling,
            antialiased: v.antialiased, tint: tint)))
    }
    out.elements.append(
      SemanticElement(
        id: id, role: .image, label: v.label, frame: frame, hitFrame: nil, text: nil,
        foreground: tint, background: out.background, actions: [], zOrder: out.elements.count,
        hiddenFromAccessibility: v.label == nil))
  }
}

/// Child sizing: none. Preferred size: the PDF page's or SVG's size in points; a resizable image
/// takes the proposal and stretches its drawing to it.
final class VectorImageNode: LayoutNode {
  let image: VectorImage
  let template: Bool
  let options: ImageOptions
  let id: String, env: EnvironmentValues

  init(
    image: VectorImage, template: Bool, options: ImageOptions, id: String, env: EnvironmentValues
  ) {
    self.image = image
    self.template = template
    self.options = options
    self.id = id
    self.env = env
  }

  override func measure(_ p: ProposedSize) -> Size {
    options.resizable ? p.replacingUnspecified(by: image.size) : image.size
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let style = env.foregroundStyle ?? Color.primary
    let tint = template ? style.representativeColor(env.colorScheme) : nil
    let size = options.resizable ? frame.size : image.size
    let t = Transform(
      a: size.width / image.size.width, b: 0, c: 0, d: size.height / image.size.height,
      tx: frame.minX, ty: frame.minY)
    let start = out.items.count
    for item in image.items {
      for moved in item.applying(t) { out.items.append(tint.map { moved.tinted($0) } ?? moved) }
    }
    out.keepUpright(from: start, in: frame, env)
    out.elements.append(
      SemanticElement(
        id: id, role: .image, label: options.values.label, frame: frame, hitFrame: nil,
        text: nil, foreground: tint, background: out.background, actions: [],
        zOrder: out.elements.count, hiddenFromAccessibility: options.values.label == nil))
  }
}

extension DisplayItem {
  /// A template image's item: its paint's colours made `tint`, their alphas kept.
  func tinted(_ tint: SRGBColor) -> DisplayItem {
    func t(_ c: SRGBColor) -> SRGBColor {
      SRGBColor(red: tint.red, green: tint.green, blue: tint.blue, alpha: c.alpha * tint.alpha)
    }
    func paint(_ p: Paint) -> Paint {
      switch p {
      case .solid(let c): return .solid(t(c))
      case .linearGradient(let s, let a, let b):
        return .linearGradient(
          stops: s.map { GradientStop(t($0.color), at: $0.location) }, start: a, end: b)
      case .radialGradient(let s, let c, let r0, let r1):
        return .radialGradient(
          stops: s.map { GradientStop(t($0.color), at: $0.location) }, center: c, startRadius: r0,
          endRadius: r1)
      default: return p
      }
    }
    switch self {
    case .fill(let p, let paint0, let rule): return .fill(p, paint(paint0), rule)
    case .stroke(let p, let s, let paint0): return .stroke(p, s, paint(paint0))
    default: return self
    }
  }
}
