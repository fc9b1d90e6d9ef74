import Foundation
import PopshotGraphics
import PopshotSupport
import PopshotTestSupport
import PopshotTesting
import Testing

@testable import PopshotSnapshot

/// `.accessibilityImage`: PNG baselines with sidecars, recorded and compared as `.image`'s are,
/// stored beside them as `<name>.accessibility/<variant>.png`.
@Suite(.removesTemporaryFolders) struct AccessibilityImageStrategyTests {
  /// A small card: a heading, a value and a button, as VoiceOver reads them.
  struct Card: View {
    var hint = "Opens storage settings"
    var body: some View {
      VStack(spacing: 12) {
        Text("Storage").font(.headline).accessibilityAddTraits(.isHeader)
        Text("42 GB").accessibilityLabel("Used").accessibilityValue("42 of 128 GB")
        Button("Manage") {}.accessibilityHint(hint)
          .accessibilityAction(named: "Empty Trash") {}
      }
    }
  }

  /// Recorded when missing, then passing; a changed hint (which draws nothing on the frame)
  /// changes the legend, so it fails.
  @Test func recordsThenComparesTheOverlay() throws {
    let dir = try temporaryFolder("popshot-accessibility-strategy")
    func context(_ mode: RecordMode) -> SnapshotContext {
      SnapshotContext(directory: dir, name: "T/test", mode: mode, presenting: .asIs)
    }
    let strategy = Snapshotting<Card, Pixmap>.accessibilityImage(on: [.iPhoneSE])
    #expect(strategy.check(Card(), context(.never)).count == 1)
    #expect(strategy.check(Card(), context(.missing)).isEmpty)
    let png = "\(dir)/T/test.accessibility/iphone-se-3.portrait.png"
    #expect(FileManager.default.fileExists(atPath: png))
    #expect(
      FileManager.default.fileExists(
        atPath: "\(dir)/T/test.accessibility/iphone-se-3.portrait.json"))
    // Drawn at the device's scale (2×): the 375 pt frame, a 16 pt gap and a 380 pt legend.
    let image = try PNGCodec.read(path: png)
    #expect(image.width == (375 + 16 + 380) * 2)
    #expect(strategy.check(Card(), context(.never)).isEmpty)
    let failures = strategy.check(Card(hint: "Opens settings"), context(.never))
    #expect(failures.count == 1)
  }

  /// The recorded baseline of the card (Tests/PopshotTestingTests/Snapshots), checked like any
  /// other: recorded when missing, never on CI.
  @Test func cardBaseline() {
    let directory = repositoryRoot.appendingPathComponent("Tests/PopshotTestingTests/Snapshots")
      .path
    let context = SnapshotContext(
      directory: directory, name: "AccessibilityImageStrategyTests/card", mode: .current)
    let failures = Snapshotting<Card, Pixmap>.accessibilityImage(on: [.iPhoneSE]).check(
      Card(), context)
    #expect(failures.isEmpty, "\(failures)")
  }
}
