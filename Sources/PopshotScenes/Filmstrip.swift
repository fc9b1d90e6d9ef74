// A step's change in motion: the scene's last interaction filmed. The steps before it are done
// as for a still; the screen before the last is drawn with the drawings of its removable views
// captured, and the last is done with its renders recorded (StateGraph's motion record): the
// views it inserts and removes, and the animation of each. The frames are drawn from the state
// the step left, at evenly spaced moments from the step (t = 0) until every view is in or out
// (t = 1): each inserted view as its transition has it then, each removed one drawn over the
// page on its way out (docs/swiftui.md, "Filmstrips").
import PopshotGraphics
import PopshotUI

/// The frames of one step's change.
public struct Filmstrip: Sendable {
  /// The scene drawn at each moment, the first at the step, the last with everything in.
  public let frames: [RenderedScene]
  /// The seconds from the step to the end of the motion.
  public let seconds: Double

  /// The moment of each frame, in seconds after the step.
  public var times: [Double] {
    let n = frames.count
    return (0..<n).map { n > 1 ? seconds * Double($0) / Double(n - 1) : seconds }
  }

  /// The fewest and most frames a strip takes: its start and end, and at most a dozen (a strip
  /// of a dozen iPad frames is still inside an image's limits).
  public static let frameCounts = 2...12
}

extension SceneRenderer {
  /// The change the scene's last interaction makes, drawn at `frames` evenly spaced moments.
  /// Fails, saying why, when the scene has no step, or when nothing the step inserts animates
  /// (all its frames would be the same).
  public func renderFilmstrip(_ scene: Scene, _ v: Variant, frames: Int = 5) throws(RenderError)
    -> Filmstrip
  {
    guard let last = scene.interactions.last else {
      throw .interaction(
        step: scene.name,
        reason: "a filmstrip films what a step changes: give it one (after: [.tap(\"…\")])")
    }
    guard Filmstrip.frameCounts.contains(frames) else {
      throw .interaction(
        step: last.description,
        reason:
          "a filmstrip takes \(Filmstrip.frameCounts.lowerBound) to "
          + "\(Filmstrip.frameCounts.upperBound) frames, not \(frames)")
    }
    let graph = StateGraph()
    return try graph.run { () throws(RenderError) -> Filmstrip in
      var shown: RenderedScene
      for step in scene.interactions.dropLast() {
        shown = try renderAnswered(scene, v, graph)
        try step.perform(on: shown, graph, limit: actionTimeLimit)
      }
      // The screen before the step, its removable views' drawings captured.
      graph.beginCapture()
      shown = try renderAnswered(scene, v, graph)
      graph.beginFilming()
      try last.perform(on: shown, graph, limit: actionTimeLimit)
      let end = try renderAnswered(scene, v, graph)
      let motion = graph.endRecording()
      guard motion.seconds > 0 else {
        throw .interaction(step: last.description, reason: motion.stillReason)
      }
      var drawn: [RenderedScene] = []
      for k in 0..<frames - 1 {
        let t = motion.seconds * Double(k) / Double(frames - 1)
        let frame = try graph.drawing(at: t) { () throws(RenderError) in
          try renderSettled(scene, v)
        }
        drawn.append(frame.withPageItems(graph.removalItems(at: t)))
      }
      return Filmstrip(frames: drawn + [end], seconds: motion.seconds)
    }
  }
}

extension RenderedScene {
  /// The scene with `extra` drawn over its page, under its presentations and chrome (a removed
  /// view on its way out).
  func withPageItems(_ extra: [DisplayItem]) -> RenderedScene {
    guard !extra.isEmpty else { return self }
    var items = displayList.items
    items.insert(contentsOf: extra, at: min(pageItemEnd, items.count))
    var scene = RenderedScene(
      variant: variant, displayList: DisplayList(items), semantics: semantics,
      requests: requests, sources: sources, pageCovers: pageCovers)
    scene.pageItemEnd = pageItemEnd + extra.count
    return scene
  }
}
