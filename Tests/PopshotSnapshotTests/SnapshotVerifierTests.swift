import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotUI
import Testing

@testable import PopshotSnapshot

/// A popup whose card can move, change colour or say something else: the changes snapshot
/// tests must catch.
func card(dy: Double = 0, color: Color = .blue, title: String = "Saved") -> Scene {
  var p = Popup(
    content: VStack {
      Text(title).font(.headline).foregroundColor(.white).id("popup.title")
      Button("OK") {}.id("popup.ok")
    }
    .padding(20).background(color).cornerRadius(12).offset(y: dy))
  p.scrim = Color.black.opacity(0.3)
  p.closeControl = "popup.ok"
  return Scene(name: "card", page: Text("Page"), presentations: [.popup(p)])
}

let se = Variant(device: Device.named("iphone-se-3")!, orientation: .portrait, design: .classic)

final class TemporaryStore {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "popshot-snapshots-\(UUID().uuidString)"
  ).path
  var store: BaselineStore { BaselineStore(root: dir + "/Snapshots") }
  func verifier(_ mode: RecordMode, _ options: DiffOptions = .exact) -> SnapshotVerifier {
    SnapshotVerifier(
      store: store, mode: mode, options: options, artifactsDirectory: dir + "/failures")
  }
  deinit { try? FileManager.default.removeItem(atPath: dir) }
}

func verify(
  _ t: TemporaryStore, _ scene: Scene, _ mode: RecordMode, _ options: DiffOptions = .exact,
  variant: Variant = se
) throws -> SnapshotOutcome {
  t.verifier(mode, options).verify(fixture: "card", try SceneRenderer().render(scene, variant))
}

@Suite struct SnapshotVerifierTests {
  @Test func recordThenPassUnchanged() throws {
    let t = TemporaryStore()
    #expect(try verify(t, card(), .missing).status == .recorded)
    #expect(FileManager.default.fileExists(atPath: t.store.pngPath("card", se.name)))
    #expect(FileManager.default.fileExists(atPath: t.store.sidecarPath("card", se.name)))
    #expect(try verify(t, card(), .never).status == .passed)
    #expect(try verify(t, card(), .missing).status == .passed)
  }

  /// A one-point move (two device pixels on the SE) fails, says where, and names the element.
  @Test func aOnePointMoveFails() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    let o = try verify(t, card(dy: 1), .never)
    #expect(o.status == .failed)
    #expect(o.message.hasPrefix(t.store.pngPath("card", se.name) + ": "))
    #expect(o.message.contains("pixels differ"))
    #expect(
      o.message.contains("popup/vstack/text: moved (+0, +1) pt")
        || o.message.contains("popup.title: moved (+0, +1) pt"))
    #expect(
      o.artifacts.count == 3
        && o.artifacts.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    #expect(o.message.contains(o.artifacts[1]))
  }

  /// POPSHOT_DIFF_TOOL: each failure prints the tool with the baseline and the render, quoted
  /// for a shell; a blank value is no tool.
  @Test func aDiffToolIsAReadyCommand() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    var v = t.verifier(.never)
    v.diffTool = "code --diff"
    let o = v.verify(fixture: "card", try SceneRenderer().render(card(dy: 1), se))
    let line = "  compare: code --diff \(t.store.pngPath("card", se.name)) \(o.artifacts[0])"
    #expect(o.message.split(separator: "\n").contains { $0 == line })
    #expect(SnapshotVerifier.environmentDiffTool(["POPSHOT_DIFF_TOOL": "ksdiff"]) == "ksdiff")
    #expect(SnapshotVerifier.environmentDiffTool(["POPSHOT_DIFF_TOOL": "  "]) == nil)
    #expect(SnapshotVerifier.environmentDiffTool([:]) == nil)
    #expect(shellQuoted("a b/it's.png") == #"'a b/it'\''s.png'"#)
  }

  /// Masks: a masked element's pixels (where it was and where it is) and its semantics do not
  /// count; what lies outside it still does.
  @Test func maskedElementsAreLeftOut() throws {
    let t = TemporaryStore()
    func screen(_ clock: String, _ title: String) -> Scene {
      Scene(
        name: "card",
        page: VStack {
          Text(clock).id("clock")
          Text(title)
        })
    }
    _ = try verify(t, screen("9:41", "Inbox"), .all)
    #expect(try verify(t, screen("10:27", "Inbox"), .never).status == .failed)
    let masked = DiffOptions(masks: ["clock"])
    #expect(try verify(t, screen("10:27", "Inbox"), .never, masked).status == .passed)
    let o = try verify(t, screen("10:27", "Outbox"), .never, masked)
    #expect(o.status == .failed && !o.message.contains("clock"))
    // The mask names whole path segments.
    #expect(masked.masks("clock") && masked.masks("sheet/clock") && masked.masks("clock/text"))
    #expect(!masked.masks("clocks") && !masked.masks("o'clock"))
  }

  /// The comparison skips masked pixels and hatches them grey in the diff image.
  @Test func masksAreHatchedInTheDiff() throws {
    let white = [UInt32](repeating: 0xFFFF_FFFF, count: 100)
    var dotted = white
    dotted[5 * 10 + 5] = 0xFF00_0000
    let a = try Pixmap(width: 10, height: 10, premultipliedPixels: white)
    let b = try Pixmap(width: 10, height: 10, premultipliedPixels: dotted)
    #expect(ImageDiff.compare(a, b).differing == 1)
    let d = ImageDiff.compare(a, b, .exact, masked: [PixelRect(x0: 4, y0: 4, x1: 7, y1: 7)])
    #expect(d.differing == 0 && d.passes(.exact))
    #expect(
      Set(d.image.pixels[(5 * 10 + 4)...(5 * 10 + 6)]).isSubset(of: [0xFFA0_A0A0, 0xFFE0_E0E0]))
    #expect(d.image.pixels[0] != 0xFFA0_A0A0 && d.image.pixels[0] != 0xFFE0_E0E0)
  }

  /// One 8-bit step in the card's colour fails exactly, and names the old and new colour.
  @Test func aOneStepColourChangeFails() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(color: Color(try SRGBColor(hex: "#007AFF"))), .all)
    let o = try verify(t, card(color: Color(try SRGBColor(hex: "#007BFF"))), .never)
    #expect(o.status == .failed && o.message.contains("pixels differ"))
  }

  @Test func aChangedStringFailsAndSaysSo() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    let o = try verify(t, card(title: "Saves"), .never)
    #expect(o.status == .failed)
    let line = o.message.split(separator: "\n").first { $0.contains("popup.title:") } ?? ""
    #expect(line.contains(#"text "Saved" → "Saves""#) && line.contains(#"label "Saved" → "Saves""#))
  }

  /// Tiny anti-aliasing differences along edges fail the exact comparison and pass the
  /// perceptual one: the card shifted by a sixteenth of a point only changes edge coverage.
  /// Pixelmatch's anti-aliasing detection is a heuristic: a glyph corner or two of the tracked
  /// "Saved" escape it, so the claim is that it discounts all but a hundredth of the changed
  /// pixels.
  @Test func antiAliasingNoisePassesPerceptual() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    let exact = try verify(t, card(dy: 1.0 / 16), .never)
    #expect(exact.status == .failed)
    // The frames moved by 1/16 pt, so the semantic diff still reports it; the pixels alone pass.
    let perceptual = try verify(
      t, card(dy: 1.0 / 16), .never, DiffOptions(mode: .perceptual(threshold: 0.1)))
    let baseline = try t.store.image("card", se.name)
    let actual = try SceneRenderer().render(card(dy: 1.0 / 16), se).pixmap()
    let diff = ImageDiff.compare(baseline, actual, .perceptual)
    let exactly = ImageDiff.compare(baseline, actual, .exact).differing
    #expect(exactly > 0)
    #expect(diff.differing * 100 <= exactly, "\(diff.differing) of \(exactly)")
    #expect(perceptual.message.contains("moved"))
  }

  @Test func sizeMismatchNamesBothSizes() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    // Another device's frame stored under the SE's name.
    let other = try SceneRenderer().render(
      card(), Variant(device: Device.named("iphone-15")!, orientation: .portrait, design: .classic))
    let (png, _) = try SnapshotVerifier.baseline(fixture: "card", other, pixmap: try other.pixmap())
    try Data(png).write(to: URL(fileURLWithPath: t.store.pngPath("card", se.name)))
    let o = try verify(t, card(), .never)
    #expect(o.status == .failed)
    #expect(o.message.contains("the baseline is 1179×2556 px, the render is 750×1334 px"))
  }

  @Test func corruptBaselinePNGNamesTheFile() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    let path = t.store.pngPath("card", se.name)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
    let o = try verify(t, card(), .never)
    #expect(o.status == .failed && o.message.hasPrefix("\(path): not a readable PNG: "))
  }

  @Test func sidecarThatIsNotJSONNamesTheFile() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    let path = t.store.sidecarPath("card", se.name)
    try "not json {".write(toFile: path, atomically: false, encoding: .utf8)
    let o = try verify(t, card(), .never)
    #expect(
      o.status == .failed
        && o.message == "\(path): not a readable baseline sidecar: not a JSON object")
  }

  @Test func sidecarFromAFutureVersionIsRefused() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    let path = t.store.sidecarPath("card", se.name)
    var json = try String(contentsOfFile: path, encoding: .utf8)
    json = json.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 7")
    try json.write(toFile: path, atomically: false, encoding: .utf8)
    let o = try verify(t, card(), .never)
    #expect(
      o.message
        == "\(path): sidecar format 7 is newer than this Popshot reads (2); update Popshot or re-record"
    )
    // A newer format this version cannot decode at all is still named as newer, not as broken.
    try #"{"version": 9, "layers": []}"#.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(
      try verify(t, card(), .never).message
        == "\(path): sidecar format 9 is newer than this Popshot reads (2); update Popshot or re-record"
    )
  }

  @Test func recordModes() throws {
    #expect(RecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(RecordMode.fromEnvironment([:]) == .missing)
    #expect(RecordMode.fromEnvironment(["CI": "true", "POPSHOT_RECORD": "all"]) == .all)
    // swift-snapshot-testing's variable, when Popshot's is not set.
    #expect(
      RecordMode.fromEnvironment(["CI": "true", "SNAPSHOT_TESTING_RECORD": "failed"]) == .failed)
    #expect(
      RecordMode.fromEnvironment(["POPSHOT_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "all"])
        == .never)
    #expect(
      RecordMode.environmentProblem(["SNAPSHOT_TESTING_RECORD": "yes"])
        == "SNAPSHOT_TESTING_RECORD=yes is not a record mode; use one of all, missing, failed, never"
    )
    let t = TemporaryStore()
    // On CI a missing baseline fails and says how to record it; nothing is written.
    let ci = try verify(t, card(), RecordMode.fromEnvironment(["CI": "true"]))
    #expect(
      ci.status == .failed && ci.message.contains("no baseline")
        && ci.message.contains("POPSHOT_RECORD=missing"))
    #expect(!FileManager.default.fileExists(atPath: t.store.pngPath("card", se.name)))
    // failed: a failing baseline is replaced, and the run still fails.
    _ = try verify(t, card(), .missing)
    let failed = try verify(t, card(title: "Changed"), .failed)
    #expect(failed.status == .failed && failed.message.contains("re-recorded"))
    #expect(try verify(t, card(title: "Changed"), .never).status == .passed)
    // all: always re-records.
    #expect(try verify(t, card(), .all).status == .recorded)
  }

  /// A write interrupted after the new PNG's temporary file and before the rename leaves the old
  /// baseline as it was: the temporary file is ignored and the old pair still verifies.
  @Test func interruptedWriteLeavesTheOldBaseline() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    let dir = (t.store.pngPath("card", se.name) as NSString).deletingLastPathComponent
    try Data([137, 80, 78, 71]).write(
      to: URL(fileURLWithPath: "\(dir)/.\(se.name).png.crashed.tmp"))
    #expect(try verify(t, card(), .never).status == .passed)
    #expect(t.store.orphans(known: ["card/\(se.name)"]).isEmpty)
  }

  @Test func orphansAreListedAndDeleted() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    #expect(t.store.orphans(known: []) == ["card/\(se.name)"])
    try t.store.delete("card/\(se.name)")
    #expect(t.store.orphans(known: []).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: t.store.sidecarPath("card", se.name)))
  }

  /// The diff image: unchanged pixels faded towards white, changed ones red.
  @Test func diffImageColours() throws {
    let a = try Pixmap(width: 2, height: 1, premultipliedPixels: [0xFF00_0000, 0xFF00_0000])
    let b = try Pixmap(width: 2, height: 1, premultipliedPixels: [0xFF00_0000, 0xFFFF_FFFF])
    let d = ImageDiff.compare(a, b)
    #expect(d.differing == 1 && d.boxes == [PixelRect(x0: 0, y0: 0, x1: 2, y1: 1)])
    // Black faded: 255 + (0 − 255) × 0.1 = 229.5 → 230.
    #expect(d.image.pixels == [0xFFE6_E6E6, 0xFF00_00FF])
  }

  /// pixelmatch's colour distance: greys differ in Y only, weighted 0.5053, so black against
  /// white is 0.5053 × 255² = 32857.1 (pixelmatch's 35215 is the largest over all colour pairs).
  @Test func yiqDistanceOfBlackAndWhite() {
    #expect(
      abs(abs(ImageDiff.colorDelta(0xFF00_0000, 0xFFFF_FFFF, yOnly: false)) - 32857.13) < 0.01)
  }
}
