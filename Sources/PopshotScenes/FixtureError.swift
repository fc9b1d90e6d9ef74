import Foundation
import PopshotSupport

/// A fixture that cannot be used: which file, where in it (a JSON path such as
/// `presentations[0].detents[2]`), and what was expected.
public struct FixtureError: LocatedError, Equatable {
  public let file: String
  public let path: String
  public let message: String

  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

}

/// An input file's error, said with its place: "file: path: message" (no path for the whole file).
public protocol LocatedError: Error, CustomStringConvertible {
  var file: String { get }
  /// Where in the file (a JSON path such as `presentations[0].detents[2]`); empty for the file.
  var path: String { get }
  var message: String { get }
}

extension LocatedError {
  public var description: String {
    path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }
}

/// The ranges a fixture's numbers must lie in: every value is checked where it is decoded, so no
/// arithmetic on it can overflow, trap or allocate without bound.
public enum FixtureLimits {
  /// Sizes, offsets, spacings and radii, in points (either sign for offsets).
  public static let length = 100_000.0
  /// Font sizes, in points.
  public static let fontSize = 1.0...1000.0
  /// Seconds a toast or popup stays.
  public static let duration = 0.0...3600.0
  /// A fixture file's size: one screen's description is a few kilobytes.
  public static let fileBytes = 4 << 20
}
