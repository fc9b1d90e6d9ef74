// The locale, calendar and time zone views format with. A still is the same on every machine,
// so they are fixed rather than the renderer's: US English (the language the design's
// measurements are written for), the Gregorian calendar, and GMT (no machine's local zone is a
// better default than another's, and GMT reads the same wherever the test runs). A modifier
// can set each one.
import Foundation

private struct LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

private struct TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(secondsFromGMT: 0)!
}

private struct CalendarKey: EnvironmentKey {
  static let defaultValue: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = LocaleKey.defaultValue
    calendar.timeZone = TimeZoneKey.defaultValue
    return calendar
  }()
}

extension EnvironmentValues {
  /// The locale views format with; en_US in a still unless a modifier sets it.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
  /// The time zone views format dates in; GMT in a still unless a modifier sets it.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
  /// The calendar views format dates with; Gregorian, en_US, GMT unless a modifier sets it.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}
