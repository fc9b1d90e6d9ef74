// Filmstrips: the frames of the change a step makes. Expected offsets and opacities are worked
// out by hand from the transition's definition (a move by the view's own size, an opacity of p)
// and a linear curve, whose fraction at t is t ÷ duration.
import Foundation
import PopshotGraphics
import PopshotUI
import Testing

@testable import PopshotScenes

/// A 100 × 50 pt banner a button brings in, with the animation and transition given.
private struct BannerPage: View {
  @State private var shown = false
  var animation: Animation? = .linear(duration: 1)
  var transition: AnyTransition? = .move(edge: .top)
  var body: some View {
    VStack(spacing: 0) {
      Button("Show") { withAnimation(animation) { shown = true } }
      if shown {
        if let transition {
          Text("Banner").frame(width: 100, height: 50).transition(transition)
        } else {
          Text("Banner").frame(width: 100, height: 50)
        }
      }
    }
  }
}

/// A banner shown without `withAnimation`, animated by `.animation(_:value:)` around it.
private struct ValueAnimatedPage: View {
  @State private var shown = false
  var body: some View {
    VStack {
      Button("Show") { shown = true }
      if shown { Text("Banner").transition(.move(edge: .top)) }
    }
    .animation(.linear(duration: 2), value: shown)
  }
}

/// A card whose inner `if` is new too: only the card's own transition counts.
private struct NestedPage: View {
  @State private var shown = false
  var body: some View {
    VStack {
      Button("Show") { withAnimation(.linear(duration: 1)) { shown = true } }
      if shown {
        VStack {
          if shown { Text("Inner") }
        }
        .transition(.move(edge: .top))
      }
    }
  }
}

/// A list whose Add button brings in a row.
private struct RowsPage: View {
  @State private var rows = ["One"]
  var body: some View {
    VStack {
      Button("Add") { withAnimation(.linear(duration: 1)) { rows.append("Two") } }
      ForEach(rows, id: \.self) { Text($0) }
    }
  }
}

/// A red 100 × 50 pt banner shown at first, which a button hides with a linear second.
private struct HidingBannerPage: View {
  @State private var shown = true
  var transition: AnyTransition = .move(edge: .top)
  var body: some View {
    VStack(spacing: 0) {
      Button("Hide") { withAnimation(.linear(duration: 1)) { shown = false } }
      if shown { Color.red.frame(width: 100, height: 50).transition(transition) }
    }
  }
}

/// The frames of the red fills a frame draws (the banner's, on its way out).
private func redFills(_ r: RenderedScene) -> [Rect] {
  r.displayList.items.compactMap { item in
    guard case .fill(_, .solid(let c), _) = item, c == SRGBColor(r8: 0xFF, g8: 0x3B, b8: 0x30)
    else { return nil }
    return item.bounds
  }
}

private func frame(of label: String, in r: RenderedScene) -> Rect? {
  r.semantics.elements.first { $0.label == label }?.frame
}

private func opacities(_ r: RenderedScene) -> [Double] {
  r.displayList.items.compactMap { item in
    if case .pushOpacity(let o) = item { return o }
    return nil
  }
}

@MainActor
@Suite struct FilmstripTests {
  let iPhone = variant("iphone-15")
  let renderer = SceneRenderer()

  func film(_ page: some View, _ step: Interaction = .tap("Show"), frames: Int = 5) throws
    -> Filmstrip
  {
    try renderer.renderFilmstrip(
      Scene(name: "film", page: page).after([step]), iPhone, frames: frames)
  }

  /// `.move(edge: .top)` over a linear second: the banner starts its own height (50 pt) above
  /// its place and comes down a quarter of that each frame.
  @Test func aMoveTransitionComesInByTheViewsOwnSize() throws {
    let f = try film(BannerPage())
    #expect(f.seconds == 1)
    #expect(f.times == [0, 0.25, 0.5, 0.75, 1])
    let end = try #require(frame(of: "Banner", in: f.frames[4]))
    let offsets = try f.frames.map { try #require(frame(of: "Banner", in: $0)).minY - end.minY }
    #expect(offsets == [-50, -37.5, -25, -12.5, 0])
    // The last frame is the still after the step.
    let still = try render(Scene(name: "film", page: BannerPage()).after([.tap("Show")]), iPhone)
    #expect(f.frames[4].fingerprint == still.fingerprint)
  }

  /// With no `.transition`, an inserted view fades in (SwiftUI's default, `.opacity`).
  @Test func theDefaultTransitionIsOpacity() throws {
    let f = try film(BannerPage(transition: nil))
    #expect(f.frames.map(opacities) == [[0], [0.25], [0.5], [0.75], []])
  }

  /// `.scale` grows about the centre: half way, the 100 × 50 frame is 50 × 25 around the same
  /// centre.
  @Test func aScaleTransitionGrowsAboutTheCentre() throws {
    let f = try film(BannerPage(transition: .scale), frames: 3)
    let end = try #require(frame(of: "Banner", in: f.frames[2]))
    let half = try #require(frame(of: "Banner", in: f.frames[1]))
    #expect(abs(half.width - end.width / 2) < 0.01)
    #expect(abs(half.midX - end.midX) < 0.01 && abs(half.midY - end.midY) < 0.01)
  }

  /// The transition's own animation wins over the change's; `.combined` does both.
  @Test func aTransitionsOwnAnimationWins() throws {
    let t = AnyTransition.move(edge: .leading).combined(with: .opacity)
      .animation(.linear(duration: 0.5))
    let f = try film(BannerPage(transition: t), frames: 3)
    #expect(f.seconds == 0.5)
    #expect(f.frames.map(opacities) == [[0], [0.5], []])
  }

  /// Delay and speed: `.linear(duration: 1).delay(0.5).speed(2)` waits 0.25 s and moves for
  /// 0.5 s, so it ends at 0.75 s and is half way at 0.5 s.
  @Test func delayAndSpeedTimeTheMotion() throws {
    let f = try film(BannerPage(animation: .linear(duration: 1).delay(0.5).speed(2)), frames: 4)
    #expect(f.seconds == 0.75)
    let end = try #require(frame(of: "Banner", in: f.frames[3]))
    let offsets = try f.frames.map { try #require(frame(of: "Banner", in: $0)).minY - end.minY }
    #expect(offsets == [-50, -50, -25, 0])
  }

  @Test func anAnimationModifierWhoseValueChangedTimesTheInsertion() throws {
    #expect(try film(ValueAnimatedPage()).seconds == 2)
  }

  @Test func onlyTheOutermostInsertedViewTransitions() throws {
    let f = try film(NestedPage())
    #expect(f.frames.allSatisfy { opacities($0).isEmpty })
    let end = try #require(frame(of: "Inner", in: f.frames[4]))
    #expect(try #require(frame(of: "Inner", in: f.frames[0])).minY < end.minY)
  }

  /// A new ForEach row fades in; the row that was there stays still.
  @Test func aNewRowFadesIn() throws {
    let f = try film(RowsPage(), .tap("Add"), frames: 3)
    #expect(f.frames.map(opacities) == [[0], [0.5], []])
    #expect(frame(of: "One", in: f.frames[0]) == frame(of: "One", in: f.frames[2]))
  }

  @Test func aStepWithoutAnimationSaysNothingMoves() throws {
    #expect {
      try film(BannerPage(animation: nil))
    } throws: { error in
      "\(error)" == #".tap("Show"): nothing moves: the view it inserts has no animation (no "#
        + "withAnimation in the action, no .animation(_:value:) around, no animation on the "
        + "transition), so it appears at once"
    }
  }

  @Test func aFilmstripNeedsAStepAndAFewFrames() throws {
    #expect(throws: RenderError.self) {
      try renderer.renderFilmstrip(Scene(name: "film", page: BannerPage()), iPhone)
    }
    #expect {
      try film(BannerPage(), frames: 1)
    } throws: { error in
      "\(error)".hasSuffix("a filmstrip takes 2 to 12 frames, not 1")
    }
  }

  /// Frames are drawn the same on another thread.
  @Test func framesAreTheSameOnAnotherThread() throws {
    let scene = Scene(name: "film", page: BannerPage(transition: .scale)).after([.tap("Show")])
    let reference = try renderer.renderFilmstrip(scene, iPhone).frames.map(\.fingerprint)
    nonisolated(unsafe) var other: [String] = []
    let done = StateGraph.runBounded(seconds: 120) {
      other =
        (try? SceneRenderer().renderFilmstrip(scene, variant("iphone-15")))?.frames.map(
          \.fingerprint) ?? []
    }
    #expect(done)
    #expect(other == reference)
  }

  /// A removed view leaves by its transition: `.move(edge: .top)` over a linear second takes
  /// the 50 pt banner up a quarter of its height each frame, and it is gone at the end.
  @Test func aRemovedViewLeavesByItsTransition() throws {
    let f = try film(HidingBannerPage(), .tap("Hide"))
    #expect(f.seconds == 1)
    let fills = f.frames.map(redFills)
    #expect(fills[4].isEmpty)
    let start = try #require(fills[0].first)
    #expect(start.height == 50)
    let offsets = fills[0..<4].map { ($0.first?.minY ?? .nan) - start.minY }
    #expect(offsets == [0, -12.5, -25, -37.5])
  }

  /// `.opacity` out: the captured drawing, as it was at the start, grouped at 1 − p.
  @Test func aRemovedViewFadesOut() throws {
    let f = try film(HidingBannerPage(transition: .opacity), .tap("Hide"), frames: 3)
    #expect(f.frames.map(opacities) == [[], [0.5], []])
    #expect(f.frames.map { redFills($0).count } == [1, 1, 0])
  }
}
