import PopshotGraphics
import PopshotText

/// What rendering a view produces: its size, what to draw, and what each element is.
public struct LayoutResult: Sendable {
  public var size: Size
  /// Where the root view was placed on the screen.
  public var frame: Rect
  public var displayList: DisplayList
  public var semantics: Semantics
  /// The frame of every view given an explicit `.id`, in points.
  public var frames: [String: Rect]
  /// For each view a fixture describes, by its layout id (its element's id): the UTF-8 offset of
  /// its JSON object in the fixture's text (see `fixtureSource`). Empty for views written in Swift.
  public var sources: [String: Int]
  /// The sheets and covers attached to the views laid out, shown or not, in tree order.
  public var presentations: [PresentationRequest]
  /// The views shown by an `if` or `switch` of a view builder.
  public var conditionals: [ConditionalRegion]
}

/// Lays out a view tree and turns it into a display list and semantics.
public enum LayoutEngine {
  /// Renders `view` on a screen of `size` points: the view is proposed the safe area (the screen
  /// less `environment.safeAreaInsets`) and centred in it, as SwiftUI does with a root view.
  /// `alignment` places the view in the safe area when it is smaller (SwiftUI centres it).
  ///
  /// When an `onPreferenceChange` action sees a new value, it runs once the render is done, and
  /// the view is rendered again to show what it changed (see `settled`).
  ///
  /// Throws for a missing font, a view tree deeper than `ViewDepth.limit` levels (a body that
  /// makes itself) and a preference action that never settles (`RenderError`).
  public static func render(
    _ view: some View, size: Size, environment: EnvironmentValues = EnvironmentValues(),
    alignment: Alignment = .center
  ) throws(RenderError) -> LayoutResult {
    var changes: [PreferenceChange] = []
    let first = try renderOnce(
      view, size: size, environment: environment, alignment: alignment, changes: &changes)
    if changes.isEmpty { return first }
    let root = "\(type(of: view))"
    // Inside `settled` (a scene's renders), the outer loop passes again.
    if let session = PreferenceSession.current {
      session.deliver(changes, root: root)
      return first
    }
    let session = PreferenceSession()
    session.deliver(changes, root: root)
    return try PreferenceSession.$current.withValue(session) {
      passAgain(session, after: .success(first)) { () throws(RenderError) -> LayoutResult in
        var more: [PreferenceChange] = []
        let result = try renderOnce(
          view, size: size, environment: environment, alignment: alignment, changes: &more)
        session.deliver(more, root: root)
        return result
      }
    }.get()
  }

  /// One pass; `changes` gets what the onPreferenceChange modifiers saw, for `render` to deliver.
  static func renderOnce(
    _ view: some View, size: Size, environment: EnvironmentValues, alignment: Alignment,
    changes: inout [PreferenceChange]
  ) throws(RenderError) -> LayoutResult {
    // Bodies are evaluated, and geometry readers' content built, inside the render's environment.
    // UIScreen reads its screen; a render outside a variant draws on a screen of its own size.
    var environment = environment
    if !environment.hasScreen {
      environment.screen = ScreenTraits(
        size: size, scale: environment.displayScale, idiom: size.width >= 700 ? .pad : .phone)
    }
    // A view past the depth limit was made as nothing; the render fails, naming it.
    var out = try ViewDepth.checking { () throws(RenderError) in
      drawn(view, size: size, environment: environment, alignment: alignment)
    }
    if let error = out.firstError { throw .font(error) }
    changes = out.preferenceChanges
    for i in out.elements.indices { out.elements[i].zOrder = i }
    return LayoutResult(
      size: out.rootFrame.size, frame: out.rootFrame, displayList: DisplayList(out.items),
      semantics: Semantics(elements: out.elements), frames: out.frames, sources: out.sources,
      presentations: out.presentations, conditionals: out.conditionals)
  }

  /// The tree of `view` built and placed on the screen.
  private static func drawn(
    _ view: some View, size: Size, environment: EnvironmentValues, alignment: Alignment
  ) -> Output {
    // The system colours' values (iOS 26's, high-contrast) follow the environment.
    Color.$palette.withValue(Color.Palette(environment)) {
      EnvironmentValues.$current.withValue(environment) {
        let root = Builder.root(view, env: environment)
        let screen = Rect(origin: .zero, size: size)
        let safe = screen.inset(by: environment.safeAreaInsets)
        let s = root.size(ProposedSize(safe.size))
        var out = Output(screen: screen, safe: safe)
        out.mayBeRightToLeft = environment.layoutDirection == .rightToLeft
        out.rootFrame = Rect(origin: alignment.place(s, in: safe), size: s)
        let mark = out.mayBeRightToLeft ? out.mark() : nil
        root.placeIn(out.rootFrame, &out)
        // Right to left: the whole screen's layout mirrored (LayoutDirectionBoundary).
        if let mark {
          out.mirror(since: mark, around: screen.midX)
          let r = out.rootFrame
          out.rootFrame = Rect(
            x: 2 * screen.midX - r.maxX, y: r.minY, width: r.width, height: r.height)
        }
        return out
      }
    }
  }

  /// The most times `settled` runs its body: the first pass, one to show what its preference
  /// actions changed, and one more for a value that the second pass moved again (a size read
  /// from content that the first change resized). A value that the last pass still moves is a
  /// feedback loop, which SwiftUI also cuts short ("Bound preference … tried to update multiple
  /// times per frame"): no pass shows what its action did, so the render fails
  /// (`RenderError.unsettled`).
  public static let maxLayoutPasses = 3

  /// Runs `body` (renders of one screen: a scene's page, its presentations) until no
  /// `onPreferenceChange` action inside it sees a new value, at most `maxLayoutPasses` times, and
  /// returns the last result. An action runs only when its value differs from the one it saw in
  /// an earlier pass, as in SwiftUI. Inside another `settled`, it runs `body` once: the outer
  /// one passes again. Throws `RenderError.unsettled` when the last pass still ran an action.
  public static func settled<T>(_ body: () throws(RenderError) -> T) throws(RenderError) -> T {
    if PreferenceSession.current != nil { return try body() }
    let session = PreferenceSession()
    return try PreferenceSession.$current.withValue(session) {
      passAgain(session, after: Result(catching: body), body)
    }.get()
  }

  /// Runs `pass` again while the last pass ran a preference action, until `maxLayoutPasses`
  /// passes in all; the last result, or `unsettled` when the last pass ran one still.
  private static func passAgain<T>(
    _ session: PreferenceSession, after first: Result<T, RenderError>,
    _ pass: () throws(RenderError) -> T
  ) -> Result<T, RenderError> {
    var result = first
    while session.changed, session.pass < maxLayoutPasses {
      session.changed = false
      session.pass += 1
      result = Result(catching: pass)
    }
    if case .success = result, session.changed, let last = session.lastChange {
      return .failure(
        .unsettled(view: last.view, place: last.id, key: last.key, passes: session.pass))
    }
    return result
  }

  /// The size `view` takes for a proposal, without drawing it.
  public static func size(
    of view: some View, proposal: ProposedSize, environment: EnvironmentValues = EnvironmentValues()
  ) -> Size {
    EnvironmentValues.$current.withValue(environment) {
      Builder.root(view, env: environment).size(proposal)
    }
  }

  /// The frames of the views given an explicit `.id`, laid out on a `size` screen.
  public static func frames(
    of view: some View, size: Size, environment: EnvironmentValues = EnvironmentValues()
  ) throws(RenderError) -> [String: Rect] {
    try render(view, size: size, environment: environment).frames
  }
}
