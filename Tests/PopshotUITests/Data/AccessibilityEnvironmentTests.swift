import Foundation
import PopshotGraphics
import PopshotText
import Testing

@testable import PopshotUI

/// Bold Text and the locale's strings tables (issue 27).
@Suite struct AccessibilityEnvironmentTests {
  func label(_ view: some View, _ change: (inout EnvironmentValues) -> Void) throws
    -> SemanticElement?
  {
    var env = EnvironmentValues()
    change(&env)
    let r = try LayoutEngine.render(view, size: Size(width: 390, height: 200), environment: env)
    return r.semantics.elements.first { $0.role == .text }
  }

  /// With Bold Text a regular body is drawn semibold, a semibold headline bold.
  @Test func boldTextDrawsHeavier() throws {
    #expect(try label(Text("Hi"), { _ in })?.text?.weight == .regular)
    #expect(try label(Text("Hi"), { $0.legibilityWeight = .bold })?.text?.weight == .semibold)
    #expect(
      try label(Text("Hi").font(.headline), { $0.legibilityWeight = .bold })?.text?.weight
        == .bold)
    #expect(FontWeight.bold.withBoldText == .heavy && FontWeight.black.withBoldText == .black)
  }

  /// A localized Text reads the locale's `.lproj` table first (`ar.lproj`, `pt-BR.lproj`, then
  /// `pt.lproj`), else en.lproj.
  @Test func theLocalePicksItsStringsTable() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("popshot-lproj-\(UUID().uuidString).bundle")
    defer { try? FileManager.default.removeItem(at: dir) }
    for (folder, value) in [("en", "Hello"), ("ar", "مرحبا"), ("pt", "Olá")] {
      let lproj = dir.appendingPathComponent("\(folder).lproj")
      try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
      try "\"greeting\" = \"\(value)\";\n".write(
        to: lproj.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
    }
    let bundle = try #require(Bundle(path: dir.path))
    struct Greeting: View {
      let bundle: Bundle
      var body: some View { Text("greeting", bundle: bundle) }
    }
    let view = Greeting(bundle: bundle)
    #expect(try label(view, { _ in })?.label == "Hello")
    #expect(try label(view, { $0.locale = Locale(identifier: "ar") })?.label == "مرحبا")
    #expect(try label(view, { $0.locale = Locale(identifier: "pt_BR") })?.label == "Olá")
  }

  /// Increase Contrast draws the system colours' high-contrast values (systemBlue #007AFF →
  /// #0040DD in light, #0A84FF → #409CFF in dark), through `.opacity` too; colours without
  /// them (yellow, literals) are unchanged.
  @Test func increaseContrastUsesTheHighContrastColours() throws {
    func fills(_ view: some View, _ scheme: ColorScheme, increased: Bool) throws -> [SRGBColor] {
      var env = EnvironmentValues()
      env.colorScheme = scheme
      if increased { env.colorSchemeContrast = .increased }
      let r = try LayoutEngine.render(view, size: Size(width: 10, height: 10), environment: env)
      return r.displayList.items.compactMap {
        if case .fill(_, .solid(let c), _) = $0 { return c }
        return nil
      }
    }
    #expect(try fills(Color.blue, .light, increased: true) == [try SRGBColor(hex: "#0040DD")])
    #expect(try fills(Color.blue, .dark, increased: true) == [try SRGBColor(hex: "#409CFF")])
    #expect(try fills(Color.blue, .light, increased: false) == [try SRGBColor(hex: "#007AFF")])
    #expect(
      try fills(Color.red.opacity(0.5), .light, increased: true)
        == [try SRGBColor(hex: "#D70015").opacity(0.5)])
    #expect(try fills(Color.yellow, .light, increased: true) == [try SRGBColor(hex: "#FFCC00")])
  }
}
