import Foundation
import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

/// An app's own fonts (UserFonts.swift): `Font.custom` names a face of a registered folder by
/// PostScript, full or family name. Expected values are read from DejaVu Sans's files with
/// fontTools, not from Popshot: both faces have 2048 units per em, hhea ascent 1901 and descent
/// −483 with no line gap, OS/2 weight classes 400 and 700, and "H" advances of 1540 (Book) and
/// 1714 (Bold) units.
@Suite(.serialized) struct UserFontTests {
  /// A folder holding copies of DejaVu Sans Book and Bold, registered for the test's length.
  func withFonts(_ body: () throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("popshot-user-fonts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: "\(folder)/Fonts", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for file in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
      try FileManager.default.copyItem(
        atPath: "/usr/share/fonts/truetype/dejavu/\(file)", toPath: "\(folder)/Fonts/\(file)"
      )
    }
    UserFonts.register(folder: folder)
    defer { UserFonts.unregister(folder: folder) }
    try body()
  }

  func faceFile(_ view: some View) throws -> String? {
    let runs = try LayoutEngine.render(view, size: Size(width: 300, height: 100)).displayList
      .items.compactMap { item -> GlyphRun? in
        if case .glyphRun(let r) = item { return r } else { return nil }
      }
    return (runs.first?.source as? FontFace).map { ($0.path as NSString).lastPathComponent }
  }

  @Test func namesPickTheFaceAsIOSDoes() throws {
    try withFonts { () throws in
      let bold = UserFonts.face(named: "DejaVuSans-Bold", weight: nil, italic: false)
      #expect(bold?.family == "DejaVu Sans" && bold?.weight == .bold)
      #expect(UserFonts.face(named: "DejaVu Sans Bold", weight: nil, italic: false) == bold)
      // A family name: the asked weight, else the nearest (semibold 600 is nearer 700 than
      // 400; medium 500 nearer 400).
      #expect(UserFonts.face(named: "DejaVu Sans", weight: nil, italic: false)?.weight == .regular)
      #expect(UserFonts.face(named: "DejaVu Sans", weight: .semibold, italic: false) == bold)
      #expect(
        UserFonts.face(named: "dejavu sans", weight: .medium, italic: false)?.weight == .regular)
      // A weight set on a PostScript name picks that weight of its family.
      #expect(UserFonts.face(named: "DejaVuSans", weight: .bold, italic: false) == bold)
      #expect(UserFonts.face(named: "Montserrat-Bold", weight: nil, italic: false) == nil)
      #expect(try faceFile(Text("H").font(.custom("DejaVu Sans", size: 17))) == "DejaVuSans.ttf")
      #expect(
        try faceFile(Text("H").font(.custom("DejaVu Sans", size: 17)).bold())
          == "DejaVuSans-Bold.ttf")
      #expect(
        try faceFile(Text("H").font(.custom("DejaVuSans-Bold", size: 17))) == "DejaVuSans-Bold.ttf")
    }
    // Once the folder is gone, the name is one iOS does not know: Helvetica (below).
    #expect(
      try faceFile(Text("H").font(.custom("DejaVu Sans", size: 17))) == "NimbusSans-Regular.otf")
  }

  /// A symbol in an app font takes the font's size, not its face's weight: tv-maniac's rating
  /// sheet (iOS 26.5) strokes `star` in Work Sans ExtraBold at 34.94 pt as the regular star
  /// (its strokes 2.7–4.3 pt across where the heavy weight's are 6–10). A weight set on the font
  /// or the view still applies. The stroke is Inter's capital I stem at that weight: 89 (regular),
  /// 154 (bold) and 176 (heavy) thousandths of an em, times 35 pt.
  @Test func aSymbolInAnAppFontKeepsTheRegularWeight() throws {
    func stroke(_ view: some View) throws -> Double? {
      try LayoutEngine.render(view, size: Size(width: 100, height: 100)).displayList.items
        .compactMap { item -> Double? in
          if case .stroke(_, let style, _) = item { return style.width } else { return nil }
        }.first
    }
    try withFonts { () throws in
      let star = Image(systemName: "star")
      let bold = try #require(try stroke(star.font(.custom("DejaVuSans-Bold", size: 35))))
      #expect(abs(bold - 0.089 * 35) < 0.001, "\(bold)")
      let asked = try #require(
        try stroke(star.font(.custom("DejaVuSans-Bold", size: 35).weight(.bold))))
      #expect(abs(asked - 0.154 * 35) < 0.001, "\(asked)")
      let view = try #require(
        try stroke(star.font(.custom("DejaVuSans-Bold", size: 35)).fontWeight(.heavy)))
      #expect(abs(view - 0.176 * 35) < 0.001, "\(view)")
    }
  }

  /// A name neither the app nor iOS has a font for draws Helvetica, Core Text's default face
  /// (SPLYT's iOS 17 recordings of an unregistered Montserrat), regular unless a weight is set on
  /// the font: Nimbus Sans, whose advances are Helvetica's: "Hello" is 722 + 556 + 222 + 222 +
  /// 556 = 2278 units of 1000 (NimbusSans-Regular.otf, read with fontTools), 45.56 pt at 20 pt,
  /// 45.67 on the 3x pixel. Helvetica Neue and Arial (the same widths) draw it too; a family iOS
  /// has (Avenir, Georgia) keeps the system face or its design.
  @Test func aNameIOSDoesNotKnowDrawsHelvetica() throws {
    func file(_ name: String, bold: Bool = false) throws -> String? {
      try faceFile(Text("H").font(.custom(name, size: 17)).bold(bold))
    }
    #expect(try file("Montserrat-SemiBold") == "NimbusSans-Regular.otf")
    #expect(try file("Montserrat", bold: true) == "NimbusSans-Bold.otf")
    #expect(try file("Helvetica Neue") == "NimbusSans-Regular.otf")
    #expect(try file("ArialMT") == "NimbusSans-Regular.otf")
    #expect(try file("Avenir-Heavy") == "Inter-Regular.otf")
    #expect(try file(".AppleSystemUIFont") == "Inter-Regular.otf")
    #expect(try file("Georgia") == "DejaVuSerif.ttf")
    let hello = LayoutEngine.size(
      of: Text("Hello").font(.custom("Montserrat", fixedSize: 20)),
      proposal: ProposedSize(width: nil, height: nil))
    #expect(abs(hello.width - SF.onPixels(2278.0 / 1000 * 20)) < 1e-6)
    // Its line is Helvetica's on iOS, 1.18 em (fitted to SPLYT's recordings, not Nimbus Sans's
    // 1.2 em with the gap below): 23.6 pt at 20 pt, 23.67 on the 3x pixel.
    #expect(abs(hello.height - SF.onPixels(1.18 * 20)) < 1e-6)
  }

  /// A stack spaces a Helvetica text by its ascender and descender alone, without the 0.2 em of
  /// leading above them (OpenSwiftUI's text spacing): under a 13 pt line the next view is
  /// max(l + s − cap, s + d) from the text's bottom, where l = (0.75 + 0.23) × 13 = 12.74, s its
  /// tenth rounded up to the 3x pixel (1.333), cap SF Pro's 1443/2048 em (9.16) and d = 2.99:
  /// 4.913 pt. SPLYT's iOS 17 dialog puts its button 7.1 pt under the subtitle's last baseline
  /// (2.99 + 4.91 = 7.9 here; 10.7 when the leading counted).
  @Test func aHelveticaTextIsSpacedByItsAscenderAndDescender() throws {
    let stack = VStack {
      Text("Subtitle").font(.custom("Montserrat", fixedSize: 13)).id("t")
      Color.red.frame(height: 10).id("r")
    }
    let r = try LayoutEngine.render(stack, size: Size(width: 300, height: 200))
    let t = try #require(r.frames["t"])
    let below = try #require(r.frames["r"]).minY - t.maxY
    let l = (0.75 + 0.23) * 13
    let s = SF.onPixels(l * 0.1)
    let expected = max(l + s - 13 * 1443 / 2048, s + 0.23 * 13)
    #expect(abs(below - expected) < 1e-6)
    #expect(abs(t.height - SF.onPixels(1.18 * 13)) < 1e-6)
  }

  /// A text in an app font is as wide as its advances and as tall as its own line metrics, at
  /// the size asked (no SF tracking, no text style's leading): "H" at 20 pt is 1540 / 2048 × 20
  /// = 15.04 pt wide (Bold 1714: 16.74) and (1901 + 483) / 2048 × 20 = 23.28 pt tall, each
  /// rounded up to the 3x pixel (15.33, 17, 23.33).
  @Test func anAppFontHasItsOwnMetrics() throws {
    try withFonts { () throws in
      let regular = LayoutEngine.size(
        of: Text("H").font(.custom("DejaVu Sans", fixedSize: 20)),
        proposal: ProposedSize(width: nil, height: nil))
      #expect(abs(regular.width - SF.onPixels(1540.0 / 2048 * 20)) < 1e-6)
      #expect(abs(regular.height - SF.onPixels(2384.0 / 2048 * 20)) < 1e-6)
      let bold = LayoutEngine.size(
        of: Text("H").font(.custom("DejaVuSans-Bold", fixedSize: 20)),
        proposal: ProposedSize(width: nil, height: nil))
      #expect(abs(bold.width - SF.onPixels(1714.0 / 2048 * 20)) < 1e-6)
      // Relative to body: at Large the size stays 20, and the line is still the face's.
      let relative = LayoutEngine.size(
        of: Text("H").font(.custom("DejaVu Sans", size: 20)),
        proposal: ProposedSize(width: nil, height: nil))
      #expect(abs(relative.height - SF.onPixels(2384.0 / 2048 * 20)) < 1e-6)
    }
  }
}
