import PopshotGraphics
import PopshotText

/// A change to a view: layout (padding, frames…), drawing (clip, shadow…), environment (font,
/// colour…) or meaning (accessibility, hit area).
enum Modifier {
  case padding(EdgeInsets)
  case frame(width: Double?, height: Double?, alignment: Alignment)
  case fractionFrame(width: Double?, height: Double?, alignment: Alignment)
  indirect case flexFrame(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?,
    idealHeight: Double?, maxHeight: Double?, alignment: Alignment)
  case background(ViewNode, Alignment)
  case overlay(ViewNode, Alignment)
  case foreground(any ShapeStyle)
  case font(Font)
  case fontWeight(FontWeight)
  case lineLimit(Int?)
  case multilineTextAlignment(TextAlignment)
  case environment((inout EnvironmentValues) -> Void)
  case opacity(Double)
  case clip((Rect) -> Path)
  indirect case shadow(color: Color, radius: Double, x: Double, y: Double)
  case offset(x: Double, y: Double)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case aspectFit
  case ignoresSafeArea(Edges)
  case contentShape((Rect) -> Path)
  case accessibilityLabel(String)
  case accessibilityHidden(Bool)
  case accessibilityAction(String)
  case onTap(String)
  case zIndex(Double)
  case id(String)
  /// A sheet or cover attached here.
  indirect case presentation(PresentationRequest)
  /// A setting of the sheet this view is the content of (detents, grabber…).
  case presentationConfiguration((inout PresentationConfiguration) -> Void)
  /// The title of the navigation container the view is in.
  case navigationTitle(String)
  case navigationTitleDisplayMode(NavigationBarItem.TitleDisplayMode)
  /// Accessibility traits added to the view's element.
  case accessibilityTraits(AccessibilityTraits)
  /// The view is shown by an `if` or `switch` of a view builder.
  case conditional
  /// Drawn through a transform of its frame (scale and rotation effects), without moving its
  /// layout.
  case effect((Rect) -> Transform)
}

/// A view with a modifier applied. The content is reduced to nodes when a render asks, inside
/// the environment the modifier makes (so `@Environment` reads what `.environment` set).
struct ModifiedView: PrimitiveView {
  let content: any View
  let modifier: Modifier
  func makeNode() -> ViewNode {
    guard let change = modifier.environmentChange else {
      return .modified(node(of: content), modifier)
    }
    return .modified(EnvironmentValues.with(change) { node(of: content) }, modifier)
  }
}

extension Modifier {
  /// How the modifier changes the environment of its content, if it does.
  var environmentChange: ((inout EnvironmentValues) -> Void)? {
    switch self {
    case .foreground(let style): return { $0.foregroundStyle = style }
    case .font(let f): return { $0.font = f }
    case .fontWeight(let w): return { $0.fontWeight = w }
    case .lineLimit(let n): return { $0.lineLimit = n }
    case .multilineTextAlignment(let a): return { $0.multilineTextAlignment = a }
    case .environment(let change): return change
    default: return nil
    }
  }
}

extension View {
  func modified(_ m: Modifier) -> ModifiedView {
    ModifiedView(content: erased(self), modifier: m)
  }

  /// Space around the view; 16 pt on every edge by default.
  public func padding(_ length: Double = 16) -> some View {
    modified(.padding(EdgeInsets(all: length)))
  }
  /// Space on some edges (16 pt when no length is given).
  public func padding(_ edges: Edges, _ length: Double = 16) -> some View {
    modified(
      .padding(
        EdgeInsets(
          top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
          bottom: edges.contains(.bottom) ? length : 0,
          trailing: edges.contains(.trailing) ? length : 0)))
  }
  public func padding(_ insets: EdgeInsets) -> some View { modified(.padding(insets)) }

  /// A fixed width and/or height; an unspecified one takes the content's.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> some View
  {
    modified(.frame(width: width, height: height, alignment: alignment))
  }
  /// A fraction of the space offered (the seeds' `GeometryReader { g in ….frame(width:
  /// g.size.width * 0.8, …) }` idiom, without the reader); an unspecified fraction takes the
  /// content's size.
  public func frame(
    widthFraction: Double? = nil, heightFraction: Double? = nil, alignment: Alignment = .center
  ) -> some View {
    modified(.fractionFrame(width: widthFraction, height: heightFraction, alignment: alignment))
  }
  /// Bounds on the size (SwiftUI's flexible frame); `maxWidth: .infinity` takes all the width.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> some View {
    modified(
      .flexFrame(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
        minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
  }

  /// A view behind this one, sized to it.
  public func background(_ view: some View, alignment: Alignment = .center) -> some View {
    modified(.background(node(of: view), alignment))
  }
  /// A view behind this one, built in place (`.background { … }`).
  public func background(alignment: Alignment = .center, @ViewBuilder content: () -> some View)
    -> some View
  {
    modified(.background(node(of: content()), alignment))
  }
  /// A view in front of this one, sized to it.
  public func overlay(_ view: some View, alignment: Alignment = .center) -> some View {
    modified(.overlay(node(of: view), alignment))
  }
  public func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> some View)
    -> some View
  {
    modified(.overlay(node(of: content()), alignment))
  }

  public func foregroundColor(_ color: Color?) -> some View {
    color.map { modified(.foreground($0)) } ?? modified(.environment { _ in })
  }
  public func foregroundStyle(_ style: some ShapeStyle) -> some View {
    modified(.foreground(style))
  }
  public func font(_ font: Font?) -> some View {
    font.map { modified(.font($0)) } ?? modified(.environment { _ in })
  }
  public func fontWeight(_ weight: FontWeight) -> some View { modified(.fontWeight(weight)) }
  public func lineLimit(_ n: Int?) -> some View { modified(.lineLimit(n)) }
  public func multilineTextAlignment(_ a: TextAlignment) -> some View {
    modified(.multilineTextAlignment(a))
  }
  /// Sets an environment value for this view and its content.
  public func environment<V>(_ key: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View
  {
    modified(.environment { $0[keyPath: key] = value })
  }

  /// Draws the view and its content as one group at this opacity.
  public func opacity(_ value: Double) -> some View { modified(.opacity(value)) }
  /// Clips to a rounded rectangle of the view's frame (SwiftUI's cornerRadius).
  public func cornerRadius(_ radius: Double) -> some View {
    modified(.clip { .roundedRect($0, cornerRadius: radius) })
  }
  /// Clips to a shape laid in the view's frame.
  public func clipShape(_ shape: some Shape) -> some View {
    let s = shape
    return modified(.clip { s.path(in: $0) })
  }
  /// Clips to the view's frame.
  public func clipped() -> some View { modified(.clip { .rect($0) }) }
  /// A drop shadow of the view's silhouette (SwiftUI's `.shadow(color:radius:x:y:)`).
  public func shadow(
    color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0
  ) -> some View {
    modified(.shadow(color: color, radius: radius, x: x, y: y))
  }
  /// Moves the drawing and hit area, not the layout.
  public func offset(x: Double = 0, y: Double = 0) -> some View { modified(.offset(x: x, y: y)) }
  public func offset(_ size: Size) -> some View { modified(.offset(x: size.width, y: size.height)) }
  /// Proposes the ideal size in both dimensions (no wrapping, no squeezing).
  public func fixedSize() -> some View { modified(.fixedSize(horizontal: true, vertical: true)) }
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modified(.fixedSize(horizontal: horizontal, vertical: vertical))
  }
  /// Stacks offer space to higher priorities first.
  public func layoutPriority(_ p: Double) -> some View { modified(.layoutPriority(p)) }
  /// Scales to fit the offered space, keeping the content's aspect ratio.
  public func scaledToFit() -> some View { modified(.aspectFit) }
  /// Lets the view extend into the safe-area insets on these edges.
  public func ignoresSafeArea(edges: Edges = .all) -> some View {
    modified(.ignoresSafeArea(edges))
  }
  public func edgesIgnoringSafeArea(_ edges: Edges) -> some View {
    modified(.ignoresSafeArea(edges))
  }
  /// The area that receives taps: a shape in the view's frame.
  public func contentShape(_ shape: some Shape) -> some View {
    let s = shape
    return modified(.contentShape { s.path(in: $0) })
  }
  public func accessibilityLabel(_ label: String) -> some View {
    modified(.accessibilityLabel(label))
  }
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    modified(.accessibilityHidden(hidden))
  }
  /// Declares the escape action (VoiceOver's two-finger scrub) that dismisses a custom modal.
  public func accessibilityEscapeAction(_ action: () -> Void = {}) -> some View {
    modified(.accessibilityAction("escape"))
  }
  /// A tap handler (recorded as the element's tap action with this name; never run).
  public func onTapGesture(actionName: String = "tap", perform action: () -> Void = {}) -> some View
  {
    modified(.onTap(actionName))
  }
  /// Order in a ZStack: higher values in front.
  public func zIndex(_ z: Double) -> some View { modified(.zIndex(z)) }
  /// A stable identity for the view's semantic element (instead of its position in the tree).
  public func id(_ id: String) -> some View { modified(.id(id)) }
  public func accessibilityIdentifier(_ id: String) -> some View { modified(.id(id)) }
}

/// Which unsafe areas a view extends into (SwiftUI's SafeAreaRegions). Popshot has no keyboard:
/// `.keyboard` alone changes nothing.
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Extends the view into the unsafe areas of `regions` on `edges`.
  public func ignoresSafeArea(_ regions: SafeAreaRegions, edges: Edges = .all) -> some View {
    modified(.ignoresSafeArea(regions.contains(.container) ? edges : []))
  }
}
