import Foundation
import PopshotReference
import PopshotScenes

/// `popshot-bench --load-fixture FILE`, the child `fixtureDecode` measures: prints how many bytes
/// its resident memory peaked above what it was before loading FILE, then exits.
func loadFixtureAndExit(_ path: String) -> Never {
  // Writing 5 to clear_refs sets the peak (VmHWM) back to the memory resident now.
  guard
    (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
    let before = residentBytes("VmRSS:")
  else {
    print("error: cannot read or reset this process's memory figures in /proc/self")
    exit(1)
  }
  do {
    _ = try FixtureDecoder.load(path: path)
  } catch {
    print("error: \(error)")
    exit(1)
  }
  print((residentBytes("VmHWM:") ?? 0) - before)
  exit(0)
}

/// A memory figure of this process from /proc/self/status (`VmRSS:` now, `VmHWM:` its peak).
func residentBytes(_ field: String) -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) }),
    let kB = Int(line.split(separator: " ").dropFirst().first ?? "")
  else { return nil }
  return kB * 1024
}

/// Decoding a fixture of 39,997 views (3.5 MB): its time, and its peak memory as a multiple of
/// the file's size (issue 14: a small multiple). The peak is measured in a child process that
/// does nothing else, from just before it reads the file: it counts the file's bytes, the text
/// and everything the decode builds. (A child's peak cannot be had from wait4 here: a child
/// spawned with vfork starts its count at its parent's peak.)
func fixtureDecode() throws {
  let text = LargeFixture.text(rows: 9_999)
  let ms = try median { _ = try FixtureDecoder.decode(text, name: "large", file: "large.json") }
  reportTime("fixture.decode.40k-views", ms)

  let file = FileManager.default.temporaryDirectory
    .appendingPathComponent("popshot-bench-\(getpid())-large.json").path
  try text.write(toFile: file, atomically: false, encoding: .utf8)
  defer { try? FileManager.default.removeItem(atPath: file) }
  let child = Process()
  child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
  child.arguments = ["--load-fixture", file]
  let out = Pipe()
  child.standardOutput = out
  try child.run()
  let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
  child.waitUntilExit()
  guard child.terminationStatus == 0,
    let bytes = Int(printed.trimmingCharacters(in: .whitespacesAndNewlines))
  else {
    print("error: the child loading the fixture failed: \(printed)")
    exit(1)
  }
  report(
    "fixture.decode.memory", Double(bytes) / Double(text.utf8.count),
    "× file size (peak resident memory of the load, \(text.utf8.count / 1000) kB file)")
}
