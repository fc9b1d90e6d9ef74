// Does a view draw what a reviewed fixture draws? The seeds' SwiftUI examples are checked against
// the baselines of the fixtures that transcribe them, pixel for pixel.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSnapshot
import PopshotText
import PopshotUI

/// How one variant of a view compared with a fixture's baseline.
public struct FixtureComparison: Sendable, CustomStringConvertible {
  public let variant: String
  public let matches: Bool
  public var description: String { "\(variant): \(matches ? "same pixels" : "pixels differ")" }
}

/// Renders `view` on each variant of `fixture`'s default matrix (those whose state is `state`,
/// when given) and compares its pixels with the fixture's baseline in `snapshots`. With `opening`,
/// the first presentation the view attaches that is not shown is opened for the render, as
/// `presenting: .each` does.
public func compare<V: View>(
  _ view: V, withFixture fixture: String, state: String? = nil, opening: Bool = false,
  fixtures: String, snapshots: String
) throws -> [FixtureComparison] {
  let recorded = try FixtureDecoder.load(path: "\(fixtures)/\(fixture).json")
  let scene = Scene(name: fixture, page: view)
  let store = BaselineStore(root: snapshots)
  let renderer = SceneRenderer()
  var out: [FixtureComparison] = []
  for v in recorded.variants(.default) where state == nil || v.state == state {
    func render() throws -> Pixmap { try renderer.render(scene, v).pixmap() }
    var pixmap = try render()
    if opening,
      let request = try renderer.render(scene, v).requests.first(where: { !$0.isPresented }),
      let opened = try request.whileOpen(render)
    {
      pixmap = opened
    }
    let baseline = try store.sidecar(fixture, v.name)
    out.append(FixtureComparison(variant: v.name, matches: pixmap.pixelHash == baseline.pixelHash))
  }
  return out
}
