import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// Lists laid out on iPhone widths with no safe area, checked against the numbers of
/// docs/platform.md "Lists" (ListMetrics.classic), worked out by hand: the layout margin is 16 pt
/// below 390 pt of width and 20 from it (measured on a 390 pt iPhone); a grouped list has 35 pt above its first section and
/// between sections; a row is max(44, content + 6 + 6) tall with its content centred; body text
/// is 22 pt tall, footnote 18, subheadline 20, title 3 25 (their leading at the Large size).
@Suite struct ListTests {
  static let iPhone15 = Size(width: 393, height: 852)
  static let proMax = Size(width: 430, height: 932)
  static let se = Size(width: 375, height: 667)

  /// The classic design: these suites test iOS 17–18's lists (LiquidGlassListTests has iOS 26's).
  static var classic: EnvironmentValues {
    var env = EnvironmentValues()
    env.design = .classic
    return env
  }

  func render(_ view: some View, _ screen: Size = iPhone15) throws -> LayoutResult {
    try LayoutEngine.render(view, size: screen, environment: ListTests.classic)
  }

  /// The list's geometry at the screen's width.
  func geometry(_ view: some View, width: Double = 393) -> ListGeometry {
    let root = Builder.root(view, env: ListTests.classic)
    var node: LayoutNode = root
    while !(node is ListNode), let w = node as? WrapperNode { node = w.child }
    return (node as! ListNode).geometry(width: width)
  }

  /// The fills painted in the separator colour (light), by their bounds.
  func separators(_ r: LayoutResult) -> [Rect] {
    let color = Color.separator.resolved(.light)
    return r.displayList.items.compactMap { item in
      guard case .fill(let p, .solid(let c), _) = item, c == color else { return nil }
      return p.controlBounds
    }
  }

  func expectClose(_ a: Double, _ b: Double, _ what: String, loc: SourceLocation = #_sourceLocation)
  {
    #expect(abs(a - b) < 1e-6, "\(what): \(a) ≠ \(b)", sourceLocation: loc)
  }

  struct WidthCase: CustomTestStringConvertible, Sendable {
    let screen: Size, margin: Double
    var testDescription: String { "\(Int(screen.width)) pt" }
  }

  /// Rows with a control keep 44 pt around 33.33 pt of content, as iOS 18 draws them at Medium
  /// on a 3x phone (ModularHomeInventory's notification settings, docs/platform.md "Lists"): a
  /// compact date picker (its capsule a 16 pt line, 19.09 rounded up to 19.33, plus 14) and a
  /// switch beside a 16 pt and an 11 pt line (19.33 + 13.33 = 32.67). With 6 pt above and
  /// below they were 45.33 and 44.67. The third row, a text, stays 44.
  @Test func controlRowsKeep44AroundThirtyThreePoints() throws {
    var env = ListTests.classic
    env.dynamicTypeSize = .medium
    env.displayScale = 3
    let date = Date(timeIntervalSince1970: 1_698_710_400)
    let list = List {
      DatePicker(
        "Quiet Hours Start", selection: .constant(date), displayedComponents: .hourAndMinute)
      Toggle(isOn: .constant(true)) {
        VStack(alignment: .leading) {
          Text("Warranty Expiration")
          Text("30 days before expiry").font(.caption)
        }
      }
      Text("Badge Shows")
      Text("Last")
    }
    let r = try LayoutEngine.render(list, size: Size(width: 390, height: 844), environment: env)
    let rows = separators(r).map(\.minY).sorted()
    #expect(rows.count == 3)
    guard rows.count == 3 else { return }
    expectClose(rows[1] - rows[0], 44, "the switch row")
    expectClose(rows[2] - rows[1], 44, "the text row")
    // The date picker's row: from the card's top, 35 pt down the list, to its separator, a
    // device pixel at the row's bottom.
    expectClose(rows[0] + 1 / 3.0 - 35, 44, "the date picker row")
  }

  /// A first section with a header sits 18.11 pt higher than 35 pt of spacing would put it
  /// (iOS 17–18 recordings at Medium: the card 37.33 pt below the list's top, where 35 pt and
  /// the header put it at 55.44). At Large the header's footnote line is 13 × 2444/2048 tall,
  /// laid out rounded up to the 3x pixel (15.67), and the card 6.1 pt below it, on the nearest
  /// pixel: 35 − 18.11 + 15.67 + 6.1 = 38.66 → 38.67. A later header's line starts 35 − 0.43
  /// below the previous card (its baseline 46.0 pt below it at Medium, where 35 and SF Pro's
  /// ascent at 12 pt, 11.43, would put it 46.43), and its card 6.1 pt below its line: cards
  /// 56.33 apart at Large (FinancialControl's iOS 17.5 recording: 56.33 in all three gaps).
  @Test func aFirstHeaderTakesPartOfTheTopSpacing() throws {
    let list = List {
      Section("Account") { Text("One") }
      Section("Others") { Text("Two") }
    }
    let g = geometry(list, width: 393)
    let card = try #require(g.sections[0].card)
    let header = SF.lineOnPixels(13)
    expectClose(card.minY, SF.nearestPixel(35 - 18.11 + header + 6.1), "card.y")
    #expect(near(card.minY, 38 + 2 / 3.0))
    let second = try #require(g.sections[1].card)
    expectClose(
      second.minY, SF.nearestPixel(card.maxY + 35 - 0.43 + header + 6.1), "second card")
    #expect(near(second.minY - card.maxY, 56 + 1 / 3.0))
    let secondHeader = try #require(g.sections[1].header)
    expectClose(secondHeader.minY, card.maxY + 35 - 0.43, "second header")
    // Without a header the first card stays 35 pt down.
    #expect(geometry(List { Text("One") }, width: 393).sections[0].card?.minY == 35)
  }

  /// A section in an `if`/`else` or a `switch` is a section, as one written plainly is: its
  /// header above its card, not a row inside it. The same two sections, plain and in branches,
  /// have the same geometry.
  @Test func aSectionInABranchIsASection() throws {
    let shown = true
    let plain = geometry(
      List {
        Section("Account") { Text("One") }
        Section("Others") { Text("Two") }
      })
    let branched = geometry(
      List {
        if shown { Section("Account") { Text("One") } } else { Section { Text("Three") } }
        switch shown {
        case true: Section("Others") { Text("Two") }
        case false: EmptyView()
        }
      })
    #expect(branched.sections.count == 2)
    #expect(branched.sections[0].header != nil && branched.sections[1].header != nil)
    #expect(branched.sections[0].card == plain.sections[0].card)
    #expect(branched.sections[1].card == plain.sections[1].card)
  }

  /// Inset grouped cards: inset by the margin, rows from y = 35, 44 pt each, text at twice the
  /// margin, the first text's top at 35 + (44 − 20.333) / 2 = 46.83 (the body line, 20.287,
  /// rounded up to the 3x pixel), on the nearest pixel: 47 (a cell's content view sits on whole
  /// pixels, as its switch does in ModularHomeInventory's iOS 18 recordings).
  @Test(arguments: [
    WidthCase(screen: iPhone15, margin: 20), WidthCase(screen: se, margin: 16),
    WidthCase(screen: proMax, margin: 20),
  ])
  func insetGroupedRows(_ c: WidthCase) throws {
    let list = List {
      Text("One").id("a")
      Text("Two").id("b")
    }
    let g = geometry(list, width: c.screen.width)
    let m = c.margin
    let cardWidth = c.screen.width - 2 * m
    #expect(g.sections[0].card == Rect(x: m, y: 35, width: cardWidth, height: 88))
    #expect(g.sections[0].cells[1] == Rect(x: m, y: 79, width: cardWidth, height: 44))
    #expect(g.height == 35 + 88 + 35)
    let f = try render(list, c.screen).frames
    expectClose(f["a"]!.minX, 2 * m, "a.x")
    let inset = (44 - SF.lineOnPixels(17)) / 2
    expectClose(f["a"]!.minY, SF.nearestPixel(35 + inset), "a.y")
    #expect(near(f["a"]!.minY, 47))
    expectClose(f["a"]!.height, SF.lineOnPixels(17), "a.height")
    expectClose(f["b"]!.minY, SF.nearestPixel(79 + inset), "b.y")
  }

  /// A cell's content sits on whole pixels, as UIKit puts a cell's subviews: a switch (31 pt) in a
  /// 44 pt classic row is (44 − 31) / 2 = 6.5 pt down, 19.5 px at 3x, drawn from the 20th pixel,
  /// 6.67 pt (ModularHomeInventory's iOS 18 settings screens: every track 6.67 pt under its
  /// cell's top, its edges crisp); and a row after a row whose height is not whole pixels starts
  /// on the nearest pixel (a 50 pt content with 6 + 6 around it ends 62 pt down; 50.2 would end
  /// 62.2, so the next row starts at 35 + 62.2 → 97.33).
  @Test func cellsAndTheirContentSitOnWholePixels() throws {
    let list = List {
      Toggle("Sync", isOn: .constant(true)).id("t")
      Color.red.frame(height: 50.2).id("c")
      Text("Last").id("l")
    }
    let f = try render(list).frames
    let t = try #require(f["t"])
    #expect(t.height == 31)
    #expect(near(t.minY, 35 + 6 + 2 / 3.0))
    let g = geometry(list)
    #expect(near(g.sections[0].cells[2].minY, 35 + 44 + 62 + 1 / 3.0))
    let l = try #require(f["l"])
    #expect(near(l.minY, SF.nearestPixel(35 + 44 + 62 + 1 / 3.0 + (44 - SF.lineOnPixels(17)) / 2)))
  }

  /// The margin follows the screen, not the list: a 375 pt list on a 393 pt phone keeps the
  /// phone's 20 pt (measured on an iOS recording, docs/platform.md "Lists"); the SE's 375 pt
  /// screen gives 16.
  @Test func marginFollowsTheScreen() throws {
    let list = List { Text("One").id("a") }.frame(width: 375)
    let onPhone = try render(list.frame(maxWidth: .infinity, alignment: .leading))
    // The 375 pt list sits at x = 0 (leading), its card inset 20, its text 20 more.
    expectClose(onPhone.frames["a"]!.minX, 40, "a.x on a 393 pt screen")
    let onSE = try render(List { Text("One").id("a") }, ListTests.se)
    expectClose(onSE.frames["a"]!.minX, 32, "a.x on a 375 pt screen")
  }

  /// One separator, under the first row: from its text (x = 32) to the card's trailing edge
  /// (393 − 20 = 373), one pixel (1/3 pt) at the bottom of the cell (79 − 1/3).
  @Test func separatorsBetweenRowsOnly() throws {
    let r = try render(
      List {
        Text("One")
        Text("Two")
      })
    let hairline = 1.0 / 3
    let s = separators(r)
    #expect(s.count == 1)
    expectClose(s[0].minX, 40, "x")
    expectClose(s[0].maxX, 373, "maxX")
    expectClose(s[0].minY, 79 - hairline, "y")
    expectClose(s[0].height, hairline, "height")
  }

  /// Under a segmented picker the separator starts at the control, not at its first title.
  @Test func separatorUnderAControlStartsAtTheControl() throws {
    let r = try render(
      List {
        Picker("Range", selection: .constant(0)) {
          Text("Day").tag(0)
          Text("Week").tag(1)
        }.pickerStyle(.segmented)
        Text("Two")
      })
    expectClose(separators(r)[0].minX, 40, "x")
  }

  /// The separator starts at the row's first text, past an icon before it.
  @Test func separatorStartsAtTheText() throws {
    let r = try render(
      List {
        HStack {
          Color.red.frame(width: 29, height: 29)
          Text("Icon")
        }
        Text("Two")
      })
    // 40 + 29 + the stack's 8 pt spacing.
    expectClose(separators(r)[0].minX, 77, "x")
  }

  @Test func hiddenAndTintedSeparators() throws {
    let hidden = try render(
      List {
        Text("One").listRowSeparator(.hidden, edges: .bottom)
        Text("Two")
        Text("Three").listRowSeparator(.hidden)
      })
    #expect(separators(hidden).isEmpty)
    let tinted = try render(
      List {
        Text("One").listRowSeparatorTint(.red)
        Text("Two")
      })
    let red = Color.red.resolved(.light)
    let fills = tinted.displayList.items.filter {
      if case .fill(_, .solid(let c), _) = $0 { return c == red }
      return false
    }
    #expect(fills.count == 1)
  }

  /// A header: uppercase footnote text at y = 35 − 18.11 (the first section's header takes part
  /// of the top spacing) lined up with the rows' text, a header to VoiceOver; the card below it
  /// on the nearest pixel; the footer 5 pt below the card.
  @Test func headerAndFooter() throws {
    let list = List {
      Section {
        Text("Row")
      } header: {
        Text("Title")
      } footer: {
        Text("Note")
      }
    }
    let g = geometry(list)
    let header = try #require(g.sections[0].header)
    expectClose(header.minX, 40, "header.x")
    let top = 35 - 18.11
    expectClose(header.minY, top, "header.y")
    // A footnote line (13 pt): 15.51 pt, laid out as 15.67 (rounded up to the 3x pixel). The
    // card 6.1 pt under the line, as measured at Medium and Large; the footer 5 pt under it.
    expectClose(header.height, SF.lineOnPixels(13), "header.height")
    let card = try #require(g.sections[0].card)
    let cardTop = SF.nearestPixel(top + SF.lineOnPixels(13) + 6.1)
    expectClose(card.minY, cardTop, "card.y")
    #expect(card.minX == 20 && card.width == 353)
    expectClose(card.height, 44, "card.height")
    expectClose(g.sections[0].footer!.minY, cardTop + 44 + 5, "footer.y")
    expectClose(g.sections[0].footer!.minX, 40, "footer.x")
    let e = try render(list).semantics.elements
    let title = try #require(e.first { $0.label == "TITLE" })
    #expect(title.traits == [.isHeader])
    #expect(title.text?.size == 13)
    #expect(title.foreground == Color.secondary.resolved(.light))
    let note = try #require(e.first { $0.label == "Note" })
    #expect(note.traits == nil)
    #expect(note.text?.size == 13)
  }

  /// 35 pt between sections, 20 compact, or the number given; the card's bottom to the next
  /// card's top with no headers.
  @Test(arguments: [
    (ListSectionSpacing.default, 35.0), (.compact, 20), (.custom(12), 12),
  ])
  func sectionSpacing(_ spacing: ListSectionSpacing, _ gap: Double) {
    let g = geometry(
      List {
        Section { Text("A") }
        Section { Text("B") }
      }.listSectionSpacing(spacing))
    expectClose(g.sections[1].card!.minY - g.sections[0].card!.maxY, gap, "gap")
  }

  /// Plain: rows edge to edge from the top, text at the margin; a header 6 pt from the top in
  /// semibold subheadline (15 pt: a 17.9 pt line, 18 on the 3x pixels) as written, its rows 6 pt
  /// below it.
  @Test func plainList() throws {
    let list = List {
      Section("Fruit") { Text("Apple").id("a") }
    }.listStyle(.plain)
    let g = geometry(list)
    let h0 = try #require(g.sections[0].header)
    let line = SF.lineOnPixels(15)
    #expect(near(h0, Rect(x: 20, y: 6, width: h0.width, height: line)))
    #expect(near(g.sections[0].cells[0], Rect(x: 0, y: 12 + line, width: 393, height: 44)))
    let r = try render(list)
    expectClose(r.frames["a"]!.minX, 20, "a.x")
    let header = try #require(r.semantics.elements.first { $0.label == "Fruit" })
    #expect(header.text?.weight == .semibold)
    #expect(
      r.displayList.items.first
        == .fill(
          .rect(Rect(x: 0, y: 0, width: 393, height: 852)),
          .solid(Color.systemBackground.resolved(.light)), .nonZero))
  }

  /// Grouped: full-width cells on the grouped background, text at the margin.
  @Test func groupedList() {
    let g = geometry(List { Text("A") }.listStyle(.grouped))
    #expect(g.sections[0].cells[0] == Rect(x: 0, y: 35, width: 393, height: 44))
    #expect(g.sections[0].contents[0].minX == 20)
  }

  /// Form is inset grouped whatever the list style around it; so are the automatic and sidebar
  /// styles on an iPhone.
  @Test func formAndAutomaticAreInsetGrouped() {
    let form = geometry(Form { Text("A") }.listStyle(.plain))
    #expect(form.sections[0].card == Rect(x: 20, y: 35, width: 353, height: 44))
    #expect(geometry(List { Text("A") }).sections[0].card == form.sections[0].card)
    #expect(
      geometry(List { Text("A") }.listStyle(.sidebar)).sections[0].card == form.sections[0].card)
  }

  /// `.increased` prominence: title 3 bold (20 pt), as written, in the label colour.
  @Test func prominentHeader() throws {
    let r = try render(
      List {
        Section("Favourites") { Text("A") }.headerProminence(.increased)
      })
    let header = try #require(r.semantics.elements.first { $0.label == "Favourites" })
    #expect(header.text?.size == 20)
    #expect(header.text?.weight == .bold)
    #expect(header.traits == [.isHeader])
    #expect(header.foreground == Color.primary.resolved(.light))
  }

  /// Custom insets move the content; taller content makes a taller row (60 + 6 + 6).
  @Test func rowInsetsAndHeight() throws {
    let list = List {
      Text("A").id("a").listRowInsets(EdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0))
      Color.red.frame(height: 60).id("b")
    }
    let g = geometry(list)
    #expect(g.sections[0].cells[1].height == 72)
    let f = try render(list).frames
    expectClose(f["a"]!.minX, 20 + 50, "a.x")
    expectClose(f["a"]!.minY, SF.nearestPixel(35 + (44 - SF.lineOnPixels(17)) / 2), "a.y")
    #expect(f["b"] == Rect(x: 40, y: 35 + 44 + 6, width: 313, height: 60))
  }

  /// A navigation link row: a button named by its label, with the action "navigate", taking
  /// taps across its cell; its label in the label colour and a chevron at the trailing margin.
  @Test func navigationLinkRow() throws {
    let e = try render(
      List {
        NavigationLink("General") { Text("Destination") }
      }
    ).semantics.elements
    try expectGeneralLinkRow(e)
    #expect(
      e.first { $0.label == "General" && $0.role == .text }?.foreground
        == Color.primary.resolved(.light))
    #expect(!e.contains { $0.role == .image })  // the chevron is decoration, as in UIKit
  }

  /// The "General" link row both initialisers draw: a button with the action "navigate" taking
  /// taps across its 353 × 44 cell, the chevron inside the trailing margin, and no destination.
  func expectGeneralLinkRow(_ e: [SemanticElement]) throws {
    let link = try #require(e.first { $0.role == .button })
    #expect(link.label == "General")
    #expect(link.actions == [.tap("navigate")])
    #expect(link.hitFrame == Rect(x: 20, y: 35, width: 353, height: 44))
    #expect(link.frame.maxX == 393 - 40)
    #expect(!e.contains { $0.label == "Destination" })
  }

  /// The older `NavigationLink(isActive:destination:label:)` with its binding true is drawn as
  /// the row above, closed: its label and chevron in the same 353 × 44 cell, the destination not
  /// drawn (a still shows the stack's root).
  @Test func navigationLinkWithActiveBindingIsDrawnClosed() throws {
    let e = try render(
      List {
        NavigationLink(isActive: .constant(true)) {
          Text("Destination")
        } label: {
          Text("General")
        }
      }
    ).semantics.elements
    try expectGeneralLinkRow(e)
  }

  /// Outside a list, a link is its label in the tint colour.
  @Test func navigationLinkOutsideAList() throws {
    let e = try render(NavigationLink("Open", destination: Text("x"))).semantics.elements
    let link = try #require(e.first { $0.role == .button })
    #expect(link.foreground == Color.accentColor.resolved(.light))
    #expect(link.actions == [.tap("navigate")])
  }

  /// A button row: its label in the tint colour, taps across the cell.
  @Test func buttonRow() throws {
    let e = try render(List { Button("Sign In") {} }).semantics.elements
    let button = try #require(e.first { $0.role == .button })
    #expect(button.foreground == Color.accentColor.resolved(.light))
    #expect(button.hitFrame == Rect(x: 20, y: 35, width: 353, height: 44))
  }

  /// LabeledContent: the label at the text inset, the value in the secondary colour ending at
  /// the trailing inset (393 − 40); both on the cell's colour.
  @Test func labeledContentRow() throws {
    let e = try render(List { LabeledContent("Version", value: "17.4") }).semantics.elements
    let label = try #require(e.first { $0.label == "Version" })
    let value = try #require(e.first { $0.label == "17.4" })
    expectClose(label.frame.minX, 40, "label.x")
    expectClose(value.frame.maxX, 353, "value.maxX")
    #expect(value.foreground == Color.secondary.resolved(.light))
    #expect(value.background == Color.secondarySystemGroupedBackground.resolved(.light))
  }

  /// A list fills what it is offered; with no proposal it is its content's height.
  @Test func fillsTheSpaceOffered() {
    let list = List { Text("A") }
    #expect(
      LayoutEngine.size(of: list, proposal: ProposedSize(width: 393, height: 500))
        == Size(width: 393, height: 500))
    #expect(
      LayoutEngine.size(
        of: list, proposal: ProposedSize(width: 393, height: nil), environment: ListTests.classic
      ).height == 35 + 44 + 35)
  }

  /// The grouped background, unless hidden; cells keep their colour.
  @Test func backgrounds() throws {
    let shown = try render(List { Text("A") })
    #expect(
      shown.displayList.items.first
        == .fill(
          .rect(Rect(x: 0, y: 0, width: 393, height: 852)),
          .solid(Color.systemGroupedBackground.resolved(.light)), .nonZero))
    let hidden = try render(List { Text("A") }.scrollContentBackground(.hidden))
    #expect(
      hidden.displayList.items.first
        == .pushClip(.rect(Rect(x: 0, y: 0, width: 393, height: 852)), .nonZero))
  }

  /// A row background's colour is the declared background of the row's text.
  @Test func rowBackground() throws {
    let e = try render(List { Text("A").listRowBackground(Color.yellow) }).semantics.elements
    #expect(e.first { $0.label == "A" }?.background == Color.yellow.resolved(.light))
  }

  /// Rows below the list's frame are not laid out.
  @Test func rowsBelowTheFrameAreLeftOut() throws {
    let r = try render(
      List { ForEach(0..<40, id: \.self) { Text("Row \($0)") } }.frame(height: 200))
    // The list is centred on the screen: 35 pt, then rows of 44 pt until the frame's end.
    let texts = r.semantics.elements.filter { $0.role == .text }
    #expect(texts.count == 4)
  }

  /// Edit and swipe actions change nothing in a still.
  @Test func editAndSwipeActionsDrawNothing() throws {
    let plain = try render(List { ForEach(["A", "B"], id: \.self) { Text($0) } })
    let edited = try render(
      List {
        ForEach(["A", "B"], id: \.self) { name in
          Text(name).swipeActions { Button("Delete", role: .destructive) {} }
        }
        .onDelete { _ in }
        .onMove { _, _ in }
      })
    #expect(plain.displayList == edited.displayList)
    #expect(plain.semantics == edited.semantics)
  }

  /// A modifier on a ForEach applies to each of its rows.
  @Test func forEachModifierAppliesToEachRow() {
    let g = geometry(
      List {
        ForEach(["A", "B"], id: \.self) { Text($0) }
          .listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
      })
    #expect(g.sections[0].contents.map(\.minX) == [60, 60])
  }
}
