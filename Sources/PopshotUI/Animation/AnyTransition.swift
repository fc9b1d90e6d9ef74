// How views enter and leave. A still draws a view inserted, at the transition's identity. A
// filmstrip (`SceneRenderer.renderFilmstrip`) draws the views a step inserted part way: at a
// fraction p of its animation, each of the transition's properties is p of the way from its
// active value to its identity value (docs/swiftui.md, "Motion").
import PopshotGraphics

/// How a view enters and leaves (SwiftUI's AnyTransition). A still shows the view after its
/// insertion, at identity.
public struct AnyTransition: Sendable {
  indirect enum Kind: Sendable {
    case identity
    case opacity
    /// Scaled from `scale` about `anchor`.
    case scale(Double, UnitPoint)
    /// Moved by its own size towards the edge.
    case move(Edge)
    case offset(Double, Double)
    /// In from the leading edge, out to the trailing edge.
    case slide
    /// In from `edge` and out the opposite one, fading.
    case push(Edge)
    case asymmetric(insertion: Kind, removal: Kind)
    case combined(Kind, Kind)
    /// A modifier's active state to its identity: drawn at identity (not interpolated).
    case modifier(String)
  }
  let kind: Kind
  /// The animation the transition brings (`.animation(_:)`), which wins over the change's.
  let animation: Animation?

  init(_ kind: Kind, animation: Animation? = nil) {
    self.kind = kind
    self.animation = animation
  }

  public static let opacity = AnyTransition(.opacity)
  /// Scaled up about the centre from nearly nothing (a hundred-thousandth, as SwiftUI's).
  public static let scale = AnyTransition(.scale(1e-5, .center))
  public static let slide = AnyTransition(.slide)
  public static let identity = AnyTransition(.identity)
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(.scale(Double(scale), anchor))
  }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
  /// In from `edge` while the view it replaces leaves by the opposite edge (iOS 16).
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(.push(edge)) }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
    AnyTransition(.offset(Double(x), Double(y)))
  }
  public static func offset(_ offset: CGSize) -> AnyTransition {
    AnyTransition(.offset(Double(offset.width), Double(offset.height)))
  }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(
      .asymmetric(insertion: insertion.kind, removal: removal.kind),
      animation: insertion.animation ?? removal.animation)
  }
  /// A transition between a modifier's active state and its identity. A filmstrip draws it at
  /// identity from the first frame (the modifier is not interpolated yet: docs/swiftui.md).
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(.modifier("\(E.self)"))
  }
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(.combined(kind, other.kind), animation: animation ?? other.animation)
  }
  /// The transition with its own animation, used instead of the change's.
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(kind, animation: animation)
  }

  /// What an insertion looks like `p` of the way from the active state (0) to identity (1).
  func insertion(at p: Double) -> TransitionLook {
    var look = TransitionLook()
    kind.insert(at: p, into: &look)
    return look
  }

  /// What a removal looks like `p` of the way from identity (0) to the active state (1).
  func removal(at p: Double) -> TransitionLook {
    var look = TransitionLook()
    kind.remove(at: p, into: &look)
    return look
  }
}

extension AnyTransition.Kind {
  /// Adds this transition's part of an insertion `p` of the way in.
  func insert(at p: Double, into look: inout TransitionLook) {
    let q = 1 - p
    switch self {
    case .identity, .modifier: break
    case .opacity: look.opacity *= min(max(p, 0), 1)
    case .scale(let s, let anchor):
      look.scale *= s + (1 - s) * p
      look.anchor = anchor
    case .move(let edge):
      let (x, y) = edge.direction
      look.sizeOffset.x += Double(x) * q
      look.sizeOffset.y += Double(y) * q
    case .offset(let dx, let dy):
      look.offset.x += dx * q
      look.offset.y += dy * q
    case .slide: Self.move(.leading).insert(at: p, into: &look)
    case .push(let edge):
      Self.move(edge).insert(at: p, into: &look)
      Self.opacity.insert(at: p, into: &look)
    case .asymmetric(let insertion, _): insertion.insert(at: p, into: &look)
    case .combined(let a, let b):
      a.insert(at: p, into: &look)
      b.insert(at: p, into: &look)
    }
  }
}

extension AnyTransition.Kind {
  /// Adds this transition's part of a removal `p` of the way out: an insertion played backwards,
  /// but for the transitions whose way out differs (`.slide` leaves by the trailing edge,
  /// `.push` by the edge opposite the one it came from, `.asymmetric` by its removal).
  func remove(at p: Double, into look: inout TransitionLook) {
    switch self {
    case .slide: Self.move(.trailing).insert(at: 1 - p, into: &look)
    case .push(let edge):
      Self.move(edge.opposite).insert(at: 1 - p, into: &look)
      Self.opacity.insert(at: 1 - p, into: &look)
    case .asymmetric(_, let removal): removal.remove(at: p, into: &look)
    case .combined(let a, let b):
      a.remove(at: p, into: &look)
      b.remove(at: p, into: &look)
    default: insert(at: 1 - p, into: &look)
    }
  }
}

extension Edge {
  /// The edge across from this one.
  fileprivate var opposite: Edge {
    switch self {
    case .top: return .bottom
    case .bottom: return .top
    case .leading: return .trailing
    case .trailing: return .leading
    }
  }

  /// The way out through this edge, in screen axes (leading is left).
  fileprivate var direction: (Int, Int) {
    switch self {
    case .top: return (0, -1)
    case .bottom: return (0, 1)
    case .leading: return (-1, 0)
    case .trailing: return (1, 0)
    }
  }
}

/// A transition's state at one moment: how the inserted view is drawn then.
struct TransitionLook: Equatable {
  var opacity = 1.0
  /// Scale about `anchor` of the view's frame.
  var scale = 1.0
  var anchor = UnitPoint.center
  /// Offset in multiples of the view's own width and height.
  var sizeOffset = Point(x: 0, y: 0)
  /// Offset in points.
  var offset = Point(x: 0, y: 0)

  var isIdentity: Bool { self == TransitionLook() }
}

nonisolated extension View {
  /// How the view enters and leaves; a still shows it inserted, a filmstrip its way in.
  public func transition(_ t: AnyTransition) -> some View { modified(TransitionTrait(t)) }
}

/// `.transition`: what the view does when it is inserted. It changes nothing drawn; the place
/// that inserts the view reads it (`TransitionTrait.find`).
struct TransitionTrait: LayoutModifier {
  let transition: AnyTransition
  init(_ transition: AnyTransition) { self.transition = transition }

  /// The transition of the view `node` makes: the outermost `.transition` among the modifiers
  /// around it, through custom views' bodies (a container's children keep theirs to
  /// themselves), or SwiftUI's default, `.opacity`.
  static func find(in node: ViewNode) -> AnyTransition {
    var n = node
    while case .modified(let inner, let m) = n {
      // A reduced modifier is its ModifiedView (the trait reduces to nothing else).
      if let trait = m as? ModifiedView<TransitionTrait> { return trait.modifier.transition }
      n = inner
    }
    return .opacity
  }
}

extension TransitionLook {
  /// The look's move and scale for a view whose frame is `frame`.
  func transform(for frame: Rect) -> Transform {
    let dx = sizeOffset.x * frame.width + offset.x
    let dy = sizeOffset.y * frame.height + offset.y
    var t = Transform.translation(dx, dy)
    if scale != 1 {
      t = about(anchor.point(in: frame), .scale(scale, scale)).concatenating(t)
    }
    return t
  }

  /// `items` (a view's drawing, its frame `frame`) as the look has them.
  func applied(to items: [DisplayItem], in frame: Rect) -> [DisplayItem] {
    let t = transform(for: frame)
    let moved = t == .identity ? items : items.flatMap { $0.applying(t) }
    guard opacity < 1 else { return moved }
    return [.pushOpacity(opacity)] + moved + [.popOpacity]
  }
}

/// Draws an inserted view as its transition has it at one moment of a filmstrip.
struct TransitionEffect: LayoutModifier {
  let look: TransitionLook
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    let look = look
    let moved = EffectNode(c.content()) { frame in look.transform(for: frame) }
    guard look.opacity < 1 else { return moved }
    return OpacityNode(moved, opacity: look.opacity)
  }
}
