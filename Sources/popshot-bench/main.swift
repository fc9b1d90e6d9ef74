// popshot-bench: the project's performance figures, one per line as `name: value unit`.
// Each timed figure is the median of `runs` runs after one warm-up run. Build with -c release.
import Foundation
import PopshotGraphics
import PopshotText

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
  return times[times.count / 2]
}

func report(_ name: String, _ value: Double, _ unit: String) {
  print("\(name): \(String(format: value < 10 ? "%.2f" : "%.1f", value)) \(unit)")
}

do {
  let painter = Painter(scale: ReferenceScene.scale)
  let list = try ReferenceScene.toast()
  var frame = try painter.render(list, size: ReferenceScene.size)
  if wanted("raster") {
    report("raster.reference-toast", try median { frame = try painter.render(list, size: ReferenceScene.size) }, "ms")
  }
  guard wanted("png") else { exit(0) }

  var fast: [UInt8] = [], compact: [UInt8] = []
  report("png.encode.fast", try median { fast = try PNGCodec.encode(frame, compression: .fast) }, "ms")
  report("png.encode.fast.size", Double(fast.count) / 1024, "KiB")
  report("png.encode.compact", try median { compact = try PNGCodec.encode(frame, compression: .compact) }, "ms")
  report("png.encode.compact.size", Double(compact.count) / 1024, "KiB")
  var decoded = frame
  report("png.decode", try median { decoded = try PNGCodec.decode(compact, source: "bench") }, "ms")
  if decoded != frame { print("error: decoded frame differs from the rendered one"); exit(1) }

  if explore {
    for (name, level, strategy, filter) in [
      ("png.level6.all-filters", 6, 0, 3), ("png.level9.none", 9, 0, 0), ("png.level6.up", 6, 0, 2),
      ("png.level1.up", 1, 0, 2), ("png.level6.rle.up", 6, 3, 2), ("png.level6.rle.none", 6, 3, 0),
      ("png.level3.none", 3, 0, 0), ("png.level1.rle.up", 1, 3, 2), ("png.level1.rle.sub", 1, 3, 1),
      ("png.level1.huffman.up", 1, 2, 2), ("png.level6.rle.sub", 6, 3, 1),
    ] as [(String, Int32, Int32, Int32)] {
      var bytes: [UInt8] = []
      let ms = try median {
        bytes = try PNGCodec.encode(frame, compression: .custom(level: level, strategy: strategy, filter: filter))
      }
      report(name, ms, "ms")
      report(name + ".size", Double(bytes.count) / 1024, "KiB")
    }
  }
} catch {
  print("error: \(error)")
  exit(1)
}
