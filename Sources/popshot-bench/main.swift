// popshot-bench: the project's performance figures, one per line as `name: value unit`.
// Each timed figure is the median of `runs` runs after one warm-up run. Build with -c release.
// POPSHOT_BENCH_TRACE=1 prints every run's time (sorted, ms) to stderr: a process that ran slow
// throughout (a busy host) shows as one shifted line, not as a few outliers.
import Foundation
import PopshotAudit
import PopshotGraphics
import PopshotReference
import PopshotScenes
import PopshotSeeds
import PopshotSnapshot
import PopshotSupport
import PopshotText
import PopshotUI

// The allocator keeps freed frames for the next, as the popshot command has it do.
Pixmap.keepFramesInHeap()

// `popshot-bench --render-reference DIR` writes the reference frame and a filmstrip, and measures
// nothing.
if let i = CommandLine.arguments.firstIndex(of: "--render-reference") {
  let rest = CommandLine.arguments.dropFirst(i + 1)
  let out = rest.first ?? ".build/popshot"
  let reference = renderReference(to: out)
  exit(reference == 0 ? renderFilmstrip(to: out) : reference)
}

// `popshot-bench --load-fixture FILE` is the child that fixture.decode.memory measures.
if let i = CommandLine.arguments.firstIndex(of: "--load-fixture") {
  loadFixtureAndExit(CommandLine.arguments.dropFirst(i + 1).first ?? "")
}

let runs = max(20, Int(ProcessInfo.processInfo.environment["POPSHOT_BENCH_RUNS"] ?? "") ?? 20)
let explore = CommandLine.arguments.contains("--explore")
/// Figures whose names start with one of these prefixes (all when none is given).
let only = CommandLine.arguments.dropFirst().filter { !$0.hasPrefix("--") }
func wanted(_ name: String) -> Bool { only.isEmpty || only.contains { name.hasPrefix($0) } }

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// Median wall time of `body` in milliseconds.
func median(_ body: () throws -> Void) rethrows -> Double {
  try body()
  var times: [Double] = []
  for _ in 0..<runs {
    let t0 = now()
    try body()
    times.append(Double(now() - t0) / 1e6)
  }
  times.sort()
  if ProcessInfo.processInfo.environment["POPSHOT_BENCH_TRACE"] != nil {
    let line = times.map { String(format: "%.2f", $0) }.joined(separator: " ")
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
  return times[times.count / 2]
}

/// The process's peak resident memory (VmHWM from /proc/self/status), in MiB.
func peakMemoryMiB() -> Double { Double(residentBytes("VmHWM:") ?? 0) / 1_048_576 }

func report(_ name: String, _ value: Double, _ unit: String) {
  print(
    "\(name): \(String(format: value < 0.1 ? "%.3f" : value < 10 ? "%.2f" : "%.1f", value)) \(unit)"
  )
}

/// A time in ms, and beside it (when the cairo peer is built) its ratio to cairo's reference
/// frame from the same session (`cairo`, else the one measured at the start): absolute times on
/// a shared machine wander by 2×, ratios less.
func reportTime(_ name: String, _ ms: Double, _ unit: String = "ms", cairo: Double? = nil) {
  report(name, ms, unit)
  if let cairo = cairo ?? cairoReference { report("\(name).ratio-to-cairo", ms / cairo, "×") }
}

/// `body`'s value, with cairo's reference frame measured just before and just after it (the
/// mean of the two, nil without the peer): a shared machine's speed drifts over the minutes a
/// run takes, and a ratio should compare the same minutes.
func withCairoAround<T>(frames: Int = 20, processes: Int = 1, _ body: () throws -> T) rethrows
  -> (T, Double?)
{
  let before = cairoSceneRaster(frames: frames, processes: processes)
  let value = try body()
  let after = cairoSceneRaster(frames: frames, processes: processes)
  guard let before, let after else { return (value, nil) }
  return (value, (before + after) / 2)
}

/// A rate (`unit` per second) of items that each take `msPerItem`, and the item's time as a
/// ratio to cairo's reference frame from the same session.
func reportRate(_ name: String, msPerItem: Double, _ unit: String) {
  report(name, 1000 / msPerItem, unit)
  if let cairo = cairoReference {
    report("\(name).ratio-to-cairo", msPerItem / cairo, "× (each)")
  }
}

do {
  let painter = Painter(scale: ReferenceScene.scale)
  let list = try ReferenceScene.toast()
  var frame = try painter.render(list, size: ReferenceScene.size)
  if wanted("raster") {
    let raster = try median { frame = try painter.render(list, size: ReferenceScene.size) }
    if let cairo = cairoReference {
      report("raster.reference-toast.cairo", cairo, "ms (scene_cairo, same session)")
    }
    reportTime("raster.reference-toast", raster)
    // The same frame without its two text elements: the difference is what text costs.
    let shapes = ReferenceScene.toastShapes()
    reportTime(
      "raster.reference-toast.shapes-only",
      try median { _ = try painter.render(shapes, size: ReferenceScene.size) })
    // The glass behind a medium sheet on a 3× iPhone, beside the same page without it; the
    // issue asks that it cost no more than cairo's reference frame.
    let glass = try glassSheetLists()
    let phone = Painter(scale: 3)
    let phoneSize = Size(width: 393, height: 852)
    let (sheetFrame, sheetCairo) = try withCairoAround {
      try median { _ = try phone.render(glass.frame, size: phoneSize) }
    }
    let pageOnly = try median { _ = try phone.render(glass.page, size: phoneSize) }
    if let sheetCairo {
      report("raster.glass-sheet.cairo", sheetCairo, "ms (scene_cairo, just before and after)")
    }
    reportTime("raster.glass-sheet", sheetFrame, cairo: sheetCairo)
    reportTime("raster.glass-sheet.page-only", pageOnly, cairo: sheetCairo)
    // The glass alone, drawn over the page's pixels (this includes copying the 12 MB frame
    // once, which a whole frame does not need: an upper bound).
    let pagePixels = try phone.render(glass.page, size: phoneSize)
    if try phone.render(glass.glass, over: pagePixels) != phone.render(glass.frame, size: phoneSize)
    {
      FileHandle.standardError.write(Data("popshot-bench: the glass alone differs\n".utf8))
    }
    let glassOnly = try median { _ = try phone.render(glass.glass, over: pagePixels) }
    report("raster.glass-sheet.glass", glassOnly, "ms (over the page's pixels)")
    // What drawing anything over the page costs: copying its pixels (a whole frame does not).
    var dot = DisplayList()
    dot.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), SRGBColor(r8: 0, g8: 0, b8: 0))
    let copy = try median { _ = try phone.render(dot, over: pagePixels) }
    report("raster.glass-sheet.frame-copy", copy, "ms (a 1 pt fill over the page's pixels)")
    if let cairo = cairoReference {
      report("raster.glass-sheet.glass.ratio-to-cairo", glassOnly / cairo, "× (copy included)")
      report(
        "raster.glass-sheet.glass-net.ratio-to-cairo", (glassOnly - copy) / cairo,
        "× (the glass alone)")
    }
  }
  if wanted("text") {
    // The reference frame with an empty glyph-mask cache (fonts already open).
    reportTime(
      "text.first-frame",
      try median {
        GlyphCache.shared.removeAll()
        frame = try painter.render(list, size: ReferenceScene.size)
      })
    // The same from nothing: fonts opened, shaped, outlines read and masks made anew.
    reportTime(
      "text.first-frame.cold-fonts",
      try median {
        GlyphCache.shared.removeAll()
        let fresh = Typesetter(catalog: FontCatalog(files: FontCatalog.Files()))
        frame = try painter.render(
          try ReferenceScene.toast(typesetter: fresh), size: ReferenceScene.size)
      })
    // A three-line paragraph of mixed Latin and Chinese at body size in a 300 pt column.
    let paragraph =
      "Popshot 为每个设备渲染弹窗和提示, so designers can review every toast, sheet and popup 在同一页上。"
    let typesetter = Typesetter()
    let body = Font.body.resolved(.large)
    let lines = try typesetter.shape(paragraph, font: body).layout(width: 300).lines.count
    if lines != 3 {
      print("error: the benchmark paragraph has \(lines) lines, not 3")
      exit(1)
    }
    let perLayout =
      try median {
        for _ in 0..<100 {
          _ = try typesetter.shapeUncached(paragraph, font: body).layout(width: 300)
        }
      } / 100
    reportRate("text.layout", msPerItem: perLayout, "paragraphs/s")
    let shapedParagraph = try typesetter.shape(paragraph, font: body)
    let perWrap = try median { for _ in 0..<1000 { _ = shapedParagraph.layout(width: 300) } } / 1000
    reportRate("text.layout.wrap-only", msPerItem: perWrap, "paragraphs/s")
    frame = try painter.render(list, size: ReferenceScene.size)
  }
  if wanted("text.layout.100k") { try longTextLayout() }
  if wanted("text.truncate") { try longTextTruncation() }
  if wanted("text.draw") {
    // The toast's two text elements drawn alone, 20 times over, on a small frame: per drawing.
    let textItems = list.items.filter {
      if case .glyphRun = $0 { return true } else { return false }
    }
    let small = Size(width: 430, height: 932)
    var many = DisplayList()
    for _ in 0..<20 { many.items += textItems }
    let with = try median { _ = try painter.render(many, size: small) }
    let without = try median {
      _ = try painter.render(
        DisplayList([.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), .solid(.white), .nonZero)]
        ), size: small)
    }
    reportTime("text.draw", (with - without) / 20)
  }
  if wanted("layout") {
    // The seed's FancyToastView laid out on an iPhone 15 width: view tree to display list and
    // semantics, with warm caches (fonts open, its strings already shaped).
    let toast = FancyToastView(
      type: .error, title: "Error",
      message: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.")
    let screen = Size(width: 393, height: 852)
    _ = try LayoutEngine.render(toast, size: screen)
    let perLayout =
      try median { for _ in 0..<100 { _ = try LayoutEngine.render(toast, size: screen) } } / 100
    reportRate("layout.toast", msPerItem: perLayout, "layouts/s")
  }
  if wanted("layout.seed-sheet") { try seedSheetLayout() }
  if wanted("layout.buttons") { try manyButtonsLayout() }
  if wanted("fixture.decode") { try fixtureDecode() }
  if wanted("scene") {
    // The default matrix of every fixture: layout, raster and PNG (fast) in memory, on 1 and 2
    // threads. Peak memory is the process's high-water mark (VmHWM) after each run.
    let (scenes, errors) = FixtureLibrary.load(directory: "Fixtures")
    if !errors.isEmpty {
      print("error: \(errors[0])")
      exit(1)
    }
    let jobs = scenes.flatMap { s in s.variants(.default).map { RenderJob(scene: s, variant: $0) } }
    for threads in [1, 2] {
      // cairo's one-core frame, just before and after: see withCairoAround.
      let (seconds, matrixCairo) = withCairoAround {
        median {
          _ = ParallelRunner.map(jobs.count, jobs: threads) { i in
            (try? PNGCodec.encode(
              SceneRenderer().render(jobs[i].scene, jobs[i].variant).pixmap(), compression: .fast))?
              .count ?? 0
          }
        } / 1000
      }
      report("scene.matrix.\(threads)-thread", Double(jobs.count) / seconds, "frames/s")
      if let cairo = matrixCairo ?? cairoReference {
        // cairo drawing as many reference frames on as many cores.
        report(
          "scene.matrix.\(threads)-thread.ratio-to-cairo",
          seconds / (Double(jobs.count) * cairo / 1000 / Double(threads)), "×")
      }
      report("scene.matrix.\(threads)-thread.total", seconds, "s for \(jobs.count) frames")
    }
    report("scene.matrix.peak-memory", peakMemoryMiB(), "MiB")
  }
  if wanted("verify") || wanted("diff") {
    let verifyWanted = wanted("verify")
    let diffWanted = wanted("diff")
    // An unchanged 1290 × 2796 variant verified end to end against the committed baseline:
    // layout, raster, pixel hash, sidecar read, semantic comparison (the fast path).
    let scene = try FixtureDecoder.load(path: "Fixtures/toast-error.json")
    let max = Variant(device: Device.named("iphone-15-pro-max")!, orientation: .portrait)
    let verifier = SnapshotVerifier(store: BaselineStore(root: "Snapshots"), mode: .never)
    var status = "passed"
    if verifyWanted {
      reportTime(
        "verify.unchanged",
        try median {
          status =
            verifier.verify(fixture: "toast-error", try SceneRenderer().render(scene, max)).status
            .rawValue
        })
    }
    if status != "passed" {
      print("error: verify.unchanged did not pass (\(status))")
      exit(1)
    }
    // Two differing frames (the error toast against the warning toast), one thread.
    if diffWanted {
      let a = try SceneRenderer().render(scene, max).pixmap()
      let b = try SceneRenderer().render(
        try FixtureDecoder.load(path: "Fixtures/toast-warning.json"), max
      ).pixmap()
      var differing = 0
      let ms = median { differing = ImageDiff.compare(a, b, .perceptual).differing }
      report("diff.perceptual", Double(a.width * a.height) / 1e6 / (ms / 1000), "Mpx/s")
      reportTime("diff.perceptual.frame", ms, "ms (a 1290 × 2796 frame)")
      report("diff.perceptual.differing", Double(differing), "px")
      let exactMs = median { _ = ImageDiff.compare(a, b, .exact) }
      report("diff.exact", Double(a.width * a.height) / 1e6 / (exactMs / 1000), "Mpx/s")
      reportTime("diff.exact.frame", exactMs, "ms (a 1290 × 2796 frame)")
    }
  }
  if wanted("audit") {
    // Auditing an already rendered 1290 × 2796 variant (the seed toast: three texts measured
    // exactly over their frames, targets, dismissal and timing rules).
    let scene = try FixtureDecoder.load(path: "Fixtures/toast-error.json")
    let max = Variant(device: Device.named("iphone-15-pro-max")!, orientation: .portrait)
    let rendered = try SceneRenderer().render(scene, max)
    let auditor = Auditor()
    var count = 0
    reportTime(
      "audit.variant", median { count = auditor.audit(fixture: "toast-error", rendered).count })
    report("audit.variant.findings", Double(count), "findings")
    reportTime("audit.variant.render-for-comparison", try median { _ = try rendered.pixmap() })
  }
  if only.contains("check") {
    // `popshot check` over the default matrix as a person runs it (release binary, all reports),
    // with 1 and 2 jobs: wall seconds and the child's peak memory. Only when asked by name: 20
    // runs of each take several minutes.
    let binary = ".build/release/popshot"
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("error: build \(binary) first")
      exit(1)
    }
    // Each run's reports go to folders of their own, removed afterwards: a fresh folder per run
    // (as on CI), and one folder run into again (as a person re-runs it; files that did not
    // change are not written again). They sit in .build, beside the default `--out`
    // (.build/popshot), so the files are made where a person's check makes them: on a shared
    // machine /tmp is where most files are made and removed, and there creating the run's
    // 956 files cost 0.3 s of system time more than in .build (docs/audit-rules.md).
    let base = ".build/popshot-bench-check-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: base) }
    var fresh = 0
    // The last run also asks for every render and the annotated images (`--format png
    // --format annotated`, as scripts/run does): about 960 files more.
    for (jobs, again, files) in [
      (1, false, false), (1, true, false), (2, false, false), (2, true, false), (2, false, true),
    ] {
      // cairo drawing on `jobs` cores at once, just before and just after these runs: the
      // machine's speed drifts over the minutes a figure takes.
      let (seconds, aroundCairo) = try withCairoAround(frames: 60, processes: jobs) {
        try median {
          let out: String
          if again {
            out = "\(base)/again-\(jobs)"
          } else {
            fresh += 1
            out = "\(base)/fresh-\(fresh)"
          }
          let p = Process()
          p.executableURL = URL(fileURLWithPath: binary)
          p.arguments =
            [
              "check", "--jobs", "\(jobs)", "--quiet", "--fail-on", "never", "--format", "json",
              "--format", "junit", "--out", out,
            ] + (files ? ["--format", "png", "--format", "annotated"] : [])
          p.standardOutput = FileHandle.nullDevice
          p.standardError = FileHandle.nullDevice
          try p.run()
          p.waitUntilExit()
        } / 1000
      }
      var usage = rusage()
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
      let name =
        "check.default-matrix.\(jobs)-job" + (again ? ".again" : "") + (files ? ".with-files" : "")
      report(name, seconds, "s")
      let frames = Double(checkedVariantCount)
      // cairo drawing as many reference frames on `jobs` cores: each core draws its share,
      // at the frame time cairo has while all of them draw.
      if let cairo = aroundCairo {
        report("\(name).cairo-frame", cairo, "ms (\(jobs) at once, around these runs)")
        report(
          "\(name).ratio-to-cairo", seconds / (frames * cairo / 1000 / Double(jobs)),
          "× (\(Int(frames)) frames)")
      }
      // The same against one core's frame time, as if cairo gained all of a second core.
      if jobs > 1, let cairo = cairoReference {
        report(
          "\(name).ratio-to-one-core-cairo", seconds / (frames * cairo / 1000 / Double(jobs)),
          "× (\(Int(frames)) frames)")
      }
      report("\(name).peak-memory", Double(usage.ru_maxrss) / 1024, "MiB (largest child so far)")
    }
  }
  guard wanted("png") else { exit(0) }

  var fast: [UInt8] = []
  var compact: [UInt8] = []
  reportTime(
    "png.encode.fast", try median { fast = try PNGCodec.encode(frame, compression: .fast) })
  report("png.encode.fast.size", Double(fast.count) / 1024, "KiB")
  // What `.fast` was before Popshot's own encoder: libpng at zlib level 1, no filtering.
  var zlib1: [UInt8] = []
  reportTime(
    "png.encode.zlib-level1",
    try median {
      zlib1 = try PNGCodec.encode(frame, compression: .custom(level: 1, strategy: 0, filter: 0))
    })
  report("png.encode.zlib-level1.size", Double(zlib1.count) / 1024, "KiB")
  reportTime(
    "png.encode.compact",
    try median { compact = try PNGCodec.encode(frame, compression: .compact) })
  report("png.encode.compact.size", Double(compact.count) / 1024, "KiB")
  var decoded = frame
  let (decodeMs, decodeCairo) = try withCairoAround {
    try median { decoded = try PNGCodec.decode(compact, source: "bench") }
  }
  if let decodeCairo {
    report("png.decode.cairo", decodeCairo, "ms (scene_cairo, just before and after)")
  }
  reportTime("png.decode", decodeMs, cairo: decodeCairo)
  if decoded != frame {
    print("error: decoded frame differs from the rendered one")
    exit(1)
  }

  if explore {
    for (name, level, strategy, filter) in [
      ("png.level6.all-filters", 6, 0, 3), ("png.level9.none", 9, 0, 0), ("png.level6.up", 6, 0, 2),
      ("png.level1.up", 1, 0, 2), ("png.level6.rle.up", 6, 3, 2), ("png.level6.rle.none", 6, 3, 0),
      ("png.level3.none", 3, 0, 0), ("png.level1.rle.up", 1, 3, 2), ("png.level1.rle.sub", 1, 3, 1),
      ("png.level1.huffman.up", 1, 2, 2), ("png.level6.rle.sub", 6, 3, 1),
    ] as [(String, Int32, Int32, Int32)] {
      var bytes: [UInt8] = []
      let ms = try median {
        bytes = try PNGCodec.encode(
          frame, compression: .custom(level: level, strategy: strategy, filter: filter))
      }
      report(name, ms, "ms")
      report(name + ".size", Double(bytes.count) / 1024, "KiB")
    }
  }
} catch {
  print("error: \(error)")
  exit(1)
}
