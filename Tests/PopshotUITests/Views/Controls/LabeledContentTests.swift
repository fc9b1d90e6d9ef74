import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// A format style of the app's own: whole degrees Celsius.
private struct Celsius: FormatStyle {
  func format(_ value: Double) -> String { "\(Int(value.rounded())) °C" }
}

/// LabeledContent.swift: generic over label and content, values formatted by a format style.
@Suite struct LabeledContentTests {
  /// The row's texts, laid out 200 pt wide at the top-left of a 200 × 100 screen.
  func texts(_ view: some View) throws -> [String: Rect] {
    let res = try LayoutEngine.render(
      view.frame(width: 200), size: Size(width: 200, height: 100))
    var out: [String: Rect] = [:]
    for e in res.semantics.elements where e.role == .text { out[e.label ?? ""] = e.frame }
    return out
  }

  /// `value:format:` formats the value: 12345 in en_US's number style is "12,345", 21.4 in the
  /// app's style "21 °C". The label leads (x 0) and the value trails (its right edge at 200).
  @Test func aFormattedValueTrailsItsLabel() throws {
    let enUS = Locale(identifier: "en_US")
    let steps: LabeledContent<Text, Text> = LabeledContent(
      "Steps", value: 12345, format: .number.locale(enUS))
    let row = try texts(steps)
    let label = try #require(row["Steps"])
    let value = try #require(row["12,345"])
    #expect(abs(label.minX) < 1e-6)
    #expect(abs(value.maxX - 200) < 1e-6)

    let title = "Temperature"
    #expect(try texts(LabeledContent(title, value: 21.4, format: Celsius()))["21 °C"] != nil)
    #expect(try texts(LabeledContent("Outside", value: 21.4, format: Celsius()))["21 °C"] != nil)
  }

  /// The type names its label and content, as Apple's does.
  @Test func theTypeIsGenericOverItsViews() throws {
    let row: LabeledContent<Image, Text> = LabeledContent {
      Text("On")
    } label: {
      Image(systemName: "wifi")
    }
    #expect(try texts(row)["On"] != nil)
    let custom: LabeledContent<Text, Toggle<Text>> = LabeledContent("Wi-Fi") {
      Toggle("Wi-Fi", isOn: .constant(true))
    }
    #expect(try texts(custom)["Wi-Fi"] != nil)
  }
}
