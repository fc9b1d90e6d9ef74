// A date picker closed, as iOS 17 draws the compact style: facts and sources in
// docs/platform.md, "DatePicker".
import Foundation
import PopshotGraphics

/// Which parts of a date a date picker shows (SwiftUI's DatePickerComponents).
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The hour and minute ("9:41 AM").
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year ("Jan 5, 2024").
  public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control choosing a date (SwiftUI's DatePicker). A still shows it closed, in the compact
/// style whatever the date picker style: the label leading and the date and time trailing, each
/// in a grey rounded capsule, the picker as wide as offered (as a Toggle is). Dates are written
/// in US English in GMT whatever the locale, so a still is the same on every machine. Its
/// element has the role button, the label and the shown date and time as value.
public nonisolated struct DatePicker: View {
  let label: AnyView, title: String?, date: Date, components: DatePickerComponents
  /// The zone the date is written in (GMT unless the app or test sets `\.timeZone`).
  @Environment(\.timeZone) private var timeZone
  /// What choosing a date does, in an interaction session (nil in a still).
  var choosing: ElementAction? = nil

  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(title, date: selection.wrappedValue, components: displayedComponents)
    choosing = Self.choosing(selection) { $0 }
  }
  /// A date picker whose dates lie in `range`: a selection outside it is shown clamped, as
  /// UIDatePicker shows it.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      title, date: selection.wrappedValue.clamped(to: range), components: displayedComponents)
    choosing = Self.choosing(selection) { $0.clamped(to: range) }
  }
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      title, date: max(selection.wrappedValue, range.lowerBound), components: displayedComponents)
    choosing = Self.choosing(selection) { max($0, range.lowerBound) }
  }
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(
      title, date: min(selection.wrappedValue, range.upperBound), components: displayedComponents)
    choosing = Self.choosing(selection) { min($0, range.upperBound) }
  }
  public init<Label: View>(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: AnyView(label()), title: nil, date: selection.wrappedValue,
      components: displayedComponents)
    choosing = Self.choosing(selection) { $0 }
  }
  public init<Label: View>(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: AnyView(label()), title: nil, date: selection.wrappedValue.clamped(to: range),
      components: displayedComponents)
    choosing = Self.choosing(selection) { $0.clamped(to: range) }
  }

  init<S: StringProtocol>(_ title: S, date: Date, components: DatePickerComponents) {
    self.init(
      label: AnyView(Text(String(title))), title: String(title), date: date,
      components: components)
  }
  init(label: AnyView, title: String?, date: Date, components: DatePickerComponents) {
    self.label = label
    self.title = title
    self.date = date
    self.components = components
  }

  /// Choosing a date sets the selection, kept within the picker's range. Only in a session.
  private static func choosing(_ selection: Binding<Date>, _ clamp: @escaping (Date) -> Date)
    -> ElementAction?
  {
    guard StateGraph.current != nil else { return nil }
    return .date { selection.wrappedValue = clamp($0) }
  }

  /// The texts shown, in order: the date, then the time.
  var parts: [String] {
    let written = DateWriting(date, timeZone: timeZone)
    return (components.contains(.date) ? [written.date] : [])
      + (components.contains(.hourAndMinute) ? [written.time] : [])
  }

  public var body: some View {
    DatePickerBody(label: label, parts: parts)
      .control(
        "datepicker",
        ControlSemantics(
          role: .button, label: title, value: parts.joined(separator: ", "), perform: choosing))
  }
}

/// The label leading, the capsules trailing (the capsules alone when labels are hidden).
private nonisolated struct DatePickerBody: View {
  @Environment(\.design) var design
  let label: AnyView, parts: [String]
  @Environment(\.labelsHidden) var labelsHidden

  var body: some View {
    let m = DatePickerMetrics.of(design)
    return HStack(spacing: labelsHidden ? 0 : m.labelSpacing) {
      if labelsHidden {
        label.controlLabel()
      } else {
        label.controlLabel().frame(maxWidth: .infinity, alignment: .leading)
      }
      HStack(spacing: m.capsuleSpacing) {
        ForEach(Array(parts.enumerated()), id: \.offset) { _, part in
          Text(part).font(.body).lineLimit(1).fixedSize(horizontal: true, vertical: false)
            .padding(m.capsulePadding)
            .background(
              RoundedRectangle(cornerRadius: m.capsuleCornerRadius).fill(m.capsuleFill)
                .controlGraphic())
        }
      }
    }
  }
}

/// A date written as the compact picker writes it in US English (the medium date style and
/// the short time style), in a time zone (the environment's, GMT by default): "Jan 5, 2024" and
/// "9:41 AM", the time's "AM" after a narrow no-break space (U+202F), as iOS 17's ICU writes it.
/// Written by hand rather than by DateFormatter, whose output follows the machine's ICU data.
struct DateWriting {
  let date: String, time: String
  static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  init(_ d: Date, timeZone: TimeZone = TimeZone(secondsFromGMT: 0)!) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: d)
    let (year, month, day) = (c.year ?? 1970, c.month ?? 1, c.day ?? 1)
    let (hour, minute) = (c.hour ?? 0, c.minute ?? 0)
    date = "\(Self.months[month - 1]) \(day), \(year)"
    let twelve = hour % 12 == 0 ? 12 : hour % 12
    time = "\(twelve):\(minute < 10 ? "0" : "")\(minute)\u{202F}\(hour < 12 ? "AM" : "PM")"
  }
}

extension Date {
  func clamped(to range: ClosedRange<Date>) -> Date {
    Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }
}
