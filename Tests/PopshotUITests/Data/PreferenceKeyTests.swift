import PopshotGraphics
import PopshotScenes
import Testing

@testable import PopshotUI

/// Collects every value set below it, in view-tree order.
private struct NamesKey: PreferenceKey {
  static let defaultValue: [String] = []
  static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The height some content measured.
private struct HeightKey: PreferenceKey {
  static let defaultValue: Double = 0
  static func reduce(value: inout Double, nextValue: () -> Double) {
    value = max(value, nextValue())
  }
}

private let screen = Size(width: 393, height: 852)

@MainActor @Suite struct PreferenceKeyTests {
  /// Values combine in view-tree order (depth first, siblings in order); an outer `.preference`
  /// replaces what is inside it; `transformPreference` changes the combined value.
  @Test func valuesCombineInTreeOrder() throws {
    let seen = Box<[[String]]>([])
    let view = VStack {
      Text("a").preference(key: NamesKey.self, value: ["a"])
      HStack {
        Text("b").preference(key: NamesKey.self, value: ["b"])
        Text("c").preference(key: NamesKey.self, value: ["c"])
      }
      Text("hidden").preference(key: NamesKey.self, value: ["x"])
        .background(Color.red.preference(key: NamesKey.self, value: ["y"]))
        .preference(key: NamesKey.self, value: ["outer"])
    }
    .transformPreference(NamesKey.self) { $0.append("t") }
    .onPreferenceChange(NamesKey.self) { seen.value.append($0) }
    _ = try LayoutEngine.render(view, size: screen)
    #expect(seen.value == [["a", "b", "c", "outer", "t"]])
  }

  /// Before layout, values are read from the reduced tree; after placing, from the layout tree.
  /// Without a GeometryReader the two agree, in view-tree order: a button's label, then a view
  /// before its background, then the transform around them all.
  @Test func reducedAndLayoutTreesAgree() {
    let view = VStack {
      Text("a").preference(key: NamesKey.self, value: ["a"])
      HStack {
        Button {
        } label: {
          Text("b").preference(key: NamesKey.self, value: ["b"])
        }
      }
      Text("c").preference(key: NamesKey.self, value: ["c"])
        .background(Color.red.preference(key: NamesKey.self, value: ["y"]))
    }
    .transformPreference(NamesKey.self) { $0.append("t") }
    let key = AnyPreferenceKey(NamesKey.self)
    let reduced = EnvironmentValues.$current.withValue(EnvironmentValues()) {
      node(of: view).preference(key) as? [String]
    }
    let built = Builder.root(view, env: EnvironmentValues()).preference(key) as? [String]
    #expect(reduced == ["a", "b", "c", "y", "t"])
    #expect(built == reduced)
  }

  /// A value set inside a GeometryReader is read once it is placed; the state the action sets
  /// shows in the still, after one more pass, and the action does not run again for the same
  /// value.
  @Test func actionStateShowsAfterASecondPass() throws {
    struct Measured: View {
      @State var height = 0.0
      let runs: Box<Int>
      var body: some View {
        VStack(spacing: 0) {
          Text("h=\(Int(height))").id("label")
          Color.blue.frame(width: 100, height: 120)
            .background(
              GeometryReader { g in
                Color.clear.preference(key: HeightKey.self, value: g.size.height)
              })
        }
        .onPreferenceChange(HeightKey.self) { h in
          runs.value += 1
          height = h
        }
      }
    }
    let runs = Box(0)
    let r = try LayoutEngine.render(Measured(runs: runs), size: screen)
    #expect(r.semantics["label"]?.label == "h=120")
    #expect(runs.value == 1)
  }

  /// A feedback loop (each pass sets a value that changes the next) stops after
  /// `maxLayoutPasses` passes and fails the render: no pass shows what the last action did.
  /// `Growing` (HostileViewTests): a bar 10 pt wider than the width its reader measured.
  @Test func aValueThatNeverSettlesFailsAfterThreePasses() throws {
    let runs = Box(0)
    // Passes lay out 10, 20 and 30 pt wide; the third pass's action sets 40, which no pass shows.
    #expect(
      throws: RenderError.unsettled(view: "Growing", place: "bar", key: "WidthKey", passes: 3)
    ) {
      try LayoutEngine.render(Growing(runs: runs), size: screen)
    }
    #expect(runs.value == 3)
  }

  /// `overlayPreferenceValue` builds its view from the value once the content is placed.
  @Test func overlayIsBuiltFromTheValue() throws {
    let view = VStack {
      Text("one").preference(key: NamesKey.self, value: ["one"])
      Text("two").preference(key: NamesKey.self, value: ["two"])
    }
    .overlayPreferenceValue(NamesKey.self) { names in
      Text(names.joined(separator: "+")).id("summary")
    }
    let r = try LayoutEngine.render(view, size: screen)
    #expect(r.semantics["summary"]?.label == "one+two")
  }

  /// An anchor preference carries a view's bounds up the tree; a GeometryReader in an overlay
  /// resolves it in its own coordinates. The VStack (393 × 130: a 100 pt band over a 50 × 30
  /// box) is centred on the 852 pt screen at y = 361; the box sits at x = (393 − 50) / 2 = 171.5,
  /// 100 pt below the stack's top, which is where the overlay's reader starts.
  @Test func anchorBoundsResolveInTheReader() throws {
    struct BoundsKey: PreferenceKey {
      static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
      }
    }
    let view = VStack(spacing: 0) {
      Color.clear.frame(height: 100)
      Color.red.frame(width: 50, height: 30)
        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    }
    .overlayPreferenceValue(BoundsKey.self) { anchor in
      GeometryReader { proxy in
        let r = anchor.map { proxy[$0] } ?? .zero
        Text(verbatim: "\(r.minX) \(r.minY) \(r.width) \(r.height)").id("bounds")
      }
    }
    let r = try LayoutEngine.render(view, size: screen)
    #expect(r.semantics["bounds"]?.label == "171.5 100.0 50.0 30.0")
  }

  /// A navigation title set inside a background titles the bar, as one set anywhere in the
  /// content does (the old tree walk skipped backgrounds).
  @Test func titleInsideABackgroundTitlesTheBar() throws {
    let view = NavigationStack {
      Text("Body").background(Color.clear.navigationTitle("Inbox"))
    }
    let r = try LayoutEngine.render(view, size: screen)
    #expect(r.semantics["navigationbar.title"]?.label == "Inbox")
  }

  /// A sheet sized to its content through a height preference: the page owns the height, the
  /// content measures itself and sets it, and the still shows the sheet at that detent. On an
  /// iPhone 15 in portrait a detent of h shows h plus the 34 pt bottom inset (docs/platform.md).
  @Test func sheetSizedToItsContent() throws {
    struct Page: View {
      @State var height = 50.0
      var body: some View {
        Text("Page")
          .sheet(isPresented: .constant(true)) {
            Color.blue.frame(height: 200)
              .background(
                GeometryReader { g in
                  Color.clear.preference(key: HeightKey.self, value: g.size.height)
                }
              )
              .onPreferenceChange(HeightKey.self) { height = $0 }
              .presentationDetents([.height(height)])
          }
      }
    }
    let v = Variant(device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)
    let scene = try SceneRenderer().render(Scene(name: "fitted", page: Page()), v)
    let sheet = scene.semantics.elements.first { $0.role == .sheet }
    #expect(sheet?.frame.height == 234)
    // The sheet's top, from the bottom edge up (up to rounding in the sheet's placement).
    #expect(abs((sheet?.frame.minY ?? 0) - (852 - 234)) < 1e-9)
  }
}
