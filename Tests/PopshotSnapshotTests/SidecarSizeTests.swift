import Foundation
import PopshotGraphics
import PopshotReference
import PopshotScenes
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotSnapshot

/// Sidecars are bounded the same way on both sides (issue 29): a record writes the compact
/// version 2 when the reviewed version 1 would be large, refuses one over
/// `BaselineStore.sidecarLimit`, and a verify reads whatever a record wrote, up to the largest
/// fixture a scene may be.
@Suite(.removesTemporaryFolders) struct SidecarSizeTests {
  /// One element of each shape version 2 shortens: every left-out field at its usual value,
  /// and every field at another.
  static let elements: [SemanticElement] = {
    let frame = Rect(x: 0.1, y: -2.5, width: 66.05250000000001, height: 20.287109375)
    let plain = SemanticElement(
      id: "vstack/text[1]", role: .text, label: "Hi", frame: frame, hitFrame: nil,
      text: TextInfo(
        string: "Hi", size: 17, weight: .regular, scalesWithDynamicType: true, textStyle: nil,
        lineCount: 1, truncated: false, clipped: false, missingCharacters: []),
      foreground: nil, background: nil, actions: [], zOrder: 0, hiddenFromAccessibility: false)
    var everything = SemanticElement(
      id: "sheet/button", role: .button, label: nil, frame: frame,
      hitFrame: Rect(x: -1, y: -1, width: 44, height: 44),
      text: TextInfo(
        string: "Not the label", size: 11.5, weight: .semibold, scalesWithDynamicType: false,
        textStyle: .caption, lineCount: 3, truncated: true, clipped: true,
        missingCharacters: ["\u{E000}"]),
      foreground: SRGBColor(red: 0, green: 0.47843137254901963, blue: 1),
      background: SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.5),
      actions: [.tap("tap"), .dismiss, .escape], zOrder: 7, hiddenFromAccessibility: true,
      layer: .presentation("sheet"), inert: true)
    everything.traits = [.isModal]
    everything.value = "1"
    everything.hint = "Closes the sheet"
    var sameHit = plain
    sameHit.id = "vstack/button"
    sameHit.hitFrame = frame
    sameHit.label = "Other"
    sameHit.layer = .chrome
    return [plain, everything, sameHit]
  }()

  /// A repository baseline's sidecar with `elements` in place of its own.
  static func sidecar(_ elements: [SemanticElement], version: Int) throws -> Sidecar {
    let path = repositoryRoot.appendingPathComponent(
      "Snapshots/basic-popup/ipad-air-11.landscape.classic.json")
    var sidecar = try Sidecar.decode(Data(contentsOf: path))
    sidecar.version = version
    sidecar.semantics.elements = elements
    return sidecar
  }

  @Test func compactElementsReadBackEqual() throws {
    let written = try SidecarSizeTests.sidecar(SidecarSizeTests.elements, version: 2)
    let bytes = try written.encoded()
    #expect(try Sidecar.decode(bytes) == written)
    let text = String(decoding: bytes, as: UTF8.self)
    // The usual values are left out; the first element is written as just these keys.
    #expect(
      text.contains(
        #"{"frame":[0.1,-2.5,66.05250000000001,20.287109375],"id":"vstack/text[1]","label":"Hi","#
          + #""role":"text","text":{"lineCount":1,"size":17,"weight":"regular"},"zOrder":0}"#))
    // A hit frame the same as the frame is written as [].
    #expect(text.contains(#""hitFrame":[],"id":"vstack/button""#))
    #expect(text.contains(#""semantics":{"displayCornerRadius":18,"elements":[],"#))
    #expect(!text.contains("\n"))
  }

  /// Screen-sized sidecars keep the reviewed version 1: re-recording one of the repository's
  /// baselines writes the bytes it has.
  @Test func reviewedSidecarsRecordTheirOwnBytes() throws {
    let path = repositoryRoot.appendingPathComponent(
      "Snapshots/basic-popup/ipad-air-11.landscape.classic.json")
    let bytes = try Data(contentsOf: path)
    var sidecar = try Sidecar.decode(bytes)
    #expect(sidecar.version == 1)
    sidecar.version = Sidecar.currentVersion
    #expect(try sidecar.recordedBytes() == bytes)
  }

  /// A sidecar whose version 1 would take more than 1 MiB is written as version 2.
  @Test func largeSidecarsAreCompact() throws {
    // 2,000 copies of the first element: about 1.3 MB as version 1, 0.3 MB as version 2.
    let many = (0..<2000).map { i -> SemanticElement in
      var e = SidecarSizeTests.elements[0]
      e.id = "vstack/text[\(i)]"
      e.zOrder = i
      return e
    }
    let sidecar = try SidecarSizeTests.sidecar(many, version: Sidecar.currentVersion)
    let pretty = try SidecarSizeTests.sidecar(many, version: 1).encoded()
    #expect(pretty.count > Sidecar.reviewableBytes)
    let recorded = try sidecar.recordedBytes()
    #expect(recorded.count * 4 < pretty.count)
    let read = try Sidecar.decode(recorded)
    #expect(read.version == 2 && read.semantics.elements == many)
  }

  /// A record that would write more than a verify reads is refused before anything is written,
  /// naming the fixture and variant; the verifier calls it bad input (exit 65).
  @Test func oversizedSidecarsAreRefused() throws {
    let dir = try temporaryFolder("popshot-sidecar-size")
    let store = BaselineStore(root: dir)
    var e = SidecarSizeTests.elements[0]
    e.label = String(repeating: "a", count: BaselineStore.sidecarLimit)
    let sidecar = try SidecarSizeTests.sidecar([e], version: Sidecar.currentVersion)
    #expect(throws: BaselineError.self) {
      try store.write("card", "iphone-se-3.portrait", png: [1, 2, 3], sidecar: sidecar)
    }
    do {
      try store.write("card", "iphone-se-3.portrait", png: [1, 2, 3], sidecar: sidecar)
    } catch {
      guard case .sidecarTooLarge(let path, let bytes, let limit) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(path == "\(dir)/card/iphone-se-3.portrait.json")
      #expect(bytes > limit && limit == 20 * (4 << 20))
      #expect(error.description.hasPrefix("\(path): the sidecar would take \(bytes) bytes, "))
    }
    #expect(!store.exists("card", "iphone-se-3.portrait"))

    let page = Text("x").accessibilityLabel(e.label!)
    let outcome = SnapshotVerifier(store: store, mode: .all, artifactsDirectory: dir + "/f")
      .verify(fixture: "card", try SceneRenderer().render(Scene(name: "card", page: page), se))
    #expect(outcome.status == .failed && outcome.problem == .badBaseline)
    #expect(outcome.message.hasPrefix("\(dir)/card/\(se.name).json: the sidecar would take "))
    #expect(!store.exists("card", se.name))
  }

  /// The largest fixture a scene may be (a list of rows, each a headline and a detail line:
  /// as many as the view limit allows, 3.5 MB) records and then verifies: its sidecar is well
  /// inside the limit both sides hold.
  @Test func largestFixtureRecordsAndVerifies() throws {
    // LargeFixture's text grows by the same bytes a row, and a row is 4 views under one stack:
    // as many rows as fit both limits, the views' here.
    let one = LargeFixture.text(rows: 1).utf8.count
    let perRow = LargeFixture.text(rows: 2).utf8.count - one
    let fit = (FixtureLimits.fileBytes - (one - perRow)) / perRow
    let rows = min(fit, (FixtureLimits.views - 1) / 4)
    #expect(rows == 9_999)
    let text = LargeFixture.text(rows: rows)
    #expect(text.utf8.count <= FixtureLimits.fileBytes)
    let dir = try temporaryFolder("popshot-largest-fixture")
    let file = "\(dir)/large.json"
    try text.write(toFile: file, atomically: false, encoding: .utf8)
    let scene = try FixtureDecoder.load(path: file)
    let rendered = try SceneRenderer().render(scene, se)
    let store = BaselineStore(root: "\(dir)/Snapshots")
    let record = SnapshotVerifier(store: store, mode: .all, artifactsDirectory: "\(dir)/f")
      .verify(fixture: "large", rendered)
    #expect(record.status == .recorded, "\(record.message)")
    let size = try #require(
      try FileManager.default.attributesOfItem(atPath: store.sidecarPath("large", se.name))[.size]
        as? Int)
    #expect(size <= BaselineStore.sidecarLimit)
    let sidecar = try store.sidecar("large", se.name)
    #expect(sidecar.version == 2)
    // Every row's two texts, each an element.
    #expect(sidecar.semantics.elements.filter { $0.role == .text }.count >= 2 * rows)
    let verify = SnapshotVerifier(store: store, mode: .never, artifactsDirectory: "\(dir)/f")
      .verify(fixture: "large", rendered)
    #expect(verify.status == .passed, "\(verify.message)")
  }

  /// The densest fixture the limits allow, a stack of 39,999 one-letter texts (13 bytes each;
  /// 4 MiB would hold 322,635, but a fixture is at most 40,000 views), fits the sidecar limit:
  /// its sidecar is projected from two smaller ones in the compact format, with the digits ids,
  /// z-orders and frames gain. (Recorded and verified end to end in a release build, the real
  /// one takes 9.6 MB: `BaselineStore.sidecarFactor`.)
  @Test func theDensestFixtureFitsTheLimit() throws {
    let head = #"{"page":{"view":{"vstack":{"children":["#
    let tail = "]}}}}"
    func sidecarBytes(_ n: Int) throws -> Int {
      let dir = try temporaryFolder("popshot-densest")
      let file = "\(dir)/dense.json"
      let text = head + Array(repeating: #"{"text":"a"}"#, count: n).joined(separator: ",") + tail
      try text.write(toFile: file, atomically: false, encoding: .utf8)
      let rendered = try SceneRenderer().render(try FixtureDecoder.load(path: file), se)
      let store = BaselineStore(root: "\(dir)/Snapshots")
      let record = SnapshotVerifier(store: store, mode: .all, artifactsDirectory: "\(dir)/f")
        .verify(fixture: "dense", rendered)
      #expect(record.status == .recorded, "\(record.message)")
      #expect(try store.sidecar("dense", se.name).version == 2)
      let attributes = try FileManager.default.attributesOfItem(
        atPath: store.sidecarPath("dense", se.name))
      return try #require(attributes[.size] as? Int)
    }
    let (a, b) = (6_000, 12_000)
    let (small, large) = (try sidecarBytes(a), try sidecarBytes(b))
    let perText = Double(large - small) / Double(b - a)
    // Each separated by a comma: (4 MiB - head - tail + 1) / 13 texts fit the bytes, but the
    // stack and its texts may be 40,000 views at most.
    let fit = (FixtureLimits.fileBytes - head.utf8.count - tail.utf8.count + 1) / 13
    #expect(fit == 322_635)
    let most = min(fit, FixtureLimits.views - 1)
    #expect(most == 39_999)
    // From 12,000 to 39,999 texts an id and a z-order gain a digit each at most, and a frame's
    // y coordinate two: four bytes a text (six leaves room).
    let projected = Double(large) + (perText + 6) * Double(most - b)
    #expect(projected <= Double(BaselineStore.sidecarLimit))
  }
}
