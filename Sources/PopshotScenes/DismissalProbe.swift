// Dismissal proven, not guessed: for a screen written in Swift where something is shown over the
// page (a sheet, popover or dialog its state presents, or a popup, toast or banner its own `if`
// shows), each way out a person has is tried on a copy of the screen's state, and what is gone
// afterwards is observed. The audit reads the trials (dismiss.observed-*) instead of inferring
// ways out from the semantics. The ways:
// - the system's gesture or an outside tap (`Interaction.dismiss`): a sheet swiped down, a
//   popover, menu or dialog tapped outside, a popup tapped outside on its dim;
// - a tap on each control that reads as closing: labelled Close, Cancel, Done, Dismiss, OK, Got
//   it, Not now, Later or Back, identified with close, dismiss or cancel, or an unlabelled
//   control inside what is shown (an icon button, a toast that takes taps);
// - VoiceOver's escape gesture (`Interaction.escape`), for a popup written in the view: the
//   front-most `accessibilityAction(.escape)` runs (a system presentation answers it as it
//   answers the swipe or the outside tap, so it is not tried twice).
import Foundation
import PopshotGraphics
import PopshotUI

/// One way out tried, and what followed.
public struct DismissalTrial: Sendable, Hashable, CustomStringConvertible {
  /// The way, as a person would say it: "swiping the sheet down", "tapping \"Close\"".
  public let way: String
  /// Whether what was shown over the page is gone afterwards.
  public let closed: Bool
  /// Why the way could not be taken, when it could not ("an alert closes only through its
  /// buttons"); nil when it was taken.
  public let refusal: String?

  public var description: String {
    if let refusal { return "\(way): not possible (\(refusal))" }
    return "\(way): \(closed ? "closed it" : "it stayed")"
  }
}

/// What a screen shows over its page, and how each way out fared.
public struct ObservedDismissal: Sendable, Hashable {
  /// The id of the presentation or the view shown under a condition.
  public let subject: String
  /// What it is, as findings name it: "sheet", "popover", "alert", "popup".
  public let kind: String
  public let frame: Rect?
  public let trials: [DismissalTrial]
  /// Whether the outside tap landed on a dim: a view shown with it that covers half the safe
  /// area or more, which invites a tap.
  public let dimmed: Bool

  /// Whether any way out closed it.
  public var closes: Bool { trials.contains(where: \.closed) }
}

extension SceneRenderer {
  /// The ways out of what `scene` shows over its page on `v`, each tried; nil when nothing is
  /// shown over it, or when the scene is a fixture (fixtures keep the rules that infer).
  public func observeDismissal(_ scene: Scene, _ v: Variant) -> ObservedDismissal? {
    guard scene.presentations.isEmpty, scene.navigationBar == nil,
      let shown = try? StateGraph().run({ () throws(RenderError) in try render(scene, v) }),
      shown.sources.isEmpty
    else { return nil }
    let open = OpenThings(shown)
    guard open.isAnything else { return nil }
    var trials: [DismissalTrial] = []
    trials.append(attempt(.dismiss, way: open.outsideWay, open, scene, v))
    if open.kind == "popup" {
      trials.append(attempt(.escape, way: "VoiceOver's escape gesture", open, scene, v))
    }
    for control in open.closingControls(in: shown.semantics).prefix(6) {
      let name = control.label ?? control.id
      trials.append(attempt(.tap(name), way: "tapping \"\(name)\"", open, scene, v))
    }
    return ObservedDismissal(
      subject: open.subject, kind: open.kind, frame: open.frame, trials: trials,
      dimmed: open.dimmed)
  }

  /// `step` tried on a copy of the scene's state: whether what was open is gone afterwards.
  private func attempt(
    _ step: Interaction, way: String, _ open: OpenThings, _ scene: Scene, _ v: Variant
  ) -> DismissalTrial {
    do {
      let after = try render(scene.after([step]), v)
      return DismissalTrial(way: way, closed: !open.isStillOpen(in: after), refusal: nil)
    } catch .interaction(step: _, let reason) {
      return DismissalTrial(way: way, closed: false, refusal: reason)
    } catch {
      return DismissalTrial(way: way, closed: false, refusal: "\(error)")
    }
  }
}

/// What a rendered screen shows over its page: the presentations its views present (not those
/// bound to a constant, which are part of the screen), else the views its `if`s show over other
/// views.
private struct OpenThings {
  let presented: Int
  let shownOver: Set<String>
  let subject: String
  let kind: String
  let frame: Rect?
  let dimmed: Bool
  /// The frames of what is shown over the page, where unlabelled controls count as its own.
  let regions: [Rect]

  init(_ shown: RenderedScene) {
    let s = shown.semantics
    let requests = shown.requests.filter { $0.isPresented && !$0.isConstant }
    presented = requests.count
    shownOver = shown.shownOverPage
    let area = s.safeArea.width * s.safeArea.height
    let covers = shown.pageCovers
    regions = covers.map(\.frame) + (s.overlays ?? []).map(\.frame)
    dimmed = presented == 0 && regions.contains { $0.width * $0.height >= area / 2 }
    if let top = requests.last {
      kind = top.modifierName
      subject = s.presentations.last?.id ?? top.source
      frame = s.presentations.last?.frame
    } else {
      kind = "popup"
      let largest = (s.overlays ?? []).max {
        $0.frame.width * $0.frame.height < $1.frame.width * $1.frame.height
      }
      subject = largest?.id ?? covers.first?.view ?? ""
      frame = largest?.frame ?? covers.first?.frame
    }
  }

  var isAnything: Bool { presented > 0 || !shownOver.isEmpty }

  /// Whether what was open is still there in `after`.
  func isStillOpen(in after: RenderedScene) -> Bool {
    if presented > 0 {
      return after.requests.filter { $0.isPresented && !$0.isConstant }.count >= presented
    }
    return !shownOver.isDisjoint(with: after.shownOverPage)
  }

  var outsideWay: String {
    switch kind {
    case "sheet": return "swiping the sheet down"
    case "popup": return dimmed ? "tapping the dim outside it" : "tapping outside it"
    default: return "tapping outside the \(kind)"
    }
  }

  private static let closingWords: Set<String> = [
    "close", "cancel", "done", "dismiss", "ok", "got it", "not now", "later", "back",
  ]

  /// The controls that read as closing, in paint order.
  func closingControls(in s: SceneSemantics) -> [SemanticElement] {
    s.elements.filter { e in
      guard e.interaction.exists, !e.inert, e.role != .textField else { return false }
      if let label = e.label?.lowercased().trimmingCharacters(in: .whitespaces) {
        if Self.closingWords.contains(label) { return true }
      }
      let id = e.id.lowercased()
      if ["close", "dismiss", "cancel"].contains(where: { id.contains($0) }) { return true }
      // An icon button or a tappable toast inside what is shown over the page.
      let area = s.safeArea.width * s.safeArea.height
      return e.label == nil && e.frame.width * e.frame.height < area / 2
        && regions.contains { !$0.intersection(e.frame).isEmpty }
    }
  }
}
