import Foundation
import PopshotGraphics
import PopshotSupport
import PopshotTestSupport
import PopshotTesting
import Testing

/// `.filmstrip`: the change a step makes as a strip of frames, a PNG baseline diffed like any
/// image, with an animated PNG beside it when recorded.
@MainActor @Suite(.removesTemporaryFolders) struct FilmstripStrategyTests {
  /// A toast that drops in from the top edge (`.move(edge: .top)`) with a snappy spring.
  struct ToastScreen: View {
    @State private var saved = false
    var body: some View {
      ZStack(alignment: .top) {
        Button("Save") { withAnimation(.snappy) { saved = true } }
          .buttonStyle(.borderedProminent)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
        if saved {
          Label("Saved to Photos", systemImage: "checkmark.circle.fill")
            .font(.subheadline.weight(.semibold))
            .padding(.horizontal, 20).padding(.vertical, 12)
            .background(Capsule().fill(Color(.secondarySystemBackground)))
            .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
            .padding(.top, 8)
            .transition(.move(edge: .top))
        }
      }
    }
  }

  /// A popup that scales up (`.scale`) over a dim that fades in, with a bouncy spring.
  struct PopupScreen: View {
    @State private var shown = false
    var body: some View {
      ZStack {
        Button("Show popup") { withAnimation(.bouncy) { shown = true } }
        if shown {
          Color.black.opacity(0.4).ignoresSafeArea().transition(.opacity)
          VStack(spacing: 12) {
            Text("Photo saved").font(.headline)
            Text("You can find it in your library.").font(.subheadline)
              .foregroundStyle(.secondary)
            Button("OK") { withAnimation(.snappy) { shown = false } }
              .buttonStyle(.borderedProminent)
          }
          .padding(24)
          .background(RoundedRectangle(cornerRadius: 20).fill(Color(.systemBackground)))
          .transition(.scale)
        }
      }
    }
  }

  private static let baselines = repositoryRoot.appendingPathComponent(
    "Tests/PopshotTestingTests/Snapshots"
  ).path

  private func check<V: View>(_ view: V, _ name: String, after steps: [Interaction])
    -> [SnapshotFailure]
  {
    let context = SnapshotContext(
      directory: Self.baselines, name: "FilmstripStrategyTests/\(name)", mode: .current,
      interactions: steps)
    return Snapshotting<V, Pixmap>.filmstrip(on: [.iPhoneSE]).check(view, context)
  }

  /// The reviewed strips (Tests/PopshotTestingTests/Snapshots/FilmstripStrategyTests): recorded
  /// when missing, never on CI.
  @Test func toastDropsInFromTheTop() {
    let failures = check(ToastScreen(), "toast", after: [.tap("Save")])
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func popupScalesUp() {
    let failures = check(PopupScreen(), "popup", after: [.tap("Show popup")])
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Its OK button takes it away: the card scales down into the centre as the dim fades.
  @Test func popupScalesOut() {
    let failures = check(PopupScreen(), "popup-out", after: [.tap("Show popup"), .tap("OK")])
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Recorded into a new folder: the strip is five iPhone SE frames (375 × 667 pt) with 16 pt
  /// gaps and a 40 pt label band, at 2×; the animated PNG beside it starts with the first frame
  /// at 1×.
  @Test func recordingWritesTheStripAndTheAnimation() throws {
    let dir = try temporaryFolder("popshot-filmstrip")
    let context = SnapshotContext(
      directory: dir, name: "T/toast", mode: .missing, interactions: [.tap("Save")])
    let strategy = Snapshotting<ToastScreen, Pixmap>.filmstrip(on: [.iPhoneSE])
    #expect(strategy.check(ToastScreen(), context).isEmpty)
    let strip = try PNGCodec.read(path: "\(dir)/T/toast.filmstrip/iphone-se-3.portrait.png")
    #expect(strip.width == (16 + 5 * (375 + 16)) * 2)
    #expect(strip.height == (40 + 667 + 16) * 2)
    let apng = try PNGCodec.read(path: "\(dir)/T/toast.filmstrip/iphone-se-3.portrait.apng")
    #expect(apng.width == 375 && apng.height == 667)
    var never = context
    never.mode = .never
    #expect(strategy.check(ToastScreen(), never).isEmpty)
  }

  /// A step that brings nothing in with an animation fails the snapshot, saying why.
  @Test func aStepThatMovesNothingFails() throws {
    let dir = try temporaryFolder("popshot-filmstrip-still")
    let context = SnapshotContext(
      directory: dir, name: "T/still", mode: .missing, interactions: [.tap("OK")])
    let page = VStack { Button("OK") {} }
    let failures = Snapshotting<VStack<Button<Text>>, Pixmap>.filmstrip(on: [.iPhoneSE]).check(
      page, context)
    #expect(failures.count == 1)
    #expect(
      failures.first?.message.contains("nothing moves: it inserts or removes no view") == true)
  }
}
