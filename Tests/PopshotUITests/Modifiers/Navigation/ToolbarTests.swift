import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

/// Toolbars and the search field on an iPhone 15 in portrait (393 × 852, insets 59 and 34).
/// Expected numbers from docs/platform.md, "Toolbars" and "Search field": the bar is 44 pt at the
/// top inset (59…103), bar buttons sit 16 pt from the edges (16 and 377), 8 pt apart, centred in
/// the bar (y 81), taking taps in at least 44 × 44; the large title adds 52 (103…155); the
/// search field is 36 tall, 8 under the title band (163…199), 16 from each edge (16…377); the
/// bottom toolbar is 44 pt on the bottom inset (774…818).
@MainActor @Suite struct ToolbarTests {
  let device = TabViewTests.iPhone()

  /// Equal up to the rounding of sums of fractional text widths.
  func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-9 } ?? false }

  func render(_ view: some View) throws -> LayoutResult {
    try LayoutEngine.render(view, size: device.0, environment: device.1)
  }

  func button(_ r: LayoutResult, _ label: String) throws -> SemanticElement {
    try #require(r.semantics.elements.first { $0.role == .button && $0.label == label })
  }

  func screen(_ content: some View) -> some View {
    NavigationStack { content.navigationTitle("Inbox") }
  }

  @Test func trailingAndLeadingItemsSitAtTheBarsMargins() throws {
    let r = try render(
      screen(
        Color.clear.toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
          ToolbarItem(placement: .navigationBarLeading) { Button("Back") {} }
        }))
    let edit = try button(r, "Edit")
    let back = try button(r, "Back")
    #expect(edit.frame.maxX == 377)
    #expect(back.frame.minX == 16)
    #expect(edit.frame.midY == 81)
    #expect(back.frame.midY == 81)
  }

  /// A bar button's symbol takes the large image scale (FinancialControl's iOS 17.5 close
  /// button: `xmark` inks 16.67 pt at 17 pt, 1.29 × the medium scale); an app's own scale wins.
  @Test func barSymbolsAreLarge() throws {
    func symbol(_ image: some View) throws -> Rect {
      let r = try render(
        screen(Color.clear.toolbar { ToolbarItem(placement: .topBarTrailing) { image } }))
      return try #require(r.semantics.elements.first { $0.role == .image }).frame
    }
    let plain = LayoutEngine.size(
      of: Image(systemName: "xmark").font(.system(size: 17)),
      proposal: ProposedSize(width: 100, height: 100))
    let bar = try symbol(Image(systemName: "xmark"))
    #expect(abs(bar.width - plain.width * 1.29) < 0.01, "\(bar) against \(plain)")
    let own = try symbol(Image(systemName: "xmark").imageScale(.medium))
    #expect(abs(own.width - plain.width) < 0.01)
  }

  /// `square.and.pencil` as a trailing bar button: its frame ends at the 16 pt margin and its
  /// 21 pt of ink 2 pt before it (ModularHomeInventory's item detail, iOS 18: ink 351–372 on a
  /// 390 pt screen, where the leading "Close" starts at the margin).
  @Test func squareAndPencilInksInsideItsFrame() throws {
    let r = try render(
      screen(
        Color.clear.toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Button(action: {}) { Image(systemName: "square.and.pencil") }
          }
        }))
    let frame = try #require(r.semantics.elements.first { $0.role == .image }).frame
    #expect(abs(frame.maxX - 377) < 0.01, "\(frame)")
    let ink = r.displayList.items.compactMap { item -> Rect? in
      guard case .stroke(let p, let style, _) = item else { return nil }
      return p.controlBounds.insetBy(dx: -style.width / 2, dy: -style.width / 2)
    }.filter { frame.contains(Point(x: $0.midX, y: $0.midY)) }
    let (x0, x1) = (ink.map(\.minX).min() ?? 0, ink.map(\.maxX).max() ?? 0)
    #expect(abs(x1 - 375) < 0.01 && abs(x1 - x0 - 21) < 0.01, "\(x0)–\(x1)")
  }

  /// Every placement of iOS 17 goes where iOS puts it.
  @Test(arguments: [
    (ToolbarItemPlacement.automatic, 377.0), (.navigationBarTrailing, 377), (.topBarTrailing, 377),
    (.primaryAction, 377), (.confirmationAction, 377), (.navigationBarLeading, 16),
    (.topBarLeading, 16), (.cancellationAction, 16), (.navigation, 16),
  ])
  func placements(_ placement: ToolbarItemPlacement, _ edge: Double) throws {
    let r = try render(
      screen(Color.clear.toolbar { ToolbarItem(placement: placement) { Button("Go") {} } }))
    let go = try button(r, "Go")
    #expect(edge == 16 ? go.frame.minX == 16 : go.frame.maxX == 377)
  }

  @Test func aGroupSpacesItsViewsEightApart() throws {
    let r = try render(
      screen(
        Color.clear.toolbar {
          ToolbarItemGroup(placement: .topBarTrailing) {
            Button("One") {}
            Button("Two") {}
          }
        }))
    let one = try button(r, "One")
    let two = try button(r, "Two")
    #expect(two.frame.minX - one.frame.maxX == 8)
    #expect(close(two.frame.maxX, 377))
  }

  /// Bare views (`toolbar(content:)` with views) go trailing, as `.automatic` items do.
  @Test func bareViewsGoTrailing() throws {
    let r = try render(screen(Color.clear.toolbar { Button("Add") {} }))
    #expect(try button(r, "Add").frame.maxX == 377)
  }

  @Test func navigationBarItemsSitAtBothEnds() throws {
    let r = try render(
      screen(
        Color.clear.navigationBarItems(leading: Button("Close") {}, trailing: Button("Save") {})))
    #expect(try button(r, "Close").frame.minX == 16)
    #expect(try button(r, "Save").frame.maxX == 377)
  }

  /// Bar buttons are 17 pt regular in the tint; a confirmation action is semibold.
  @Test func barButtonText() throws {
    let r = try render(
      screen(
        Color.clear.toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
        }))
    let cancel = try #require(r.semantics.elements.first { $0.text?.string == "Cancel" })
    let done = try #require(r.semantics.elements.first { $0.text?.string == "Done" })
    #expect(cancel.text?.size == 17)
    #expect(cancel.text?.weight == .regular)
    #expect(done.text?.weight == .semibold)
    #expect(cancel.foreground == Color.accentColor.resolved(.light))
  }

  /// A bar button takes taps in at least 44 × 44 around what it draws: the bar's height (59…103).
  @Test func barButtonsTakeTapsInAtLeast44Points() throws {
    let r = try render(
      screen(
        Color.clear.toolbar {
          ToolbarItem {
            Button {
            } label: {
              Image(systemName: "plus")
            }
            .accessibilityLabel("Add")
          }
        }))
    let add = try button(r, "Add")
    let hit = try #require(add.hitFrame)
    #expect(hit.width == 44 && hit.height == 44)
    #expect(hit.minY == 59)
    #expect(hit.midX == add.frame.midX)
  }

  /// A `Label` in a toolbar item shows its icon only, unless a style says otherwise ("such as
  /// only showing icons within toolbars on macOS and iOS": Apple, LabelStyle.titleAndIcon), in
  /// the top bar and the bottom toolbar, in both designs. The title stays the button's name.
  @Test(arguments: [Design.classic, .liquidGlass])
  func aLabelInABarShowsItsIconOnly(_ design: Design) throws {
    var env = device.1
    env.design = design
    func add() -> some View {
      Button {
      } label: {
        Label("Add", systemImage: "plus")
      }
    }
    let r = try LayoutEngine.render(
      screen(
        Color.clear.toolbar {
          ToolbarItem { add() }
          ToolbarItem(placement: .bottomBar) { add() }
        }), size: device.0, environment: env)
    let buttons = r.semantics.elements.filter { $0.role == .button && $0.label == "Add" }
    #expect(buttons.count == 2)
    #expect(!r.semantics.elements.contains { $0.text?.string == "Add" })
    // A style set on the label wins: both title and icon.
    let styled = try LayoutEngine.render(
      screen(
        Color.clear.toolbar {
          ToolbarItem { add().labelStyle(.titleAndIcon) }
        }), size: device.0, environment: env)
    #expect(styled.semantics.elements.contains { $0.text?.string == "Add" })
    // Outside a bar the automatic style keeps the title.
    let page = try LayoutEngine.render(screen(add()), size: device.0, environment: env)
    #expect(page.semantics.elements.contains { $0.text?.string == "Add" })
  }

  @Test func principalTakesTheInlineTitlesPlace() throws {
    let r = try render(
      NavigationStack {
        Color.clear.navigationBarTitle("Hidden", displayMode: .inline)
          .toolbar { ToolbarItem(placement: .principal) { Text("Custom").id("custom") } }
      })
    #expect(r.semantics["navigationbar.title"] == nil)
    let custom = try #require(r.frames["custom"])
    #expect(custom.midX == 196.5)
    #expect(custom.midY == 81)
  }

  @Test func navigationBarTitleSetsTitleAndMode() throws {
    let r = try render(
      NavigationStack { Color.clear.navigationBarTitle("Mail", displayMode: .inline) })
    #expect(r.semantics["navigationbar.title"]?.label == "Mail")
    #expect(r.frames["navigationbar"]?.height == 44)
    let large = try render(NavigationStack { Color.clear.navigationBarTitle(Text("Mail")) })
    #expect(large.frames["navigationbar"]?.height == 96)
  }

  @Test func hiddenBarsTakeNoRoom() throws {
    for view in [
      AnyView(NavigationStack { Color.red.id("page").navigationBarHidden(true) }),
      AnyView(NavigationStack { Color.red.id("page").toolbar(.hidden, for: .navigationBar) }),
    ] {
      let r = try render(view)
      #expect(r.frames["navigationbar"] == nil)
      #expect(r.frames["page"] == Rect(x: 0, y: 59, width: 393, height: 759))
    }
  }

  /// 852 − 34 − 44 = 774. Three items spread from 16 to 377 with equal gaps; a lone item is
  /// centred.
  @Test func theBottomBarSpreadsItsItems() throws {
    let r = try render(
      screen(
        Color.red.id("page").toolbar {
          ToolbarItemGroup(placement: .bottomBar) {
            Button("One") {}
            Button("Two") {}
            Button("Three") {}
          }
        }))
    let bar = try #require(r.frames["toolbar.bottom"])
    #expect(close(bar.minX, 0) && close(bar.width, 393) && bar.minY == 774 && bar.height == 44)
    #expect(r.frames["page"]?.maxY == 774)
    let (one, two, three) = (try button(r, "One"), try button(r, "Two"), try button(r, "Three"))
    #expect(close(one.frame.minX, 16))
    #expect(close(three.frame.maxX, 377))
    #expect(abs((two.frame.minX - one.frame.maxX) - (three.frame.minX - two.frame.maxX)) < 1e-9)
    #expect(two.frame.midY == 796)
    let lone = try render(
      screen(Color.clear.toolbar { ToolbarItem(placement: .bottomBar) { Button("Only") {} } }))
    #expect(abs(try button(lone, "Only").frame.midX - 196.5) < 1e-9)
  }

  @Test func theSearchFieldSitsUnderTheLargeTitle() throws {
    struct Search: View {
      @State var query = ""
      var body: some View {
        NavigationStack { Color.clear.navigationTitle("Mail").searchable(text: $query) }
      }
    }
    let r = try render(Search())
    let field = try #require(r.semantics["navigationbar.search"])
    #expect(field.frame == Rect(x: 16, y: 163, width: 361, height: 36))
    #expect(field.role == .textField)
    #expect(field.label == "Search")
    #expect(field.value == nil)
    #expect(field.traits == [.isSearchField])
    #expect(close(r.frames["navigationbar"]?.height, 44 + 52 + 52))
  }

  @Test func theSearchFieldShowsItsPromptOrItsText() throws {
    let text = Binding.constant("tulips")
    let r = try render(
      NavigationStack { Color.clear.navigationTitle("Mail").searchable(text: text, prompt: "Find") }
    )
    let field = try #require(r.semantics["navigationbar.search"])
    #expect(field.label == "Find")
    #expect(field.value == "tulips")
    #expect(r.semantics.elements.contains { $0.text?.string == "tulips" })
    let prompt = try render(
      NavigationStack {
        Color.clear.searchable(text: .constant(""), placement: .toolbar, prompt: Text("Look up"))
      })
    #expect(prompt.semantics["navigationbar.search"]?.label == "Look up")
  }

  /// Inline, the field sits under the 44 pt bar: 59 + 44 + 8 = 111.
  @Test func inlineTheSearchFieldSitsUnderTheBar() throws {
    let r = try render(
      NavigationStack {
        Color.clear.navigationBarTitle("Mail", displayMode: .inline).searchable(text: .constant(""))
      })
    #expect(r.semantics["navigationbar.search"]?.frame.minY == 111)
  }
}
