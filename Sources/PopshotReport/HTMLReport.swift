// The designers' gallery: one page that opens offline. It opens on a summary table (fixtures ×
// devices), then the snapshot differences (baseline | actual | diff side by side, a slider and
// an onion skin, what changed in words, the command that accepts the change), then the variants
// with findings (numbered boxes on the frame, each finding in words with the JSON that suppresses
// it), then the passing variants, folded. Filters live in the URL's fragment, so a link shares
// them. As a folder (`html/`) it holds thumbnails and copies of what changed only, and links to
// baselines where they are; as a single file every image it shows is embedded.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotSupport
import Synchronization

public enum HTMLReport {
  /// The longest side of a grid thumbnail, in pixels.
  public static let thumbnailSide = 320

  /// Writes `dir/index.html` and, in `dir/images/`, a thumbnail per variant and copies of the
  /// actual and diff images of each variant that differs. Baselines and unchanged renders are
  /// linked by relative path, not copied.
  public static func write(_ r: CheckReport, to dir: String) throws {
    let assets = try GalleryAssets.bundled()
    let fm = FileManager.default
    let images = "\(dir)/images"
    try? fm.removeItem(atPath: images)
    try fm.createDirectory(atPath: images, withIntermediateDirectories: true)
    let html = Page(report: r, images: prepare(r, single: false, dir: dir), assets: assets).html
    try AtomicFile.write(Data(html.utf8), to: "\(dir)/index.html", durable: false)
  }

  /// Writes one self-contained file: thumbnails and every image of each variant that differs are
  /// embedded as data URIs; nothing is linked.
  public static func writeSingle(_ r: CheckReport, to path: String) throws {
    let assets = try GalleryAssets.bundled()
    let html = Page(report: r, images: prepare(r, single: true, dir: ""), assets: assets).html
    try AtomicFile.write(Data(html.utf8), to: path, durable: false)
  }

  /// The page for `r` with images given by URL (already percent-encoded) per result, in
  /// `r.sorted` order: what tests call with names no file system would hold. Throws when the
  /// gallery's style sheet and script cannot be read (see GalleryAssets).
  public static func page(_ r: CheckReport, images: [VariantImages]) throws -> String {
    Page(report: r, images: images, assets: try GalleryAssets.bundled()).html
  }

  /// Where a variant's pictures are, as URLs ready for an attribute (percent-encoded or data
  /// URIs); nil for what the gallery does not have.
  public struct VariantImages: Sendable, Equatable {
    public var thumbnail: String?
    /// The full-size frame the findings are drawn on (the baseline, or the actual render of a
    /// variant that differs); nil in a single file for unchanged variants (the thumbnail is
    /// used).
    public var full: String?
    public var baseline: String?
    public var actual: String?
    public var diff: String?
    public init(
      thumbnail: String? = nil, full: String? = nil, baseline: String? = nil,
      actual: String? = nil, diff: String? = nil
    ) {
      self.thumbnail = thumbnail
      self.full = full
      self.baseline = baseline
      self.actual = actual
      self.diff = diff
    }
  }

  static func existing(_ p: String?) -> String? {
    p.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
  }
  static func key(_ row: VariantResult) -> String {
    "\(row.fixture).\(row.variant)".replacingOccurrences(of: "/", with: "_")
  }
  static func dataURI(_ bytes: Data) -> String {
    "data:image/png;base64,\(bytes.base64EncodedString())"
  }

  /// Thumbnails already encoded in this process, by source path, size and modification time:
  /// a run writing both the folder and the single file scales each image once.
  static let thumbnailCache = Locked([String: [UInt8]]())

  /// The PNG of `path`'s thumbnail, or nil when it cannot be read.
  static func thumbnailPNG(_ path: String) -> [UInt8]? {
    let status = FileStatus.of(path)
    let key = "\(path)|\(status?.size ?? 0)|\(status?.modified ?? 0)"
    if let cached = thumbnailCache.value[key] { return cached }
    guard let image = try? PNGCodec.read(path: path),
      let small = try? ReportImages.thumbnail(image, maxSide: thumbnailSide),
      let bytes = try? PNGCodec.encode(
        small, compression: .custom(level: 9, strategy: 0, filter: 3))
    else { return nil }
    thumbnailCache.update { $0[key] = bytes }
    return bytes
  }

  /// Thumbnails made (in parallel) and images copied, linked or embedded, per result.
  static func prepare(_ r: CheckReport, single: Bool, dir: String) -> [VariantImages] {
    let fm = FileManager.default
    let rows = r.sorted
    func embed(_ p: String?) -> String? {
      existing(p).flatMap { fm.contents(atPath: $0) }.map(dataURI)
    }
    func link(_ p: String?) -> String? {
      existing(p).map { FilePaths.uriPath(FilePaths.relative($0, from: dir)) }
    }
    func copy(_ p: String?, _ name: String) -> String? {
      guard let p = existing(p) else { return nil }
      let target = "\(dir)/images/\(name)"
      do { try AtomicFile.copy(p, to: target) } catch { return nil }
      return "images/" + FilePaths.percentEncoded(name)
    }
    let thumbs = Locked([String?](repeating: nil, count: rows.count))
    DispatchQueue.concurrentPerform(iterations: rows.count) { i in
      let row = rows[i]
      let changed = row.differs
      // A variant that differs is shown at full size, so it needs no thumbnail.
      guard !changed || existing(row.actual) == nil else { return }
      let source = existing(row.baseline) ?? existing(row.actual)
      guard let source, let bytes = thumbnailPNG(source) else { return }
      let url: String?
      if single {
        url = dataURI(Data(bytes))
      } else {
        let name = "\(key(row)).thumb.png"
        url =
          (try? AtomicFile.write(Data(bytes), to: "\(dir)/images/\(name)", durable: false)) != nil
          ? "images/" + FilePaths.percentEncoded(name) : nil
      }
      thumbs.update { $0[i] = url }
    }
    let thumbnails = thumbs.value
    return rows.enumerated().map { i, row in
      var v = VariantImages(thumbnail: thumbnails[i])
      let changed = row.differs
      if changed {
        if single {
          v.baseline = embed(row.baseline)
          v.actual = embed(row.actual)
          v.diff = embed(row.diff)
        } else {
          v.baseline = link(row.baseline)
          v.actual = copy(row.actual, "\(key(row)).actual.png")
          v.diff = copy(row.diff, "\(key(row)).diff.png")
        }
        v.full = v.actual ?? v.baseline
      } else if !single {
        v.full = link(existing(row.baseline) ?? row.actual)
      }
      return v
    }
  }
}

/// A value shared between threads behind a lock: a `Mutex` that copies of a struct (a `Page`)
/// and escaping closures can share.
final class Locked<T: Sendable>: Sendable {
  private let stored: Mutex<T>
  init(_ value: T) { stored = Mutex(value) }
  var value: T { stored.withLock { $0 } }
  func update(_ body: (inout T) -> Void) { stored.withLock { body(&$0) } }
}

/// One gallery page being written.
struct Page {
  let report: CheckReport
  let images: [HTMLReport.VariantImages]
  let assets: GalleryAssets
  /// Embedded images already written, by data URI: the id of the first <img> holding each, so
  /// a single file embeds every image once (the others copy its src when the page loads).
  let embedded = Locked([String: String]())

  /// ` src="…"` for an image; for a data URI already on the page, `data-same` naming the image
  /// whose src it copies. `id` is given to the first image holding a data URI.
  func src(_ url: String) -> String {
    guard url.hasPrefix("data:") else { return " src=\"\(a(url))\"" }
    var first: String?
    var id = ""
    embedded.update { seen in
      first = seen[url]
      if first == nil {
        id = "img\(seen.count)"
        seen[url] = id
      }
    }
    if let first { return " data-same=\"\(first)\"" }
    return " id=\"\(id)\" src=\"\(a(url))\""
  }

  /// `inner` linked to `url`, unless the URL is a data URI (an embedded image opens nowhere).
  func linked(_ url: String?, _ inner: String, _ cls: String = "") -> String {
    let c = cls.isEmpty ? "" : " class=\"\(cls)\""
    guard let url, !url.hasPrefix("data:") else {
      return cls.isEmpty ? inner : "<span\(c)>\(inner)</span>"
    }
    return "<a\(c) href=\"\(a(url))\">\(inner)</a>"
  }

  func a(_ s: String) -> String { escapeXML(s) }

  var html: String {
    let rows = report.sorted
    let indexed = Array(zip(rows.indices, rows))
    let failing = indexed.filter { $0.1.differs }
    let withFindings = indexed.filter {
      !$0.1.differs && !$0.1.findings.isEmpty
    }
    let passing = indexed.filter {
      !$0.1.differs && $0.1.findings.isEmpty
    }
    let counts = Dictionary(grouping: report.findings, by: \.severity).mapValues(\.count)
    var body = """
      <a class="skip" href="#variants">Skip to the variants</a>
      <header><h1>Popshot gallery</h1>
      <p class="lede">\(rows.count) variants of \(Set(rows.map(\.fixture)).count) fixtures: \
      <strong>\(report.diffCount) differ from their baselines</strong>, \
      \(withFindings.count + failing.filter { !$0.1.findings.isEmpty }.count) have findings \
      (\(counts[.error] ?? 0) errors, \(counts[.warning] ?? 0) warnings, \(counts[.info] ?? 0) notes), \
      \(passing.count) pass cleanly. Profile \(a(report.profile))\
      \(report.started.map { ", run \(a($0))" } ?? "").</p></header>

      """
    body += summaryTable(rows)
    body += filters(rows)
    body += "<main id=\"variants\" tabindex=\"-1\">\n"
    /// A section of cards, or a line saying why it is empty.
    func section(
      _ id: String, _ title: String, cards: String, empty: String,
      _ items: [(Int, VariantResult)]
    ) -> String {
      "<section aria-labelledby=\"\(id)\"><h2 id=\"\(id)\">\(title) (\(items.count))</h2>\n"
        + (items.isEmpty
          ? "<p class=\"none\">\(empty)</p>\n"
          : "<div class=\"\(cards)\">\n" + items.map { card($0.1, $0.0) }.joined() + "</div>\n")
        + Page.noMatch + "</section>\n"
    }
    body += section(
      "h-failing", "Snapshot differences", cards: "cards wide",
      empty: "Every variant matches its baseline.", failing)
    if !failing.isEmpty { body += Page.acceptPanel }
    body += section(
      "h-findings", "Variants with findings", cards: "cards",
      empty: "No other variant has a finding.", withFindings)
    body += "<section aria-labelledby=\"h-passing\"><details class=\"passing\">"
    body += "<summary><h2 id=\"h-passing\">Passing variants (\(passing.count))</h2></summary>\n"
    body += "<div class=\"cards small\">\n" + passing.map { card($0.1, $0.0) }.joined()
    body += "</div>\(Page.noMatch)</details></section>\n</main>\n"
    return """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Popshot gallery</title>
      <style>\(assets.css)</style></head><body>
      \(body)<p class="status" role="status" aria-live="polite" id="announce"></p>
      <script>\(assets.script)</script></body></html>

      """
  }

  /// Shown by the script in a section none of whose variants the filters keep.
  static let noMatch =
    "<p class=\"no-match muted\" hidden>No variant here matches the filters.</p>\n"

  // MARK: The summary table

  func summaryTable(_ rows: [VariantResult]) -> String {
    let fixtures = Array(Set(rows.map(\.fixture))).sorted()
    var devices: [String] = []
    for d in rows.map(\.device) where !devices.contains(d) {
      devices.append(d)
    }
    devices.sort()
    var html = """
      <section aria-labelledby="h-summary"><h2 id="h-summary">Summary</h2>
      <p class="muted">Each cell counts the fixture's variants on that device. Choose a cell to show \
      only them.</p>
      <div class="scroll" role="region" aria-labelledby="h-summary" tabindex="0">
      <table class="summary">
      <thead><tr><th scope="col">Fixture</th>
      """
    html += devices.map { "<th scope=\"col\">\(a($0))</th>" }.joined() + "</tr></thead><tbody>\n"
    for fixture in fixtures {
      html += "<tr><th scope=\"row\">\(a(fixture))</th>"
      for device in devices {
        let cell = rows.filter {
          $0.fixture == fixture && $0.device == device
        }
        guard !cell.isEmpty else {
          html += "<td class=\"empty\"><span class=\"visually-hidden\">no variants</span>—</td>"
          continue
        }
        let differ = cell.filter(\.differs).count
        let findings = cell.flatMap(\.findings)
        let worst = findings.map(\.severity).max()
        let cls =
          differ > 0
          ? "failed"
          : worst == .error
            ? "error"
            : worst == .warning
              ? "warning"
              : worst == .info
                ? "info" : "passed"
        var words: [String] = []
        if differ > 0 { words.append("\(differ) differ") }
        if !findings.isEmpty {
          words.append("\(findings.count) finding\(findings.count == 1 ? "" : "s")")
        }
        if words.isEmpty { words.append("passed") }
        let href =
          "#fixture=\(FilePaths.percentEncoded(fixture))&device=\(FilePaths.percentEncoded(device))"
        html +=
          "<td class=\"\(cls)\"><a href=\"\(a(href))\">\(words.joined(separator: ", "))"
          + "<span class=\"visually-hidden\"> in \(a(fixture)) on \(a(device))</span></a></td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody></table></div>\n<p class=\"legend\">Key: "
    html += [
      ("failed", "a variant differs"), ("error", "error findings"), ("warning", "warnings at most"),
      ("info", "notes at most"), ("passed", "passed"),
    ].map { "<span class=\"key \($0.0)\">\($0.1)</span>" }.joined(separator: " ")
    return html + "</p></section>\n"
  }

  // MARK: Filters

  func filters(_ rows: [VariantResult]) -> String {
    let parts = rows.map(\.filterValues)
    func values(_ list: [String]) -> [String] { Array(Set(list)).sorted() }
    let lists: [(String, String, [String])] = [
      ("fixture", "Fixture", values(rows.map(\.fixture))),
      ("device", "Device", values(parts.map(\.device))),
      ("orientation", "Orientation", values(parts.map(\.orientation))),
      ("appearance", "Appearance", values(parts.map(\.appearance))),
      ("textSize", "Text size", values(parts.map(\.textSize))),
      ("state", "State", values(parts.map(\.state))),
      (
        "severity", "Severity",
        Severity.allCases.reversed().map(\.rawValue).filter { s in
          rows.contains { $0.findings.contains { $0.severity.rawValue == s } }
        }
      ),
      ("rule", "Rule", values(rows.flatMap { $0.findings.map(\.rule.rawValue) })),
    ]
    var html = """
      <section aria-labelledby="h-filters"><h2 id="h-filters">Filters</h2>
      <form class="filters" id="filters">

      """
    for (key, label, options) in lists {
      html +=
        "<label>\(label) <select id=\"f-\(key)\" name=\"\(key)\"><option value=\"\">all</option>"
      html += options.map { "<option value=\"\(a($0))\">\(a($0))</option>" }.joined()
      html += "</select></label>\n"
    }
    html += """
      <button type="button" id="clear">Clear filters</button>
      </form><p id="shown" class="muted"></p>
      <p class="muted">The filters are kept in the address: copy it to share this view.</p></section>

      """
    return html
  }

  // MARK: A variant

  func card(_ row: VariantResult, _ index: Int) -> String {
    let v = row.filterValues
    let img = images.indices.contains(index) ? images[index] : HTMLReport.VariantImages()
    let changed = row.differs
    let name = "\(row.fixture) · \(row.variant)"
    let data = [
      ("fixture", row.fixture), ("device", v.device), ("orientation", v.orientation),
      ("appearance", v.appearance), ("text-size", v.textSize), ("state", v.state),
      ("rules", Set(row.findings.map(\.rule.rawValue)).sorted().joined(separator: " ")),
      ("severities", Set(row.findings.map(\.severity.rawValue)).sorted().joined(separator: " ")),
    ].map { "data-\($0.0)=\"\(a($0.1))\"" }.joined(separator: " ")
    let statusWord: String
    switch row.status {
    case .failed: statusWord = "differs"
    case .error: statusWord = "could not be checked"
    case .passed: statusWord = "matches its baseline"
    case .recorded: statusWord = "recorded"
    case .rendered: statusWord = "rendered"
    }
    let badgeClass = changed ? "failed" : "passed"
    var findingsBadge = ""
    if !row.findings.isEmpty {
      let worst = row.findings.map(\.severity).max() ?? .info
      let n = row.findings.count
      findingsBadge =
        " <span class=\"badge \(worst.rawValue)\">\(n) finding\(n == 1 ? "" : "s")</span>"
    }
    var html = """
      <article class="card \(changed ? "changed" : row.findings.isEmpty ? "clean" : "flagged")" \
      id="v\(index)" \(data)>
      <h3><span class="fixture-name">\(a(row.fixture))</span> <span class="variant-name">\(a(row.variant))</span> \
      <span class="badge \(badgeClass)">\(statusWord)</span>\(findingsBadge)</h3>

      """
    if changed {
      let (sideBySide, overlay) = pictures(row, img, name)
      html += changeText(row) + sideBySide
      let marked = row.findings.isEmpty ? "" : findingsView(row, img, name)
      if !overlay.isEmpty || !marked.isEmpty {
        html += "<div class=\"row\">\(overlay)\(marked)</div>\n"
      }
    } else if !row.findings.isEmpty {
      html += findingsView(row, img, name)
    } else {
      if let thumb = img.thumbnail {
        let picture = """
          <img\(src(thumb)) alt="\(a(name))" loading="lazy" width="\(thumbSize(row).0)" height="\(thumbSize(row).1)">
          """
        html += linked(img.full, picture, "thumb")
      }
    }
    return html + "</article>\n"
  }

  func thumbSize(_ row: VariantResult) -> (Int, Int) {
    let side = Double(HTMLReport.thumbnailSide)
    guard row.width > 0, row.height > 0 else {
      return (HTMLReport.thumbnailSide, HTMLReport.thumbnailSide)
    }
    let s = side / max(row.width, row.height)
    return (Int(row.width * s), Int(row.height * s))
  }

  /// Baseline | actual | diff side by side, then the slider and onion skin over the first two.
  func pictures(_ row: VariantResult, _ img: HTMLReport.VariantImages, _ name: String)
    -> (sideBySide: String, overlay: String)
  {
    var html = ""
    let frames = [("Baseline", img.baseline), ("Actual", img.actual), ("Diff", img.diff)]
      .compactMap { label, url in url.map { (label, $0) } }
    if !frames.isEmpty {
      let shape = row.height > row.width ? "portrait" : "landscape"
      html += "<div class=\"side-by-side \(shape)\">"
      for (label, url) in frames {
        html += """
          <figure><figcaption>\(label)</figcaption>\
          \(linked(url, "<img\(src(url)) alt=\"\(label) of \(a(name))\">"))</figure>
          """
      }
      html += "</div>\n"
    }
    var overlay = ""
    if let base = img.baseline, let actual = img.actual, row.diff != nil || img.diff != nil {
      overlay = """
        <div class="overlay" data-mode="slider">
        <div class="stack"><img class="under"\(src(base)) alt="Baseline of \(a(name))">\
        <img class="over"\(src(actual)) alt="Actual of \(a(name))" style="clip-path:inset(0 50% 0 0)">\
        <div class="split" style="left:50%"></div></div>
        <div class="overlay-controls"><label><span class="mix-label">Actual (left) | baseline (right)</span> \
        <input type="range" class="mix" min="0" max="100" value="50"></label> \
        <button type="button" class="onion" aria-pressed="false">Onion skin</button></div>
        </div>

        """
    }
    return (html, overlay)
  }

  /// What changed in words, and the command that accepts it.
  func changeText(_ row: VariantResult) -> String {
    var html = ""
    let (headline, changes) = GalleryText.whatChanged(row)
    html += "<div class=\"change-text\"><div class=\"what-changed\"><h4>What changed</h4>"
    if let headline { html += "<p>\(a(headline))</p>" }
    if !changes.isEmpty {
      html += "<ul>" + changes.map { "<li>\(a($0))</li>" }.joined() + "</ul>"
    } else if row.status == .failed {
      html += "<p class=\"muted\">No element changed its place, size, colour or text.</p>"
    }
    if let m = row.message, row.status == .error {
      html += "<details><summary>Technical details</summary><pre>\(a(m))</pre></details>"
    }
    html += "</div>\n"
    if row.status == .failed, let command = GalleryText.acceptCommand(row) {
      html += """
        <div class="accept"><h4>Accept this change</h4>\
        <p>If the change is intended, record the new baseline and commit it:</p>\
        <div class="command"><code>\(a(command))</code>\
        <button type="button" class="copy" data-copy="\(a(command))">Copy command</button></div>\
        <label class="pick"><input type="checkbox" class="accept-pick" data-accept="\(a(command))"> \
        Accept with others (one command for all that are ticked)</label></div>

        """
    }
    return html + "</div>\n"
  }

  /// The frame with each finding's box, a numbered label placed clear of the others (with a
  /// leader line when it cannot touch its box), and the list of findings in words.
  func findingsView(_ row: VariantResult, _ img: HTMLReport.VariantImages, _ name: String)
    -> String
  {
    let w = row.width > 0 ? row.width : 390
    let h = row.height > 0 ? row.height : 844
    let l = (w * 0.06).rounded()
    let margin = l + 4
    let area = Rect(x: -margin, y: -margin, width: w + 2 * margin, height: h + 2 * margin)
    var boxes: [Rect] = []
    var sizes: [Size] = []
    var drawn: [Int] = []
    for (i, f) in row.findings.enumerated() {
      guard let frame = f.frame else { continue }
      // Frames reaching past the screen are drawn on it; an empty one as a thin box.
      let x0 = min(max(frame.minX, 0), w)
      let y0 = min(max(frame.minY, 0), h)
      let x1 = max(min(frame.maxX, w), x0)
      let y1 = max(min(frame.maxY, h), y0)
      var box = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
      if box.width < 2 {
        box = Rect(x: min(box.minX, w - 2), y: box.minY, width: 2, height: box.height)
      }
      if box.height < 2 {
        box = Rect(x: box.minX, y: min(box.minY, h - 2), width: box.width, height: 2)
      }
      boxes.append(box)
      sizes.append(Size(width: i + 1 >= 10 ? l * 1.5 : l, height: l))
      drawn.append(i)
    }
    let labels = GalleryText.placeLabels(boxes: boxes, sizes: sizes, area: area)
    let bottom = max(area.maxY, labels.map(\.maxY).max() ?? area.maxY)
    let view = Rect(x: area.minX, y: area.minY, width: area.width, height: bottom - area.minY)
    func n(_ v: Double) -> String { String(format: "%.1f", v) }
    var marks = ""
    for (j, i) in drawn.enumerated() {
      let f = row.findings[i]
      let box = boxes[j]
      let label = labels[j]
      let sev = f.severity.rawValue
      marks +=
        "<rect class=\"box \(sev)\" x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\"/>"
      let touches =
        label.maxX >= box.minX - 0.5 && label.minX <= box.maxX + 0.5
        && label.maxY >= box.minY - 0.5 && label.minY <= box.maxY + 0.5
      if !touches {
        let centre = Point(x: label.midX, y: label.midY)
        let end = GalleryText.nearestPoint(on: box, to: centre)
        marks +=
          "<line class=\"leader \(sev)\" x1=\"\(n(centre.x))\" y1=\"\(n(centre.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\"/>"
      }
      marks +=
        "<g class=\"label \(sev)\"><rect x=\"\(n(label.minX))\" y=\"\(n(label.minY))\" width=\"\(n(label.width))\" height=\"\(n(label.height))\" rx=\"\(n(l * 0.2))\"/>"
        + "<text x=\"\(n(label.midX))\" y=\"\(n(label.midY))\" font-size=\"\(n(l * 0.68))\">\(i + 1)</text></g>"
    }
    // A grid card shows the thumbnail (linked to the full frame); a variant that differs, its
    // actual frame at full size.
    let changed = row.differs
    let picture = changed ? img.full ?? img.thumbnail : img.thumbnail ?? img.full
    // The frame sits inside a padding as wide as the label margin, so labels outside it show.
    let pad = margin / (w + 2 * margin) * 100
    let svgStyle = String(
      format: "left:%.4f%%;top:%.4f%%;width:%.4f%%;height:%.4f%%",
      -margin / w * 100, -margin / h * 100, view.width / w * 100, view.height / h * 100)
    let extra = (view.maxY - area.maxY) / (w + 2 * margin) * 100
    var html = """
      <div class="findings-view"><div class="frame-wrap \(h > w ? "portrait" : "landscape")">\
      <div class="marked" style="padding:\(String(format: "%.4f", pad))% \
      \(String(format: "%.4f", pad))% \(String(format: "%.4f", pad + extra))%"><div class="frame" \
      style="aspect-ratio:\(n(w))/\(n(h))">
      """
    if let picture {
      let frame = "<img\(src(picture)) alt=\"\(a(name))\" loading=\"lazy\">"
      html += picture == img.full ? frame : linked(img.full, frame)
    } else {
      html += "<div class=\"no-image\">no image</div>"
    }
    html += """
      <svg class="marks" aria-hidden="true" viewBox="\(n(view.minX)) \(n(view.minY)) \(n(view.width)) \(n(view.height))" \
      preserveAspectRatio="none" style="\(svgStyle)">\(marks)</svg></div></div></div>
      <ol class="findings">
      """
    for (i, f) in row.findings.enumerated() {
      let sev = f.severity.rawValue
      let word = f.severity == .info ? "note" : sev
      html += """
        <li class="finding \(sev)" data-rule="\(a(f.rule.rawValue))" data-severity="\(sev)">\
        <p><span class="num \(sev)">\(i + 1)</span> <strong>\(a(GalleryText.title(f)))</strong> \
        <span class="badge \(sev)">\(word)</span></p>
        <p>\(a(GalleryText.subject(f))): \(a(f.message)).</p>
        <dl><dt>Measured</dt><dd>\(a(f.measured))</dd><dt>Required</dt><dd>\(a(f.required))</dd>\
        <dt>Standard</dt><dd>\(a(f.standard))</dd></dl>
        <details><summary>Suppress or accept it</summary>\
        <p>Add to <code>"suppressions"</code> in the audit config:</p><pre>\(a(GalleryText.suppressionLine(f)))</pre>\
        <p>or to <code>"accepted"</code> in the audit baseline:</p><pre>\(a(GalleryText.baselineLine(f)))</pre></details></li>

        """
    }
    return html + "</ol></div>\n"
  }

  // MARK: The accept panel

  /// Where the ticked changes' commands become one (filled by the script).
  static let acceptPanel = """
    <section aria-labelledby="h-accept" class="accept-all" id="accept-all" hidden>\
    <h2 id="h-accept">Accept the ticked changes</h2>\
    <p id="accept-count" class="muted"></p><div class="command"><code id="accept-command"></code>\
    <button type="button" class="copy" id="accept-copy" data-copy="">Copy command</button></div>\
    </section>

    """
}

extension VariantResult {
  /// The variant's device: its field, or the whole name in a report of an older run.
  var device: String { fields?.device ?? variant }

  /// The values the gallery's filters and cards use: the variant's fields as their names
  /// (empty where an older report has none).
  var filterValues:
    (device: String, orientation: String, appearance: String, textSize: String, state: String)
  {
    (
      device, fields?.orientation?.rawValue ?? "", fields?.appearance.rawValue ?? "",
      fields?.textSize.rawValue ?? "", fields?.stateName ?? ""
    )
  }
}
