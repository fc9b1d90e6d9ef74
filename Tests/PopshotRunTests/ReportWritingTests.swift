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

@Suite(.removesTemporaryFolders) struct ReportWritingTests {
  func report() -> CheckReport {
    var failed = VariantResult(
      fixture: "b", variant: "iphone-15.portrait", file: "F/b.json",
      status: .failed, message: "pixels differ")
    failed.width = 393
    failed.height = 852
    let passed = VariantResult(
      fixture: "a", variant: "iphone-15.portrait", file: "F/a.json",
      status: .passed)
    // A fixed start: without one, JUnit's timestamp is the time of writing, and two writes a
    // second apart differ (filesMadeAtOnceAreTheFilesMadeInTurn failed so on a loaded machine).
    return CheckReport(
      tool: "popshot test", profile: "hig", failOn: .error, shard: "1/1",
      results: [failed, passed], seconds: 1.5, started: Date(timeIntervalSince1970: 1_765_000_000))
  }

  @Test func writesJSONAlwaysAndEachFormatAsked() throws {
    let out = try temporaryDirectory()
    var texts: [String] = []
    try writeReports(report(), formats: [.junit, .text], out: out, color: false, verbose: false) {
      texts.append($0)
    }
    let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
    #expect(files == ["report.json", "junit.xml"])
    #expect(texts.count == 1)
    #expect(
      texts.first?.hasPrefix(
        "2 variants: 1 passed, 0 recorded, 1 differ; findings: 0 errors, 0 warnings, 0 notes "
          + "(profile hig, 1.5 s)\n") == true)
    #expect(texts.first?.contains(" iphone-15.portrait  DIFF\n    pixels differ\n") == true)
    let junit = try String(contentsOfFile: "\(out)/junit.xml", encoding: .utf8)
    #expect(junit.components(separatedBy: "<testcase").count - 1 == 2)
    #expect(junit.components(separatedBy: "<failure").count - 1 == 1)
    let read = try readReports(["\(out)/report.json"])
    #expect(read == [report()])

    let more = try temporaryDirectory()
    try writeReports(
      report(), formats: [.json, .sarif, .html], out: more, color: false,
      verbose: false
    ) { _ in Issue.record("no text was asked for") }
    #expect(
      Set(try FileManager.default.contentsOfDirectory(atPath: more))
        == ["report.json", "popshot.sarif", "html"])
    #expect(FileManager.default.fileExists(atPath: "\(more)/html/index.html"))
  }

  /// The files made at once are the files made one after another, byte for byte; the text comes
  /// once, after them. Where two cannot be written, the first asked for is the error, and the
  /// others are written all the same.
  @Test func filesMadeAtOnceAreTheFilesMadeInTurn() throws {
    var made: [[String: Data]] = []
    for jobs in [1, 4] {
      let out = try temporaryDirectory()
      var texts: [String] = []
      try writeReports(
        report(), formats: [.text, .junit, .sarif, .htmlSingle, .text], out: out, color: false,
        verbose: false, jobs: jobs
      ) { text in
        // The files are there when the text comes.
        #expect(FileManager.default.fileExists(atPath: "\(out)/gallery.html"))
        texts.append(text)
      }
      #expect(texts.count == 2)
      var files: [String: Data] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: out) {
        files[name] = FileManager.default.contents(atPath: "\(out)/\(name)")
      }
      #expect(Set(files.keys) == ["report.json", "junit.xml", "popshot.sarif", "gallery.html"])
      made.append(files)
    }
    #expect(made[0] == made[1])

    let blocked = try temporaryDirectory()
    // Folders stand where junit.xml and popshot.sarif go, so neither can be renamed into place.
    for name in ["junit.xml", "popshot.sarif"] {
      try FileManager.default.createDirectory(
        atPath: "\(blocked)/\(name)/x", withIntermediateDirectories: true)
    }
    do {
      try writeReports(
        report(), formats: [.sarif, .junit, .htmlSingle], out: blocked, color: false,
        verbose: false, jobs: 4)
      Issue.record("writing over a folder succeeded")
    } catch {
      #expect("\(error)".contains("popshot.sarif"))
    }
    #expect(FileManager.default.fileExists(atPath: "\(blocked)/report.json"))
    #expect(FileManager.default.fileExists(atPath: "\(blocked)/gallery.html"))
  }

  @Test func emptyRunsAndUnreadableReports() throws {
    let out = try temporaryDirectory()
    let empty = CheckReport(
      tool: "popshot test", profile: "hig", failOn: .error, shard: "2/2",
      results: [], seconds: 0)
    try writeReports(empty, formats: [.json], out: out, color: false, verbose: false)
    #expect(try readReports(["\(out)/report.json"]) == [empty])
    let unreadable = "\(out)/none.json: cannot read the report"
    #expect(throws: Failure(code: Exit.badInput, message: unreadable)) {
      try readReports(["\(out)/report.json", "\(out)/none.json"])
    }
    #expect(throws: Failure.self) { try prepareOut("/proc/popshot-out") }
    do { try prepareOut("/proc/popshot-out") } catch { #expect(error.code == Exit.internalError) }
    try prepareOut("\(out)/new/folder")
    #expect(try FileManager.default.contentsOfDirectory(atPath: "\(out)/new/folder").isEmpty)
  }
}
