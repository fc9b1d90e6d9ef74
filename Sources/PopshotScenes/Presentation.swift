// What can be shown over a page, and the rules iOS (and the popup libraries the seeds use) apply.
import PopshotGraphics
import PopshotSeeds
import PopshotUI

/// A sheet height (SwiftUI's PresentationDetent).
public enum Detent: Hashable, Sendable, Codable {
  /// About half the large height: 0.5 × maxDetentValue. Inactive in compact height.
  case medium
  /// The full-height sheet: maxDetentValue.
  case large
  /// f × maxDetentValue.
  case fraction(Double)
  /// A fixed height in points (capped at maxDetentValue).
  case height(Double)
  /// A formula of maxDetentValue like a CustomPresentationDetent: `height` or `fraction` ×
  /// maxDetentValue, clamped to `min`…`max`; nil `height` and `fraction` means inactive.
  case custom(name: String, height: Double?, fraction: Double?, min: Double?, max: Double?)

  /// The detent's height for a maximum, or nil when it is inactive.
  public func value(maxDetentValue m: Double, compactHeight: Bool) -> Double? {
    switch self {
    case .medium: return compactHeight ? nil : 0.5 * m
    case .large: return m
    case .fraction(let f): return min(m, f * m)
    case .height(let h): return min(m, h)
    case .custom(_, let h, let f, let lo, let hi):
      guard var v = h ?? f.map({ $0 * m }) else { return nil }
      if let hi { v = Swift.min(v, hi) }
      if let lo { v = Swift.max(v, lo) }
      return Swift.min(m, v)
    }
  }

  /// A short name for variant states and reports: medium, large, fraction-0.7, height-100, or the
  /// custom detent's name.
  public var name: String {
    switch self {
    case .medium: return "medium"
    case .large: return "large"
    case .fraction(let f): return "fraction-\(plainNumber(f))"
    case .height(let h): return "height-\(plainNumber(h))"
    case .custom(let n, _, _, _, _): return n
    }
  }
}

/// When a sheet shows its grabber.
public enum DragIndicator: String, CaseIterable, Sendable, Codable {
  /// Visible when more than one detent is active.
  case automatic, visible, hidden
}

/// Whether the page behind a sheet stays live.
public enum BackgroundInteraction: Hashable, Sendable, Codable {
  /// The page is dimmed and inert at every detent (the default).
  case disabled
  /// Never dimmed; always interactive.
  case enabled
  /// Live and not dimmed at detents up to this one; dimmed and inert above it.
  case enabledUpThrough(Detent)
}

/// A bottom sheet (`.sheet` with `.presentationDetents`).
public struct Sheet: Sendable {
  public var content: AnyView
  public var detents: [Detent] = [.large]
  /// The detent shown; nil shows the smallest active one.
  public var selected: Detent?
  public var dragIndicator: DragIndicator = .automatic
  public var interactiveDismissDisabled = false
  public var backgroundInteraction: BackgroundInteraction = .disabled
  /// Presented with `isPresented: .constant(true)`: part of the screen, not something the user opens.
  public var constant = false
  /// Whether a state (variant) is rendered for every active detent.
  public var renderEachDetent = false
  public var cornerRadius = 10.0
  /// The element (by id) inside the content that closes the sheet, if any.
  public var closeControl: String?

  public init(content: some View, detents: [Detent] = [.large]) {
    self.content = AnyView(content)
    self.detents = detents
  }
}

/// Where a popup sits (PopupView's nine positions).
public enum PopupPosition: String, CaseIterable, Sendable, Codable {
  case topLeading, top, topTrailing, leading, center, trailing, bottomLeading, bottom, bottomTrailing

  var alignment: Alignment {
    switch self {
    case .topLeading: return .topLeading
    case .top: return .top
    case .topTrailing: return .topTrailing
    case .leading: return .leading
    case .center: return .center
    case .trailing: return .trailing
    case .bottomLeading: return .bottomLeading
    case .bottom: return .bottom
    case .bottomTrailing: return .bottomTrailing
    }
  }
}

/// How a popup is attached (PopupView's types).
public enum PopupKind: String, CaseIterable, Sendable, Codable {
  /// Positioned inside the safe area.
  case `default`
  /// Attached to the screen's edge, ignoring the safe area.
  case toast
  /// Attached to an edge, 10 pt inside the safe area.
  case floater
}

/// A custom popup: content over the page, with an optional scrim.
public struct Popup: Sendable {
  public var content: AnyView
  public var position: PopupPosition = .center
  public var kind: PopupKind = .default
  /// The scrim behind it (nil: none).
  public var scrim: Color?
  public var closeOnTap = false
  public var closeOnTapOutside = false
  /// Seconds until it hides itself (nil: stays).
  public var autohide: Double?
  public var dragToDismiss = false
  /// The element (by id) inside the content that closes it.
  public var closeControl: String?
  /// Whether the content declares the accessibility escape action.
  public var escapeAction = false
  /// Inside a navigation stack, the bar stays above the popup and live (seed "SwiftUI中弹窗实现").
  public var belowNavigationBar = false

  public init(content: some View) { self.content = AnyView(content) }
}

/// The toast styles of seed 002: its FancyToastStyle, whose raw values fixtures name.
public typealias ToastStyle = FancyToastStyle

/// A toast (seed 002's FancyToast): one at a time, at the top or bottom inside the safe area.
public struct Toast: Sendable {
  public var style: ToastStyle = .info
  public var title: String
  public var message: String
  /// Seconds it stays; 0 stays until closed.
  public var duration = 3.0
  public var closeButton = true
  public var edge: VerticalAlignment = .bottom
  /// Distance from the safe area's edge.
  public var offset = 0.0

  public init(style: ToastStyle, title: String, message: String) {
    self.style = style; self.title = title; self.message = message
  }
}

/// A full-screen cover (`.fullScreenCover`).
public struct Cover: Sendable {
  public var content: AnyView
  public var closeControl: String?
  public init(content: some View) { self.content = AnyView(content) }
}

/// Something shown over the page.
public enum Presentation: Sendable {
  case popup(Popup)
  case toast(Toast)
  case sheet(Sheet)
  case fullScreenCover(Cover)

  public var kindName: String {
    switch self {
    case .popup: return "popup"
    case .toast: return "toast"
    case .sheet: return "sheet"
    case .fullScreenCover: return "fullScreenCover"
    }
  }
}

/// A navigation bar drawn as page content: an inline title and an optional back button.
public struct NavigationBar: Hashable, Sendable {
  public var title: String
  public var backButton: Bool
  public init(title: String, backButton: Bool = true) { self.title = title; self.backButton = backButton }
}

/// A page and what is presented over it.
public struct Scene: Sendable {
  /// A plain identifier (letters, digits, - and _): the fixture's file name.
  public var name: String
  /// The seed file the scene comes from.
  public var seed: String?
  public var page: AnyView
  public var navigationBar: NavigationBar?
  public var presentations: [Presentation]
  public var restriction = VariantRestriction()

  public init(name: String, seed: String? = nil, page: some View, navigationBar: NavigationBar? = nil, presentations: [Presentation] = []) {
    self.name = name; self.seed = seed; self.page = AnyView(page); self.navigationBar = navigationBar
    self.presentations = presentations
  }

  /// The scene's states: for a sheet that renders each detent, one per detent; otherwise one.
  public var states: [String?] {
    for case .sheet(let s) in presentations where s.renderEachDetent {
      return s.detents.map { $0.name }
    }
    return [nil]
  }

  /// The variants of a matrix this scene is shown in.
  public func variants(_ matrix: VariantMatrix = .default) -> [Variant] {
    matrix.restricted(to: restriction).variants(states: states)
  }
}
