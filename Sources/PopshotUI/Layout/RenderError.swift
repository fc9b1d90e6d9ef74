// Why a view could not be rendered: a font it needs, or a view tree that would never finish (a
// body that makes itself, a preference action that keeps changing what it measures). Each
// message names the view, for the test that rendered it (docs/swiftui.md, "Hostile views").
import PopshotText

/// Why a render failed. The message names the view and says what to look at.
public enum RenderError: Error, Equatable, CustomStringConvertible {
  /// A font file Popshot needs is missing or unreadable.
  case font(FontError)
  /// The view tree nests deeper than `limit` levels (`ViewDepth.limit`): a body that makes
  /// itself, directly or through other views. `view` is the innermost view whose body was being
  /// read (the view type where the limit was reached when no body was).
  case tooDeep(view: String, limit: Int)
  /// An `onPreferenceChange` action still saw a new value of `key` in the last of `passes`
  /// layout passes: its action changes what it measures (a feedback loop). `view` is the view
  /// whose body attached the action (the render's root view when none did), `place` the layout
  /// id of the view the action is on.
  case unsettled(view: String, place: String, key: String, passes: Int)
  /// A step of an interaction could not be done: `step` is the step as written (`.tap("Show")`),
  /// `reason` what was found instead (no such element, several, covered), with the candidates.
  case interaction(step: String, reason: String)

  public var description: String {
    switch self {
    case .font(let error): return error.description
    case .tooDeep(let view, let limit):
      return
        "\(view): the view tree is deeper than \(limit) levels (a body that makes itself?); "
        + "rendering stopped there"
    case .unsettled(let view, let place, let key, let passes):
      let at = place.isEmpty ? "" : " at \(place)"
      return
        "\(view): onPreferenceChange(\(key))\(at) saw a new value in each of \(passes) layout "
        + "passes (its action changes what it measures, a feedback loop); the screen never settles"
    case .interaction(let step, let reason): return "\(step): \(reason)"
    }
  }

  /// The font error, if this is one.
  public var fontError: FontError? {
    if case .font(let error) = self { return error }
    return nil
  }
}
