import PopshotGraphics

/// A geometric value of a view (its bounds, a point in it), carried up the tree by a preference
/// and resolved where a GeometryReader reads it, in that reader's coordinates (SwiftUI's Anchor).
/// Its value exists once the view is placed.
public struct Anchor<Value> {
  /// The view's frame in the render's coordinates.
  let frame: Rect
  let source: Source

  /// What an anchor measures of its view: made from the view's frame in the reader's coordinates.
  public struct Source {
    let make: (Rect) -> Value
    init(_ make: @escaping (Rect) -> Value) { self.make = make }
  }

  /// The value in coordinates whose origin is at `origin` (render coordinates).
  func resolved(from origin: Point) -> Value {
    source.make(frame.offsetBy(dx: -origin.x, dy: -origin.y))
  }
}

extension Anchor: Equatable where Value: Equatable {
  /// Two anchors are equal when their values are, in the render's coordinates.
  public static func == (a: Anchor, b: Anchor) -> Bool {
    a.resolved(from: .zero) == b.resolved(from: .zero)
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { CGRect(x: $0.minX, y: $0.minY, width: $0.width, height: $0.height) }
  }
  /// A rectangle in the view's own coordinates.
  public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source {
      CGRect(x: $0.minX + r.minX, y: $0.minY + r.minY, width: r.width, height: r.height)
    }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's own coordinates.
  public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { CGPoint(x: $0.minX + p.x, y: $0.minY + p.y) }
  }
  /// A point at a unit position of the view's bounds.
  public static func unitPoint(_ p: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source {
      let q = p.point(in: $0)
      return CGPoint(x: q.x, y: q.y)
    }
  }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// An anchor's value in this reader's coordinates.
  public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolved(from: globalFrame.origin) }
}

nonisolated extension View {
  /// Sets the view's value for a preference from an anchor of it; the value exists once the view
  /// is placed (read it with `overlayPreferenceValue`, `backgroundPreferenceValue` or
  /// `onPreferenceChange`).
  public func anchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modified(
      AnchorPreferenceModifier(key: AnyPreferenceKey(K.self)) { _, frame in
        transform(Anchor(frame: frame, source: value))
      })
  }
  /// Changes the value the views inside give a preference with an anchor of this view.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modified(
      AnchorPreferenceModifier(key: AnyPreferenceKey(K.self)) { inner, frame in
        var v = inner as? K.Value ?? K.defaultValue
        transform(&v, Anchor(frame: frame, source: value))
        return v
      })
  }
}

/// `.anchorPreference` and `.transformAnchorPreference`: a value made from the view's frame and
/// the value of the views inside. Before layout (the reduced tree) the view gives its content's
/// value: the anchor has no frame yet.
struct AnchorPreferenceModifier: LayoutModifier {
  let key: AnyPreferenceKey
  let value: (Any?, Rect) -> Any
  func makeLayout(_ c: ModifierContext) -> LayoutNode {
    AnchorPreferenceNode(c.content(), key: key.id, value: value)
  }
}

/// Child sizing and preferred size: the child's. Preferences: the child's, and once placed, this
/// node's value for its key, made from the frame it was placed in.
final class AnchorPreferenceNode: WrapperNode {
  let key: ObjectIdentifier
  let value: (Any?, Rect) -> Any
  private var placed: Rect?
  init(_ child: LayoutNode, key: ObjectIdentifier, value: @escaping (Any?, Rect) -> Any) {
    self.key = key
    self.value = value
    super.init(child)
  }
  override func place(_ frame: Rect, _ out: inout Output) {
    placed = frame
    child.placeIn(frame, &out)
  }
  override func preference(_ key: AnyPreferenceKey) -> Any? {
    guard key.id == self.key, let placed else { return child.preference(key) }
    return value(child.preference(key), placed)
  }
}
