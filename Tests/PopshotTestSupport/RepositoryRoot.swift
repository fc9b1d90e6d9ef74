// Where the package's committed files are, for the tests that read fixtures and baselines.
import Foundation

/// The package's root folder (where Package.swift, Fixtures and Snapshots are), found from this
/// file's place in Tests/PopshotTestSupport.
public let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
