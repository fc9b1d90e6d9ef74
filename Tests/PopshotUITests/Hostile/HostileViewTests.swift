// Issue 48: a team's own views that would never finish rendering. Each ends in a RenderError that
// names the view and the reason (docs/swiftui.md, "Hostile views"), never a crash or a hang.
import PopshotGraphics
import Testing

@testable import PopshotUI

private let screen = Size(width: 393, height: 852)

/// A body that is itself.
private struct Forever: View {
  var body: Forever { Forever() }
}

/// A body that makes itself inside a stack.
private struct ForeverInStack: View {
  var body: VStack<ForeverInStack> { VStack { ForeverInStack() } }
}

/// A body that makes itself through an AnyView, with a modifier on the way.
private struct ForeverErased: View {
  var body: some View { AnyView(ForeverErased().padding(1)) }
}

/// A GeometryReader whose content makes the reader again (content built as it is placed).
private struct ForeverInReader: View {
  var body: some View { GeometryReader { _ in ForeverInReader() } }
}

/// A preference decoration whose view makes itself again.
private struct ForeverInOverlay: View {
  var body: some View {
    Color.red.overlayPreferenceValue(WidthKey.self) { _ in ForeverInOverlay() }
  }
}

/// `depth` paddings of 1 pt around a text, one level of body each.
private struct Nested: View {
  let depth: Int
  var body: some View {
    if depth == 0 {
      Text("x").id("leaf")
    } else {
      AnyView(Nested(depth: depth - 1).padding(1))
    }
  }
}

/// A view wrapped in `.padding(1)` `count` times, built in a loop.
private func padded(_ count: Int) -> AnyView {
  var view = AnyView(Color.red.frame(width: 10, height: 10))
  for _ in 0..<count { view = AnyView(view.padding(1)) }
  return view
}

/// A width some content measured (shared with PreferenceKeyTests).
struct WidthKey: PreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

final class Box<T>: @unchecked Sendable {
  var value: T
  init(_ value: T) { self.value = value }
}

/// A bar 10 pt wider than the width its reader measured: each pass widens it.
struct Growing: View {
  @State var width = 10.0
  let runs: Box<Int>
  var body: some View {
    Color.red.frame(width: width, height: 10)
      .background(
        GeometryReader { g in Color.clear.preference(key: WidthKey.self, value: g.size.width) }
      )
      .onPreferenceChange(WidthKey.self) { w in
        runs.value += 1
        width = w + 10
      }
      .id("bar")
  }
}

/// A preference whose value is a counter that its own action increments.
private struct Counting: View {
  @State var count = 0.0
  var body: some View {
    Text("count").preference(key: WidthKey.self, value: count)
      .onPreferenceChange(WidthKey.self) { count = $0 + 1 }
  }
}

/// An onChange that changes the value it watches.
private struct Changing: View {
  @State var count = 0
  let runs: Box<Int>
  var body: some View {
    Text("count \(count)").id("label")
      .onChange(of: count) { _, new in
        runs.value += 1
        count = new + 1
      }
  }
}

@MainActor @Suite struct HostileViewTests {
  /// 1. A body that makes itself, directly or through a stack, an AnyView, a GeometryReader's
  /// content or a preference decoration, stops at the depth limit and names itself.
  @Test func aBodyThatMakesItselfStopsAtTheLimit() {
    #expect(ViewDepth.limit == 1_000)
    #expect(throws: RenderError.tooDeep(view: "Forever", limit: 1_000)) {
      try LayoutEngine.render(Forever(), size: screen)
    }
    #expect(throws: RenderError.tooDeep(view: "ForeverInStack", limit: 1_000)) {
      try LayoutEngine.render(ForeverInStack(), size: screen)
    }
    #expect(throws: RenderError.tooDeep(view: "ForeverErased", limit: 1_000)) {
      try LayoutEngine.render(ForeverErased(), size: screen)
    }
    #expect(throws: RenderError.tooDeep(view: "ForeverInReader", limit: 1_000)) {
      try LayoutEngine.render(ForeverInReader(), size: screen)
    }
    #expect(throws: RenderError.tooDeep(view: "ForeverInOverlay", limit: 1_000)) {
      try LayoutEngine.render(ForeverInOverlay(), size: screen)
    }
  }

  @Test func theMessageNamesTheViewAndTheLimit() {
    #expect(
      RenderError.tooDeep(view: "Forever", limit: 1_000).description
        == "Forever: the view tree is deeper than 1000 levels (a body that makes itself?); "
        + "rendering stopped there")
  }

  /// A measurement (sizeThatFits) of such a view ends too, and the render after it throws.
  @Test func measuringABodyThatMakesItselfEnds() {
    _ = LayoutEngine.size(of: ForeverInStack(), proposal: ProposedSize(width: nil, height: nil))
    #expect(throws: RenderError.tooDeep(view: "ForeverInStack", limit: 1_000)) {
      try LayoutEngine.render(ForeverInStack(), size: screen)
    }
  }

  /// 2. Nesting 10,000 levels deep: a recursive view with a depth counter names itself; paddings
  /// stacked in a loop name the modifier's view, the innermost being made.
  @Test func tenThousandLevelsStopAtTheLimit() {
    #expect(throws: RenderError.tooDeep(view: "Nested", limit: 1_000)) {
      try LayoutEngine.render(Nested(depth: 10_000), size: screen)
    }
    #expect(throws: RenderError.tooDeep(view: "ModifiedView<PaddingModifier>", limit: 1_000)) {
      try LayoutEngine.render(padded(10_000), size: screen)
    }
  }

  /// Under the limit, deep nesting draws: 200 levels of `Nested` (a body, a branch, an AnyView
  /// and a padding each) put 1 pt on every side 200 times, and 400 paddings in a loop 400 times.
  @Test func deepNestingUnderTheLimitDraws() throws {
    let leaf = try LayoutEngine.render(Nested(depth: 0), size: screen).frames["leaf"]!
    let nested = try LayoutEngine.render(Nested(depth: 200), size: screen)
    #expect(abs(nested.size.width - (leaf.width + 400)) < 1e-6)
    #expect(abs(nested.size.height - (leaf.height + 400)) < 1e-6)
    #expect(abs((nested.frames["leaf"]?.width ?? 0) - leaf.width) < 1e-6)
    let paddings = try LayoutEngine.render(padded(400), size: screen)
    #expect(paddings.size == Size(width: 810, height: 810))
  }

  /// A render after one that failed starts afresh.
  @Test func aFailedRenderLeavesNothingBehind() throws {
    _ = try? LayoutEngine.render(Forever(), size: screen)
    let r = try LayoutEngine.render(Text("after").id("t"), size: screen)
    #expect(r.frames["t"] != nil)
  }

  /// 3. 100,000 rows: a List makes only the rows a still can show (LazyRows): the rows until
  /// their ideal heights pass the screen's 852 pt, and at least 256 (a one-line body text is at
  /// least 20 pt tall, so 852 / 20 + 1 = 43 would do); the list's 44 pt cells show 852 / 44,
  /// under 20 of them.
  @Test func aListOfAHundredThousandRowsMakesOnlyWhatShows() throws {
    let made = Box(0)
    let r = try LayoutEngine.render(
      List(0..<100_000, id: \.self) { i in
        made.value += 1
        return Text("Row \(i)")
      }, size: screen)
    let labels = r.semantics.elements.compactMap(\.label)
    #expect(labels.contains("Row 0"))
    #expect(labels.contains("Row 15"))
    #expect(!labels.contains("Row 99999"))
    #expect(labels.count < 30)
    #expect(made.value > 0 && made.value <= LazyRows.leastMade * LayoutEngine.maxLayoutPasses)
  }

  /// A LazyVStack of 100,000 rows in a scroll view makes the rows until their heights pass the
  /// screen's, and is as long as all of them would be: the text rows are one line each, so the
  /// stack's length is 100,000 rows at the pitch of the first two.
  @Test func aLazyStackOfAHundredThousandRowsMakesOnlyWhatShows() throws {
    let made = Box(0)
    let lazy = try LayoutEngine.render(
      ScrollView {
        LazyVStack {
          ForEach(0..<100_000, id: \.self) { i in
            made.value += 1
            return Text("Row \(i)").id("row\(i)")
          }
        }.id("stack")
      },
      size: screen)
    let labels = lazy.semantics.elements.compactMap(\.label)
    #expect(labels.first == "Row 0")
    #expect(!labels.contains("Row 99999"))
    #expect(made.value > 0 && made.value <= LazyRows.leastMade * LayoutEngine.maxLayoutPasses)
    let (first, second) = (try #require(lazy.frames["row0"]), try #require(lazy.frames["row1"]))
    let pitch = second.minY - first.minY
    let stack = try #require(lazy.frames["stack"])
    // Every row shown: the last made row reaches past the screen.
    #expect(labels.count >= Int(screen.height / pitch))
    #expect(abs(stack.height - (pitch * 100_000 - (pitch - first.height))) < 1)
  }

  /// A lazy stack of a few rows (up to `LazyRows.madeWhole`) is the stack of its rows: the same
  /// frames and ids.
  @Test func aLazyStackOfFewRowsIsItsStack() throws {
    #expect(LazyRows.madeWhole == 1_000 && LazyRows.leastMade == 256)
    func rows(_ lazy: Bool) throws -> LayoutResult {
      let content = ForEach(0..<3, id: \.self) { i in
        if i == 1 { Image(systemName: "star") } else { Text("Row \(i)") }
      }
      return try LayoutEngine.render(
        ScrollView {
          if lazy { LazyVStack { content } } else { VStack { content }.frame(maxWidth: .infinity) }
        }, size: screen)
    }
    let (lazy, stack) = (try rows(true), try rows(false))
    let ids = { (r: LayoutResult) in r.semantics.elements.map { $0.id.split(separator: "/").last! }
    }
    #expect(ids(lazy) == ["text[0]", "image", "text[1]"])
    #expect(ids(lazy) == ids(stack))
    #expect(lazy.semantics.elements.map(\.frame) == stack.semantics.elements.map(\.frame))
  }

  @Test func aForEachOfTwentyThousandRowsRenders() throws {
    let r = try LayoutEngine.render(
      VStack { ForEach(0..<20_000, id: \.self) { Text("Row \($0)") } }.id("stack"),
      size: screen)
    // Taller than the screen, so centred on it: it starts far above the top.
    #expect((r.frames["stack"]?.height ?? 0) > screen.height * 20)
  }

  /// 4. A GeometryReader's content larger than the reader does not resize the reader: it takes
  /// what it is offered, and the content overflows it, in one pass.
  @Test func readerContentThatOutgrowsItsReaderDoesNotFeedBack() throws {
    let r = try LayoutEngine.render(
      GeometryReader { g in
        Color.red.frame(width: g.size.width + 50, height: g.size.height + 50).id("content")
      }
      .frame(width: 100, height: 100).id("reader"),
      size: screen)
    #expect(r.frames["reader"]?.size == Size(width: 100, height: 100))
    #expect(r.frames["content"]?.size == Size(width: 150, height: 150))
  }

  /// A reader's measurement fed back through onPreferenceChange into the measured view's size
  /// never settles: after `maxLayoutPasses` passes the render fails, naming the root view, the
  /// view the action is on and its key.
  @Test func readerFeedbackThroughAPreferenceFails() {
    let runs = Box(0)
    #expect(
      throws: RenderError.unsettled(
        view: "Growing", place: "bar", key: "WidthKey", passes: LayoutEngine.maxLayoutPasses)
    ) {
      try LayoutEngine.render(Growing(runs: runs), size: screen)
    }
    #expect(runs.value == 3)
  }

  /// 5. A preference whose value is a counter its own action increments fails the same way.
  @Test func aPreferenceActionThatNeverSettlesFails() throws {
    #expect(LayoutEngine.maxLayoutPasses == 3)
    do {
      _ = try LayoutEngine.render(Counting(), size: screen)
      Issue.record("no error")
    } catch {
      guard case .unsettled(let view, _, let key, let passes) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(view == "Counting")
      #expect(key == "WidthKey")
      #expect(passes == 3)
      #expect(
        error.description.hasPrefix(
          "Counting: onPreferenceChange(WidthKey) at text saw a new value in each of 3 layout "
            + "passes"))
    }
  }

  /// `onChange` never runs in a still (nothing changes while it is drawn), so an action that
  /// changes its own value cannot loop: one pass, the declared state.
  @Test func anOnChangeLoopNeverRuns() throws {
    let runs = Box(0)
    let r = try LayoutEngine.render(Changing(runs: runs), size: screen)
    #expect(runs.value == 0)
    #expect(r.semantics["label"]?.label == "count 0")
  }
}
