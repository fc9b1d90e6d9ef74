import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotAudit

/// A view the page shows under a condition (a ZStack popup written as user code) covers what it
/// is drawn over in the same layer: its shapes take the taps of what lies under them, and hide it
/// where they are opaque. What lies wholly under a translucent shape of its own (a dimming
/// background) is behind a modal view: inactive, so WCAG sets it no contrast requirement.
@Suite(.removesTemporaryFolders) struct CoveringTests {
  /// A 100 × 100 pt blue button at the top-leading corner of the safe area, with a popup drawn
  /// over it when `card` or `scrim` is on.
  struct Page: View {
    var card: Rect?
    var scrim = false
    var body: some View {
      ZStack(alignment: .topLeading) {
        VStack(alignment: .leading, spacing: 0) {
          Button {
          } label: {
            Color.blue.frame(width: 100, height: 100)
          }
          .accessibilityLabel("Blue")
          .id("b")
          Text("Behind").foregroundColor(Color(white: 0.7)).id("t")
        }
        if scrim {
          Color.black.opacity(0.3).onTapGesture {}
        }
        if let card {
          Color.white.frame(width: card.width, height: card.height)
            .offset(x: card.minX, y: card.minY)
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  func rendered(_ view: Page) throws -> RenderedScene {
    try SceneRenderer().render(Scene(name: "t", page: view), iPhone15)
  }
  func context(_ r: RenderedScene, inactive: Severity? = nil) -> AuditContext {
    AuditContext(fixture: "t", rendered: r, profile: .hig, inactiveContent: inactive)
  }

  /// The card covers the button's lower 80 pt: only its top 100 × 20 pt strip takes taps, under
  /// the 44 pt target. Without the card, the whole 100 × 100 pt passes.
  @Test func anOpaqueCardTakesTheTapsItCovers() throws {
    let open = try rendered(Page())
    let b = try #require(open.semantics["b"])
    #expect(b.hitFrame?.size == Size(width: 100, height: 100))
    #expect(
      try findings(Scene(name: "t", page: Page())).filter { $0.rule == "target.size" }.isEmpty)

    let covered = try rendered(Page(card: Rect(x: 0, y: 20, width: 100, height: 80)))
    let c = context(covered)
    let e = try #require(covered.semantics["b"])
    let r = c.reachable(e)
    #expect(r == Rect(x: e.frame.minX, y: e.frame.minY, width: 100, height: 20))
    #expect(!c.isCovered(e))
    let f = try findings(
      Scene(name: "t", page: Page(card: Rect(x: 0, y: 20, width: 100, height: 80)))
    )
    .filter { $0.rule == "target.size" }
    #expect(f.map(\.element) == ["b"])
    #expect(f.first?.measured == "100×20 pt reachable of 100×100")
  }

  /// A card over the whole button hides it: covered, and no target while it shows.
  @Test func aCardOverTheWholeButtonHidesIt() throws {
    let view = Page(card: Rect(x: 0, y: 0, width: 120, height: 100))
    let r = try rendered(view)
    let e = try #require(r.semantics["b"])
    #expect(context(r).isCovered(e))
    #expect(context(r).reachable(e).isEmpty)
    #expect(!context(r).isBehindModal(e))
    #expect(try findings(Scene(name: "t", page: view)).filter { $0.rule == "target.size" }.isEmpty)
  }

  /// Under its own 30% black background (seed 004's ZStack popup), the page is behind a modal
  /// view: the button takes no taps, and its light grey text (#B3B3B3 on white; under the scrim
  /// 125 on 178, 1.86:1) gets no contrast error, or an info finding when the configuration asks.
  @Test func aDimmingBackgroundMakesThePageInactive() throws {
    let r = try rendered(Page(scrim: true))
    let c = context(r)
    let t = try #require(r.semantics["t"])
    let b = try #require(r.semantics["b"])
    #expect(c.isBehindModal(t) && c.isBehindModal(b))
    #expect(!c.isCovered(t))
    let all = Auditor().audit(fixture: "t", r)
    #expect(all.filter { ["target.size", "contrast.text"].contains($0.rule) }.isEmpty)

    var config = AuditConfig()
    config.inactiveContent = .info
    let asked = Auditor(config: config).audit(fixture: "t", r).filter { $0.rule == "contrast.text" }
    #expect(asked.map(\.element) == ["t"])
    #expect(asked.first?.severity == .info)
    #expect(asked.first?.message.contains("behind a modal view") == true)
    // Without the scrim the same text fails on white: L(#B3B3B3) = 0.4508, 1.05 / 0.5008 = 2.09.
    let open = Auditor().audit(fixture: "t", try rendered(Page())).filter {
      $0.rule == "contrast.text"
    }
    #expect(open.map(\.element) == ["t"] && open.first?.severity == .error)
  }

  /// `"inactiveContent"` in a configuration file: off by default, a severity, and an error that
  /// names the key for anything else.
  @Test func theConfigurationSetsTheInactiveSeverity() throws {
    let path = try temporaryFolder("popshot-covering") + "/audit.json"
    try Data(#"{"inactiveContent": "warning"}"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect(try AuditConfig.load(path: path).inactiveContent == .warning)
    #expect(AuditConfig().inactiveContent == nil)
    try Data(#"{"inactiveContent": "loud"}"#.utf8).write(to: URL(fileURLWithPath: path))
    #expect {
      _ = try AuditConfig.load(path: path)
    } throws: { error in
      (error as? AuditConfigError)?.path == "inactiveContent"
    }
  }

  /// Tallies: the rule checked the one text and it failed; with the scrim it checked none, and the
  /// button is no target.
  @Test func talliesCountWhatWasChecked() throws {
    let open = Auditor().outcomes(fixture: "t", try rendered(Page())).tallies
    #expect(open["contrast.text"] == RuleTally(checked: 1, passed: 0, incomplete: 0))
    #expect(open["target.size"] == RuleTally(checked: 1, passed: 1, incomplete: 0))
    let dimmed = Auditor().outcomes(fixture: "t", try rendered(Page(scrim: true))).tallies
    #expect(dimmed["contrast.text"] == RuleTally(checked: 0, passed: 0, incomplete: 0))
    // The one target left is the dimming background itself, a tap target the size of the page.
    #expect(dimmed["target.size"] == RuleTally(checked: 1, passed: 1, incomplete: 0))
  }
}

/// White text over a striped photo: where a quarter of its glyph pixels land on white stripes,
/// nine in ten do not reach 4.5:1 but most do, so the rule cannot call it (incomplete, info);
/// where three quarters land on white, it fails.
@Suite(.removesTemporaryFolders) struct IncompleteContrastTests {
  /// A 100 × 20 pt image at 3x: 300 × 60 pixels whose columns are white where `white(x)`, black
  /// elsewhere.
  func striped(_ white: (Int) -> Bool) throws -> Bundle {
    let dir = try temporaryFolder("popshot-stripes")
    let row = (0..<300).map {
      white($0) ? SRGBColor.white.premultiplied.packed : SRGBColor.black.premultiplied.packed
    }
    let p = try Pixmap(
      width: 300, height: 60, premultipliedPixels: Array((0..<60).map { _ in row }.joined()))
    let set = dir + "/Assets.xcassets/stripes.imageset"
    try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
    try Data(PNGCodec.encode(p)).write(to: URL(fileURLWithPath: set + "/s.png"))
    try Data(
      #"{"images":[{"filename":"s.png","idiom":"universal","scale":"3x"}],"info":{"author":"xcode","version":1}}"#
        .utf8
    ).write(to: URL(fileURLWithPath: set + "/Contents.json"))
    return Bundle(path: dir)!
  }

  func contrast(_ white: (Int) -> Bool) throws -> [Finding] {
    let bundle = try striped(white)
    let view = ZStack {
      Image("stripes", bundle: bundle)
      Text("Hello").foregroundColor(.white).id("t")
    }
    return try findings(page(view)).filter { $0.rule == "contrast.text" }
  }

  @Test func aQuarterOnWhiteIsIncomplete() throws {
    let f = try contrast { $0 % 4 == 0 }
    #expect(f.map(\.element) == ["t"])
    #expect(f.first?.incomplete == true && f.first?.severity == .info)
    #expect(f.first?.message.contains("lies over an image") == true)
  }

  @Test func threeQuartersOnWhiteFails() throws {
    let f = try contrast { $0 % 4 != 0 }
    #expect(f.map(\.element) == ["t"])
    #expect(f.first?.incomplete == nil && f.first?.severity == .error)
  }
}

/// The texts that may meet a frame are found in the 32 pt bands it crosses, not among every
/// element: a stack of 1,000 texts, each 20.29 pt tall (SF Pro's line box at 17 pt), asks at
/// most the texts of two bands, and a band of 32 pt meets at most three texts, so six.
@Suite struct TextBandTests {
  @Test func aTextMeetsOnlyItsNeighbours() throws {
    let view = VStack(spacing: 0) {
      ForEach(0..<1000, id: \.self) { i in Text("Row \(i)").id("row\(i)") }
    }
    let r = try SceneRenderer().render(page(view), iPhone15)
    let c = AuditContext(fixture: "t", rendered: r, profile: .hig)
    // The stack, 20,290 pt tall, is centred on the screen: the row at its middle shows.
    let on = try #require(r.semantics.elements.first { $0.id.hasSuffix("row500") })
    #expect(r.semantics.screen.contains(on.frame))
    let met = c.textsMeeting(on.frame)
    #expect(met.contains { $0.id == on.id })
    #expect(met.count <= 6)
    // Off screen, nothing is asked.
    let off = try #require(r.semantics.elements.first { $0.id.hasSuffix("row0") })
    #expect(c.textsMeeting(off.frame).isEmpty)
  }
}

/// The text measurements crop the frame when it is given: the same findings, to the digit, as
/// drawing each text's region (a glass alert over a page: materials read back what lies under
/// them, which a region render draws from the whole frame).
@Suite struct FramePixelsTests {
  @Test func croppingTheFrameMeasuresTheSame() throws {
    let scene = try FixtureDecoder.load(path: repositoryRoot.path + "/Fixtures/sign-out-alert.json")
    let variant = Variant(device: Device.named("iphone-15")!, orientation: .portrait)
    let r = try SceneRenderer().render(scene, variant)
    let drawn = Auditor().outcomes(fixture: "a", r).findings
    let cropped = Auditor().outcomes(fixture: "a", r, pixels: try r.pixmap()).findings
    #expect(!drawn.filter { $0.rule == "contrast.text" }.isEmpty)
    #expect(cropped == drawn)
  }

  /// Only contrast.text reads the frame: the clipping sweep's auditor needs none drawn.
  @Test func onlyTextContrastNeedsTheFrame() {
    #expect(Auditor().measuresPixels)
    #expect(!Auditor(rules: AuditRule.all.filter { $0.id == "text.clipped" }).measuresPixels)
    #expect(!Auditor(rules: AuditRule.all.filter { $0.id != "contrast.text" }).measuresPixels)
  }
}

/// A control holding an element is found by its id or in the 32 pt band of the element's top,
/// not among every control (`ControlIndex`), with the answers a search of every control gives.
@Suite struct ControlIndexTests {
  @Test func theIndexAnswersAsASearchOfEveryControl() throws {
    // Buttons with icons (held by id), tappable images side by side (held by frame only when
    // they overlap), a label's icon beside its text, and a full-screen tap (tall: looked at
    // for every element).
    let view = ZStack {
      Color.clear.contentShape(Rectangle()).onTapGesture {}
      VStack(spacing: 0) {
        ForEach(0..<40, id: \.self) { i in
          HStack {
            Button {
            } label: {
              Image(systemName: "star")
            }
            Image(systemName: "xmark").onTapGesture {}
            Label("Row \(i)", systemImage: "bell")
            Image(systemName: "heart").frame(width: 8, height: 8)
          }
        }
      }
    }
    let r = try SceneRenderer().render(page(view), iPhone15)
    let c = AuditContext(fixture: "t", rendered: r, profile: .hig)
    let elements = r.semantics.elements
    #expect(elements.filter { $0.role == .image }.count >= 120)
    var inside = 0
    for e in elements {
      let searched = c.controlHolders.contains { $0.layer == e.layer && $0.holds(e) }
      #expect(c.isInsideControl(e) == searched, "\(e.id)")
      inside += searched ? 1 : 0
      let beside = elements.contains {
        $0.role == .text && $0.isVoiceOverStop && $0.layer == e.layer
          && $0.parentID == e.parentID && !($0.text?.string ?? "").isEmpty
      }
      #expect(c.hasTextBeside(e) == beside, "\(e.id)")
    }
    // Both answers occur: the buttons' icons are inside, the labels' texts are not.
    #expect(inside > 0 && inside < elements.count)
    #expect(ControlIndex.band(-0.5) == -1 && ControlIndex.band(31.9) == 0)
    #expect(ControlIndex.band(.infinity) == Int.max / 2)
  }
}
