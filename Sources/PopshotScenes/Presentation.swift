// What can be shown over a page. Each kind of presentation is one type that conforms to
// `PresentationType` (Popup.swift, Toast.swift, Sheet.swift, Cover.swift, SystemAlert.swift,
// SystemDialog.swift, SystemPopover.swift, SystemMenu.swift): how a fixture's object and a view's
// request make it, how it draws itself into a layer of its own, and what it tells the audit.
// `PresentationKind.type` is the one place a kind is registered, and its switch is exhaustive, so
// a kind without a type does not compile. SceneRenderer stacks the layers over the page.
import PopshotGraphics
import PopshotText
import PopshotUI

/// One kind of presentation: everything Popshot knows of the kind, in one type.
protocol PresentationType: Sendable {
  /// The kind, by the name fixtures and sidecars use.
  static var presentationKind: PresentationKind { get }
  /// A fixture's object for the kind (the value of `{"<kind>": …}`).
  static func decode(_ body: Node) throws(FixtureError) -> Self
  /// What a view's request of the kind shows, when it shows (nil when the request lacks what
  /// the kind needs, e.g. an alert without its title; popups and toasts are not requested
  /// by views, so theirs is always nil).
  static func requested(_ request: PresentationRequest) -> Self?
  /// What the audit knows only of the kind, as a sidecar's presentation object stores it.
  static func details(_ sidecar: PresentationInfoKeys) throws -> PresentationInfo.Details
  /// The presentation drawn on a variant, as the layer named `id`.
  func layer(id: String, in context: PresentationContext) throws(RenderError) -> PresentationLayer
}

extension PresentationKind {
  /// The type that decodes, draws and describes the kind.
  var type: any PresentationType.Type {
    switch self {
    case .toast: return Toast.self
    case .popup: return Popup.self
    case .sheet: return Sheet.self
    case .fullScreenCover: return Cover.self
    case .alert: return SystemAlert.self
    case .confirmationDialog: return SystemDialog.self
    case .popover: return SystemPopover.self
    case .menu: return SystemMenu.self
    }
  }

  /// The layer ids of a scene's presentations, in order: `sheet`, or `popup[0]`, `popup[1]`…
  static func layerIDs(_ presentations: [Presentation]) -> [String] {
    let counts = Dictionary(grouping: presentations, by: \.kind).mapValues(\.count)
    var seen: [PresentationKind: Int] = [:]
    return presentations.map { p in
      let n = seen[p.kind, default: 0]
      seen[p.kind] = n + 1
      return counts[p.kind]! > 1 ? "\(p.kind.layerName)[\(n)]" : p.kind.layerName
    }
  }
}

/// Something shown over the page: a value of one of the kinds' types (`.toast(t)`,
/// `.sheet(s)`…, made by the factory beside each type).
public struct Presentation: Sendable {
  let content: any PresentationType

  init(_ content: any PresentationType) { self.content = content }

  public var kind: PresentationKind { type(of: content).presentationKind }

  /// The presentation, when it is of type `T`.
  public func `as`<T>(_: T.Type) -> T? { content as? T }

  /// The presentation a view's `.sheet`, `.fullScreenCover`, `.alert`, `.popover`, `Menu`…
  /// asks for, if it is shown.
  init?(request: PresentationRequest) {
    guard request.isPresented, let p = request.kind.type.requested(request) else { return nil }
    content = p
  }

  /// The keys a fixture's presentation may have: the kinds' names, in the order errors list them.
  private static let fixtureNames = PresentationKind.allCases.map(\.rawValue)

  /// A fixture's presentation: `{"<kind>": body}`, with one of the kinds' names.
  static func decode(_ n: Node) throws(FixtureError) -> Presentation {
    let (name, body) = try n.object(fixtureNames).only()
    // `object` took only the kinds' names.
    return Presentation(try PresentationKind(rawValue: name)!.type.decode(body))
  }

  /// The presentation drawn on a variant, as the layer named `id`.
  func layer(id: String, in context: PresentationContext) throws(RenderError) -> PresentationLayer {
    try content.layer(id: id, in: context)
  }
}
