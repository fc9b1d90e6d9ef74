// What the suites share: the package root, temporary folders and fixture selections.
import Foundation
import PopshotAudit
import PopshotReport
import PopshotScenes
import PopshotSnapshot
import PopshotSupport
import PopshotTestSupport
import Synchronization
import Testing

@testable import PopshotRun

/// The package's root, for the committed fixtures and baselines.
let root = repositoryRoot.path

/// A new folder for one test, removed when it ends (the suite removes temporary folders).
func temporaryDirectory() throws -> String {
  try temporaryFolder("popshot-run")
}

/// A fixtures folder holding the committed toast-error fixture under each of `names`. The toast
/// has no variant restriction and two states, its own and its page (`--state default` keeps the
/// first), so each copy has exactly its matrix's variants in each state.
func fixturesFolder(_ names: [String]) throws -> String {
  let dir = try temporaryDirectory()
  let toast = try Data(contentsOf: URL(fileURLWithPath: "\(root)/Fixtures/toast-error.json"))
  for n in names { try toast.write(to: URL(fileURLWithPath: "\(dir)/\(n).json")) }
  return dir
}

/// The five committed toast fixtures on `devices` in portrait, in `states`.
func toasts(devices: String, states: String) throws -> Selection {
  try RunSelection(
    fixtures: "\(root)/Fixtures", fixture: "toast-*", devices: devices,
    orientations: "portrait", states: states
  ).select()
}

/// "fixture variant" for each job, in order.
func names(_ s: Selection) -> [String] { s.jobs.map { "\($0.scene.name) \($0.variant.name)" } }

/// The default matrix's variant names, in its order: device, then orientation.
let defaultVariants = ["iphone-se-3", "iphone-15", "iphone-15-pro-max", "ipad-air-11"]
  .flatMap { ["\($0).portrait", "\($0).landscape"] }
