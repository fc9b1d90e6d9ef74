import Foundation
import PopshotScenes
import PopshotSnapshot
import PopshotTestSupport
import PopshotTesting
import Testing

let fixtureScenes: [Scene] = {
  FixtureLibrary.load(directory: repositoryRoot.appendingPathComponent("Fixtures").path)
    .scenes
}()

/// CI's snapshot diff: every fixture's baseline matrix (the default one in both designs) against
/// the committed Snapshots/.
@Suite struct FixtureSnapshotTests {
  @Test(arguments: fixtureScenes.map(\.name))
  func fixtureMatchesItsBaselines(_ name: String) throws {
    let scene = try #require(fixtureScenes.first { $0.name == name })
    expectSnapshot(of: scene, variants: scene.variants(.baselines), fixture: true)
  }

  @Test func noOrphanedBaselines() {
    let known = Set(
      fixtureScenes.flatMap { s in s.variants(.baselines).map { "\(s.name)/\($0.name)" } })
    let store = BaselineStore(
      root: repositoryRoot.appendingPathComponent("Snapshots").path)
    #expect(
      store.orphans(known: known).isEmpty, "orphaned baselines: \(store.orphans(known: known))")
  }
}
