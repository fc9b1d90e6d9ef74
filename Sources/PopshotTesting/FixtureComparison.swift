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
/// when given; otherwise all but the page variants, `Variant.pageState`) and compares its pixels with the fixture's baseline in `snapshots`. With `opening`,
/// the first presentation of that style the view attaches and does not show is opened for the
/// render, as `presenting: .each` does.
///
/// `after` is what a person does first (`[.tap("Show Popup")]`): each variant is drawn as the
/// steps leave it, so the view's own button opens the popup the fixture draws open.
public func compare<V: View>(
  _ view: V, withFixture fixture: String, state: String? = nil,
  opening: PresentationKind? = nil, after steps: [Interaction] = [], file: String = #filePath
) throws -> [FixtureComparison] {
  let package = packageDirectory(for: file)
  return try compare(
    view, withFixture: fixture, state: state, opening: opening, after: steps,
    fixtures: package + "/Fixtures", snapshots: package + "/Snapshots")
}

/// `compare(_:withFixture:)` with the fixtures' and baselines' folders given.
public func compare<V: View>(
  _ view: V, withFixture fixture: String, state: String? = nil,
  opening: PresentationKind? = nil, after steps: [Interaction] = [], fixtures: String,
  snapshots: String
) throws -> [FixtureComparison] {
  let recorded = try FixtureDecoder.load(path: "\(fixtures)/\(fixture).json")
  let scene = Scene(name: fixture, page: view).after(steps)
  let store = BaselineStore(root: snapshots)
  let renderer = SceneRenderer()
  var out: [FixtureComparison] = []
  // Without a state, every variant but the page one: a view's own `if`s cannot be closed for it.
  for v in recorded.variants(.default) where state.map({ v.state == $0 }) ?? !v.isPage {
    let rendered = try renderer.render(scene, v)
    let request = opening.flatMap { kind in
      // `.menu` names a `Menu`'s request, not a `.contextMenu`'s.
      rendered.requests.first { !$0.isPresented && $0.kind == kind && !$0.isContextMenu }
    }
    let pixmap =
      try request?.whileOpen { try renderer.render(scene, v).pixmap() } ?? rendered.pixmap()
    let baseline = try store.sidecar(fixture, v.name)
    out.append(
      FixtureComparison(variant: v.name, matches: pixmap.matches(pixelHash: baseline.pixelHash)))
  }
  return out
}

/// A view laid out as a page on a variant's screen (its safe area, appearance and text size), for
/// tests that look at frames and semantics rather than pixels.
public func layout(_ view: some View, on variant: Variant = .iPhone15) throws -> LayoutResult {
  try LayoutEngine.render(
    view, size: variant.device.size(variant.orientation), environment: variant.environment)
}
