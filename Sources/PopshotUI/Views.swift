import PopshotGraphics
import PopshotText

/// A string drawn in the environment's font and foreground style.
public struct Text: PrimitiveView {
  let string: String
  /// What the Text-returning modifiers set, behind a reference: a text is then three words, which
  /// an `any View` holds in place instead of boxing (a fixture can hold tens of thousands).
  private var style: Style?

  private final class Style: Sendable {
    let font: Font?
    let weight: FontWeight?
    let color: Color?
    init(font: Font?, weight: FontWeight?, color: Color?) {
      self.font = font
      self.weight = weight
      self.color = color
    }
  }

  var font: Font? { style?.font }
  var weight: FontWeight? { style?.weight }
  var color: Color? { style?.color }

  public init(_ string: String) { self.string = string }
  public init(verbatim string: String) { self.string = string }
  /// SwiftUI's Text-returning modifiers: they bind to this text only.
  public func font(_ f: Font?) -> Text {
    var t = self
    t.style = Style(font: f, weight: weight, color: color)
    return t
  }
  public func fontWeight(_ w: FontWeight?) -> Text {
    var t = self
    t.style = Style(font: font, weight: w, color: color)
    return t
  }
  public func bold() -> Text { fontWeight(.bold) }
  public func foregroundColor(_ c: Color?) -> Text {
    var t = self
    t.style = Style(font: font, weight: weight, color: c)
    return t
  }
  func makeNode() -> ViewNode {
    var n = ViewNode.text(string)
    if let font { n = .modified(n, .font(font)) }
    if let weight { n = .modified(n, .fontWeight(weight)) }
    if let color { n = .modified(n, .foreground(color)) }
    return n
  }
}

/// What an Image shows.
struct ImageContent {
  var symbol: Symbol
  var resizable: Bool
}

/// An SF Symbol-like image (`Image(systemName:)`), drawn from Popshot's own vector paths.
public struct Image: PrimitiveView {
  var content: ImageContent
  /// One of the symbols Popshot draws (see `Symbol`); an unknown name draws a placeholder box
  /// and is reported by `Symbol.isKnown`.
  public init(systemName: String) {
    content = ImageContent(symbol: Symbol(name: systemName), resizable: false)
  }
  /// Lets the image stretch to the space it is offered instead of taking its font-based size.
  public func resizable() -> Image {
    var i = self
    i.content.resizable = true
    return i
  }
  func makeNode() -> ViewNode { .image(content) }
}

/// A shape with how it is painted.
struct ShapeContent {
  var path: (Rect) -> Path
  var style: (any ShapeStyle)?
  var stroke: StrokeStyle?
  /// Colours and gradients used as views fill their frame with no outline of their own.
  var isColorView: Bool
  var fillRule: FillRule = .nonZero
}

/// A 2-D shape that fills its frame (SwiftUI's Shape).
public protocol Shape: View where Body == Never {
  func path(in rect: Rect) -> Path
  /// How the path is filled (SwiftUI's FillStyle eoFill); non-zero unless a shape says otherwise.
  var fillRule: FillRule { get }
}

/// A shape as a view: filled with the foreground style.
func shapeNode(_ s: any Shape) -> ViewNode {
  .shape(
    ShapeContent(
      path: { s.path(in: $0) }, style: nil, stroke: nil, isColorView: false, fillRule: s.fillRule))
}

extension Shape {
  public var fillRule: FillRule { .nonZero }
  public var body: Never { return fatalError("\(Self.self) is a shape and has no body") }
  /// The shape filled with a colour or gradient.
  public func fill(_ style: some ShapeStyle) -> some View {
    let s = self
    return ShapeView(
      content: ShapeContent(
        path: { s.path(in: $0) }, style: style, stroke: nil, isColorView: false,
        fillRule: s.fillRule))
  }
  /// The shape's outline.
  public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> some View {
    let s = self
    return ShapeView(
      content: ShapeContent(
        path: { s.path(in: $0) }, style: style, stroke: StrokeStyle(width: lineWidth),
        isColorView: false))
  }
  /// The shape's outline with a full stroke style.
  public func stroke(_ style: some ShapeStyle, style stroke: StrokeStyle) -> some View {
    let s = self
    return ShapeView(
      content: ShapeContent(
        path: { s.path(in: $0) }, style: style, stroke: stroke, isColorView: false))
  }
}

struct ShapeView: PrimitiveView {
  let content: ShapeContent
  func makeNode() -> ViewNode { .shape(content) }
}

public struct Rectangle: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { .rect(rect) }
}

/// SwiftUI's RoundedCornerStyle.
public typealias RoundedCornerStyle = CornerStyle

public struct RoundedRectangle: Shape {
  public var cornerRadius: Double
  public var style: RoundedCornerStyle
  public init(cornerRadius: Double, style: RoundedCornerStyle = .circular) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  public func path(in rect: Rect) -> Path {
    .roundedRect(rect, cornerRadius: cornerRadius, style: style)
  }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path {
    .circle(center: rect.center, radius: min(rect.width, rect.height) / 2)
  }
}

public struct Capsule: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { .capsule(in: rect) }
}

public struct Ellipse: Shape {
  public init() {}
  public func path(in rect: Rect) -> Path { .ellipse(in: rect) }
}

extension Color: PrimitiveView {
  func makeNode() -> ViewNode {
    .shape(ShapeContent(path: { .rect($0) }, style: self, stroke: nil, isColorView: true))
  }
}

extension LinearGradient: PrimitiveView {
  func makeNode() -> ViewNode {
    .shape(ShapeContent(path: { .rect($0) }, style: self, stroke: nil, isColorView: true))
  }
}

/// Flexible space along a stack's axis, at least `minLength` (8 pt when nil).
public struct Spacer: PrimitiveView {
  let minLength: Double?
  public init(minLength: Double? = nil) { self.minLength = minLength }
  func makeNode() -> ViewNode { .spacer(minLength: minLength) }
}

/// A one-pixel separator line across the stack it is in.
public struct Divider: PrimitiveView {
  public init() {}
  func makeNode() -> ViewNode { .divider }
}

/// Views in a column.
public struct VStack: PrimitiveView {
  // Content first: the fields then pack into three words, which `any View` holds in place.
  let content: ViewList, spacing: Double?, alignment: HorizontalAlignment
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> some View
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .stack(
      .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing,
      children: ViewNode.flatten(content.nodes))
  }
}

/// Views in a row.
public struct HStack: PrimitiveView {
  // Content first: the fields then pack into three words, which `any View` holds in place.
  let content: ViewList, spacing: Double?, alignment: VerticalAlignment
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> some View
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .stack(
      .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing,
      children: ViewNode.flatten(content.nodes))
  }
}

/// Views on top of each other, later ones in front.
public struct ZStack: PrimitiveView {
  let alignment: Alignment, content: ViewList
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> some View) {
    self.alignment = alignment
    self.content = ViewList.children(content())
  }
  func makeNode() -> ViewNode {
    .zstack(alignment: alignment, children: ViewNode.flatten(content.nodes))
  }
}

/// The meaning of a button, which sets its default colour.
public enum ButtonRole: String, CaseIterable, Sendable, Codable { case cancel, destructive }

/// A control that performs an action. Popshot records that it has one (named by `actionName`); it
/// never runs it.
public struct Button: PrimitiveView {
  let label: ViewNode, role: ButtonRole?, actionName: String
  public init(
    role: ButtonRole? = nil, actionName: String = "tap", action: () -> Void = {},
    @ViewBuilder label: () -> ViewList
  ) {
    self.role = role
    self.actionName = actionName
    self.label = label().makeNode()
  }
  public init(
    _ title: String, role: ButtonRole? = nil, actionName: String = "tap", action: () -> Void = {}
  ) {
    self.init(role: role, actionName: actionName, action: action) { Text(title) }
  }
  func makeNode() -> ViewNode { .button(label: label, role: role, action: actionName) }
}

/// The size a GeometryReader was given, for its content.
public struct GeometryProxy: Sendable {
  public let size: Size
  public let safeAreaInsets: EdgeInsets
  /// Where the reader is in the coordinate space of the render (the screen, for a page).
  let globalFrame: Rect

  /// The reader's frame in a coordinate space: `.global` is the render's (the screen for a page;
  /// a sheet's content is laid out in the sheet's own), `.local` starts at zero.
  public func frame(in space: CoordinateSpace) -> CGRect {
    switch space {
    case .local: return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    case .global, .named:
      return CGRect(
        x: globalFrame.minX, y: globalFrame.minY, width: size.width, height: size.height)
    }
  }
}

/// A coordinate space to measure a frame in (SwiftUI's CoordinateSpace). Popshot has no named
/// spaces of its own: a named space is measured as the global one.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global, local
  case named(AnyHashable)
}

/// Takes all the space it is offered and builds its content for that size; the content sits at
/// the top-leading corner.
public struct GeometryReader: PrimitiveView {
  let content: (GeometryProxy) -> any View
  public init<Content: View>(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  func makeNode() -> ViewNode {
    // The content is built during layout, once the size is known, in the environment the
    // reader was built in.
    let c = content
    let environment = EnvironmentValues.current
    return .geometry { proxy in
      EnvironmentValues.$current.withValue(environment) { node(of: c(proxy)) }
    }
  }
}
