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
    // The environment's design is Liquid Glass: its standard blue is iOS 26's.
    #expect(try fills(Color.blue, .light, increased: false) == [try SRGBColor(hex: "#0088FF")])
    #expect(
      try fills(Color.red.opacity(0.5), .light, increased: true)
        == [try SRGBColor(hex: "#D70015").opacity(0.5)])
    #expect(try fills(Color.yellow, .light, increased: true) == [try SRGBColor(hex: "#FFCC00")])
  }

  /// iOS 26 changed ten system hues, which the Liquid Glass design draws; the classic design
  /// keeps the earlier palette. Pulse's iOS 26 recording (BrunoCerberus/Pulse at fa7010ada45c,
  /// `TopicEditorSheet`) draws its topic labels in .blue, .purple, .orange, .red and .cyan as
  /// #0091FF, #DB34F2, #FF9230, #FF4245 and #3CD3FE in dark and #0088FF, #CB30E0, #FF8D28,
  /// #FF383C and #00C0E8 in light, where iOS 18's are #0A84FF, #BF5AF2, #FF9F0A, #FF453A and
  /// #64D2FF (dark); its .green (#30D158) and .pink (#FF375F) are unchanged.
  @Test func liquidGlassDrawsIOS26SystemHues() throws {
    func fill(_ color: Color, _ scheme: ColorScheme, _ design: Design) throws -> SRGBColor? {
      var env = EnvironmentValues()
      env.colorScheme = scheme
      env.design = design
      let r = try LayoutEngine.render(color, size: Size(width: 10, height: 10), environment: env)
      return r.displayList.items.compactMap {
        if case .fill(_, .solid(let c), _) = $0 { return c }
        return nil
      }.first
    }
    let recorded: [(Color, String, String, String)] = [
      (.blue, "#0091FF", "#0088FF", "#0A84FF"), (.purple, "#DB34F2", "#CB30E0", "#BF5AF2"),
      (.orange, "#FF9230", "#FF8D28", "#FF9F0A"), (.red, "#FF4245", "#FF383C", "#FF453A"),
      (.cyan, "#3CD3FE", "#00C0E8", "#64D2FF"), (.green, "#30D158", "#34C759", "#30D158"),
      (.pink, "#FF375F", "#FF2D55", "#FF375F"),
    ]
    for (color, dark26, light26, dark18) in recorded {
      #expect(try fill(color, .dark, .liquidGlass) == SRGBColor(hex: dark26), "\(color.name!)")
      #expect(try fill(color, .light, .liquidGlass) == SRGBColor(hex: light26), "\(color.name!)")
      #expect(try fill(color, .dark, .classic) == SRGBColor(hex: dark18), "\(color.name!)")
    }
    // `.opacity` keeps its alpha on the new value; the accent colour follows blue; the resolved
    // components follow the environment's design too.
    #expect(
      try fill(Color.indigo.opacity(0.25), .dark, .liquidGlass)
        == SRGBColor(hex: "#6D7CFF").opacity(0.25))
    #expect(try fill(Color.accentColor, .light, .liquidGlass) == SRGBColor(hex: "#0088FF"))
    func bytes(_ design: Design) -> [Int] {
      var env = EnvironmentValues()
      env.design = design
      let c = Color.teal.resolve(in: env)
      return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }
    #expect(bytes(.classic) == [0x30, 0xB0, 0xC7])
    #expect(bytes(.liquidGlass) == [0x00, 0xC3, 0xD0])
  }
}
