import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotAudit

/// Values worked out by hand with the WCAG formula (audit-rules.md): L(#007AFF) = 0.7152 × 0.1946
/// + 0.0722 = 0.2114, so white on systemBlue is 1.05 / 0.2614 = 4.017.
@Suite struct ContrastTests {
  @Test func formulas() {
    #expect(Contrast.luminance(255, 255, 255) == 1 && Contrast.luminance(0, 0, 0) == 0)
    #expect(abs(Contrast.ratio(.white, over: try! SRGBColor(hex: "#007AFF")) - 4.017) < 0.001)
    #expect(abs(Contrast.ratio(.black, over: .white) - 21) < 1e-9)
    // Never rounded: 4.499 fails 4.5.
    #expect(Contrast.isLarge(size: 24, bold: false) && Contrast.isLarge(size: 18.66, bold: true))
    #expect(
      !Contrast.isLarge(size: 18.65, bold: true) && !Contrast.isLarge(size: 23.9, bold: false))
    // APCA: black on white is Lc 106.04 (the formula's maximum for that pair).
    #expect(abs(Contrast.apca(text: (0, 0, 0), background: (255, 255, 255)) - 106.04) < 0.01)
  }

  /// White semibold 17 pt "Close" on systemBlue (seed 003): 4.017 < 4.5, normal text (semibold is
  /// not bold), so it fails; at 19 pt bold it is large text and passes 3:1.
  @Test func whiteOnSystemBlue() throws {
    let close = page(
      Text("Close").font(.system(size: 17, weight: .semibold)).foregroundColor(.white).padding()
        .background(Color.blue).id("t"))
    let f = try findings(close).filter { $0.rule == "contrast.text" }
    #expect(f.count == 1 && f[0].element == "t")
    #expect(f[0].measured.hasPrefix("4.01:1 (worst 4.01:1; #FFFFFF on #007AFF"))
    #expect(f[0].required == "4.5:1 for normal text (17 pt semibold)")
    let large = page(
      Text("Close").font(.system(size: 19, weight: .bold)).foregroundColor(.white).padding()
        .background(Color.blue))
    #expect(try findings(large).filter { $0.rule == "contrast.text" }.isEmpty)
  }

  /// White text straight on a 30% black scrim over a white page: the scrim leaves 255 × 178 / 255
  /// = 178 (#B2B2B2, L = 0.4451), so white on it is 1.05 / 0.4951 = 2.12.
  @Test func textOverAScrim() throws {
    var popup = Popup(content: Text("Saved").foregroundColor(.white).font(.title).id("popup.t"))
    popup.scrim = Color.black.opacity(0.3)
    let scene = Scene(
      name: "t", page: Color.white.ignoresSafeArea(), presentations: [.popup(popup)])
    let f = try findings(scene).filter { $0.rule == "contrast.text" }
    #expect(f.count == 1 && f[0].measured.hasPrefix("2.12:1 (worst 2.12:1; #FFFFFF on #B2B2B2"))
  }

  /// Black at 60% over white shows 102 (L = 0.1329): 1.05 / 0.1829 = 5.74, passes. At 40% it shows
  /// 153 (L = 0.3185): 2.84, fails.
  @Test func translucentText() throws {
    #expect(
      try findings(page(Text("Lorem").foregroundColor(Color.black.opacity(0.6)))).filter {
        $0.rule == "contrast.text"
      }.isEmpty)
    let f = try findings(page(Text("Lorem").foregroundColor(Color.black.opacity(0.4)))).filter {
      $0.rule == "contrast.text"
    }
    #expect(f.count == 1 && f[0].measured.hasPrefix("2.84:1 (worst 2.84:1; #999999 on #FFFFFF"))
  }

  /// Black text over a gradient from white (left) to #767676 (right): contrast falls from 21 to
  /// (0.1812 + 0.05) / 0.05 = 4.62 at the far end; no glyph pixel is below that, so body text
  /// passes 4.5. Over #959595 (7.0:1) … #555555 ((0.0908 + 0.05) / 0.05 = 2.82:1) well over a tenth
  /// of the glyph pixels fall below 4.5, so it fails; no pixel can be below 2.82.
  @Test func textOverAGradient() throws {
    let soft = page(
      Text("Gradient").font(.body)
        .background(
          LinearGradient(
            colors: [.white, Color(try SRGBColor(hex: "#767676"))], startPoint: .leading,
            endPoint: .trailing)))
    #expect(try findings(soft).filter { $0.rule == "contrast.text" }.isEmpty)
    let hard = page(
      Text("Gradient").font(.body)
        .background(
          LinearGradient(
            colors: [Color(try SRGBColor(hex: "#959595")), Color(try SRGBColor(hex: "#555555"))],
            startPoint: .leading, endPoint: .trailing)
        ).id("t"))
    let f = try findings(hard).filter { $0.rule == "contrast.text" }
    #expect(f.count == 1)
    let r = try SceneRenderer().render(hard, iPhone15)
    let m = try #require(
      AuditContext(fixture: "t", rendered: r, profile: .hig).textContrast(r.semantics["t"]!))
    #expect(m.worst >= 2.82 && m.low < 4.5 && m.low > m.worst)
    let s = try SceneRenderer().render(soft, iPhone15)
    let ms = try #require(
      AuditContext(fixture: "t", rendered: s, profile: .hig).textContrast(
        s.semantics["vstack"] ?? s.semantics.elements.first { $0.role == .text }!))
    #expect(ms.worst >= 4.62 - 0.01)
  }

  /// Text under a modal's scrim is inert: not held to the contrast rule.
  @Test func inertTextIsNotMeasured() throws {
    var popup = Popup(content: Color.white.frame(width: 10, height: 10))
    popup.scrim = Color.black.opacity(0.8)
    let scene = Scene(
      name: "t", page: Text("Under").foregroundColor(Color(try SRGBColor(hex: "#AAAAAA"))),
      presentations: [.popup(popup)])
    #expect(try findings(scene).filter { $0.rule == "contrast.text" }.isEmpty)
  }
}

@Suite struct TargetTests {
  /// The seed toast's close button is the bare xmark, 17.33 × 15.33 pt.
  @Test func bareXmarkIsTooSmall() throws {
    let f = try findings(
      page(
        Button {
        } label: {
          Image(systemName: "xmark")
        }.accessibilityLabel("Close").id("x")))
    let t = f.filter { $0.rule == "target.size" }
    #expect(t.count == 1 && t[0].measured == "17.33×15.33 pt" && t[0].required == "44×44 pt")
    #expect(
      try findings(
        page(
          Button {
          } label: {
            Image(systemName: "xmark").frame(width: 44, height: 44).contentShape(Rectangle())
          }.accessibilityLabel("Close"))
      )
      .filter { $0.rule == "target.size" }.isEmpty)
    // Material asks 48.
    #expect(
      try findings(
        page(
          Button {
          } label: {
            Color.red.frame(width: 46, height: 46)
          }.accessibilityLabel("Go")), profile: .material
      )
      .filter { $0.rule == "target.size" }.count == 1)
  }

  /// WCAG 2.5.8: two 20 × 20 targets whose centres are 30 pt apart keep their 24 pt circles
  /// (radius 12) apart: both pass. 20 pt apart, the circles overlap: both fail.
  @Test(arguments: [(10.0, true), (0.0, false)])
  func spacingException(_ gap: Double, _ passes: Bool) throws {
    let scene = page(
      HStack(spacing: gap) {
        Button {
        } label: {
          Color.red.frame(width: 20, height: 20)
        }.accessibilityLabel("A")
        Button {
        } label: {
          Color.blue.frame(width: 20, height: 20)
        }.accessibilityLabel("B")
      })
    let f = try findings(scene, profile: .wcagAA).filter { $0.rule == "target.size" }
    #expect(f.isEmpty == passes)
    if !passes { #expect(f.count == 2) }
  }

  @Test func iconOnlyButtonWithoutLabel() throws {
    let f = try findings(
      page(
        Button {
        } label: {
          Image(systemName: "xmark")
        }.id("x"))
    ).filter { $0.rule == "label.missing" }
    #expect(f.count == 1 && f[0].element == "x")
    #expect(try findings(page(Button("Close") {})).filter { $0.rule == "label.missing" }.isEmpty)
  }

  /// A control under the status bar counts only below it: a 44 pt button whose top 20 pt are under
  /// the 59 pt status bar has 24 pt left.
  @Test func statusBarCutsTheReachablePart() throws {
    let scene = page(
      VStack {
        Button {
        } label: {
          Color.red.frame(width: 44, height: 44)
        }.accessibilityLabel("Top").offset(y: -20)
        Spacer()
      })
    let t = try findings(scene).filter { $0.rule == "target.size" }
    #expect(t.count == 1 && t[0].measured == "44×24 pt reachable of 44×44")
    #expect(try findings(scene).contains { $0.rule == "target.unsafe-area" })
  }
}

/// A view made one accessibility element still draws its texts: their contrast is checked
/// (a merged row of secondary-grey text, 3.43:1 on white, is still below 4.5:1).
@Suite struct MergedElementAuditTests {
  @Test func mergedTextsAreStillCheckedForContrast() throws {
    let row = HStack {
      Text("Wi-Fi").id("name")
      Text("ada@example.com").foregroundColor(
        Color(red: 0x8A / 255, green: 0x8A / 255, blue: 0x8E / 255)
      )
      .id("mail")
    }.accessibilityElement(children: .combine)
    let f = try findings(page(row)).filter { $0.rule == "contrast.text" }
    #expect(f.map(\.element).contains { $0.hasSuffix("mail") })
    #expect(!f.map(\.element).contains { $0.hasSuffix("name") })
  }
}

@Suite struct MeasurementEdgeTests {
  /// Text inside a presentation is measured too: its glyph runs carry the layer's ids.
  @Test func textInASheetIsMeasured() throws {
    let grey = Color(try SRGBColor(hex: "#AAAAAA"))
    let scene = Scene(
      name: "t", page: EmptyView(),
      presentations: [
        .sheet(Sheet(content: Text("Faint").foregroundColor(grey), detents: [.medium]))
      ])
    let f = try findings(scene).filter { $0.rule == "contrast.text" }
    // #AAAAAA (L = 0.4020) on white: 1.05 / 0.4520 = 2.32.
    #expect(f.count == 1 && f[0].element.hasPrefix("sheet/") && f[0].measured.hasPrefix("2.32:1"))
  }

  /// Glyph pixels cut off by a clip are not counted (they would read as 1:1): black text on white,
  /// mostly clipped away, still passes.
  @Test func clippedGlyphsAreNotCounted() throws {
    let scene = page(
      Text("Clipped text").font(.largeTitle).frame(width: 30, alignment: .leading).clipped())
    #expect(try findings(scene).filter { $0.rule == "contrast.text" }.isEmpty)
  }

  /// Text the same colour as its background is reported at 1:1, not skipped as invisible.
  @Test func invisibleTextIsOneToOne() throws {
    let f = try findings(page(Text("Ghost").foregroundColor(.white).background(Color.white))).filter
    { $0.rule == "contrast.text" }
    #expect(f.count == 1 && f[0].measured.hasPrefix("1:1"))
  }
}

/// Text over text and buttons drawn larger than what takes their taps (docs/audit-rules.md).
@Suite struct OverlapAndDrawnButtonTests {
  static let root = repositoryRoot

  func fixture(_ name: String) throws -> Scene {
    try FixtureDecoder.load(path: Self.root.appendingPathComponent("Fixtures/\(name).json").path)
  }

  /// Seed 004's simplest ZStack popup: "你好，哈哈哈" drawn over the page's "大家来了 ", both
  /// 17 pt and centred on the same point. One text.overlap finding, on the text on top, naming
  /// the one under it; neither text gets a contrast verdict (it was "1:1").
  @Test func zstackTextIsTextOverText() throws {
    let found = try findings(try fixture("zstack-text-popup"))
    let overlap = found.filter { $0.rule == "text.overlap" }
    #expect(overlap.count == 1)
    #expect(overlap.first?.element == "popup.text")
    #expect(overlap.first?.measured.contains("大家来了") == true)
    #expect(!found.contains { $0.rule == "contrast.text" })
  }

  /// Seed 000's popup: "Popup!" on an opaque blue card over the page's "Push me" button. The card
  /// hides the button's text, so this is not text over text, and the popup's text gets its
  /// contrast verdict against the blue.
  @Test func textOnAnOpaqueCardOverTextIsNotOverlap() throws {
    let found = try findings(try fixture("basic-popup"))
    #expect(!found.contains { $0.rule == "text.overlap" })
    let stacked = ZStack {
      Text("Under")
      Text("Over").padding(8).background(Color.blue)
    }
    #expect(!(try findings(page(stacked))).contains { $0.rule == "text.overlap" })
  }

  /// Two texts side by side do not overlap; two texts stacked in a ZStack do, once.
  @Test func separateTextsDoNotOverlap() throws {
    let view = HStack(spacing: 20) {
      Text("Left")
      Text("Right")
    }
    #expect(!(try findings(page(view))).contains { $0.rule == "text.overlap" })
    let stacked = ZStack {
      Text("Under")
      Text("Over")
    }
    let found = try findings(page(stacked))
    #expect(found.filter { $0.rule == "text.overlap" }.count == 1)
  }

  /// Seed 004's gradient buttons: `.frame(width: 200, height: 40)` and the gradient come after
  /// `Button(…)`, so the drawn button is 200 × 40 pt while only the 17 pt label (20.33 tall: its
  /// 20.287 pt line rounded up to the 3x pixel) takes taps. The finding says both sizes and the
  /// SwiftUI cause.
  @Test func smallTargetInsideADrawnButton() throws {
    let found = try findings(try fixture("seven-buttons-page"))
    let target = try #require(
      found.first { $0.rule == "target.size" && $0.element == "page.button1" })
    #expect(target.measured.hasSuffix("×20.33 pt inside a drawn button of 200×40 pt"))
    #expect(target.message.contains("outside the Button"))
    // A button whose own label carries the frame has no such explanation.
    let inside = page(
      Button {
      } label: {
        Text("Go").frame(width: 200, height: 30).background(Color.blue)
      })
    let plain = try #require(try findings(inside).first { $0.rule == "target.size" })
    #expect(plain.measured == "200×30 pt")
  }
}

/// `text.fixed-size` is about text a reader sees: an empty text (a navigation bar with no title,
/// where the bar lays out an empty title) or one of spaces has no size to keep.
@Suite struct FixedSizeTextTests {
  @Test func onlyTextWithSomethingToShowIsChecked() throws {
    let scene = page(
      VStack {
        Text("Shown").font(.system(size: 17)).id("shown")
        Text("").font(.system(size: 17)).id("empty")
        Text("  ").font(.system(size: 17)).id("spaces")
      })
    let flagged = try findings(scene).filter { $0.rule == "text.fixed-size" }.map(\.element)
    #expect(flagged == ["shown"])
  }

  @Test func aBarWithoutATitleHasNoFixedSizeFinding() throws {
    let scene = page(NavigationStack { Text("Body").font(.body) })
    let flagged = try findings(scene).filter { $0.rule == "text.fixed-size" }.map(\.element)
    #expect(!flagged.contains("navigationbar.title"))
    #expect(flagged.isEmpty)
  }
}
