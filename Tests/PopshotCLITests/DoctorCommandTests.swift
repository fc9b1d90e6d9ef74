// `popshot doctor --log`, end to end: what it prints for a package with an `import os` and
// a missing SwiftUI name, its exit codes, and its usage and bad-input errors.
import Foundation
import PopshotTestSupport
import Testing

@Suite(.removesTemporaryFolders) struct DoctorCommandTests {
  @Test func explainsALogAndFailsWhenTheTargetDoesNotBuild() throws {
    let dir = try temporaryFolder("popshot-doctor-cli")
    try FileManager.default.createDirectory(
      atPath: "\(dir)/Sources/Kit", withIntermediateDirectories: true)
    try "// swift-tools-version:6.0\n".write(
      toFile: "\(dir)/Package.swift", atomically: true, encoding: .utf8)
    try "import os\nimport SwiftUI\nlet log = Logger()\nlet v = ContentUnavailableView()\n".write(
      toFile: "\(dir)/Sources/Kit/A.swift", atomically: true, encoding: .utf8)
    let log = """
      \(dir)/Sources/Kit/A.swift:1:8: error: no such module 'os'
      \(dir)/Sources/Kit/A.swift:4:9: error: cannot find 'ContentUnavailableView' in scope
      \(dir)/Sources/Kit/A.swift:4:9: error: cannot find 'ContentUnavailableView' in scope

      """
    try log.write(toFile: "\(dir)/build.log", atomically: true, encoding: .utf8)
    let r = try popshot(["doctor", "--package", dir, "--log", "\(dir)/build.log"])
    #expect(r.code == 1)
    #expect(r.stderr == "")
    #expect(
      r.stdout == """
        Linux forbids (edit the package):
          Sources/Kit/A.swift
            1: no such module 'os'
              → wrap `import os` and its uses (lines 3) in `#if canImport(os)` … `#endif`
        Popshot lacks (Popshot's to add, not yours):
          Sources/Kit/A.swift
            4: ContentUnavailableView (cannot find 'ContentUnavailableView' in scope)
        1 file needs edits
        1 symbol Popshot lacks

        """)
    try "Building for debugging...\nBuild complete!\n".write(
      toFile: "\(dir)/clean.log", atomically: true, encoding: .utf8)
    let clean = try popshot(["doctor", "--package", dir, "--log", "\(dir)/clean.log"])
    #expect(clean.code == 0)
    #expect(
      clean.stdout
        == "The target builds on Linux against Popshot.\n0 files need edits\n"
        + "0 symbols Popshot lacks\n")
  }

  @Test func usageAndInputErrors() throws {
    let dir = try temporaryFolder("popshot-doctor-cli")
    let format = try popshot(["doctor", "--package", dir, "--format", "jsn"])
    #expect(format.code == 64)
    #expect(
      format.stderr == "popshot: --format takes text or json, not 'jsn'; did you mean 'json'?\n")
    let missing = try popshot(["doctor", "--package", "\(dir)/none"])
    #expect(missing.code == 65)
    #expect(missing.stderr == "popshot: \(dir)/none: no Package.swift\n")
  }
}
