// The verifier's drawing fast path: a render whose display list, renderer, fonts and size are its
// baseline's is not drawn; anything else is.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import Testing

@testable import PopshotSnapshot

@Suite struct DrawingFastPathTests {
  /// Verifies `scene` and counts how often the frame was drawn.
  func check(
    _ t: TemporaryStore, _ scene: Scene, trusting: Bool = true
  ) throws -> (SnapshotOutcome, draws: Int) {
    var v = t.verifier(.never)
    v.trustsFingerprints = trusting
    let r = try SceneRenderer().render(scene, se)
    var draws = 0
    let o = v.verify(
      fixture: "card", r, pixmap: nil, pixelHash: nil, masks: [],
      draw: {
        draws += 1
        return try r.pixmap()
      })
    return (o, draws)
  }

  @Test func anUnchangedDrawingIsNotDrawn() throws {
    let t = TemporaryStore()
    #expect(try verify(t, card(), .all).status == .recorded)
    let sidecar = try t.store.sidecar("card", se.name)
    #expect(sidecar.displayList == (try SceneRenderer().render(card(), se)).fingerprint)
    let (fast, draws) = try check(t, card())
    #expect(fast.status == .passed && draws == 0)
    // Its render file can be the baseline's PNG.
    #expect(fast.samePixelsAs?.path == t.store.pngPath("card", se.name))
    #expect(
      fast.samePixelsAs?.png
        == FileManager.default.contents(atPath: t.store.pngPath("card", se.name)))
    // POPSHOT_VERIFY_PIXELS: drawn and compared, with the same result.
    let (slow, drawn) = try check(t, card(), trusting: false)
    #expect(slow.status == .passed && drawn == 1)
  }

  /// A changed drawing is drawn and fails; so is one whose sidecar came from another renderer
  /// or has no fingerprint (recorded before fingerprints), which passes on its pixels.
  @Test func anythingElseIsDrawn() throws {
    let t = TemporaryStore()
    _ = try verify(t, card(), .all)
    let (moved, draws) = try check(t, card(dy: 1))
    #expect(moved.status == .failed && draws == 1)
    let path = t.store.sidecarPath("card", se.name)
    var sidecar = try t.store.sidecar("card", se.name)
    let original = sidecar
    for edit in [
      { (s: inout Sidecar) in s.renderer = "popshot-renderer 0" },
      { (s: inout Sidecar) in s.displayList = nil },
      { (s: inout Sidecar) in s.fonts = [] },
    ] {
      sidecar = original
      edit(&sidecar)
      try sidecar.encoded().write(to: URL(fileURLWithPath: path))
      let (o, n) = try check(t, card())
      #expect(o.status == .passed && n == 1)
    }
  }

  @Test func theVariableTurnsItOff() {
    #expect(SnapshotVerifier.environmentTrustsFingerprints([:]))
    #expect(SnapshotVerifier.environmentTrustsFingerprints(["POPSHOT_VERIFY_PIXELS": "0"]))
    #expect(!SnapshotVerifier.environmentTrustsFingerprints(["POPSHOT_VERIFY_PIXELS": "1"]))
    #expect(!SnapshotVerifier.environmentTrustsFingerprints(["POPSHOT_VERIFY_PIXELS": "yes"]))
  }
}
