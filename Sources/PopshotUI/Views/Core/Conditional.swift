import PopshotGraphics

/// A view shown by an `if` or `switch` in a view builder: where it is, for the audit's question
/// whether it covers the page without being modal to VoiceOver.
public struct ConditionalRegion: Sendable, Hashable {
  /// The id of the view shown.
  public let id: String
  public let frame: Rect
  /// The index of the first element placed inside it: elements before it are behind.
  public let firstElement: Int
  /// The shapes it draws, which take the taps of what lies under them and, when opaque, hide it
  /// (SwiftUI hit-tests every drawn shape, colour and image, whatever its opacity).
  public var covers: [CoverShape] = []
}

/// A shape a view draws over what is under it: its bounds on screen (cut by its clips), and
/// whether it is drawn fully opaque there.
public struct CoverShape: Sendable, Hashable {
  public var frame: Rect
  public var opaque: Bool
  public init(frame: Rect, opaque: Bool) {
    self.frame = frame
    self.opaque = opaque
  }

  /// The fills, images and materials of `items`, with the clips and opacities around them; what
  /// a mask draws is left out (it is no content), and so are fully transparent fills.
  public static func covers(in items: ArraySlice<DisplayItem>) -> [CoverShape] {
    var out: [CoverShape] = []
    // One entry per open group: its clip bounds, its opacity, and whether it is a mask's part.
    var stack: [(clip: Rect?, opacity: Double, masking: Bool)] = []
    var clip: Rect? = nil
    var opacity = 1.0
    var masking = false
    func push(clip c: Rect? = nil, opacity a: Double = 1) {
      stack.append((clip, opacity, masking))
      if let c { clip = clip.map { $0.intersection(c) } ?? c }
      opacity *= a
    }
    func add(_ bounds: Rect, opaque: Bool) {
      let r = clip.map { bounds.intersection($0) } ?? bounds
      guard !masking, !r.isEmpty, opacity > 0 else { return }
      out.append(CoverShape(frame: r, opaque: opaque && opacity >= 1))
    }
    for item in items {
      switch item {
      case .pushClip(let path, _): push(clip: path.controlBounds)
      case .pushOpacity(let a): push(opacity: a)
      case .pushLayer(.opacity(let a)): push(opacity: a)
      case .pushLayer(.mask), .pushLayer: push()
      case .beginMask: masking = true
      case .popClip, .popOpacity, .popLayer:
        if let top = stack.popLast() { (clip, opacity, masking) = top }
      case .fill(let path, let paint, _):
        guard paint.maxAlpha > 0 else { continue }
        add(path.controlBounds, opaque: paint.isOpaque)
      case .image(let d): add(d.outline.controlBounds, opaque: false)
      case .backdrop(let path, _): add(path.controlBounds, opaque: false)
      case .stroke, .shadow, .glyphRun: continue
      }
    }
    return out
  }

  /// The shape moved through `t` (its bounding box).
  func applying(_ t: Transform) -> CoverShape {
    CoverShape(frame: frame.applying(t), opaque: opaque)
  }
}

nonisolated extension View {
  /// The view as if built under a condition (an `if` in a view builder): what a fixture's
  /// `shownWhen` says of the Swift code it transcribes.
  package func shownUnderCondition() -> some View { Conditional(view: self, branch: .some) }
}

/// A view built under a condition (`if`, `switch` in a view builder).
nonisolated struct Conditional: PrimitiveView {
  let view: any View
  /// Which branch it is in: the state of its views is kept apart from the other branch's.
  let branch: Branch
  func makeNode() -> ViewNode {
    // Outside a session a branch is its view: one thread-local read decides it.
    guard StateGraph.current != nil else { return .modified(node(of: view), ConditionalModifier()) }
    return .modified(
      inScope(branch.identity) { insertionPoint { node(of: view) } }, ConditionalModifier())
  }

  /// An `if`'s (or `switch`'s) first and second branch, or an `if` without `else`.
  enum Branch: UInt64 {
    case first = 1
    case second, some
    var identity: UInt64 { Identity.mix(Identity.of(Conditional.self), rawValue) }
  }
}

/// Records the view it modifies as shown under a condition.
struct ConditionalModifier: LayoutModifier {
  func makeLayout(_ c: ModifierContext) -> LayoutNode { ConditionalNode(c.content(), id: c.id) }
}

/// A view shown under a condition: placed as it is, and recorded with the elements it starts at.
final class ConditionalNode: WrapperNode {
  let id: String
  init(_ child: LayoutNode, id: String) {
    self.id = id
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    let index = out.conditionals.count
    let firstItem = out.items.count
    out.conditionals.append(
      ConditionalRegion(id: id, frame: frame, firstElement: out.elements.count))
    child.placeIn(frame, &out)
    out.conditionals[index].covers = CoverShape.covers(in: out.items[firstItem...])
  }
}
