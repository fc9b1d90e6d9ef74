// The cairo peer (scripts/peers/scene_cairo.c, README there): when it is built
// (scripts/build-cairo-peer writes .build/peers/scene_cairo) or POPSHOT_CAIRO names another build,
// the bench runs it in the same session and prints Popshot's figures as ratios to it.
import Foundation
import PopshotScenes

/// cairo's median time to draw the reference frame, in ms, from `scene_cairo --frames N
/// --no-encode` ("scene_raster: 5.367 ms"); nil when the peer is not built or the run fails.
/// With `processes` above 1 that many peers draw at once, one a core, and the figure is the mean
/// of their medians: what a frame costs cairo while every core draws.
func cairoSceneRaster(frames: Int = 20, processes: Int = 1) -> Double? {
  let path =
    ProcessInfo.processInfo.environment["POPSHOT_CAIRO"] ?? ".build/peers/scene_cairo"
  guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
  var peers: [(Process, Pipe)] = []
  for _ in 0..<max(1, processes) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: path)
    p.arguments = ["--frames", "\(frames)", "--no-encode"]
    let pipe = Pipe()
    p.standardOutput = pipe
    p.standardError = FileHandle.nullDevice
    do { try p.run() } catch { return nil }
    peers.append((p, pipe))
  }
  var medians: [Double] = []
  for (p, pipe) in peers {
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    guard p.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("scene_raster:") {
      if let value = line.dropFirst("scene_raster:".count).split(separator: " ").first
        .flatMap({ Double($0) })
      {
        medians.append(value)
      }
    }
  }
  guard medians.count == peers.count else { return nil }
  return medians.reduce(0, +) / Double(medians.count)
}

/// How many variants `popshot check` draws on the bundled fixtures' default matrix.
func checkedVariants() -> Int {
  let (scenes, _) = FixtureLibrary.load(directory: "Fixtures")
  return scenes.reduce(0) { $0 + $1.variants(.default).count }
}

/// cairo's figure, measured once on first use (the raster and check figures share it).
let cairoReference: Double? = cairoSceneRaster()

/// The default matrix's variant count, counted once on first use.
let checkedVariantCount = checkedVariants()
