// What can be shown over a page. Each kind draws itself into a layer of its own (Popup.swift,
// Toast.swift, Sheet.swift, Cover.swift); SceneRenderer stacks the layers over the page.
import PopshotGraphics
import PopshotText
import PopshotUI

/// Something shown over the page.
public enum Presentation: Sendable {
  case popup(Popup)
  case toast(Toast)
  case sheet(Sheet)
  case fullScreenCover(Cover)
  case alert(SystemAlert)
  case confirmationDialog(SystemDialog)
  case popover(SystemPopover)
  case menu(SystemMenu)

  public var kind: PresentationKind {
    switch self {
    case .popup: return .popup
    case .toast: return .toast
    case .sheet: return .sheet
    case .fullScreenCover: return .fullScreenCover
    case .alert: return .alert
    case .confirmationDialog: return .confirmationDialog
    case .popover: return .popover
    case .menu: return .menu
    }
  }

  /// The presentation a view's `.sheet`, `.fullScreenCover`, `.alert` or `.confirmationDialog`
  /// asks for, if it is shown.
  init?(request: PresentationRequest) {
    guard request.isPresented else { return nil }
    switch (request.style, request.content, request.dialog) {
    case (.sheet, let content?, _): self = .sheet(Sheet(request: request, content: content))
    case (.fullScreenCover, let content?, _): self = .fullScreenCover(Cover(content: content))
    case (.alert, _, let dialog?): self = .alert(SystemAlert(dialog))
    case (.confirmationDialog, _, let dialog?):
      self = .confirmationDialog(SystemDialog(dialog, anchor: request.sourceFrame))
    case (.popover, let content?, _):
      self = .popover(SystemPopover(request: request, content: content))
    case (.menu, _, _), (.contextMenu, _, _):
      guard let menu = request.menu else { return nil }
      self = .menu(
        SystemMenu(
          menu, source: request.sourceFrame ?? .zero, isContextMenu: request.style == .contextMenu))
    default: return nil
    }
  }

  /// The presentation drawn on a variant, as the layer named `id`.
  func layer(id: String, in context: PresentationContext) throws(FontError) -> PresentationLayer {
    switch self {
    case .popup(let p): return try p.layer(id: id, in: context)
    case .toast(let t): return try t.layer(id: id, in: context)
    case .sheet(let s): return try s.layer(id: id, in: context)
    case .fullScreenCover(let c): return try c.layer(id: id, in: context)
    case .alert(let a): return try a.layer(id: id, in: context)
    case .confirmationDialog(let d): return try d.layer(id: id, in: context)
    case .popover(let p): return try p.layer(id: id, in: context)
    case .menu(let m): return try m.layer(id: id, in: context)
    }
  }
}

/// The kinds of presentation, by the names fixtures and sidecars use.
public enum PresentationKind: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
  case popup, toast, sheet, fullScreenCover, alert, confirmationDialog, popover, menu

  public var description: String { rawValue }

  /// The name its layers are given ("cover" for a full-screen cover, "dialog" for a
  /// confirmation dialog), numbered when a scene presents more than one of the kind.
  public var layerName: String {
    switch self {
    case .fullScreenCover: return "cover"
    case .confirmationDialog: return "dialog"
    default: return rawValue
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
