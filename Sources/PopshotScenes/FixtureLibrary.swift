import Foundation

/// Loads every fixture in a folder, in name order.
public enum FixtureLibrary {
  /// The scenes of `directory`'s *.json files, and the errors of those that failed to load.
  public static func load(directory: String) -> (scenes: [Scene], errors: [FixtureError]) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    var scenes: [Scene] = []
    var errors: [FixtureError] = []
    for n in names {
      do {
        scenes.append(
          try FixtureDecoder.load(path: (directory as NSString).appendingPathComponent(n)))
      } catch {
        errors.append(error)
      }
    }
    return (scenes, errors)
  }
}
