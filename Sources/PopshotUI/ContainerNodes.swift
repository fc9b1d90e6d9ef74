import PopshotGraphics
import PopshotText

/// One StackLayout for VStack and HStack, parameterised by axis.
/// Child sizing: along the axis, children are sized in order of layout priority (highest first;
/// spacers have the lowest, −∞) and, within a priority, least flexible first (flexibility = size
/// at ∞ − size at 0). The first priority group shares the proposal less the spacing and the
/// minimum sizes of every lower-priority child; each child in a group is offered an even split of
/// what its group has left. Across the axis every child gets the stack's proposal. With no
/// proposal along the axis every child is asked for its ideal size.
/// Preferred size: the children's sizes plus spacing along the axis; the largest across it.
/// Spacing: `spacing` between every pair when given; otherwise 8 pt between views and none next
/// to a spacer (SwiftUI's defaults on iOS; SwiftUI also varies the gap between two texts with
/// their fonts, which Popshot does not).
final class StackNode: LayoutNode {
  let axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode]

  init(axis: Axis, alignment: Alignment, spacing: Double?, children: [LayoutNode]) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
  }

  /// The gap after child i.
  func gap(after i: Int) -> Double {
    if let spacing { return spacing }
    return children[i].isSpacer || children[i + 1].isSpacer ? 0 : 8
  }

  var internalSpacing: Double {
    children.count < 2 ? 0 : (0..<(children.count - 1)).reduce(0) { $0 + gap(after: $1) }
  }

  /// The size of every child for a proposal.
  func childSizes(_ p: ProposedSize) -> [Size] {
    let across = p.across(axis)
    guard let along = p.along(axis) else {
      return children.map { $0.size(ProposedSize.make(axis, along: nil, across: across)) }
    }
    func minLength(_ i: Int) -> Double {
      children[i].size(ProposedSize.make(axis, along: 0, across: across)).along(axis)
    }
    func maxLength(_ i: Int) -> Double {
      children[i].size(ProposedSize.make(axis, along: .infinity, across: across)).along(axis)
    }
    // Fitting order: priority descending, then flexibility ascending (an unbounded child with a
    // larger minimum counts as less flexible), then source order.
    func lessFlexible(_ a: Int, _ b: Int) -> Bool {
      let (la, ha, lb, hb) = (minLength(a), maxLength(a), minLength(b), maxLength(b))
      let (da, db) = (ha - la, hb - lb)
      if da != db { return da < db }
      let ea = da == .infinity ? -la : 0
      let eb = db == .infinity ? -lb : 0
      return ea < eb
    }
    var order = Array(children.indices)
    for i in 1..<max(1, order.count) {  // insertion sort: stable, like SwiftUI's for short lists
      var j = i
      while j > 0 {
        let a = order[j - 1]
        let b = order[j]
        let before =
          children[b].priority != children[a].priority
          ? children[b].priority > children[a].priority : lessFlexible(b, a)
        if !before { break }
        order.swapAt(j - 1, j)
        j -= 1
      }
    }
    var sizes = [Size](repeating: .zero, count: children.count)
    var available = along - internalSpacing
    var index = 0
    while index < order.count {
      let priority = children[order[index]].priority
      var end = index + 1
      while end < order.count && children[order[end]].priority == priority { end += 1 }
      if index == 0 {
        available -= order[end...].reduce(0) { $0 + minLength($1) }
      } else {
        available += order[index..<end].reduce(0) { $0 + minLength($1) }
      }
      var remaining = end - index
      for k in index..<end {
        let i = order[k]
        let share = max(available / Double(remaining), 0)
        let s = children[i].size(ProposedSize.make(axis, along: share, across: across))
        sizes[i] = s
        available -= s.along(axis)
        remaining -= 1
      }
      index = end
    }
    return sizes
  }

  override func measure(_ p: ProposedSize) -> Size {
    let sizes = childSizes(p)
    guard !sizes.isEmpty else { return .zero }
    let along = sizes.reduce(0) { $0 + $1.along(axis) } + internalSpacing
    let across = sizes.reduce(0) { max($0, $1.across(axis)) }
    return Size.make(axis, along: along, across: across)
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let sizes = childSizes(ProposedSize(frame.size))
    var cursor = axis == .horizontal ? frame.minX : frame.minY
    for (i, (child, s)) in zip(children, sizes).enumerated() {
      let origin: Point
      if axis == .horizontal {
        let slot = Rect(x: cursor, y: frame.minY, width: s.width, height: frame.height)
        origin = Alignment(horizontal: .leading, vertical: alignment.vertical).place(s, in: slot)
      } else {
        let slot = Rect(x: frame.minX, y: cursor, width: frame.width, height: s.height)
        origin = Alignment(horizontal: alignment.horizontal, vertical: .top).place(s, in: slot)
      }
      child.placeIn(Rect(origin: origin, size: s), &out)
      cursor += s.along(axis) + (i + 1 < children.count ? gap(after: i) : 0)
    }
  }
}

/// Child sizing: every child gets the proposal. Preferred size: the largest child in each
/// dimension. Children are drawn in zIndex order (then in order), each aligned in the frame.
final class ZStackNode: LayoutNode {
  let alignment: Alignment, children: [LayoutNode]
  init(alignment: Alignment, children: [LayoutNode]) {
    self.alignment = alignment
    self.children = children.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }.map(\.element)
  }
  override func measure(_ p: ProposedSize) -> Size {
    children.reduce(Size.zero) { acc, c in
      let s = c.size(p)
      return Size(width: max(acc.width, s.width), height: max(acc.height, s.height))
    }
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    for c in children {
      let s = c.size(ProposedSize(frame.size))
      c.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
    }
  }
}

/// Child sizing: the proposal less the insets (nil stays nil). Preferred size: the child's plus
/// the insets.
final class PaddingNode: WrapperNode {
  let insets: EdgeInsets
  init(_ child: LayoutNode, insets: EdgeInsets) {
    self.insets = insets
    super.init(child)
  }
  override func measure(_ p: ProposedSize) -> Size {
    let h = insets.leading + insets.trailing
    let v = insets.top + insets.bottom
    let s = child.size(
      ProposedSize(width: p.width.map { max(0, $0 - h) }, height: p.height.map { max(0, $0 - v) }))
    return Size(width: s.width + h, height: s.height + v)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    child.placeIn(frame.inset(by: insets), &out)
  }
}

/// Child sizing: the fixed dimensions, and the proposal in the others. Preferred size: the fixed
/// dimensions, and the child's in the others. The child is aligned inside.
final class FrameNode: WrapperNode {
  let width: Double?, height: Double?, alignment: Alignment
  init(_ child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child)
  }
  override func measure(_ p: ProposedSize) -> Size {
    let s = child.size(ProposedSize(width: width ?? p.width, height: height ?? p.height))
    return Size(width: width ?? s.width, height: height ?? s.height)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(ProposedSize(width: width ?? frame.width, height: height ?? frame.height))
    child.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
  }
}

/// A fraction of the proposal. Child sizing: the fractions of the proposal (nil where the
/// proposal or the fraction is nil). Preferred size: those dimensions, the child's elsewhere.
final class FractionFrameNode: WrapperNode {
  let width: Double?, height: Double?, alignment: Alignment
  init(_ child: LayoutNode, width: Double?, height: Double?, alignment: Alignment) {
    self.width = width
    self.height = height
    self.alignment = alignment
    super.init(child)
  }
  func fixed(_ p: ProposedSize) -> (Double?, Double?) {
    (width.flatMap { f in p.width.map { f * $0 } }, height.flatMap { f in p.height.map { f * $0 } })
  }
  override func measure(_ p: ProposedSize) -> Size {
    let (w, h) = fixed(p)
    let s = child.size(ProposedSize(width: w ?? p.width, height: h ?? p.height))
    return Size(width: w ?? s.width, height: h ?? s.height)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(ProposedSize(frame.size))
    child.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
  }
}

/// SwiftUI's flexible frame, by its documented rule. Child sizing: the proposal clamped to the
/// bounds, an unspecified dimension replaced by the ideal one. Preferred size, per dimension: the
/// child's when neither bound is given; the proposal clamped to both bounds when both are; with a
/// minimum only, the larger of it and the child's size, capped by the proposal when that is
/// smaller than the child; with a maximum only, the child's size, grown to the proposal (capped
/// at the maximum) when the proposal is larger.
final class FlexFrameNode: WrapperNode {
  let minW: Double?, idealW: Double?, maxW: Double?, minH: Double?, idealH: Double?, maxH: Double?
  let alignment: Alignment

  init(
    _ child: LayoutNode, minW: Double?, idealW: Double?, maxW: Double?, minH: Double?,
    idealH: Double?, maxH: Double?, alignment: Alignment
  ) {
    self.minW = minW
    self.idealW = idealW
    self.maxW = maxW
    self.minH = minH
    self.idealH = idealH
    self.maxH = maxH
    self.alignment = alignment
    super.init(child)
  }

  static func clamp(_ v: Double, _ lo: Double?, _ hi: Double?) -> Double {
    var x = v
    if let hi { x = min(x, hi) }
    if let lo { x = max(x, lo) }
    return x
  }

  func childProposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: p.width.map { FlexFrameNode.clamp($0, minW, maxW) } ?? idealW,
      height: p.height.map { FlexFrameNode.clamp($0, minH, maxH) } ?? idealH)
  }

  static func resolve(proposed: Double?, ideal: Double?, child: Double, lo: Double?, hi: Double?)
    -> Double
  {
    guard lo != nil || hi != nil else { return child }
    let p = proposed ?? ideal ?? child
    if lo != nil && hi != nil { return clamp(p, lo, hi) }
    if let lo { return p < child ? max(p, lo) : max(child, lo) }
    return p > child ? min(p, hi!) : child
  }

  override func measure(_ p: ProposedSize) -> Size {
    let s = child.size(childProposal(p))
    return Size(
      width: FlexFrameNode.resolve(
        proposed: p.width, ideal: idealW, child: s.width, lo: minW, hi: maxW),
      height: FlexFrameNode.resolve(
        proposed: p.height, ideal: idealH, child: s.height, lo: minH, hi: maxH))
  }

  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(childProposal(ProposedSize(frame.size)))
    child.placeIn(Rect(origin: alignment.place(s, in: frame), size: s), &out)
  }
}

/// A background or overlay. Child sizing: the decoration is offered the content's size.
/// Preferred size: the content's. A plain-colour background becomes the declared background of
/// the elements in front of it.
final class DecoratedNode: WrapperNode {
  let decoration: LayoutNode, alignment: Alignment, isBackground: Bool
  init(_ child: LayoutNode, decoration: LayoutNode, alignment: Alignment, isBackground: Bool) {
    self.decoration = decoration
    self.alignment = alignment
    self.isBackground = isBackground
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let ds = decoration.size(ProposedSize(frame.size))
    let dframe = Rect(origin: alignment.place(ds, in: frame), size: ds)
    if isBackground {
      decoration.placeIn(dframe, &out)
      let saved = out.background
      if let c = DecoratedNode.solidColor(of: decoration), c.alpha > 0 { out.background = c }
      child.placeIn(frame, &out)
      out.background = saved
    } else {
      child.placeIn(frame, &out)
      decoration.placeIn(dframe, &out)
    }
  }
  static func solidColor(of node: LayoutNode) -> SRGBColor? {
    if let s = node as? ShapeNode { return s.solidColor }
    if let w = node as? WrapperNode, !(w is ClipNode) { return solidColor(of: w.child) }
    return nil
  }
}

/// Draws its content as one group at an opacity.
final class OpacityNode: WrapperNode {
  let opacity: Double
  init(_ child: LayoutNode, opacity: Double) {
    self.opacity = opacity
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.items.append(.pushOpacity(opacity))
    child.placeIn(frame, &out)
    out.items.append(.popOpacity)
  }
}

/// Clips its content to a shape in its frame.
final class ClipNode: WrapperNode {
  let shape: (Rect) -> Path
  init(_ child: LayoutNode, shape: @escaping (Rect) -> Path) {
    self.shape = shape
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.items.append(.pushClip(shape(frame), .nonZero))
    child.placeIn(frame, &out)
    out.items.append(.popClip)
  }
}

/// A drop shadow of the content's silhouette: its clip shape when it is clipped (a card with a
/// corner radius), otherwise the union of the shapes it fills. Glyphs cast no shadow here.
final class ShadowNode: WrapperNode {
  let color: Color, radius: Double, dx: Double, dy: Double, scheme: ColorScheme
  init(
    _ child: LayoutNode, color: Color, radius: Double, dx: Double, dy: Double, scheme: ColorScheme
  ) {
    self.color = color
    self.radius = radius
    self.dx = dx
    self.dy = dy
    self.scheme = scheme
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    var inner = out
    inner.items = []
    child.placeIn(frame, &inner)
    var silhouette = Path()
    if case .pushClip(let clip, _)? = inner.items.first {
      silhouette = clip
    } else {
      for item in inner.items { if case .fill(let p, _, _) = item { silhouette.append(p) } }
    }
    if !silhouette.isEmpty {
      out.items.append(
        .shadow(
          silhouette, color: color.resolved(scheme), radius: radius, offset: Point(x: dx, y: dy)))
    }
    let items = out.items + inner.items
    out = inner
    out.items = items
  }
}

/// Moves drawing and hit areas, not layout.
final class OffsetNode: WrapperNode {
  let dx: Double, dy: Double
  init(_ child: LayoutNode, dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    child.placeIn(frame.offsetBy(dx: dx, dy: dy), &out)
  }
}

/// Child sizing: nil (ideal) in the fixed dimensions. Preferred size: the child's.
final class FixedSizeNode: WrapperNode {
  let horizontal: Bool, vertical: Bool
  init(_ child: LayoutNode, horizontal: Bool, vertical: Bool) {
    self.horizontal = horizontal
    self.vertical = vertical
    super.init(child)
  }
  func proposal(_ p: ProposedSize) -> ProposedSize {
    ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
  }
  override func measure(_ p: ProposedSize) -> Size { child.size(proposal(p)) }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = child.size(proposal(ProposedSize(frame.size)))
    child.placeIn(Rect(origin: Alignment.center.place(s, in: frame), size: s), &out)
  }
}

/// `.scaledToFit()`. Child sizing: the largest size with the child's ideal aspect ratio inside the
/// proposal. Preferred size: that size (the ideal size when nothing is proposed).
final class AspectFitNode: WrapperNode {
  func fitted(_ p: ProposedSize) -> Size {
    let ideal = child.size(.unspecified)
    guard ideal.width > 0, ideal.height > 0 else { return child.size(p) }
    let kx = p.width.map { $0 / ideal.width }
    let ky = p.height.map { $0 / ideal.height }
    let k: Double
    switch (kx, ky) {
    case (let a?, let b?): k = min(a, b)
    case (let a?, nil): k = a
    case (nil, let b?): k = b
    case (nil, nil): k = 1
    }
    guard k.isFinite else { return ideal }
    return Size(width: ideal.width * k, height: ideal.height * k)
  }
  override func measure(_ p: ProposedSize) -> Size { fitted(p) }
  override func place(_ frame: Rect, _ out: inout Output) {
    let s = fitted(ProposedSize(frame.size))
    child.placeIn(Rect(origin: Alignment.center.place(s, in: frame), size: s), &out)
  }
}

/// `.ignoresSafeArea`: marks the view so that `placeIn` extends its frame into the safe-area
/// insets on these edges (see LayoutNode.placeIn).
final class IgnoresSafeAreaNode: WrapperNode {
  init(_ child: LayoutNode, edges: Edges) {
    super.init(child)
    ignoredSafeEdges = child.ignoredSafeEdges.union(edges)
  }
}

/// A view that takes taps: a Button (role button, labelled by its label's text, drawn in the
/// accent colour unless a colour is set — see Builder) or a view with `.onTapGesture` (a container
/// element in front of what it contains). One element with the tap action; hit area: its frame, or
/// the content shape declared on or inside it.
final class TappableNode: WrapperNode {
  let id: String, action: String, role: SemanticRole
  init(_ child: LayoutNode, id: String, action: String, role: SemanticRole) {
    self.id = id
    self.action = action
    self.role = role
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let outerShape = out.contentShape
    out.contentShape = nil
    let first = out.elements.count
    child.placeIn(frame, &out)
    let inner = out.elements[first...]
    let isButton = role == .button
    let label =
      isButton
      ? inner.compactMap { $0.role == .text ? $0.text?.string : nil }.joined(separator: " ") : ""
    let hit = outerShape ?? out.contentShape ?? frame
    out.contentShape = nil
    out.elements.insert(
      SemanticElement(
        id: id, role: role, label: label.isEmpty ? nil : label, frame: frame, hitFrame: hit,
        text: nil,
        foreground: isButton ? inner.first?.foreground : nil, background: out.background,
        actions: [.tap(action)],
        zOrder: 0, hiddenFromAccessibility: false), at: first)
  }
}

/// `.contentShape`: the hit area of the button it wraps or contains.
final class ContentShapeNode: WrapperNode {
  let shape: (Rect) -> Path
  init(_ child: LayoutNode, shape: @escaping (Rect) -> Path) {
    self.shape = shape
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.contentShape = shape(frame).controlBounds
    child.placeIn(frame, &out)
  }
}

/// Accessibility modifiers and explicit ids: they change the element the content produces, or
/// add a container element when the content has none of its own.
final class AccessibilityNode: WrapperNode {
  let id: String, label: String?, hidden: Bool?, escape: Bool
  init(_ child: LayoutNode, id: String, label: String?, hidden: Bool?, escape: Bool) {
    self.id = id
    self.label = label
    self.hidden = hidden
    self.escape = escape
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    if let hidden {
      for i in first..<out.elements.count { out.elements[i].hiddenFromAccessibility = hidden }
    }
    guard label != nil || escape else { return }
    if first < out.elements.count,
      out.elements[first].id == id || out.elements[first].role == .button
    {
      if let label { out.elements[first].label = label }
      if escape { out.elements[first].actions.append(.escape) }
    } else {
      out.elements.insert(
        SemanticElement(
          id: id, role: .container, label: label, frame: frame, hitFrame: nil, text: nil,
          foreground: nil,
          background: out.background, actions: escape ? [.escape] : [], zOrder: 0,
          hiddenFromAccessibility: hidden ?? false), at: first)
    }
  }
}

/// GeometryReader. Child sizing: its own size. Preferred size: the proposal (nil: 10 pt).
/// The content is built for that size and sits at the top-leading corner.
final class GeometryNode: LayoutNode {
  let make: (GeometryProxy) -> LayoutNode
  let insets: EdgeInsets
  init(insets: EdgeInsets, make: @escaping (GeometryProxy) -> LayoutNode) {
    self.insets = insets
    self.make = make
  }
  override func measure(_ p: ProposedSize) -> Size { p.replacingUnspecified() }
  override func place(_ frame: Rect, _ out: inout Output) {
    let content = make(GeometryProxy(size: frame.size, safeAreaInsets: insets, globalFrame: frame))
    let s = content.size(ProposedSize(frame.size))
    content.placeIn(Rect(origin: frame.origin, size: s), &out)
  }
}

/// `.id`: records the view's frame under its explicit id.
final class IdNode: WrapperNode {
  let id: String
  init(_ child: LayoutNode, id: String) {
    self.id = id
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.frames[id] = frame
    child.placeIn(frame, &out)
  }
}

/// A view with a sheet or cover attached: the request is recorded where the view is placed.
final class PresentationNode: WrapperNode {
  let request: PresentationRequest
  init(_ child: LayoutNode, request: PresentationRequest) {
    self.request = request
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.presentations.append(request)
    child.placeIn(frame, &out)
  }
}

/// `.accessibilityAddTraits`: the traits go on the view's own element (a button's, a text's);
/// a view with none (a stack) gets a hidden container element with its frame to carry them.
final class TraitsNode: WrapperNode {
  let id: String, traits: AccessibilityTraits
  init(_ child: LayoutNode, id: String, traits: AccessibilityTraits) {
    self.id = id
    self.traits = traits
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let first = out.elements.count
    child.placeIn(frame, &out)
    let names = traits.nameList
    if first < out.elements.count, out.elements[first].id == id {
      out.elements[first].traits = (out.elements[first].traits ?? []) + names
    } else {
      var container = SemanticElement(
        id: id, role: .container, label: nil, frame: frame, hitFrame: nil, text: nil,
        foreground: nil, background: out.background, actions: [], zOrder: 0,
        hiddenFromAccessibility: true)
      container.traits = names
      out.elements.insert(container, at: first)
    }
  }
}

/// A view shown under a condition: placed as it is, and recorded with the elements it starts at.
final class ConditionalNode: WrapperNode {
  let id: String
  init(_ child: LayoutNode, id: String) {
    self.id = id
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    out.conditionals.append(
      ConditionalRegion(id: id, frame: frame, firstElement: out.elements.count))
    child.placeIn(frame, &out)
  }
}

/// Scale and rotation effects: the content is laid out and placed as it is, then its drawing and
/// its elements' frames (as bounding boxes) go through the transform.
final class EffectNode: WrapperNode {
  let transform: (Rect) -> Transform
  init(_ child: LayoutNode, transform: @escaping (Rect) -> Transform) {
    self.transform = transform
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let t = transform(frame)
    let firstItem = out.items.count
    let firstElement = out.elements.count
    child.placeIn(frame, &out)
    guard t != .identity else { return }
    let moved = out.items[firstItem...].flatMap { $0.applying(t) }
    out.items.replaceSubrange(firstItem..., with: moved)
    for i in firstElement..<out.elements.count { out.elements[i].apply(t) }
  }
}
