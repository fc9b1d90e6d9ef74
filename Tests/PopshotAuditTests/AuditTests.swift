import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotAudit

let iPhone15 = Variant(device: Device.named("iphone-15")!, orientation: .portrait, design: .classic)

func findings(_ scene: Scene, profile: Profile = .hig, variant: Variant = iPhone15) throws
  -> [Finding]
{
  var config = AuditConfig()
  config.profile = profile
  return Auditor(config: config).audit(
    fixture: scene.name, try SceneRenderer().render(scene, variant))
}

func page(_ view: some View) -> Scene { Scene(name: "t", page: view) }

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
  /// The seed toast's close button is the bare 13.6 pt xmark.
  @Test func bareXmarkIsTooSmall() throws {
    let f = try findings(
      page(
        Button {
        } label: {
          Image(systemName: "xmark")
        }.accessibilityLabel("Close").id("x")))
    let t = f.filter { $0.rule == "target.size" }
    #expect(t.count == 1 && t[0].measured == "13.6×13.6 pt" && t[0].required == "44×44 pt")
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

@Suite struct DismissalTests {
  func popup(_ configure: (inout Popup) -> Void) -> Scene {
    var p = Popup(
      content: VStack {
        Text("Title")
        Button("Close") {}.frame(minWidth: 44, minHeight: 44).id("popup.close")
      }.padding().background(Color.white))
    configure(&p)
    return Scene(name: "t", page: Color.white, presentations: [.popup(p)])
  }

  func rules(_ s: Scene) throws -> Set<AuditRuleID> { Set(try findings(s).map(\.rule)) }

  @Test func modalWithNoWayOut() throws {
    let r = try rules(popup { $0.scrim = Color.black.opacity(0.3) })
    #expect(r.contains("dismiss.no-way-out"))
  }

  /// Tap-outside alone: gestures only. The Close button is 44 pt tall but no wider than its text
  /// (SwiftUI's frame outside a Button does not grow its hit area), so it does not count either.
  @Test func gestureOnlyModal() throws {
    #expect(
      try rules(
        popup {
          $0.scrim = Color.black.opacity(0.3)
          $0.closeOnTapOutside = true
        }
      ).contains("dismiss.gesture-only"))
    var withControl = popup {
      $0.scrim = Color.black.opacity(0.3)
      $0.closeOnTapOutside = true
      $0.closeControl = "popup.close"
    }
    withControl.presentations = [
      .popup(
        {
          var p = Popup(
            content: VStack {
              Text("Title")
              Button {
              } label: {
                Text("Close").frame(minWidth: 88, minHeight: 44).contentShape(Rectangle())
              }.id("popup.close")
            }.padding().background(Color.white))
          p.scrim = Color.black.opacity(0.3)
          p.closeOnTapOutside = true
          p.closeControl = "popup.close"
          p.escapeAction = true
          return p
        }())
    ]
    let r = try rules(withControl)
    #expect(
      !r.contains("dismiss.gesture-only") && !r.contains("dismiss.no-escape")
        && !r.contains("dismiss.no-way-out"))
  }

  /// A popup filling the whole safe area leaves nothing outside to tap.
  @Test func tapOutsideWithNoOutside() throws {
    var p = Popup(content: Color.white)
    p.scrim = Color.black.opacity(0.3)
    p.closeOnTapOutside = true
    #expect(
      try rules(Scene(name: "t", page: Color.white, presentations: [.popup(p)])).contains(
        "dismiss.tap-outside-unreachable"))
  }

  /// The close control pushed off screen.
  @Test func unreachableCloseControl() throws {
    let r = try rules(
      popup {
        $0.scrim = Color.black.opacity(0.3)
        $0.closeControl = "popup.close"
        $0.content = AnyView(
          Button("Close") {}.id("popup.close").offset(y: 2000))
      })
    #expect(r.contains("dismiss.control-unreachable"))
  }

  @Test func scrimBelowTheNavigationBar() throws {
    var p = Popup(content: Color.white.frame(width: 100, height: 100))
    p.scrim = Color.black.opacity(0.3)
    p.belowNavigationBar = true
    p.closeOnTapOutside = true
    let scene = Scene(
      name: "t", page: Text("Page"), navigationBar: NavigationBar(title: "Title", backButton: true),
      presentations: [.popup(p)])
    let f = try findings(scene).filter { $0.rule == "dismiss.scrim-leaves-live" }
    #expect(f.count == 1 && f[0].measured == "live: navigationbar.back")
  }

  func sheet(_ detents: [Detent], _ configure: (inout Sheet) -> Void = { _ in }) -> Scene {
    var s = Sheet(content: Text("Sheet"), detents: detents)
    configure(&s)
    return Scene(name: "t", page: Text("Page"), presentations: [.sheet(s)])
  }

  @Test func sheetRules() throws {
    #expect(
      try rules(sheet([.medium, .large]) { $0.dragIndicator = .hidden }).contains(
        "dismiss.hidden-grabber"))
    #expect(!(try rules(sheet([.medium, .large]))).contains("dismiss.hidden-grabber"))
    let landscape = Variant(
      device: Device.named("iphone-15")!, orientation: .landscape, design: .classic)
    #expect(
      try findings(sheet([.medium]), variant: landscape).contains {
        $0.rule == "dismiss.inactive-detents"
      })
    // No swipe, no close control, page inert: a trap.
    #expect(
      try rules(sheet([.medium]) { $0.interactiveDismissDisabled = true }).contains(
        "dismiss.sheet-trap"))
    // The Maps-style panel: the page is live at 100 pt, so it is not.
    let maps = sheet([.height(100), .medium, .large]) {
      $0.interactiveDismissDisabled = true
      $0.constant = true
      $0.backgroundInteraction = .enabledUpThrough(.height(100))
    }
    #expect(!(try rules(maps)).contains("dismiss.sheet-trap"))
  }
}

@Suite struct TimingTests {
  func toast(
    _ duration: Double, close: Bool = true,
    words: String = "Lorem ipsum dolor sit amet, consectetur adipiscing elit."
  ) -> Scene {
    var t = Toast(style: .error, title: "Error", message: words)
    t.duration = duration
    t.closeButton = close
    return Scene(name: "t", page: EmptyView(), presentations: [.toast(t)])
  }

  /// 9 words need 5 + 9/120 = 5.075 s: the seed's 3 s is too short, 6 s is enough.
  @Test func readingTime() throws {
    let f = try findings(toast(3)).filter { $0.rule == "timing.toast-too-short" }
    #expect(f.count == 1 && f[0].measured == "3 s for 9 words" && f[0].required == "5.08 s")
    #expect(try findings(toast(6)).filter { $0.rule == "timing.toast-too-short" }.isEmpty)
    #expect(try findings(toast(0)).filter { $0.rule == "timing.toast-too-short" }.isEmpty)
  }

  @Test func toastWithNoExit() throws {
    #expect(try findings(toast(0, close: false)).contains { $0.rule == "timing.toast-no-exit" })
    #expect(!(try findings(toast(3, close: false))).contains { $0.rule == "timing.toast-no-exit" })
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

@Suite struct ConfigTests {
  @Test func theConfigNamesTheDesigns() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popshot-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("audit.json").path
    let cases: [(String, [Design]?)] = [
      (#"{}"#, nil), (#"{"design": "classic"}"#, [.classic]),
      (#"{"design": ["classic", "liquidGlass"]}"#, [.classic, .liquidGlass]),
      (#"{"design": "all"}"#, [.liquidGlass, .classic]),
    ]
    for (json, designs) in cases {
      try json.write(toFile: path, atomically: false, encoding: .utf8)
      #expect(try AuditConfig.load(path: path).designs == designs, "\(json)")
    }
    try #"{"design": ["classic", 3]}"#.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(
      throws: AuditConfigError(file: path, path: "design[1]", message: "expected a design's name")
    ) { try AuditConfig.load(path: path) }
    try #"{"design": "glass"}"#.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(
      throws: AuditConfigError(
        file: path, path: "design",
        message: #"unknown design "glass"; expected "liquidGlass", "classic" or "all""#)
    ) { try AuditConfig.load(path: path) }
  }

  /// `"devices"`: a team's own, as a devices file has them, with errors at their JSON path.
  @Test func theConfigAddsDevices() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popshot-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("audit.json").path
    let device = """
      {"id": "kiosk-audit", "name": "Kiosk", "family": "phone", "scale": 3,
       "portraitSize": {"width": 400, "height": 800},
       "safeAreaPortrait": {"top": 59, "leading": 0, "bottom": 34, "trailing": 0},
       "safeAreaLandscape": {"top": 0, "leading": 59, "bottom": 21, "trailing": 59},
       "displayCornerRadius": 55, "hasHomeIndicator": true, "regularWidthInLandscape": false}
      """
    try #"{"profile": "hig", "devices": [\#(device)]}"#.write(
      toFile: path, atomically: false, encoding: .utf8)
    let c = try AuditConfig.load(path: path)
    #expect(c.devices.map(\.id) == ["kiosk-audit"] && c.devices[0].cutout == .dynamicIsland)
    try #"{"devices": [{"id": "x"}]}"#.write(toFile: path, atomically: false, encoding: .utf8)
    #expect(
      throws: AuditConfigError(file: path, path: "devices[0]", message: #"missing key "family""#)
    ) { try AuditConfig.load(path: path) }
  }

  @Test func severityOverridesAndSuppressions() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "popshot-audit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let path = dir.appendingPathComponent("audit.json").path
    try
      #"{"profile": "wcag-aaa", "rules": {"text.fixed-size": "off", "target.size": "warning"}, "suppressions": [{"rule": "label.missing", "fixture": "t", "element": "x", "reason": "decorative"}]}"#
      .write(toFile: path, atomically: false, encoding: .utf8)
    let config = try AuditConfig.load(path: path)
    #expect(config.profile == .wcagAAA)
    let scene = page(
      Button {
      } label: {
        Image(systemName: "xmark")
      }.id("x"))
    let f = Auditor(config: config).audit(fixture: "t", try SceneRenderer().render(scene, iPhone15))
    #expect(!f.contains { $0.rule == "label.missing" })
    #expect(f.first { $0.rule == "target.size" }?.severity == .warning)
    try #"{"rules": {"contrast.txt": "off"}}"#.write(
      toFile: path, atomically: false, encoding: .utf8)
    #expect(
      throws: AuditConfigError(
        file: path, path: "rules.contrast.txt", message: #"unknown rule "contrast.txt""#)
    ) {
      try AuditConfig.load(path: path)
    }
  }

  /// Fingerprints leave out the variant and measurements: one suppression or baseline entry covers
  /// the finding on every device and at every pixel.
  @Test func fingerprintsAreStable() throws {
    let scene = page(
      Button {
      } label: {
        Image(systemName: "xmark")
      }.id("x"))
    let a = try findings(scene).first { $0.rule == "target.size" }!
    let b = try findings(
      scene,
      variant: Variant(
        device: Device.named("ipad-air-11")!, orientation: .landscape, design: .classic)
    ).first { $0.rule == "target.size" }!
    #expect(a.fingerprint == "target.size|t|x" && a.fingerprint == b.fingerprint)
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
  /// `Button(…)`, so the drawn button is 200 × 40 pt while only the 17 pt label (20.29 tall) takes
  /// taps. The finding says both sizes and the SwiftUI cause.
  @Test func smallTargetInsideADrawnButton() throws {
    let found = try findings(try fixture("seven-buttons-page"))
    let target = try #require(
      found.first { $0.rule == "target.size" && $0.element == "page.button1" })
    #expect(target.measured.hasSuffix("×20.29 pt inside a drawn button of 200×40 pt"))
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
