import Foundation
import PopshotGraphics
import Testing

@testable import PopshotUI

/// tertiarySystemFill, the capsules' fill: #767680 at 12 %.
let capsuleFill = try! SRGBColor(hex: "#767680").opacity(0.12)

/// DatePicker closed, compact (DatePickerMetrics.classic, docs/platform.md "DatePicker").
@Suite struct DatePickerTests {
  /// The date and time in US English, GMT, whatever the machine's locale.
  @Test func writesDatesInUSEnglishAndGMT() {
    let midnight = Date(timeIntervalSince1970: 1_704_412_800)
    #expect(DateWriting(nineFortyOne).date == "Jan 5, 2024")
    #expect(DateWriting(nineFortyOne).time == "9:41\u{202F}AM")
    #expect(DateWriting(midnight).time == "12:00\u{202F}AM")
    #expect(DateWriting(midnight.addingTimeInterval(13 * 3600 + 5 * 60)).time == "1:05\u{202F}PM")
    #expect(DateWriting(midnight.addingTimeInterval(12 * 3600)).time == "12:00\u{202F}PM")
  }

  /// The environment's time zone writes the date: 2023-10-31 00:00 GMT is 8:00 PM on Oct 30 in
  /// New York (EDT, four hours behind), as a simulator there shows it; GMT is the default.
  @Test func writesInTheEnvironmentsTimeZone() throws {
    let midnight = Date(timeIntervalSince1970: 1_698_710_400)
    let picker = DatePicker("Start", selection: .constant(midnight)).id("d")
    let gmt = try renderControls(picker)
    #expect(gmt.semantics["d"]?.value == "Oct 31, 2023, 12:00\u{202F}AM")
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let ny = try renderControls(picker.environment(\.timeZone, newYork))
    #expect(ny.semantics["d"]?.value == "Oct 30, 2023, 8:00\u{202F}PM")
  }

  /// The label leading, the two capsules trailing, the picker as wide as offered. A capsule is
  /// the body text (its 20.287 pt line rounded up to the 3x pixel, 20.333) plus 7 pt above and
  /// below: 34.33 pt, as on iOS; its text is 12 pt in from each side, and the capsules are 6 pt
  /// apart.
  @Test func compactCapsulesTrailing() throws {
    let res = try renderControls(DatePicker("Start", selection: .constant(nineFortyOne)).id("d"))
    let d = try #require(res.semantics["d"])
    let h = SF.lineOnPixels(17) + 14
    #expect(near(d.frame, r(0, 0, 400, h)))
    #expect(d.role == .button && d.label == "Start" && d.value == "Jan 5, 2024, 9:41\u{202F}AM")
    let texts = res.semantics.elements.filter { $0.role == .text }
    let label = try #require(texts.first { $0.label == "Start" })
    let date = try #require(texts.first { $0.label == "Jan 5, 2024" })
    let time = try #require(texts.first { $0.label == "9:41\u{202F}AM" })
    // Within float noise: the texts are centred in the capsule's height.
    #expect(label.frame.minX == 0 && near(label.frame.minY, 7))
    #expect(
      near(time.frame.maxX, 388) && near(time.frame.minY, 7)
        && near(time.frame.height, SF.lineOnPixels(17)))
    #expect(abs(date.frame.maxX - (time.frame.minX - 12 - 6 - 12)) < 1e-6)
    let capsules = fills(res).filter { $0.1 == capsuleFill }.map(\.0)
    #expect(capsules.count == 2)
    #expect(near(capsules[1], r(time.frame.minX - 12, 0, time.frame.width + 24, h)))
    #expect(near(capsules[0], r(date.frame.minX - 12, 0, date.frame.width + 24, h)))
    #expect(date.foreground == .black && time.foreground == .black)
  }

  /// `.date` alone shows one capsule; `.hourAndMinute` the time alone.
  @Test func displayedComponents() throws {
    let res = try renderControls(
      VStack(spacing: 0) {
        DatePicker("A", selection: .constant(nineFortyOne), displayedComponents: .date).id("a")
        DatePicker("B", selection: .constant(nineFortyOne), displayedComponents: .hourAndMinute)
          .id("b")
      })
    #expect(res.semantics["a"]?.value == "Jan 5, 2024")
    #expect(res.semantics["b"]?.value == "9:41\u{202F}AM")
    #expect(fills(res).filter { $0.1 == capsuleFill }.count == 2)
  }

  /// A selection outside the range is shown clamped to it.
  @Test func rangesClampTheShownDate() throws {
    let next = nineFortyOne.addingTimeInterval(86_400)
    let res = try renderControls(
      VStack {
        DatePicker("A", selection: .constant(nineFortyOne), in: next..., displayedComponents: .date)
          .id("a")
        DatePicker(
          "B", selection: .constant(next), in: ...nineFortyOne, displayedComponents: .date
        ).id("b")
        DatePicker(
          selection: .constant(nineFortyOne), in: next...next.addingTimeInterval(60),
          displayedComponents: .date
        ) { Text("C") }.id("c")
      })
    #expect(res.semantics["a"]?.value == "Jan 6, 2024")
    #expect(res.semantics["b"]?.value == "Jan 5, 2024")
    #expect(res.semantics["c"]?.value == "Jan 6, 2024" && res.semantics["c"]?.label == "C")
  }

  /// Every style draws the compact form (graphical and wheel are placeholders), and
  /// `.labelsHidden()` leaves the capsules alone.
  @Test func stylesDrawTheCompactForm() throws {
    func frame(_ v: some View) throws -> Rect? {
      try renderControls(v.id("d")).semantics["d"]?.frame
    }
    let picker = DatePicker("Start", selection: .constant(nineFortyOne))
    let compact = try frame(picker.datePickerStyle(.compact))
    #expect(compact.map { near($0, r(0, 0, 400, SF.lineOnPixels(17) + 14)) } == true)
    #expect(try frame(picker.datePickerStyle(.graphical)) == compact)
    #expect(try frame(picker.datePickerStyle(.wheel)) == compact)
    #expect(try frame(picker.datePickerStyle(.automatic)) == compact)
    let hidden = try renderControls(picker.labelsHidden().id("d"))
    let h = try #require(hidden.semantics["d"])
    #expect(
      h.label == "Start" && near(h.frame.height, SF.lineOnPixels(17) + 14) && h.frame.width < 400)
    #expect(!hidden.semantics.elements.contains { $0.label == "Start" && $0.role == .text })
  }
}
