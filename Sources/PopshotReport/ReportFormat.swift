// Writing a run's reports: report.json always (what `report` and `merge` read), and each
// requested format. Adding a format is a case here and its writer beside the others.
import Foundation
import PopshotSupport

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
  /// `out/html/`: the gallery, with thumbnails and copies of what changed, linking baselines.
  case html
  /// `out/gallery.html`: the gallery as one self-contained file, every image it shows embedded.
  case htmlSingle = "html-single"
  /// `out/accessibility/` and `out/hit-regions/`, as `popshot render --format accessibility`
  /// draws them (`RenderFormat.accessibility`): drawn while the variants run, so only a run
  /// writes them, not `report` or `merge`.
  case accessibility
  /// `out/render/<fixture>/<variant>.png`, every variant's render (a copy of its baseline's PNG
  /// when it passed), as `popshot render` writes them. Drawn while the variants run.
  case png
  /// `out/annotated/<fixture>/<variant>.png` for each variant with a finding: the frame at one
  /// pixel per point with every finding outlined. Drawn while the variants run.
  case annotated

  /// The formats that are files drawn for each variant while a run goes, which `report` and
  /// `merge`, reading a report, cannot make.
  public var isDrawnPerVariant: Bool {
    self == .accessibility || self == .png || self == .annotated
  }
}

/// Writes `out/report.json` and each format asked for; the text summary is handed to `text` (by
/// default, printed to standard output) in the order the formats were given, after the files.
/// Reports are a run's output, written whole or not at all but not flushed to disk
/// (`AtomicFile.write`'s `durable`), as renders are. The files do not depend on one another, so
/// up to `jobs` of them are made at once (encoding report.json and rendering junit.xml were a
/// tenth of a 2-job default check, on one core at its end); their bytes do not depend on it.
/// When several fail, the first in that order is thrown.
public func writeReports(
  _ report: CheckReport, formats: [ReportFormat], out: String, color: Bool, verbose: Bool,
  quiet: Bool = false, jobs: Int = 1, text: (String) -> Void = { print($0, terminator: "") }
) throws {
  var made: [ReportFormat] = [.json]
  for f in formats where f != .text && f != .json && !f.isDrawnPerVariant && !made.contains(f) {
    made.append(f)
  }
  let files = made
  let written = ParallelRunner.map(files.count, jobs: jobs) { i -> Result<Void, any Error> in
    Result { try writeReport(report, files[i], out: out) }
  }
  for result in written { try result.get() }
  for f in formats where f == .text {
    let detail: TextReport.Detail = quiet ? .summary : verbose ? .everyVariant : .grouped
    text(TextReport.render(report, color: color, detail: detail))
  }
}

/// Writes one of the report files: `.json`, `.junit`, `.sarif`, `.html` or `.htmlSingle`.
private func writeReport(_ report: CheckReport, _ format: ReportFormat, out: String) throws {
  switch format {
  case .json:
    try AtomicFile.write(try report.encoded(), to: "\(out)/report.json", durable: false)
  case .junit:
    try AtomicFile.write(
      Data(JUnitReport.render(report).utf8), to: "\(out)/junit.xml", durable: false)
  case .sarif:
    try AtomicFile.write(try SARIFReport.render(report), to: "\(out)/popshot.sarif", durable: false)
  case .html: try HTMLReport.write(report, to: "\(out)/html")
  case .htmlSingle: try HTMLReport.writeSingle(report, to: "\(out)/gallery.html")
  // Printed by the caller; drawn as each variant ran.
  case .text, .accessibility, .png, .annotated: break
  }
}
