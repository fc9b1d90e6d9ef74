// What a test does to a screen before it is drawn: tap a button, flip a toggle, type into a
// field. Each step finds its element by name in the screen as it is drawn at that moment and runs
// what the element's view would run on the device (the button's own action, the toggle's
// binding); the screen is then drawn again from the state that lives on by identity
// (StateGraph). A step that names nothing, or several things, fails the render with the
// candidates and their frames.
import Foundation
import PopshotGraphics
import PopshotUI

/// One thing a person does to the screen.
public enum Interaction: Sendable, Hashable, CustomStringConvertible {
  /// Taps the element with this accessibility label or identifier: a button, a view with
  /// `.onTapGesture`, a control.
  case tap(String)
  /// Flips the toggle with this label or identifier.
  case toggle(String)
  /// Types `text` into the text field with this label, placeholder or identifier (its text becomes
  /// `text`), then presses Return (its `onSubmit` runs).
  case type(String, into: String)
  /// Chooses the option shown as `option` (its text, or its tag) in the picker with this label or
  /// identifier.
  case select(String, in: String)
  /// Steps the stepper or slider with this label or identifier up once, as VoiceOver's swipe up
  /// does (XCUIElement's `increment()`): a stepper by its step, a slider by a tenth of its range.
  case increment(String)
  /// Steps it down once (XCUIElement's `decrement()`).
  case decrement(String)
  /// Moves the slider with this label or identifier to `position` along its track, 0 to 1
  /// (XCUIElement's `adjust(toNormalizedSliderPosition:)`), rounded to its step.
  case adjust(String, toNormalizedPosition: Double)
  /// Chooses `date` in the date picker with this label or identifier (its selection becomes the
  /// date, kept within the picker's range).
  case pick(Date, in: String)
  /// Swipes the element with this label or identifier, 200 pt in a quick flick: a view's
  /// `DragGesture` under the element's centre gets the swipe (its `onChanged`, then its
  /// `onEnded`, once, with the end); with none there, a swipe down on a sheet closes it, as
  /// `dismiss` does.
  case swipe(String, SwipeDirection)
  /// Closes the top presentation as a person does: swipes a sheet down, taps outside a popover,
  /// menu or confirmation dialog, or taps outside a popup written in the view (see `dismiss`).
  case dismiss
  /// VoiceOver's escape gesture (a two-finger Z): a sheet, popover, menu or confirmation dialog
  /// closes as with `dismiss`; otherwise the front-most view's `accessibilityAction(.escape)`
  /// runs.
  case escape

  /// The step as a test writes it.
  public var description: String {
    switch self {
    case .tap(let name): return ".tap(\(quoted(name)))"
    case .toggle(let name): return ".toggle(\(quoted(name)))"
    case .type(let text, let name): return ".type(\(quoted(text)), into: \(quoted(name)))"
    case .select(let option, let name): return ".select(\(quoted(option)), in: \(quoted(name)))"
    case .increment(let name): return ".increment(\(quoted(name)))"
    case .decrement(let name): return ".decrement(\(quoted(name)))"
    case .adjust(let name, let p):
      return ".adjust(\(quoted(name)), toNormalizedPosition: \(shortNumber(p)))"
    case .swipe(let name, let d): return ".swipe(\(quoted(name)), .\(d.rawValue))"
    case .pick(let date, let name): return ".pick(\(Self.iso(date)), in: \(quoted(name)))"
    case .dismiss: return ".dismiss"
    case .escape: return ".escape"
    }
  }

  /// The step in a baseline's name: `tap-Show-popup`. ASCII letters and digits are kept and
  /// anything else is a hyphen; a name with other letters (`Показать`) is told apart by its hash.
  public var storageName: String {
    switch self {
    case .tap(let name): return "tap-" + Self.fileSafe(name)
    case .toggle(let name): return "toggle-" + Self.fileSafe(name)
    case .type(let text, let name): return "type-\(Self.fileSafe(text))-into-\(Self.fileSafe(name))"
    case .select(let option, let name):
      return "select-\(Self.fileSafe(option))-in-\(Self.fileSafe(name))"
    case .increment(let name): return "increment-" + Self.fileSafe(name)
    case .decrement(let name): return "decrement-" + Self.fileSafe(name)
    case .adjust(let name, let p):
      return "adjust-\(Self.fileSafe(name))-to-\(Self.fileSafe(shortNumber(p)))"
    case .swipe(let name, let d): return "swipe-\(Self.fileSafe(name))-\(d.rawValue)"
    case .pick(let date, let name):
      return "pick-\(Self.fileSafe(Self.iso(date)))-in-\(Self.fileSafe(name))"
    case .dismiss: return "dismiss"
    case .escape: return "escape"
    }
  }

  /// The steps in a baseline's name, in order (`tap-Show-then-tap-Close`); a name past 64
  /// characters is cut to 55 and told apart by its hash (PathComponent's rule).
  public static func storageName(_ steps: [Interaction]) -> String {
    let name = steps.map(\.storageName).joined(separator: "-then-")
    guard name.count > 64 else { return name }
    return String(name.prefix(55)) + "-" + hash(name)
  }

  /// `s` as part of a file name: ASCII letters and digits kept, anything else a hyphen, and a
  /// name with other letters (`Показать`) or none at all told apart by its hash. Baseline names
  /// made from what a test or a view names (steps, previews) go through it.
  public static func fileSafe(_ s: String) -> String {
    var out = ""
    var other = false
    for scalar in s.unicodeScalars {
      if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else {
        if !scalar.isASCII, !scalar.properties.isWhitespace { other = true }
        if !out.isEmpty, !out.hasSuffix("-") { out += "-" }
      }
    }
    if out.hasSuffix("-") { out.removeLast() }
    if other || out.isEmpty { out += (out.isEmpty ? "" : "-") + hash(s) }
    return out
  }

  /// A date as ISO 8601 in UTC, to the second (`2026-03-14T09:41:00Z`): the same on every
  /// machine.
  static func iso(_ date: Date) -> String {
    let f = ISO8601DateFormatter()
    f.timeZone = TimeZone(identifier: "UTC")
    return f.string(from: date)
  }

  /// FNV-1a over the UTF-8 bytes, as 8 hex digits: the same in every process.
  private static func hash(_ s: String) -> String {
    var h: UInt32 = 0x811C_9DC5
    for byte in s.utf8 { h = (h ^ UInt32(byte)) &* 0x0100_0193 }
    let hex = String(h, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  /// The element's name the step looks for.
  var target: String {
    switch self {
    case .tap(let name), .toggle(let name), .type(_, let name), .select(_, let name),
      .increment(let name), .decrement(let name), .adjust(let name, _), .swipe(let name, _),
      .pick(_, let name):
      return name
    case .dismiss, .escape: return ""
    }
  }

  /// Does the step on the screen `shown`, rendered in `graph`'s session: finds what it acts on,
  /// then runs the view's own code for it, for at most `limit` seconds.
  func perform(on shown: RenderedScene, _ graph: StateGraph, limit: Double) throws(RenderError) {
    let run: @MainActor () -> Void
    switch self {
    case .dismiss:
      run = try dismissal(shown, graph)
    case .escape:
      run = try escape(shown, graph)
    case .swipe(_, let direction):
      run = try swipe(direction, shown, graph)
    default:
      run = try action(on: shown, graph)
    }
    guard graph.runAction(seconds: limit, { ElementAction.perform(run) }) else {
      throw fail(
        "the view's action did not return within \(shortNumber(limit)) s (an endless loop, or a wait "
          + "for something that never comes); Swift cannot stop it, so it keeps running")
    }
  }

  /// What the step runs on the element it names.
  private func action(on shown: RenderedScene, _ graph: StateGraph) throws(RenderError)
    -> @MainActor () -> Void
  {
    let element = try find(in: shown.semantics.elements)
    guard let action = graph.action(element.interaction) else {
      throw fail("\(describe(element)) takes no \(verb)")
    }
    switch (self, action) {
    case (.tap, .tap(let run)): return run
    case (.toggle, .tap(let run)) where element.role == .toggle: return run
    case (.select(let option, _), .select(let choices)):
      guard let choice = choices.first(where: { $0.name == option }) else {
        let names = choices.map { quoted($0.name) }.joined(separator: ", ")
        throw fail("\(describe(element)) has no option \(quoted(option)); its options: \(names)")
      }
      return choice.run
    case (.increment, .adjust(let a)), (.decrement, .adjust(let a)):
      let up: Bool
      if case .increment = self { up = true } else { up = false }
      guard let run = up ? a.increment : a.decrement else {
        throw fail("\(describe(element)) cannot step \(up ? "up" : "down")")
      }
      return run
    case (.adjust(_, let position), .adjust(let a)):
      guard let set = a.position else {
        throw fail(
          "\(describe(element)) has no track to set; step it with .increment or .decrement")
      }
      return onRenderingThread { set(position) }
    case (.pick(let date, _), .date(let choose)):
      return onRenderingThread { choose(date) }
    case (.type(let text, _), .text(let binding, let submit)):
      return onRenderingThread {
        binding.wrappedValue = text
        if let submit { ElementAction.perform(submit) }
      }
    default: throw fail("\(describe(element)) takes no \(verb)")
    }
  }

  private var verb: String {
    switch self {
    case .tap: return "tap"
    case .toggle: return "toggle (it is not a Toggle)"
    case .type: return "typing (it is not a text field)"
    case .select: return "choice (it is not a Picker)"
    case .increment, .decrement: return "step (it is not a Stepper or Slider)"
    case .adjust: return "position (it is not a Slider)"
    case .pick: return "date (it is not a DatePicker)"
    case .dismiss: return "dismissal"
    case .escape: return "escape"
    case .swipe: return "swipe"
    }
  }

  /// The swipe: the drag under the named element's centre, else a sheet's swipe down.
  private func swipe(_ direction: SwipeDirection, _ shown: RenderedScene, _ graph: StateGraph)
    throws(RenderError) -> @MainActor () -> Void
  {
    let e = try find(in: shown.semantics.elements, acting: false)
    let start = Point(x: e.frame.midX, y: e.frame.midY)
    let (dx, dy) = direction.unit
    let touched = Self.topmost(at: start, in: shown)?.frame
    if let run = graph.swipe(
      from: start, touching: touched, by: Size(width: 200 * dx, height: 200 * dy))
    {
      return run
    }
    let sheet = shown.semantics.presentations.last { $0.kind == .sheet }
    if direction == .down, shown.requests.last(where: \.isPresented)?.kind == .sheet,
      let frame = sheet?.frame, frame.contains(start)
    {
      return try dismissal(shown, graph)
    }
    throw fail("\(describe(e)) takes no swipe: no DragGesture there, and it is not on a sheet")
  }

  /// Closes the top presentation. A presentation the page's views attach closes as iOS closes it
  /// for a person: a sheet by a swipe down (not with `interactiveDismissDisabled`), a popover, a
  /// menu or a confirmation dialog by a tap outside; an alert or a full-screen cover has no such
  /// way, and the step fails saying so. Otherwise a popup written in the view is tapped outside:
  /// at a corner, 16 pt in, of what is shown over the page (largest first) or of the safe area:
  /// the first where the topmost element is as large as half the safe area or more (a dim), else
  /// the first where there is none. What takes the tap there runs.
  private func dismissal(_ shown: RenderedScene, _ graph: StateGraph) throws(RenderError)
    -> @MainActor () -> Void
  {
    if let top = shown.requests.last(where: \.isPresented) {
      let name = top.modifierName
      guard let close = top.close else {
        throw fail("the \(name) is presented with a constant binding; nothing closes it")
      }
      switch top.kind {
      case .alert:
        throw fail("an alert closes only through its buttons; tap one of them")
      case .fullScreenCover:
        throw fail(
          "a full-screen cover has no swipe down and no outside to tap; tap a control that closes it"
        )
      case .sheet, .popover:
        if top.configuration.interactiveDismissDisabled {
          throw fail(
            "the \(name) has interactiveDismissDisabled: a person cannot close it that way")
        }
        return onRenderingThread(close)
      case .menu, .confirmationDialog, .toast, .popup:
        return onRenderingThread(close)
      }
    }
    let s = shown.semantics
    guard !shown.shownOverPage.isEmpty else { throw fail("nothing is presented over the page") }
    let area = s.safeArea.width * s.safeArea.height
    // The corners of what is shown over the page, largest first, then of the safe area.
    let shownOver = (s.overlays ?? []).map(\.frame).sorted {
      $0.width * $0.height > $1.width * $1.height
    }
    let corners = (shownOver + [s.safeArea]).flatMap { frame -> [Point] in
      let inset = frame.insetBy(dx: min(16, frame.width / 4), dy: min(16, frame.height / 4))
      return [
        Point(x: inset.minX, y: inset.minY), Point(x: inset.maxX, y: inset.minY),
        Point(x: inset.minX, y: inset.maxY), Point(x: inset.maxX, y: inset.maxY),
      ]
    }
    // A corner on the dim first, then one on nothing, then the first.
    let hits = corners.map { p in (p, Self.topmost(at: p, in: shown)) }
    let (point, hit) =
      hits.first { _, e in e.map { $0.frame.width * $0.frame.height >= area / 2 } ?? false }
      ?? hits.first { $0.1 == nil } ?? hits[0]
    let at = "(\(shortNumber(point.x)), \(shortNumber(point.y)))"
    guard let hit else { throw fail("tapping outside at \(at) reached nothing that takes a tap") }
    guard !hit.inert, let action = graph.action(hit.interaction), case .tap(let run) = action else {
      throw fail("tapping outside at \(at) reached \(describe(hit)), which takes no tap there")
    }
    return run
  }

  /// VoiceOver's escape: a system presentation that a person can close closes, as UIKit's
  /// `accessibilityPerformEscape` closes it; an alert or a full-screen cover answers with its
  /// own buttons, and the step fails saying so. With none, the front-most escape action runs.
  private func escape(_ shown: RenderedScene, _ graph: StateGraph) throws(RenderError)
    -> @MainActor () -> Void
  {
    if let top = shown.requests.last(where: \.isPresented) {
      switch top.kind {
      case .alert, .fullScreenCover:
        throw fail(
          "the \(top.modifierName) answers the escape gesture only through its own buttons; tap one"
        )
      default: return try dismissal(shown, graph)
      }
    }
    guard let run = graph.escapeAction else {
      throw fail("no view on the screen declares accessibilityAction(.escape)")
    }
    return run
  }

  /// The element in front at `p`: the last in paint order whose hit area (its frame when it has
  /// none) holds the point. Texts inside a control are passed over, as the control takes the tap.
  /// A shape a view shown under a condition draws over earlier elements takes their taps there
  /// (SwiftUI hit-tests every drawn shape): behind one, nothing is reached.
  private static func topmost(at p: Point, in shown: RenderedScene) -> SemanticElement? {
    let elements = shown.semantics.elements
    guard
      let i = elements.lastIndex(where: {
        $0.role != .text && ($0.hitFrame ?? $0.frame).contains(p)
      })
    else { return nil }
    let covered = shown.pageCovers.contains { $0.before > i && $0.frame.contains(p) }
    return covered ? nil : elements[i]
  }

  /// The one element the step names: among the elements that do something (`acting`), or
  /// among all (a swipe reaches views with no action of their own), the one whose label, value
  /// (a field's placeholder) or id is the name. A control's own text is named as the control
  /// is: where both match, the control counts.
  private func find(in elements: [SemanticElement], acting: Bool = true) throws(RenderError)
    -> SemanticElement
  {
    let name = target
    let named = elements.filter { $0.label == name || $0.id == name }
    let pool =
      acting
      ? named.filter { $0.interaction.exists }
      : named.count > 1 ? named.filter { $0.role != .text } : named
    switch pool.count {
    case 1:
      let e = pool[0]
      if e.inert {
        throw fail(
          "\(describe(e)) is covered by a modal presentation; a \(acting ? "tap" : "swipe") there "
            + "reaches the modal")
      }
      return e
    case 0:
      if let e = named.first {
        throw fail("\(describe(e)) does nothing when touched; \(candidates(elements))")
      }
      throw fail("no element is labelled or identified \(quoted(name)); \(candidates(elements))")
    default:
      throw fail(
        "\(pool.count) elements are named \(quoted(name)): "
          + pool.map(describe).joined(separator: "; ")
          + ". Name one by its accessibility identifier")
    }
  }

  private func fail(_ reason: String) -> RenderError {
    .interaction(step: description, reason: reason)
  }

  /// The elements a step can name, with their frames.
  private func candidates(_ elements: [SemanticElement]) -> String {
    let live = elements.filter { $0.interaction.exists && !$0.inert }
    guard !live.isEmpty else { return "nothing on the screen takes a touch" }
    return "what takes a touch: " + live.map(describe).joined(separator: "; ")
  }

  private func describe(_ e: SemanticElement) -> String {
    let f = e.frame
    let name = e.label.map { "\(quoted($0)) " } ?? ""
    return "\(name)\(e.role) \(e.id) at (\(shortNumber(f.minX)), \(shortNumber(f.minY))), "
      + "\(shortNumber(f.width))×\(shortNumber(f.height)) pt"
  }
}

private func quoted(_ s: String) -> String { "\"\(s)\"" }

/// Which way a swipe goes.
public enum SwipeDirection: String, Sendable, Hashable {
  case up, down, left, right

  /// The way, in screen axes.
  var unit: (Double, Double) {
    switch self {
    case .up: return (0, -1)
    case .down: return (0, 1)
    case .left: return (-1, 0)
    case .right: return (1, 0)
    }
  }
}

extension SceneRenderer {
  /// The scene on a variant after its interactions: each step is done on the screen as it is
  /// drawn then, in one state graph, and the screen is drawn again. Deterministic: the steps and
  /// the views' actions run in order on the rendering thread.
  /// Inside a session already (a probe that reads the last render's actions), the steps run in
  /// it.
  func renderAfterInteractions(_ scene: Scene, _ v: Variant) throws(RenderError) -> RenderedScene {
    let graph = StateGraph.current ?? StateGraph()
    return try graph.run { () throws(RenderError) -> RenderedScene in
      for step in scene.interactions {
        let shown = try renderAnswered(scene, v, graph)
        try step.perform(on: shown, graph, limit: actionTimeLimit)
      }
      return try renderAnswered(scene, v, graph)
    }
  }

  /// The most renders one step may lead to: the first, and one for each round of `onChange`
  /// actions that the one before made due (an action that changes what another watches).
  static let maxChangeRounds = 8

  /// The screen drawn, and drawn again while `onChange` actions ran after the last drawing.
  func renderAnswered(_ scene: Scene, _ v: Variant, _ graph: StateGraph)
    throws(RenderError) -> RenderedScene
  {
    for _ in 1..<Self.maxChangeRounds {
      graph.clearActions()
      let shown = try renderSettled(scene, v)
      graph.collect()
      guard graph.hasChanges else { return shown }
      guard graph.runAction(seconds: actionTimeLimit, { _ = graph.runChanges() }) else {
        throw .interaction(
          step: scene.name,
          reason:
            "an onChange action did not return within \(shortNumber(actionTimeLimit)) s; Swift cannot "
            + "stop it, so it keeps running")
      }
    }
    throw .interaction(
      step: scene.name,
      reason:
        "onChange actions still ran after \(Self.maxChangeRounds) renders (each changes what "
        + "another watches, a loop); the screen never settles")
  }
}

extension Scene {
  /// The scene with `steps` done after its own interactions.
  public func after(_ steps: [Interaction]) -> Scene {
    guard !steps.isEmpty else { return self }
    var scene = self
    scene.interactions += steps
    return scene
  }
}

extension RenderedScene {
  /// The ids of what the page's own views show over it: the views shown under a condition over
  /// earlier ones (ZStack popups, toasts, banners) and the popups the audit reads as modal.
  var shownOverPage: Set<String> {
    Set(pageCovers.map(\.view)).union((semantics.overlays ?? []).map(\.id)).union(
      semantics.presentations.filter { $0.kind == .popup }.map(\.id))
  }
}
