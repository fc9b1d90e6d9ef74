// The layout engine: SwiftUI's proposal model. A parent proposes a size (each dimension a number
// or nil), the child answers with the size it takes, and the parent places it. Each node type
// documents its rule as "Child sizing" (what it proposes) and "Preferred size" (what it answers).
import PopshotGraphics
import PopshotText

/// What placing views produces: drawing operations, semantic elements, and the context that
/// flows down while placing (declared background, safe area, content shapes).
struct Output {
  var items: [DisplayItem] = []
  var elements: [SemanticElement] = []
  /// The nearest declared background colour behind what is being placed.
  var background: SRGBColor?
  var screen: Rect
  var safe: Rect
  /// A content shape declared around the views being placed, for the button inside them.
  var contentShape: Rect?
  var firstError: FontError?
  /// The frame of every view given an explicit `.id`.
  var frames: [String: Rect] = [:]
  /// Where the root view was placed.
  var rootFrame: Rect = .zero
  /// The presentations attached to the views placed, in tree order.
  var presentations: [PresentationRequest] = []
  /// The views shown under a condition, in the order they were placed.
  var conditionals: [ConditionalRegion] = []
}

/// A node of the layout tree: built from a ViewNode with its environment resolved.
class LayoutNode {
  /// Stacks offer space to higher priorities first (`.layoutPriority`).
  var priority: Double = 0
  /// Order in a ZStack (`.zIndex`).
  var zIndex: Double = 0
  var isSpacer: Bool { false }
  /// Edges on which the view extends into the safe-area insets (`.ignoresSafeArea`).
  var ignoredSafeEdges: Edges = []
  /// Answers already given: a node is asked a handful of proposals (0, ∞, its share, its frame),
  /// so a short list searched in order beats a dictionary.
  private var asked: [(proposal: ProposedSize, size: Size)] = []

  /// The size this node takes for a proposal (memoised: stacks ask several times).
  final func size(_ p: ProposedSize) -> Size {
    for entry in asked where entry.proposal == p { return entry.size }
    let s = measure(p)
    if asked.count >= 16 { asked.removeAll(keepingCapacity: true) }
    asked.append((p, s))
    return s
  }

  func measure(_ p: ProposedSize) -> Size { .zero }

  /// Places the node, first extending its frame to the screen's edge on each ignored edge where
  /// the frame reaches the safe area's edge (so a background colour fills the screen behind the
  /// status bar and home indicator, as in SwiftUI).
  final func placeIn(_ frame: Rect, _ out: inout Output) {
    guard !ignoredSafeEdges.isEmpty else { return place(frame, &out) }
    var (x0, y0, x1, y1) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
    let eps = 0.5
    if ignoredSafeEdges.contains(.top), abs(y0 - out.safe.minY) < eps { y0 = out.screen.minY }
    if ignoredSafeEdges.contains(.bottom), abs(y1 - out.safe.maxY) < eps { y1 = out.screen.maxY }
    if ignoredSafeEdges.contains(.leading), abs(x0 - out.safe.minX) < eps { x0 = out.screen.minX }
    if ignoredSafeEdges.contains(.trailing), abs(x1 - out.safe.maxX) < eps { x1 = out.screen.maxX }
    place(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), &out)
  }
  /// Draws the node in `frame` (points, already sized by `size`) and records its elements.
  func place(_ frame: Rect, _ out: inout Output) {}
}

/// Nodes with one child that, unless they say otherwise, size like it and pass on its priority.
class WrapperNode: LayoutNode {
  let child: LayoutNode
  init(_ child: LayoutNode) {
    self.child = child
    super.init()
    priority = child.priority
    zIndex = child.zIndex
    ignoredSafeEdges = child.ignoredSafeEdges
  }
  override var isSpacer: Bool { child.isSpacer }
  override func measure(_ p: ProposedSize) -> Size { child.size(p) }
  override func place(_ frame: Rect, _ out: inout Output) { child.placeIn(frame, &out) }
}

final class EmptyNode: LayoutNode {}

/// Child sizing: none. Preferred size: the text wrapped to the proposed width (nil: one line per
/// paragraph), as many lines as the proposed height holds (at least one) within the line limit.
final class TextNode: LayoutNode {
  let string: String, id: String, env: EnvironmentValues
  let font: ResolvedFont
  let shaped: ShapedText?
  let error: FontError?

  init(_ string: String, id: String, env: EnvironmentValues) {
    self.string = string
    self.id = id
    self.env = env
    var f = (env.font ?? .body).resolved(env.dynamicTypeSize)
    if let w = env.fontWeight { f.weight = w }
    font = f
    do {
      shaped = try env.typesetter.shape(string, font: f)
      error = nil
    } catch {
      shaped = nil
      self.error = error
    }
  }

  func lineLimit(forHeight h: Double?) -> Int? {
    guard let shaped, let h, h.isFinite else { return env.lineLimit }
    let fit = max(1, Int(min(h / shaped.lineHeight + 1e-9, 1e9).rounded(.down)))
    return min(env.lineLimit ?? Int.max, fit)
  }

  func layout(_ p: ProposedSize) -> TextLayout? {
    shaped?.layout(
      width: p.width, lineLimit: lineLimit(forHeight: p.height),
      alignment: env.multilineTextAlignment)
  }

  override func measure(_ p: ProposedSize) -> Size {
    shaped?.measure(width: p.width, lineLimit: lineLimit(forHeight: p.height)) ?? .zero
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    if let error, out.firstError == nil { out.firstError = error }
    guard let layout = layout(ProposedSize(width: frame.width, height: frame.height)) else {
      return
    }
    let style = env.foregroundStyle ?? Color.primary
    out.items += layout.displayItems(
      at: frame.origin, paint: style.paint(in: frame, scheme: env.colorScheme), elementID: id)
    // The height the text wants at this width, to tell clipped text from text that fits.
    let wanted = shaped?.measure(width: frame.width, lineLimit: env.lineLimit).height ?? 0
    let info = TextInfo(
      string: string, size: font.size, weight: font.weight,
      scalesWithDynamicType: font.scalesWithDynamicType,
      textStyle: font.textStyle, lineCount: layout.lines.count, truncated: layout.truncated,
      clipped: wanted > frame.height + 0.5 && !layout.truncated,
      missingCharacters: layout.missingCharacters.map { String($0) })
    out.elements.append(
      SemanticElement(
        id: id, role: .text, label: string, frame: frame, hitFrame: nil, text: info,
        foreground: style.representativeColor(env.colorScheme), background: out.background,
        actions: [],
        zOrder: out.elements.count, hiddenFromAccessibility: false))
  }
}

/// Child sizing: none. Preferred size: the symbol's size at the font's point size; a resizable
/// image takes the proposal (nil: that natural size).
final class ImageNode: LayoutNode {
  let content: ImageContent, id: String, env: EnvironmentValues
  let pointSize: Double

  init(_ content: ImageContent, id: String, env: EnvironmentValues) {
    self.content = content
    self.id = id
    self.env = env
    pointSize = (env.font ?? .body).resolved(env.dynamicTypeSize).size
  }

  var natural: Size { content.symbol.size(pointSize: pointSize) }

  override func measure(_ p: ProposedSize) -> Size {
    content.resizable ? p.replacingUnspecified(by: natural) : natural
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let style = env.foregroundStyle ?? Color.primary
    out.items += content.symbol.drawing(
      in: frame, paint: style.paint(in: frame, scheme: env.colorScheme))
    out.elements.append(
      SemanticElement(
        id: id, role: .image, label: nil, frame: frame, hitFrame: nil, text: nil,
        foreground: style.representativeColor(env.colorScheme), background: out.background,
        actions: [],
        zOrder: out.elements.count, hiddenFromAccessibility: false))
  }
}

/// Child sizing: none. Preferred size: the whole proposal (nil: 10 pt, SwiftUI's default).
final class ShapeNode: LayoutNode {
  let content: ShapeContent, env: EnvironmentValues
  init(_ content: ShapeContent, env: EnvironmentValues) {
    self.content = content
    self.env = env
  }

  override func measure(_ p: ProposedSize) -> Size { p.replacingUnspecified() }

  /// The shape's colour when it is a plain colour (for declared backgrounds).
  var solidColor: SRGBColor? {
    guard content.stroke == nil, let c = content.style as? Color else { return nil }
    return c.resolved(env.colorScheme)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let style = content.style ?? env.foregroundStyle ?? Color.primary
    let paint = style.paint(in: frame, scheme: env.colorScheme)
    let path = content.path(frame)
    if let stroke = content.stroke {
      out.items.append(.stroke(path, stroke, paint))
    } else {
      out.items.append(.fill(path, paint, content.fillRule))
    }
  }
}

/// Child sizing: none. Preferred size: along its stack, the proposal but at least `minLength`
/// (8 pt when nil); across it, nothing. Outside a stack: the proposal, at least minLength.
/// Stacks give spacers the lowest layout priority and no spacing next to them.
final class SpacerNode: LayoutNode {
  let minLength: Double, axis: Axis?
  init(minLength: Double?, axis: Axis?) {
    self.minLength = minLength ?? 8
    self.axis = axis
    super.init()
    priority = -.infinity  // stacks size every other view first
  }
  override var isSpacer: Bool { true }
  override func measure(_ p: ProposedSize) -> Size {
    guard let axis else {
      return Size(
        width: max(minLength, p.width ?? minLength), height: max(minLength, p.height ?? minLength))
    }
    return Size.make(axis, along: max(minLength, p.along(axis) ?? minLength), across: 0)
  }
}

/// Child sizing: none. Preferred size: one device pixel thick, as long as the proposal across its
/// stack (a horizontal line in a VStack or outside stacks, a vertical one in an HStack).
final class DividerNode: LayoutNode {
  let vertical: Bool, env: EnvironmentValues
  init(stackAxis: Axis?, env: EnvironmentValues) {
    vertical = stackAxis == .horizontal
    self.env = env
  }
  var thickness: Double { 1 / env.displayScale }
  override func measure(_ p: ProposedSize) -> Size {
    vertical
      ? Size(width: thickness, height: p.height ?? 0) : Size(width: p.width ?? 0, height: thickness)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.items.append(
      .fill(.rect(frame), .solid(Color.separator.resolved(env.colorScheme)), .nonZero))
  }
}
