import Foundation

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
