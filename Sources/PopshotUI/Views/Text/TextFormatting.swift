// Texts of dates and numbers. A still is the same on every machine, so formatting is fixed: the
// en_US locale, the GMT time zone, and for the relative styles a fixed "now",
// `Text.referenceDate` (9:41 GMT on 9 January 2024, the status bar's time and the day of the first
// iPhone's announcement, 2007-01-09, moved to a recent year).
import Foundation

extension Text {
  /// How `Text(_:style:)` shows a date (SwiftUI's Text.DateStyle).
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time, relative, offset, timer }
    let kind: Kind
    public static let date = DateStyle(kind: .date)
    public static let time = DateStyle(kind: .time)
    public static let relative = DateStyle(kind: .relative)
    public static let offset = DateStyle(kind: .offset)
    public static let timer = DateStyle(kind: .timer)

    /// "January 9, 2024", "9:41 AM", "2 hours, 3 minutes", "+2 hours", "2:03:00".
    func format(_ date: Date) -> String {
      switch kind {
      case .date, .time:
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "GMT")
        f.dateStyle = kind == .date ? .long : .none
        f.timeStyle = kind == .time ? .short : .none
        return f.string(from: date)
      case .relative, .offset:
        let seconds = date.timeIntervalSince(Text.referenceDate)
        let parts = DateStyle.components(abs(seconds))
        let text = parts.prefix(kind == .relative ? 2 : 1).joined(separator: ", ")
        return kind == .offset ? (seconds < 0 ? "-" : "+") + text : text
      case .timer:
        let s = Int(abs(date.timeIntervalSince(Text.referenceDate)).rounded(.down))
        let (h, m, sec) = (s / 3600, s / 60 % 60, s % 60)
        let ms = String(format: "%02d", sec)
        return h > 0 ? "\(h):\(String(format: "%02d", m)):\(ms)" : "\(m):\(ms)"
      }
    }

    /// The non-zero units of a duration, largest first ("2 hours", "3 minutes").
    static func components(_ seconds: Double) -> [String] {
      var rest = Int(seconds.rounded(.down))
      var out: [String] = []
      for (name, size) in [
        ("year", 31_536_000), ("week", 604_800), ("day", 86_400),
        ("hour", 3_600), ("minute", 60), ("second", 1),
      ] {
        let n = rest / size
        rest -= n * size
        if n > 0 { out.append("\(n) \(name)\(n == 1 ? "" : "s")") }
      }
      return out.isEmpty ? ["0 seconds"] : out
    }
  }

  /// The fixed "now" of the relative date styles.
  public static let referenceDate = Date(timeIntervalSince1970: 1_704_793_260)

  /// A date in a style, formatted in en_US and GMT.
  public init(_ date: Date, style: DateStyle) { self.init(verbatim: style.format(date)) }

  /// A value in a format style (`Text(42, format: .number)`, `Text(date, format: .dateTime)`).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
  /// An integer in a number style, in en_US ("1,234").
  public init<V: BinaryInteger>(_ input: V, format: IntegerFormatStyle<V>) {
    self.init(verbatim: format.locale(Locale(identifier: "en_US")).format(input))
  }
  /// A floating-point value in a number style, in en_US ("1,234.5").
  public init<V: BinaryFloatingPoint>(_ input: V, format: FloatingPointFormatStyle<V>) {
    self.init(verbatim: format.locale(Locale(identifier: "en_US")).format(input))
  }
}
