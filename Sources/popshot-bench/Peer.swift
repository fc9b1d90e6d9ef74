// The cairo peer (scripts/peers/scene_cairo.c, README there): when it is built
// (scripts/build-cairo-peer writes .build/peers/scene_cairo) or POPSHOT_CAIRO names another build,
// the bench runs it in the same session and prints Popshot's figures as ratios to it.
import Foundation
import PopshotScenes

/// cairo's median time to draw the reference frame, in ms, from `scene_cairo --frames N
/// --no-encode` ("scene_raster: 5.367 ms"); nil when the peer is not built or the run fails.
func cairoSceneRaster(frames: Int = 20) -> Double? {
  let path =
    ProcessInfo.processInfo.environment["POPSHOT_CAIRO"] ?? ".build/peers/scene_cairo"
  guard FileManager.default.isExecutableFile(atPath: path) else { return nil }
  let p = Process()
  p.executableURL = URL(fileURLWithPath: path)
  p.arguments = ["--frames", "\(frames)", "--no-encode"]
  let pipe = Pipe()
  p.standardOutput = pipe
  p.standardError = FileHandle.nullDevice
  do { try p.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  guard p.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
  for line in text.split(separator: "\n") where line.hasPrefix("scene_raster:") {
    let value = line.dropFirst("scene_raster:".count).split(separator: " ").first
    return value.flatMap { Double($0) }
  }
  return nil
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
