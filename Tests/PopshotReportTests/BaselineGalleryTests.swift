// The baseline gallery: a package's Snapshots/ read as tests and their states, by the names the
// strategies write (worked out from PopshotTesting's naming, not from the gallery's output).
import Foundation
import PopshotTestSupport
import Testing

@testable import PopshotReport

@Suite(.removesTemporaryFolders) struct BaselineGalleryTests {
  /// A folder with a test's page and the state a tap leads to, a filmstrip with its animation,
  /// an `.eachTap` audit (two text baselines), a fixture's baseline and a link that is passed over.
  private func snapshots() throws -> String {
    let root = try temporaryFolder("popshot-gallery") + "/Snapshots"
    let files = [
      "T/view/iphone-15.portrait.png", "T/view.tap-Save/iphone-15.portrait.png",
      "T/film.tap-Show.filmstrip/iphone-se-3.portrait.png",
      "T/film.tap-Show.filmstrip/iphone-se-3.portrait.apng",
      "T/audited.iphone-15.portrait.dark.audit.txt",
      "T/audited.tap-Save.iphone-15.portrait.dark.audit.txt",
      "T/voiceOver.accessibility/iphone-15@2x.portrait.png",
      "toast/ipad-air-11.landscape.png",
    ]
    for f in files {
      let path = "\(root)/\(f)"
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      let text = f.hasSuffix(".txt") ? "error <contrast> \"Save\" & more\n" : "png"
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    try FileManager.default.createSymbolicLink(
      atPath: "\(root)/T/view/iphone-se-3.portrait.png",
      withDestinationPath: "\(root)/T/view/iphone-15.portrait.png")
    return root
  }

  @Test func testsAndTheirStates() throws {
    let tests = BaselineGallery.tests(in: try snapshots())
    #expect(
      tests.map { "\($0.group)/\($0.name)" } == [
        "T/audited", "T/film", "T/view", "T/voiceOver", "toast/",
      ])
    let audited = tests[0]
    #expect(audited.states.map(\.name) == ["", "tap-Save"])
    #expect(
      audited.states[1].items == [
        .init(
          kind: .audit, variant: "iphone-15.portrait.dark",
          path: "T/audited.tap-Save.iphone-15.portrait.dark.audit.txt")
      ])
    #expect(tests[1].states.map(\.name) == ["tap-Show"])
    #expect(tests[1].states[0].items.map(\.kind) == [.filmstrip])
    // The link beside the page's baseline is not a baseline.
    #expect(tests[2].states.map(\.name) == ["", "tap-Save"])
    #expect(tests[2].states[0].items.map(\.variant) == ["iphone-15.portrait"])
    #expect(tests[3].states[0].items.map(\.kind) == [.accessibility])
    #expect(tests[4].states[0].items.map(\.variant) == ["ipad-air-11.landscape"])
  }

  /// Links are relative to the page's folder; a filmstrip plays its animated PNG; an audit's
  /// findings are shown open, escaped.
  @Test func thePageLinksTheBaselines() throws {
    let root = try snapshots()
    let out = (root as NSString).deletingLastPathComponent + "/out"
    let html = BaselineGallery.html(root: root, out: out)
    #expect(html.contains(#"<img src="../Snapshots/T/view.tap-Save/iphone-15.portrait.png""#))
    #expect(
      html.contains(#"<img src="../Snapshots/T/film.tap-Show.filmstrip/iphone-se-3.portrait.apng""#)
    )
    #expect(html.contains(#"../Snapshots/T/voiceOver.accessibility/iphone-15%402x.portrait.png"#))
    #expect(html.contains("<details open>"))
    #expect(html.contains("error &lt;contrast&gt; &quot;Save&quot; &amp; more"))
    #expect(html.contains("<h3>audited <span class=\"variant\">· 2 states</span></h3>"))
  }
}
