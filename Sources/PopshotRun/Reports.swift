// Reading previous runs' reports for `report` and `merge`, and what `popshot render` draws.
import Foundation
import PopshotReport
import PopshotSupport

/// What `popshot render` draws for each variant.
public enum RenderFormat: String, CaseIterable, Sendable {
  /// `out/render/<fixture>/<variant>.png` and a contact sheet per fixture in `out/contact/`.
  case png
  /// `out/accessibility/<fixture>/<variant>.png`, each VoiceOver element outlined and numbered in
  /// reading order with a legend, and `out/hit-regions/<fixture>/<variant>.png`, every hit region.
  case accessibility
}

/// Reads previous runs' JSON reports (a shard's each), in the order given. A report is untrusted
/// input: every file a result names (baseline, actual, diff, annotated image) must lie in one of
/// `folders` or in the report's own folder, or the report is refused (65), naming the JSON path;
/// nothing it names elsewhere is ever read or copied.
public func readReports(_ paths: [String], folders: [String] = []) throws(Failure) -> [CheckReport]
{
  var parts: [CheckReport] = []
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(code: Exit.badInput, message: "\(path): cannot read the report")
    }
    let report: CheckReport
    do { report = try CheckReport.decode(data, path: path) } catch {
      throw Failure(code: Exit.badInput, message: "\(error)")
    }
    let own = (path as NSString).deletingLastPathComponent
    let roots = (folders + [own.isEmpty ? "." : own]).map(FilePaths.resolved)
    for (i, row) in report.results.enumerated() {
      for (key, value) in [
        ("baseline", row.baseline), ("actual", row.actual), ("diff", row.diff),
        ("annotated", row.annotated),
      ] {
        guard let value else { continue }
        let target = FilePaths.resolved(value)
        guard roots.contains(where: { target == $0 || target.hasPrefix($0 == "/" ? $0 : $0 + "/") })
        else {
          throw Failure(
            code: Exit.badInput,
            message:
              "\(path): results[\(i)].\(key) names \(TextReport.escaped(value)), outside the "
              + "report's folder and the output and snapshot folders; not read")
        }
      }
    }
    parts.append(report)
  }
  return parts
}
