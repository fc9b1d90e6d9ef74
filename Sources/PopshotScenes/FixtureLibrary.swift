import Foundation

/// Loads every fixture in a folder, in name order.
public enum FixtureLibrary {
  /// The scenes of `directory`'s *.json files, and the errors of those that failed to load.
  public static func load(directory: String) -> (scenes: [Scene], errors: [FixtureError]) {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    var scenes: [Scene] = []
    var errors: [FixtureError] = []
    // Fixture names become baseline folders: two that differ only by case are one folder in a
    // macOS checkout, so the second is refused.
    var byLowercase: [String: String] = [:]
    for n in names {
      let path = (directory as NSString).appendingPathComponent(n)
      if let other = byLowercase.updateValue(n, forKey: n.lowercased()) {
        byLowercase[n.lowercased()] = other
        errors.append(
          FixtureError(
            file: path, path: "",
            message: "the name differs from \(other)'s only by case; their baselines would be "
              + "one folder on macOS"))
        continue
      }
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
