import Foundation
import PopshotGraphics
import PopshotSupport
import Testing

@testable import PopshotSnapshot
@testable import PopshotTesting

@Suite struct StrategyTests {
  let dir = FileManager.default.temporaryDirectory
    .appendingPathComponent("popshot-strategy-\(UUID().uuidString)").path

  func context(_ mode: RecordMode, name: String = "T/test") -> SnapshotContext {
    SnapshotContext(directory: dir, name: name, mode: mode, presenting: .asIs)
  }

  @Test func ciAndRecordModesFromTheEnvironment() {
    #expect(RecordMode.isCI(["CI": "true"]) && RecordMode.isCI(["CI": "1"]))
    #expect(RecordMode.isCI(["CI": "woodpecker"]))
    #expect(!RecordMode.isCI([:]) && !RecordMode.isCI(["CI": ""]))
    #expect(!RecordMode.isCI(["CI": "false"]) && !RecordMode.isCI(["CI": "0"]))
    #expect(RecordMode.fromEnvironment(["CI": "1"]) == .never)
    #expect(RecordMode.environmentProblem(["POPSHOT_RECORD": "failed"]) == nil)
    #expect(
      RecordMode.environmentProblem(["POPSHOT_RECORD": "yes"])
        == "POPSHOT_RECORD=yes is not a record mode; use one of all, missing, failed, never")
    // A mode that is not one writes nothing.
    #expect(RecordMode.fromEnvironment(["POPSHOT_RECORD": "yes"]) == .never)
  }

  /// The semantics dump of a button on an iPhone 15: "OK" in 17 pt Inter is centred in the safe
  /// area (59…818 pt tall), and the text names its role, label and tap action.
  @Test func semanticsAreTextThatDiffsByLine() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let strategy = Snapshotting<Button<Text>, String>.semantics(on: [.iPhone15])
    #expect(strategy.check(Button("OK"), context(.missing)).isEmpty)
    let path = "\(dir)/T/test.iphone-15.portrait.semantics.txt"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.hasPrefix("screen (0, 0) 393×852, safe area (0, 59) 393×759\n"))
    #expect(text.contains("button button \"OK\""))
    #expect(strategy.check(Button("OK"), context(.never)).isEmpty)
    let failures = strategy.check(Button("Cancel"), context(.never))
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("line 2 differs") == true)
    // A text baseline's difference is a line, not pixels: only its message says which.
    #expect(failures.first?.difference == nil)
  }

  /// A view as an image: the missing baseline fails on CI and leaves the render to look at.
  @Test func imagesOfViewsAndMissingBaselines() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let strategy = Snapshotting<Text, Pixmap>.image(on: [.iPhoneSE])
    let failures = strategy.check(Text("Hello"), context(.never))
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("no baseline; the render is") == true)
    #expect(failures.first?.difference?.kind == .noBaseline)
    #expect(strategy.check(Text("Hello"), context(.missing)).isEmpty)
    #expect(FileManager.default.fileExists(atPath: "\(dir)/T/test/iphone-se-3.portrait.png"))
    #expect(strategy.check(Text("Hello"), context(.never)).isEmpty)
    #expect(strategy.check(Text("Hullo"), context(.never)).count == 1)
  }

  /// pullback: a strategy for scenes serves any value that can be made into one.
  @Test func pullbackAndAudit() throws {
    defer { try? FileManager.default.removeItem(atPath: dir) }
    struct Card { var title: String }
    let strategy = Snapshotting<Scene, String>.audit(on: [.iPhone15]).pullback { (card: Card) in
      Scene(
        name: "card",
        page: Button {
        } label: {
          Image(systemName: "xmark")
        }.id(card.title))
    }
    #expect(strategy.check(Card(title: "close"), context(.missing)).isEmpty)
    let text = try String(
      contentsOfFile: "\(dir)/T/test.iphone-15.portrait.audit.txt", encoding: .utf8)
    // An icon-only button with no label, smaller than 44 × 44 pt.
    #expect(text.contains("label.missing close"))
    #expect(text.contains("target.size close"))
  }
}

@Suite struct ParameterizedSnapshotTests {
  /// Each argument of a parameterized test needs its own name, or the cases would share one
  /// baseline; without `named:` the test says so instead of writing anything.
  @Test(arguments: ["A", "B"])
  func eachArgumentNeedsAName(_ title: String) {
    let strategy = Snapshotting<Text, String>.semantics(on: [.iPhoneSE])
    let failures = snapshotFailures(
      Text(title), strategy, name: nil, presenting: .asIs, mode: .never,
      file: "/nonexistent/T.swift", function: "eachArgumentNeedsAName(_:)")
    #expect(failures.count == 1)
    #expect(failures.first?.message.contains("is a parameterized test: pass named:") == true)
  }

  /// A name that would make a path (or hide a file) is refused, not rewritten.
  @Test(arguments: ["a/b", "..", "", "dark mode"])
  func namesThatAreNotFileNamesAreRefused(_ name: String) {
    let strategy = Snapshotting<Text, String>.semantics(on: [.iPhoneSE])
    let failures = snapshotFailures(
      Text("x"), strategy, name: name, presenting: .asIs, mode: .never,
      file: "/nonexistent/T.swift", function: "names()")
    #expect(
      failures.map(\.message) == [
        #"named: "\#(name)" cannot name a baseline file: use 1 to 64 letters, digits, "-", "_" or "." (not starting with ".")"#
      ])
  }
}

/// A popup its button opens and its Close button closes.
private struct StepPage: View {
  @State private var shown = false
  var body: some View {
    VStack {
      Button("Show") { shown = true }
      if shown { Button("Close") { shown = false } }
    }
  }
}

@MainActor @Suite struct EachStepTests {
  /// `eachStep`: the screen after each step is a baseline of its own, named by the steps so far;
  /// the first shows Close, the second does not.
  @Test func everyStepIsASnapshot() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("popshot-steps-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
    try Data().write(to: root.appendingPathComponent("Package.swift"))
    defer { try? FileManager.default.removeItem(at: root) }
    let failures = snapshotFailures(
      StepPage(), Snapshotting<StepPage, String>.semantics(on: [.iPhoneSE]), name: nil,
      presenting: .asIs, after: [.tap("Show"), .tap("Close")], eachStep: true, mode: .all,
      file: root.appendingPathComponent("Tests/T.swift").path, function: "steps()")
    #expect(failures.isEmpty)
    let folder = root.appendingPathComponent("Snapshots/T").path
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(
      files == [
        "steps.tap-Show-then-tap-Close.iphone-se-3.portrait.semantics.txt",
        "steps.tap-Show.iphone-se-3.portrait.semantics.txt",
      ])
    let first = try String(contentsOfFile: folder + "/" + files[1], encoding: .utf8)
    let second = try String(contentsOfFile: folder + "/" + files[0], encoding: .utf8)
    #expect(first.contains(#""Close""#) && !second.contains(#""Close""#))
  }
}
