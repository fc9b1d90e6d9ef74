// Auto Layout as UIKit code writes it in a representable's `makeUIView`: anchors
// (`view.topAnchor.constraint(equalTo: other.topAnchor, constant: 8)`), constraints activated
// with `NSLayoutConstraint.activate`, priorities, layout guides. A still records them and does
// not solve them: each constraint keeps its items, attributes, relation, multiplier, constant
// and priority, and an active one is installed on the nearest common ancestor of its views, as
// UIKit installs it (`constraints`). What is drawn is each view at the frame code gave it; a
// view placed only by constraints keeps its zero frame and is not seen (docs/swiftui.md,
// "UIKit views").
//
// Isolation: the anchors, constraints and guides are `@MainActor`, as in the SDK.
import Foundation

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
  /// How strongly a constraint holds (UIKit's UILayoutPriority), from 1 to 1000 (required).
  public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    // UIKit's values.
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
  }

  /// A relation between two attributes of views or layout guides (UIKit's
  /// NSLayoutConstraint): `firstItem.firstAttribute relation secondItem.secondAttribute ×
  /// multiplier + constant`. Recorded, never solved, in a still.
  @MainActor @preconcurrency open class NSLayoutConstraint: NSObject {
    /// An attribute of an item's layout (UIKit's NSLayoutConstraint.Attribute), with UIKit's
    /// raw values.
    public enum Attribute: Int, Sendable {
      case left = 1
      case right, top, bottom, leading, trailing, width, height, centerX, centerY
      case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin
      case leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
      case notAnAttribute = 0
    }
    /// How the two sides compare (UIKit's NSLayoutConstraint.Relation).
    public enum Relation: Int, Sendable {
      case lessThanOrEqual = -1
      case equal = 0
      case greaterThanOrEqual = 1
    }
    /// A direction a view can be stretched or squeezed in (UIKit's NSLayoutConstraint.Axis).
    public enum Axis: Int, Sendable {
      case horizontal = 0
      case vertical = 1
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// The offset added to the second side; it may be changed after the constraint is made.
    open var constant: CGFloat
    /// How strongly it holds; `.required` unless set.
    open var priority: UILayoutPriority = .required
    open var identifier: String?
    open var shouldBeArchived = false
    /// The view the constraint is installed on while it is active.
    private(set) weak var installedOn: UIView?

    init(
      first: AnyObject?, _ firstAttribute: Attribute, _ relation: Relation,
      second: AnyObject?, _ secondAttribute: Attribute, multiplier: CGFloat,
      constant: CGFloat
    ) {
      firstItem = first
      self.firstAttribute = firstAttribute
      self.relation = relation
      secondItem = second
      self.secondAttribute = secondAttribute
      self.multiplier = multiplier
      self.constant = constant
      super.init()
    }

    /// A constraint between two items' attributes, as UIKit's initialiser of these labels
    /// makes it (`toItem` nil and `.notAnAttribute` for a constant width or height).
    public convenience init(
      item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
      toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat,
      constant c: CGFloat
    ) {
      self.init(
        first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject },
        attr2, multiplier: multiplier, constant: c)
    }

    /// The anchor of the first item's attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
      NSLayoutAnchor(item: firstItem, attribute: firstAttribute)
    }
    /// The anchor of the second item's attribute; nil for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
      secondItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// Whether the constraint is installed. Activating installs it on the nearest common
    /// ancestor of its views (a layout guide counts as its owning view); when they have none,
    /// on the first item's view (UIKit raises an exception there instead). Deactivating
    /// removes it. Nothing is solved either way.
    open var isActive: Bool {
      get { installedOn != nil }
      set {
        if newValue {
          if installedOn == nil { Self.installationView(of: self)?.addConstraint(self) }
        } else {
          installedOn?.removeConstraint(self)
        }
      }
    }

    /// Activates each of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
      for c in constraints { c.isActive = true }
    }
    /// Deactivates each of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
      for c in constraints { c.isActive = false }
    }

    /// Notes the view that installed the constraint (nil: removed).
    func installed(on view: UIView?) { installedOn = view }

    /// The view an item stands for: itself, or a layout guide's owning view.
    private static func view(of item: AnyObject?) -> UIView? {
      (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }
    /// The nearest common ancestor of the constraint's views, or the first one's.
    private static func installationView(of c: NSLayoutConstraint) -> UIView? {
      guard let first = view(of: c.firstItem) else { return view(of: c.secondItem) }
      guard let second = view(of: c.secondItem) else { return first }
      var ancestors: [UIView] = []
      var v: UIView? = first
      while let view = v {
        ancestors.append(view)
        v = view.superview
      }
      v = second
      while let view = v {
        if ancestors.contains(where: { $0 === view }) { return view }
        v = view.superview
      }
      return first
    }
  }

  /// Makes constraints for one attribute of a view or layout guide (UIKit's NSLayoutAnchor).
  /// `AnchorType` keeps x-axis, y-axis and size anchors from being mixed, as in UIKit.
  @MainActor @preconcurrency open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or layout guide the anchor belongs to.
    open private(set) weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
      self.item = item
      self.attribute = attribute
      super.init()
    }

    /// The anchor's description: its item's type and attribute.
    open var name: String {
      "\(item.map { String(describing: type(of: $0)) } ?? "nil").\(attribute)"
    }
    /// Never ambiguous: a still has no solved layout to find ambiguous.
    open var hasAmbiguousLayout: Bool { false }
    /// None: a still solves no constraints.
    open func constraintsAffectingLayout() -> [NSLayoutConstraint] { [] }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
      related(.equal, to: anchor, constant: 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
      -> NSLayoutConstraint
    { related(.greaterThanOrEqual, to: anchor, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>)
      -> NSLayoutConstraint
    { related(.lessThanOrEqual, to: anchor, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
      -> NSLayoutConstraint
    { related(.equal, to: anchor, constant: c) }
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { related(.greaterThanOrEqual, to: anchor, constant: c) }
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat
    ) -> NSLayoutConstraint { related(.lessThanOrEqual, to: anchor, constant: c) }

    /// An inactive constraint between this anchor and `anchor`.
    func related(
      _ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?,
      multiplier: CGFloat = 1, constant: CGFloat
    ) -> NSLayoutConstraint {
      NSLayoutConstraint(
        first: item, attribute, relation, second: anchor?.item,
        anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }
  }

  /// An anchor of a horizontal position: left, right, leading, trailing, centre x (UIKit's
  /// NSLayoutXAxisAnchor).
  @MainActor @preconcurrency open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

  /// An anchor of a vertical position: top, bottom, centre y, baselines (UIKit's
  /// NSLayoutYAxisAnchor).
  @MainActor @preconcurrency open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

  /// An anchor of a size, width or height, which can also equal a constant or another size
  /// times a multiplier (UIKit's NSLayoutDimension).
  @MainActor @preconcurrency open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
      related(.equal, to: nil, constant: c)
    }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      related(.greaterThanOrEqual, to: nil, constant: c)
    }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
      related(.lessThanOrEqual, to: nil, constant: c)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    { related(.equal, to: anchor, multiplier: m, constant: 0) }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    { related(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0) }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
      -> NSLayoutConstraint
    { related(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0) }
    open func constraint(
      equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint { related(.equal, to: anchor, multiplier: m, constant: c) }
    open func constraint(
      greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
      related(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
    }
    open func constraint(
      lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint { related(.lessThanOrEqual, to: anchor, multiplier: m, constant: c) }
  }

  /// A rectangle that takes part in Auto Layout without being a view (UIKit's UILayoutGuide).
  /// A view's safe-area and margins guides have the frames UIKit gives them; a guide of the
  /// app's own is not solved, so its `layoutFrame` is zero.
  @MainActor @preconcurrency open class UILayoutGuide: NSObject {
    /// Which of a view's own guides this is.
    enum Kind { case own, safeArea, margins }
    let kind: Kind
    /// The view the guide was added to.
    open weak var owningView: UIView?
    open var identifier = ""

    public override init() {
      kind = .own
      super.init()
    }
    init(kind: Kind, owningView: UIView) {
      self.kind = kind
      self.owningView = owningView
      super.init()
    }

    /// The guide's rectangle in its owning view: the bounds less the safe area's insets, or
    /// less the layout margins; zero for a guide of the app's own (not solved).
    open var layoutFrame: CGRect {
      guard let view = owningView else { return .zero }
      let insets: UIEdgeInsets
      switch kind {
      case .own: return .zero
      case .safeArea: insets = view.safeAreaInsets
      case .margins: insets = view.layoutMargins
      }
      let b = view.bounds
      return CGRect(
        x: b.minX + insets.left, y: b.minY + insets.top,
        width: max(0, b.width - insets.left - insets.right),
        height: max(0, b.height - insets.top - insets.bottom))
    }
  }

  /// What constraints are made between: a view or a layout guide (UIKit has no such protocol;
  /// it keeps the anchors both give in one place).
  @MainActor @preconcurrency public protocol _UIKitLayoutAnchors: AnyObject {}
  extension UIView: _UIKitLayoutAnchors {}
  extension UILayoutGuide: _UIKitLayoutAnchors {}

  extension _UIKitLayoutAnchors {
    public var leadingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { .init(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { .init(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { .init(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { .init(item: self, attribute: .height) }
  }

  extension UIView {
    public var firstBaselineAnchor: NSLayoutYAxisAnchor {
      .init(item: self, attribute: .firstBaseline)
    }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor {
      .init(item: self, attribute: .lastBaseline)
    }
  }
#endif
