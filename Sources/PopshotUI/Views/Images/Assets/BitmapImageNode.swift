// A bitmap image in the layout: its natural size is its pixels over the file's scale (a 3x file
// of 150 × 90 pixels is 50 × 30 pt); a resizable one takes the proposal and is stretched or
// tiled (BitmapSlices.swift). A name that is missing or unreadable draws a labelled placeholder
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
      return MissingImage.node(
        name, AssetLocator.missing("image", name, bundle: bundle), options, c)
    }
    let entry = set.entry(
      scale: env.displayScale, dark: env.colorScheme == .dark, pad: env.screen.idiom == .pad)
    guard let entry else {
      let problem = "image asset \"\(name)\" has no PNG or JPEG file in \(set.folder)"
      return MissingImage.node(name, problem, options, c)
    }
    switch catalog.bitmap(set, entry) {
    case .failure(let error):
      return MissingImage.node(name, "image asset \"\(name)\" cannot be read: \(error)", options, c)
    case .success(let bitmap):
      let mode = options.values.renderingMode ?? set.renderingIntent ?? .original
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
