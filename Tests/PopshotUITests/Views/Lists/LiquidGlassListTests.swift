import PopshotGraphics
import Testing

@testable import PopshotUI

/// iOS 26's inset grouped cards: radius 26 and 16 pt margins on a phone (measured, docs/platform.md
/// "Lists in Liquid Glass"), rows, headers, footers and spacing as iOS 26 measures them. On a
/// 393 pt screen a two-row card is (16, 35, 361, 104); the classic card is (20, 35, 353, 88).
@Suite struct LiquidGlassListTests {
  func cardClips(_ view: some View, _ design: Design, screen: Size = Size(width: 393, height: 852))
    throws -> [Path]
  {
    var env = EnvironmentValues()
    env.design = design
    let r = try LayoutEngine.render(view, size: screen, environment: env)
    return r.displayList.items.compactMap {
      if case .pushClip(let p, _) = $0, p.controlBounds.minX == 16 || p.controlBounds.minX == 20 {
        return p
      }
      return nil
    }
  }

  /// Two rows of iOS 26's 52 pt at Large, 35 pt below the list's top.
  let card = Rect(x: 16, y: 35, width: 361, height: 104)

  /// iOS 26 lines a list's labels up (BrunoCerberus/Pulse's topic list, docs/platform.md "Lists
  /// in Liquid Glass"): each icon centred 12 pt after the row's content edge (16 + 16 = 32 on a
  /// 393 pt phone), each title 40 pt after it, whatever the icon's width; also inside a stack in
  /// a button, as there. iOS 17–18 line them up too, in columns that grow with the body text:
  /// the icon centred in 28.33 pt at Large (FinancialControl's iOS 17.5 expense row), the title
  /// 16 pt after that column (20 + 20 = 40 on this phone: 54.17 and 84.33), and 16/17 of that
  /// column at Medium (ModularHomeInventory's iOS 18 "Backup Now": 53.33 and 82.67).
  @Test func labelsLineUpTheirTitles() throws {
    func frames(_ design: Design, _ size: DynamicTypeSize = .large) throws -> [(
      icon: Rect, title: Rect
    )] {
      var env = EnvironmentValues()
      env.design = design
      env.dynamicTypeSize = size
      let list = List {
        Label("World", systemImage: "globe")
        Button {
        } label: {
          HStack {
            Label("Sports", systemImage: "sportscourt")
            Spacer()
          }
        }.buttonStyle(.plain)
      }
      let r = try LayoutEngine.render(list, size: Size(width: 393, height: 852), environment: env)
      let icons = r.semantics.elements.filter { $0.role == .image }.map(\.frame)
      let titles = r.semantics.elements.filter { $0.role == .text }.map(\.frame)
      return Array(zip(icons, titles))
    }
    let glass = try frames(.liquidGlass)
    #expect(glass.count == 2)
    for (icon, title) in glass {
      #expect(abs(icon.midX - 44) < 1e-9, "icon \(icon)")
      #expect(abs(title.minX - 72) < 1e-9, "title \(title)")
    }
    let classic = try frames(.classic)
    #expect(classic.count == 2)
    for (icon, title) in classic {
      #expect(abs(icon.midX - (40 + 28.33 / 2)) < 1e-9, "icon \(icon)")
      #expect(abs(title.minX - (40 + 28.33 + 16)) < 1e-9, "title \(title)")
    }
    let medium = try frames(.classic, .medium)
    #expect(medium.count == 2)
    for (icon, title) in medium {
      let column = 28.33 * 16 / 17
      #expect(abs(icon.midX - (40 + column / 2)) < 1e-9, "icon \(icon)")
      #expect(abs(title.minX - (40 + column + 16)) < 1e-9, "title \(title)")
    }
  }

  @Test func insetGroupedCardsHaveA26PointRadius() throws {
    let rows = List {
      Text("One")
      Text("Two")
    }
    let glass = try cardClips(rows, .liquidGlass)
    #expect(glass == [Path.roundedRect(card, cornerRadius: 26, style: .continuous)])
    let classic = try cardClips(rows, .classic)
    #expect(
      classic == [
        Path.roundedRect(
          Rect(x: 20, y: 35, width: 353, height: 88), cornerRadius: 10, style: .continuous)
      ])
  }

  /// iOS 26 rows are the body line plus 31.71 pt: 52 at Large, 19.094 + 31.713 ≈ 50.81 at Medium
  /// (51 measured on Home Assistant's iOS 26 recordings), 44 at every size in iOS 17–18; a
  /// `defaultMinListRowHeight` set by the app wins.
  @Test func rowsFollowTheTextSize() throws {
    func rowHeight(_ design: Design, _ size: DynamicTypeSize, min: Double? = nil) throws
      -> Double?
    {
      var env = EnvironmentValues()
      env.design = design
      env.dynamicTypeSize = size
      if let min { env.defaultMinListRowHeight = min }
      let r = try LayoutEngine.render(
        List { Text("One").id("a") }, size: Size(width: 393, height: 852), environment: env)
      return r.displayList.items.compactMap {
        if case .pushClip(let p, _) = $0, p.controlBounds.minX == 16 || p.controlBounds.minX == 20 {
          return p.controlBounds.height
        }
        return nil
      }.first
    }
    #expect(try rowHeight(.liquidGlass, .large) == 52)
    // The body lines on the 3x pixel: 20.333 at Large, 19.333 at Medium; 51.0 as measured.
    let medium = try #require(try rowHeight(.liquidGlass, .medium))
    #expect(near(medium, 52 - SF.lineOnPixels(17) + SF.lineOnPixels(16)))
    #expect(near(medium, 51))
    #expect(try rowHeight(.classic, .medium) == 44 && rowHeight(.classic, .large) == 44)
    #expect(try rowHeight(.liquidGlass, .large, min: 60) == 60)
  }

  /// iOS 26's first card is 35 pt below the list's top (SpeziViews' and Pulse's recordings: a
  /// list's row card at 82 on a canvas whose safe area starts at 47, and a sheet's card under an
  /// inline bar 7 pt above where 42 put it); a top content margin replaces that spacing but 7 pt
  /// (Home Assistant's recording: 11 with a 4 pt margin). iOS 17–18: 35, and the margin added.
  @Test func theFirstSectionAndTheTopMargin() throws {
    func top(_ design: Design, margin: Double?) throws -> Double? {
      let list = List { Text("One") }
      let view = margin.map { AnyView(list.contentMargins(.top, $0)) } ?? AnyView(list)
      return try cardClips(view, design).first?.controlBounds.minY
    }
    #expect(try top(.liquidGlass, margin: nil) == 35)
    #expect(try top(.liquidGlass, margin: 4) == 11)
    #expect(try top(.classic, margin: nil) == 35)
    #expect(try top(.classic, margin: 4) == 39)
  }

  /// Under a large title the first card starts where the title's band ends (Home Assistant's
  /// recording: at 62 + 54 + 52 = 168 on the iPhone 17); on an iPhone 15 (top inset 59) that is
  /// 59 + 54 + 52 = 165. With an inline title the 35 pt spacing stays.
  @Test func underALargeTitleTheFirstCardTakesTheBandsBottom() throws {
    func top(_ mode: NavigationBarItem.TitleDisplayMode) throws -> Double? {
      let (size, env) = LiquidGlassBarsTests.iPhone15
      let r = try LayoutEngine.render(
        NavigationStack {
          List { Text("One") }.navigationTitle("Title").navigationBarTitleDisplayMode(mode)
        }, size: size, environment: env)
      return r.displayList.items.compactMap {
        if case .pushClip(let p, _) = $0, p.controlBounds.minX == 16, p.controlBounds.width == 361 {
          return p.controlBounds.minY
        }
        return nil
      }.first
    }
    #expect(try top(.large) == 59 + 54 + 52)
    #expect(try top(.inline) == 59 + 54 + 35)
  }

  /// iOS 17–18 too: a first section without a header starts at the large title band's bottom.
  /// TimeSheet's iOS 18.2 settings form (c989d635db79, a 400 × 800 pt canvas with no safe area,
  /// Large): its card spans 96.0–228.0 pt, the 44 pt bar and the 52 pt band above it, where 35
  /// pt of spacing put it 34.7 pt lower. With a header the first section keeps its spacing, 35
  /// less the measured 18.11, under the band (ModularHomeInventory's large-title settings).
  @Test func classicUnderALargeTitleAFirstSectionWithoutHeaderTakesTheBandsBottom() throws {
    func top(_ form: some View) throws -> Double? {
      var env = EnvironmentValues()
      env.design = .classic
      env.displayScale = 3
      let r = try LayoutEngine.render(
        NavigationStack { form.navigationTitle("Settings") }, size: Size(width: 400, height: 800),
        environment: env)
      return r.displayList.items.compactMap {
        if case .pushClip(let p, _) = $0, p.controlBounds.minX == 20, p.controlBounds.width == 360 {
          return p.controlBounds.minY
        }
        return nil
      }.first
    }
    #expect(try top(Form { Text("One") }) == 96)
    let withHeader = try #require(try top(Form { Section("Wage") { Text("One") } }))
    #expect(withHeader > 96 + 35 - 18.11, "\(withHeader)")
  }

  /// Home Assistant's iOS 26 recordings (a 390 pt canvas in a 402 pt iPhone 17): cards 16 pt from
  /// the edges and the row's text 16 pt inside them, where iOS 17–18 used 20 and 20 from 390 pt.
  /// Wider screens (iPads) keep 20.
  @Test func marginsAre16OnPhones() throws {
    let list = List { Text("One").id("a") }
    for width in [375.0, 390, 402, 440] {
      let glass = try cardClips(list, .liquidGlass, screen: Size(width: width, height: 852))
      #expect(glass.first?.controlBounds.minX == 16, "\(width) pt")
      var env = EnvironmentValues()
      env.design = .liquidGlass
      let r = try LayoutEngine.render(list, size: Size(width: width, height: 852), environment: env)
      #expect(r.frames["a"]?.minX == 32, "text at \(width) pt")
    }
    let pad = try cardClips(list, .liquidGlass, screen: Size(width: 820, height: 1180))
    #expect(pad.first?.controlBounds.minX == 20)
  }

  /// Renders `view` on a 393 × 852 pt screen in `design` at `size`.
  func render(_ view: some View, _ design: Design, _ size: DynamicTypeSize = .large) throws
    -> LayoutResult
  {
    var env = EnvironmentValues()
    env.design = design
    env.dynamicTypeSize = size
    return try LayoutEngine.render(view, size: Size(width: 393, height: 852), environment: env)
  }

  /// iOS 26 pads a tall row 14.67 pt above and below (Home Assistant's iOS 26 recordings at
  /// Medium: a 147.3 pt header in a 178 pt cell; iOS 18 drew the same one 170 pt tall), where a
  /// row holding a switch keeps 11.5 (a 28 pt switch in a 51 pt row). A 100 pt row: 35 +
  /// 14.67 = 49.67 to its content, a 129.34 pt cell, both on the nearest 3x pixel (49.667 and a
  /// cell ending at 164.333); classic: 6 and 112.
  @Test func tallRowsHaveTheTallerPaddingAndSwitchRowsDoNot() throws {
    let tall = List { Color.red.frame(width: 10, height: 100).id("c") }
    let glass = try render(tall, .liquidGlass)
    #expect(near(glass.frames["c"]?.minY, SF.nearestPixel(35 + 14.67)))
    let card = try #require(try cardClips(tall, .liquidGlass).first?.controlBounds)
    #expect(near(card.maxY, SF.nearestPixel(35 + 100 + 2 * 14.67)))
    #expect(near(card.maxY, 164 + 1 / 3.0))
    #expect(try cardClips(tall, .classic).first?.controlBounds.height == 112)
    // A switch row at Medium: max(50.81, 28 + 2 × 11.5) = 51, as measured; at Large the least
    // height, 52.
    let toggle = List { Toggle("Alerts", isOn: .constant(true)) }
    func cardHeight(_ size: DynamicTypeSize) throws -> Double? {
      let r = try render(toggle, .liquidGlass, size)
      return r.displayList.items.compactMap {
        if case .pushClip(let p, _) = $0, p.controlBounds.minX == 16 {
          return p.controlBounds.height
        }
        return nil
      }.first
    }
    #expect(try cardHeight(.medium) == 51)
    #expect(try cardHeight(.large) == 52)
  }

  /// iOS 26 draws a grouped header as written, in the headline style (Home Assistant's
  /// Gestures screen: "SWIPE LEFT" in iOS 18, "Swipe left" in iOS 26, from the same code; cap
  /// height 11.4 and x-height 8.7 at Medium, a 16 pt semibold face), its line top 27.8 pt below
  /// the previous card and its baseline 14 pt above its own. With the first card at 35–87: the
  /// header's line at 114.8, 17 × 2444/2048 tall, laid out rounded up to the 3x pixel (20.333);
  /// its baseline 17 × 1950/2048 below that (SF Pro's ascender); the card 14 below the baseline,
  /// and the line's rounding with it: 14 less the descent below the header's bottom, on the
  /// nearest pixel (UIKit's cells start on whole pixels).
  @Test func headersAreHeadlinesAsWritten() throws {
    let list = List {
      Section { Text("One") }
      Section {
        Text("Two")
      } header: {
        Text("Swipe left").id("h")
      }
    }
    let r = try render(list, .liquidGlass)
    let header = try #require(r.frames["h"])
    #expect(abs(header.minY - 114.8) < 1e-9)
    #expect(abs(header.height - SF.lineOnPixels(17)) < 1e-9)
    let cards = try cardClips(list, .liquidGlass).map(\.controlBounds.minY)
    #expect(cards.count == 2)
    #expect(near(cards[1], SF.nearestPixel(114.8 + SF.lineOnPixels(17) - SF.descent(17) + 14)))
    let label = r.semantics.elements.first { $0.label?.hasPrefix("Swipe") == true }?.label
    #expect(label == "Swipe left")
    let classic = try render(list, .classic)
    #expect(classic.semantics.elements.contains { $0.label == "SWIPE LEFT" })
  }

  /// iOS 26 puts a footer's line 7.4 pt below its card at Medium (classic 5) and the next card
  /// 24.3 pt below the footer's text, where iOS 17–18 keep the 35 pt section spacing (Home
  /// Assistant's Privacy and Server Switching screens at Medium: footer ink 10.33 below the
  /// card, less the footnote's 2.96 pt from line top to cap top; the next card 24.3 below the
  /// last line, on the nearest pixel). The space grows with the footnote: 7.4 × 13/12 at Large,
  /// where Pulse's topic list puts the footer's baseline 0.67 pt lower than 7.4 would.
  @Test func footersSitLowerAndTheNextSectionCloser() throws {
    let list = List {
      Section {
        Text("One")
      } footer: {
        Text("A footer").id("f")
      }
      Section { Text("Two") }
    }
    let r = try render(list, .liquidGlass)
    let footer = try #require(r.frames["f"])
    #expect(abs(footer.minY - (35 + 52 + 7.4 * 13 / 12)) < 1e-9)
    let cards = try cardClips(list, .liquidGlass).map(\.controlBounds.minY)
    #expect(cards.count == 2)
    #expect(near(cards[1], SF.nearestPixel(footer.maxY + 24.3)))
    let medium = try #require(try render(list, .liquidGlass, .medium).frames["f"])
    #expect(abs(medium.minY - (35 + 51 + 7.4)) < 1e-9)
    // The classic list keeps 5 pt at every size.
    let classic = try render(list, .classic)
    let classicFooter = try #require(classic.frames["f"])
    #expect(abs(classicFooter.minY - (35 + 44 + 5)) < 1e-9)
  }

  /// A form is an inset grouped list: the same card.
  @Test func formsToo() throws {
    let form = Form {
      Toggle("Wi-Fi", isOn: .constant(true))
      Text("Two")
    }
    let glass = try cardClips(form, .liquidGlass)
    #expect(glass.first?.controlBounds == card)
    #expect(glass.first == Path.roundedRect(card, cornerRadius: 26, style: .continuous))
  }
}
