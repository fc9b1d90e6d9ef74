// trait.missing, element.undetected and label.insufficient (VoiceOverRules.swift): for each, a
// view built to trip it, with the elements expected read off the view, and one built to pass.
import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotAudit

/// The findings of one rule, in report order.
private func found(_ rule: AuditRuleID, _ scene: Scene, variant: Variant = iPhone15) throws
  -> [Finding]
{
  try findings(scene, variant: variant).filter { $0.rule == rule }
}

private func fixture(_ name: String) throws -> Scene {
  try FixtureDecoder.load(path: repositoryRoot.appendingPathComponent("Fixtures/\(name).json").path)
}

@Suite struct TraitMissingTests {
  /// A text made tappable with a gesture is a container with a tap action and no trait: one
  /// finding, on the container, naming the text VoiceOver reads. The Button beside it passes.
  @Test func aTappableTextIsNotAButton() throws {
    let f = try found(
      "trait.missing",
      page(
        VStack {
          Text("Settings").padding().onTapGesture {}.id("settings")
          Button("Done") {}.id("done")
        }))
    #expect(f.map(\.element) == ["settings"])
    #expect(f.first?.label == "Settings")
    #expect(f.first?.severity == .warning)
  }

  @Test func theButtonTraitPasses() throws {
    let f = try found(
      "trait.missing",
      page(
        VStack {
          Text("Settings").padding().onTapGesture {}.accessibilityAddTraits(.isButton)
            .id("settings")
          Text("Help").onTapGesture {}.accessibilityAddTraits(.isLink).id("help")
          Button("Done") {}
        }))
    #expect(f.isEmpty)
  }

  /// A ZStack popup's dimmed background that closes it on a tap is a backdrop, not a control,
  /// on the page (seed 004's popup.background, 393 × 852 pt) and in a sheet (seed 004's sheet
  /// background, the whole 540 × 620 pt form sheet on an iPad, though a third of the screen).
  @Test func backgroundTapsAreNotControls() throws {
    let scene = page(
      ZStack {
        Button("Behind") {}
        Color.black.opacity(0.3).ignoresSafeArea().onTapGesture {}.id("scrim")
        Text("Hello").padding().background(Color.white)
      })
    #expect(try found("trait.missing", scene).isEmpty)
    #expect(try found("trait.missing", try fixture("edge-popup-top")).isEmpty)
    let iPad = Variant(
      device: Device.named("ipad-air-11")!, orientation: .portrait, design: .classic)
    #expect(try found("trait.missing", try fixture("half-screen-sheet"), variant: iPad).isEmpty)
  }
}

@Suite struct ElementUndetectedTests {
  /// A hidden text, the two texts of a row made one element with `.ignore` and no label, and a
  /// hidden button (reported once, not again for its label's text "buy/label"). The status
  /// bar's time, hidden on purpose, is not reported.
  @Test func hiddenAndIgnoredContentIsLost() throws {
    let f = try found(
      "element.undetected",
      page(
        VStack {
          Text("Price").accessibilityHidden(true).id("price")
          HStack {
            Text("A").id("a")
            Text("B").id("b")
          }.accessibilityElement(children: .ignore).id("row")
          Button("Buy") {}.accessibilityHidden(true).id("buy")
        }))
    #expect(f.map(\.element) == ["price", "a", "b", "buy"])
    #expect(
      f.map(\.measured) == [
        "hidden from accessibility", "left out of row, which has no label",
        "left out of row, which has no label", "hidden from accessibility",
      ])
  }

  /// Merged with `.combine` (read as "A, B"), or ignored under a label of their own, the texts
  /// are reachable; a hidden text behind a modal popup is inert, nobody's to reach.
  @Test func mergedLabelledAndInertContentPasses() throws {
    let content = VStack {
      HStack {
        Text("A")
        Text("B")
      }.accessibilityElement(children: .combine)
      HStack {
        Text("C")
        Text("D")
      }.accessibilityElement(children: .ignore).accessibilityLabel("C and D")
      Text("Behind").accessibilityHidden(true).id("behind")
    }
    let f = try found(
      "element.undetected",
      page(
        ZStack {
          content
          ZStack {
            Color.black.opacity(0.3).ignoresSafeArea()
            Button("Close") {}.padding().background(Color.white)
          }.accessibilityAddTraits(.isModal)
        }))
    #expect(f.isEmpty)
    // Without the popup, the hidden text is the one lost.
    #expect(try found("element.undetected", page(content)).map(\.element) == ["behind"])
  }
}

@Suite struct LabelInsufficientTests {
  /// One of each: (a) a bare symbol, (b) a button labelled with its symbol's dotted name and
  /// one titled with a symbol name Popshot draws, (c) a label ending in "button", (d) two
  /// "Edit" buttons in one stack (one finding, on the first), (e) a field named only by its
  /// placeholder. None is also a label.missing finding.
  @Test func eachKindOfPoorLabel() throws {
    let scene = page(
      VStack {
        VStack { Image(systemName: "star.fill").id("star") }
        Button {
        } label: {
          Image(systemName: "square.and.arrow.up")
        }.accessibilityLabel("square.and.arrow.up").id("share")
        Button("xmark") {}.id("x")
        Button("Close button") {}.id("close")
        HStack {
          Button("Edit") {}
          Button("Edit") {}
        }.id("bar")
        TextField("Email", text: .constant("")).id("email")
      })
    let f = try found("label.insufficient", scene)
    #expect(f.map(\.element) == ["star", "share", "x", "close", "bar/button[0]", "email"])
    #expect(f.allSatisfy { $0.severity == .warning })
    #expect(f[4].measured == "2 buttons labelled \"Edit\": bar/button[0], bar/button[1]")
    #expect(f[5].measured == "named only by its placeholder \"Email\"")
    #expect(try found("label.missing", scene).isEmpty)
  }

  /// Described images, a hidden one, a Label's icon beside its title, a link whose title is a
  /// domain, "New Tab" on a button (a tab is not its role), "Edit" once per row, and a field
  /// with a visible label beside it.
  @Test func goodLabelsPass() throws {
    let scene = page(
      VStack {
        VStack { Image(systemName: "star.fill").accessibilityLabel("Favourite") }
        VStack { Image(systemName: "star").accessibilityHidden(true) }
        Label("Favourites", systemImage: "star.fill")
        Link("example.com", destination: URL(string: "https://example.com")!)
        Button("New Tab") {}
        Button {
        } label: {
          Image(systemName: "xmark")
        }.accessibilityLabel("Close")
        HStack {
          Text("Mail")
          Button("Edit") {}
        }
        HStack {
          Text("Calendar")
          Button("Edit") {}
        }
        HStack {
          Text("Email:")
          TextField("Email", text: .constant("ada@example.com"))
        }
      })
    #expect(try found("label.insufficient", scene).isEmpty)
  }

  /// Seed 004's page of seven buttons all titled "展示弹窗(index + 1)" (the seed forgot the
  /// backslash of `\(index + 1)`): one finding naming the seven.
  @Test func theSeedsSevenButtonsShareOneLabel() throws {
    let f = try found("label.insufficient", try fixture("seven-buttons-page"))
    #expect(f.map(\.element) == ["page.button1"])
    #expect(
      f.first?.measured
        == "7 buttons labelled \"展示弹窗(index + 1)\": "
        + (1...7).map { "page.button\($0)" }.joined(separator: ", "))
  }
}
