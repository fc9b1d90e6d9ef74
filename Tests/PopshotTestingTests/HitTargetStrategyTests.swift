import Foundation
import PopshotGraphics
import PopshotSupport
import PopshotTestSupport
import PopshotTesting
import Testing

@testable import PopshotSnapshot

/// `.imageWithHitTargets`: the hit-region image as a PNG baseline with its sidecar, stored beside
/// the frame's as `<name>.hitTargets/<variant>.png`, recorded and compared as `.image`'s are.
@Suite(.removesTemporaryFolders) struct HitTargetStrategyTests {
  /// A row with a small "Edit" button, whose tap area can be widened to 44 pt with a frame and a
  /// content shape.
  struct Row: View {
    var widened = false
    var body: some View {
      HStack {
        Text("Name")
        Spacer()
        Button("Edit") {}
          .frame(minWidth: widened ? 44 : nil, minHeight: widened ? 44 : nil)
          .contentShape(Rectangle())
      }
      .padding(.horizontal, 16)
    }
  }

  /// Missing, it fails when nothing may be recorded and records otherwise; then passes; a button
  /// whose tap area grew fails.
  @Test func recordsThenComparesTheHitRegions() throws {
    let dir = try temporaryFolder("popshot-hit-targets")
    func context(_ mode: RecordMode) -> SnapshotContext {
      SnapshotContext(directory: dir, name: "T/row", mode: mode, presenting: .asIs)
    }
    let strategy = Snapshotting<Row, Pixmap>.imageWithHitTargets(on: [.iPhoneSE])
    #expect(strategy.check(Row(), context(.never)).count == 1)
    #expect(strategy.check(Row(), context(.missing)).isEmpty)
    let png = "\(dir)/T/row.hitTargets/iphone-se-3.portrait.png"
    #expect(FileManager.default.fileExists(atPath: png))
    // At the device's scale (2×): the 375 pt frame, a 16 pt gap and the 380 pt legend.
    let image = try PNGCodec.read(path: png)
    #expect(image.width == (375 + 16 + 380) * 2)
    #expect(strategy.check(Row(), context(.never)).isEmpty)
    let widened = strategy.check(Row(widened: true), context(.never))
    #expect(widened.count == 1)
    #expect(widened.first?.message.contains("pixels differ") == true, "\(widened)")
    #expect(widened.first?.difference?.kind == .pixels)
  }
}
