// The designers' gallery: a static folder that opens offline. Each fixture × variant shows the
// render with baseline / actual / diff toggles, the findings drawn as boxes over it and listed
// beside it, and filters by rule and severity. Every string from a fixture is escaped.
import Foundation
import PopshotAudit

public enum HTMLReport {
  /// Writes `dir/index.html` and copies the images it shows into `dir/images/`.
  public static func write(_ r: CheckReport, to dir: String) throws {
    let fm = FileManager.default
    let images = "\(dir)/images"
    try fm.createDirectory(atPath: images, withIntermediateDirectories: true)
    func copy(_ path: String?, _ name: String) -> String? {
      guard let path, fm.fileExists(atPath: path) else { return nil }
      let target = "\(images)/\(name)"
      try? fm.removeItem(atPath: target)
      do { try fm.copyItem(atPath: path, toPath: target) } catch { return nil }
      return "images/\(name)"
    }
    let rules = Set(r.findings.map(\.rule)).sorted()
    var body = ""
    for fixture in Set(r.results.map(\.fixture)).sorted() {
      body += "<section class=\"fixture\"><h2>\(escapeXML(fixture))</h2><div class=\"grid\">\n"
      for row in r.sorted where row.fixture == fixture {
        let key = "\(row.fixture).\(row.variant)".replacingOccurrences(of: "/", with: "_")
        let baseline = copy(row.baseline, "\(key).baseline.png")
        let actual = copy(row.actual, "\(key).actual.png") ?? baseline
        let diff = copy(row.diff, "\(key).diff.png")
        let shown = actual ?? baseline ?? ""
        var boxes = ""
        var list = ""
        for (i, f) in row.findings.enumerated() {
          let attrs = "data-rule=\"\(escapeXML(f.rule))\" data-severity=\"\(f.severity.rawValue)\""
          if let frame = f.frame, row.width > 0, row.height > 0 {
            let style = String(
              format: "left:%.3f%%;top:%.3f%%;width:%.3f%%;height:%.3f%%",
              frame.minX / row.width * 100, frame.minY / row.height * 100,
              frame.width / row.width * 100, frame.height / row.height * 100)
            boxes +=
              "<div class=\"box \(f.severity.rawValue)\" \(attrs) style=\"\(style)\" title=\"\(escapeXML(f.rule)): \(escapeXML(f.measured))\"><span>\(i + 1)</span></div>"
          }
          list +=
            "<li class=\"\(f.severity.rawValue)\" \(attrs)><b>\(i + 1). \(escapeXML(f.rule))</b> \(escapeXML(f.element)) — \(escapeXML(f.message))<br><small>measured \(escapeXML(f.measured)); required \(escapeXML(f.required)); \(escapeXML(f.standard))</small></li>"
        }
        var toggles = ""
        for (label, src) in [("baseline", baseline), ("actual", actual), ("diff", diff)] {
          if let src { toggles += "<button data-src=\"\(escapeXML(src))\">\(label)</button>" }
        }
        let status = escapeXML(row.status.rawValue)
        let message = row.message.map { "<pre>\(escapeXML($0))</pre>" } ?? ""
        body += """
          <article class="variant \(status)" data-rules="\(escapeXML(Set(row.findings.map(\.rule)).sorted().joined(separator: " ")))" data-severities="\(Set(row.findings.map(\.severity.rawValue)).sorted().joined(separator: " "))">
          <h3>\(escapeXML(row.variant)) <span class="status">\(status)</span></h3>
          <div class="toggles">\(toggles)</div>
          <div class="frame"><img src="\(escapeXML(shown))" alt="\(escapeXML(fixture)) \(escapeXML(row.variant))" loading="lazy">\(boxes)</div>
          \(message)<ol class="findings">\(list)</ol></article>

          """
      }
      body += "</div></section>\n"
    }
    let ruleOptions = rules.map { "<option value=\"\(escapeXML($0))\">\(escapeXML($0))</option>" }
      .joined()
    let html = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>Popshot report</title>
      <style>
      body{font:14px -apple-system,Inter,system-ui,sans-serif;margin:24px;background:#f2f2f7;color:#1c1c1e}
      h1{font-size:22px} h2{font-size:18px;margin-top:32px} h3{font-size:13px;margin:0 0 6px}
      .grid{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start} .variant{background:#fff;border-radius:10px;padding:10px;width:300px;box-shadow:0 1px 3px #0002}
      .variant.failed,.variant.error{outline:3px solid #ff3b30}
      .frame{position:relative;display:inline-block;width:100%} .frame img{width:100%;display:block;border:1px solid #ddd}
      .box{position:absolute;border:2px solid #ff3b30;box-sizing:border-box} .box.warning{border-color:#ff9500} .box.info{border-color:#007aff}
      .box span{position:absolute;top:-2px;left:-2px;background:#ff3b30;color:#fff;font-size:10px;padding:0 3px}
      .box.warning span{background:#ff9500} .toggles button{font-size:11px;margin:0 4px 6px 0}
      ol.findings{padding-left:16px;font-size:12px} li.error b{color:#d70015} li.warning b{color:#c93400}
      pre{white-space:pre-wrap;font-size:11px;background:#fff4f4;padding:6px} .status{color:#8e8e93;font-weight:normal}
      .hidden{display:none}
      </style></head><body>
      <h1>Popshot report</h1>
      <p>\(r.results.count) variants, \(r.diffCount) differ from their baselines, \(r.findings.count) findings (profile \(escapeXML(r.profile))).</p>
      <p><label>Rule <select id="rule"><option value="">all</option>\(ruleOptions)</select></label>
      <label>Severity <select id="severity"><option value="">all</option><option>error</option><option>warning</option><option>info</option></select></label>
      <label><input type="checkbox" id="problems"> only variants with problems</label></p>
      \(body)
      <script>
      document.querySelectorAll('.variant').forEach(function(v){
        v.querySelectorAll('.toggles button').forEach(function(b){
          b.addEventListener('click',function(){ v.querySelector('img').src=b.dataset.src; });
        });
      });
      function filter(){
        var rule=document.getElementById('rule').value, sev=document.getElementById('severity').value;
        var problems=document.getElementById('problems').checked;
        document.querySelectorAll('.variant').forEach(function(v){
          var show=(!rule||v.dataset.rules.split(' ').indexOf(rule)>=0)&&(!sev||v.dataset.severities.split(' ').indexOf(sev)>=0);
          if(problems&&!v.dataset.rules&&!v.classList.contains('failed'))show=false;
          v.classList.toggle('hidden',!show);
          v.querySelectorAll('[data-rule]').forEach(function(e){
            e.classList.toggle('hidden',(rule&&e.dataset.rule!==rule)||(sev&&e.dataset.severity!==sev));
          });
        });
      }
      ['rule','severity','problems'].forEach(function(id){document.getElementById(id).addEventListener('change',filter);});
      </script></body></html>

      """
    try Data(html.utf8).write(to: URL(fileURLWithPath: "\(dir)/index.html"), options: .atomic)
  }
}
