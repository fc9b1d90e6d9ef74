// What the audit and the semantic diff know about a presented layer: what every presentation has
// (frame, modality, ways out, scrim) and what only its kind has (a sheet's detents, a toast's
// timing). Sidecars store it as one flat JSON object (see `encode(to:)`).
import PopshotGraphics
import PopshotSupport
import PopshotUI

/// A way to close a presentation, as the audit sees it.
public enum WayOut: Hashable, Sendable, Codable {
  /// Tapping the area around it (the scrim or the dimmed page).
  case tapOutside
  /// Tapping the presentation itself.
  case tapOnSelf
  /// A control inside it (the element's id).
  case closeControl(String)
  /// Swiping or dragging it away.
  case swipe
  /// It hides itself after this many seconds.
  case timer(Double)
  /// The accessibility escape action.
  case escape
  /// The sheet can be resized to a detent where the page behind is live (its name).
  case interactivePageAtDetent(String)
}

/// What the audit needs to know about one presentation in a variant.
public struct PresentationInfo: Hashable, Sendable {
  /// The presentation's layer name: "popup", "toast", "sheet", "cover" (numbered when repeated).
  public var id: String
  /// The kind it is drawn as (a popover that adapts to a sheet on an iPhone is a sheet here).
  public var kind: PresentationKind
  /// Where it is drawn, in points.
  public var frame: Rect
  /// True when the page behind cannot be used while it shows (a scrim, a dimmed page, a cover).
  public var modal: Bool
  public var waysOut: [WayOut]
  /// The scrim or dimming, if any, and the page elements it covers.
  public var scrimFrame: Rect?
  public var scrimCovers: [String] = []
  /// Interactive page elements left uncovered (and live) by its scrim.
  public var uncoveredInteractive: [String] = []
  /// The page stays interactive while it is shown (toasts; sheets with background interaction):
  /// whenever it is not modal, so it is derived, never stored beside `modal`.
  public var pageInteractive: Bool { !modal }
  /// What only its kind has.
  public var details: Details

  /// What only some kinds of presentation have, by its shape: the kind's type says which it
  /// has (`PresentationType.details`).
  public enum Details: Hashable, Sendable {
    /// Nothing beyond what every presentation has (a cover, a popover, a menu).
    case common
    case popup(PopupInfo)
    case toast(ToastInfo)
    case sheet(SheetInfo)
    /// An alert's or a confirmation dialog's actions.
    case dialog(DialogInfo)
  }

  /// `details` must have the shape `kind`'s type reads back from a sidecar
  /// (`PresentationType.details`): `.toast` for a toast, `.dialog` for an alert or a
  /// confirmation dialog, `.common` for a cover, a popover or a menu; a sidecar written with
  /// another shape does not read back.
  public init(
    id: String, kind: PresentationKind, frame: Rect, modal: Bool, waysOut: [WayOut],
    scrimFrame: Rect?, details: Details
  ) {
    self.id = id
    self.kind = kind
    self.frame = frame
    self.modal = modal
    self.waysOut = waysOut
    self.scrimFrame = scrimFrame
    self.details = details
  }

  /// The layer the presentation's elements are in.
  public var layer: Layer { .presentation(id) }

  /// The sheet's facts, when it is a sheet.
  public var sheet: SheetInfo? {
    if case .sheet(let s) = details { return s }
    return nil
  }

  /// An alert's or a confirmation dialog's actions, when it is one.
  public var dialog: DialogInfo? {
    if case .dialog(let d) = details { return d }
    return nil
  }

  /// The toast's facts, when it is a toast.
  public var toast: ToastInfo? {
    if case .toast(let t) = details { return t }
    return nil
  }

  /// The element ids of the close controls among its ways out.
  public var closeControls: [String] {
    waysOut.compactMap { if case .closeControl(let id) = $0 { return id } else { return nil } }
  }
}

/// What the audit knows only of a popup.
public struct PopupInfo: Hashable, Sendable {
  /// Seconds until it hides itself, if it does.
  public var autohide: Double?
  public init(autohide: Double?) { self.autohide = autohide }
}

/// What the audit knows only of a toast.
public struct ToastInfo: Hashable, Sendable {
  /// Seconds shown (0: until closed).
  public var duration: Double
  /// The words it asks the user to read.
  public var wordCount: Int
  public init(duration: Double, wordCount: Int) {
    self.duration = duration
    self.wordCount = wordCount
  }
}

/// What the audit knows only of a sheet.
public struct SheetInfo: Hashable, Sendable {
  /// The detent shown (nil on iPad, where a page sheet has none).
  public var detent: String?
  /// The active detents, smallest first.
  public var activeDetents: [String]
  /// No detent was active: the sheet then shows at full height, where UIKit would refuse it.
  public var allDetentsInactive: Bool
  public var dragIndicatorVisible: Bool
  public init(
    detent: String?, activeDetents: [String], allDetentsInactive: Bool, dragIndicatorVisible: Bool
  ) {
    self.detent = detent
    self.activeDetents = activeDetents
    self.allDetentsInactive = allDetentsInactive
    self.dragIndicatorVisible = dragIndicatorVisible
  }
}

/// One flat object, as sidecars have always stored it: the kind by name, every kind's keys at the
/// top level (`activeDetents` and `allDetentsInactive` on every kind; `duration`, `detent`,
/// `dragIndicatorVisible`, `wordCount`, `destructiveActions` and `cancelAction` only where the kind
/// has them).
extension PresentationInfo: Codable {
  enum Key: String, CodingKey {
    case id, kind, frame, modal, waysOut, scrimFrame, scrimCovers, uncoveredInteractive
    case pageInteractive, detent, activeDetents, allDetentsInactive, dragIndicatorVisible
    case duration, wordCount, destructiveActions, cancelAction
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    id = try c.decode(String.self, forKey: .id)
    frame = try c.decode(Rect.self, forKey: .frame)
    modal = try c.decode(Bool.self, forKey: .modal)
    waysOut = try c.decode([WayOut].self, forKey: .waysOut)
    scrimFrame = try c.decodeIfPresent(Rect.self, forKey: .scrimFrame)
    scrimCovers = try c.decode([String].self, forKey: .scrimCovers)
    uncoveredInteractive = try c.decode([String].self, forKey: .uncoveredInteractive)
    // Written for readers of the sidecar; it is `!modal`, and a file that says otherwise is not
    // one Popshot wrote.
    guard try c.decode(Bool.self, forKey: .pageInteractive) == !modal else {
      throw DecodingError.dataCorruptedError(
        forKey: .pageInteractive, in: c, debugDescription: "pageInteractive must be !modal")
    }
    kind = try c.decode(PresentationKind.self, forKey: .kind)
    details = try kind.type.details(c)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(id, forKey: .id)
    try c.encode(kind, forKey: .kind)
    try c.encode(frame, forKey: .frame)
    try c.encode(modal, forKey: .modal)
    try c.encode(waysOut, forKey: .waysOut)
    try c.encodeIfPresent(scrimFrame, forKey: .scrimFrame)
    try c.encode(scrimCovers, forKey: .scrimCovers)
    try c.encode(uncoveredInteractive, forKey: .uncoveredInteractive)
    try c.encode(pageInteractive, forKey: .pageInteractive)
    try c.encode(sheet?.activeDetents ?? [], forKey: .activeDetents)
    try c.encode(sheet?.allDetentsInactive ?? false, forKey: .allDetentsInactive)
    switch details {
    case .popup(let p):
      try c.encodeIfPresent(p.autohide, forKey: .duration)
    case .toast(let t):
      try c.encode(t.duration, forKey: .duration)
      try c.encode(t.wordCount, forKey: .wordCount)
    case .sheet(let s):
      try c.encodeIfPresent(s.detent, forKey: .detent)
      try c.encode(s.dragIndicatorVisible, forKey: .dragIndicatorVisible)
    case .dialog(let d):
      try c.encode(d.destructiveActions, forKey: .destructiveActions)
      try c.encodeIfPresent(d.cancelAction, forKey: .cancelAction)
    case .common:
      break
    }
  }
}

/// A sidecar's presentation object, as the kinds' types read their details from it.
typealias PresentationInfoKeys = KeyedDecodingContainer<PresentationInfo.Key>

extension PopupInfo {
  init(_ c: PresentationInfoKeys) throws {
    self.init(autohide: try c.decodeIfPresent(Double.self, forKey: .duration))
  }
}

extension ToastInfo {
  init(_ c: PresentationInfoKeys) throws {
    self.init(
      duration: try c.decode(Double.self, forKey: .duration),
      wordCount: try c.decode(Int.self, forKey: .wordCount))
  }
}

extension SheetInfo {
  init(_ c: PresentationInfoKeys) throws {
    self.init(
      detent: try c.decodeIfPresent(String.self, forKey: .detent),
      activeDetents: try c.decode([String].self, forKey: .activeDetents),
      allDetentsInactive: try c.decode(Bool.self, forKey: .allDetentsInactive),
      dragIndicatorVisible: try c.decode(Bool.self, forKey: .dragIndicatorVisible))
  }
}
