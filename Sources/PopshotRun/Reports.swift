// Writing a run's reports: report.json always (what `report` and `merge` read), and each
// requested format.
import Foundation
import PopshotGraphics
import PopshotReport

/// The report formats, by the name a command line gives them.
public enum ReportFormat: String, CaseIterable, Sendable {
  /// The summary, handed to `writeReports`'s `text`.
  case text
  /// `out/report.json` (written whatever the formats).
  case json
  /// `out/junit.xml`.
  case junit
  /// `out/popshot.sarif`.
  case sarif
  /// `out/html/`.
  case html
}

/// Writes `out/report.json` and then each format in the order given; the text summary is handed
/// to `text` (by default, printed to standard output).
public func writeReports(
  _ report: CheckReport, formats: [ReportFormat], out: String, color: Bool, verbose: Bool,
  quiet: Bool = false, text: (String) -> Void = { print($0, terminator: "") }
) throws {
  try AtomicFile.write(try report.encoded(), to: "\(out)/report.json")
  for f in formats {
    switch f {
    case .text:
      let detail: TextReport.Detail = quiet ? .summary : verbose ? .everyVariant : .grouped
      text(TextReport.render(report, color: color, detail: detail))
    case .json: break
    case .junit: try AtomicFile.write(Data(JUnitReport.render(report).utf8), to: "\(out)/junit.xml")
    case .sarif: try AtomicFile.write(try SARIFReport.render(report), to: "\(out)/popshot.sarif")
    case .html: try HTMLReport.write(report, to: "\(out)/html")
    }
  }
}

/// Reads previous runs' JSON reports (a shard's each), in the order given.
public func readReports(_ paths: [String]) throws(Failure) -> [CheckReport] {
  var parts: [CheckReport] = []
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(code: Exit.badInput, message: "\(path): cannot read the report")
    }
    do { parts.append(try CheckReport.decode(data, path: path)) } catch {
      throw Failure(code: Exit.badInput, message: "\(error)")
    }
  }
  return parts
}
