import Foundation
import PopshotGraphics
import PopshotScenes
import PopshotSupport
import PopshotTestSupport
import PopshotUI
import Testing

@testable import PopshotAudit

@Suite(.removesTemporaryFolders) struct AuditConfigTests {
  @Test func theConfigNamesTheDesigns() throws {
    let path = try temporaryFolder("popshot-audit") + "/audit.json"
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
    let path = try temporaryFolder("popshot-audit") + "/audit.json"
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
    let path = try temporaryFolder("popshot-audit") + "/audit.json"
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
