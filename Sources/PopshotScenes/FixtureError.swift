import Foundation

/// A fixture that cannot be used: which file, where in it (a JSON path such as
/// `presentations[0].detents[2]`), and what was expected.
public struct FixtureError: Error, Equatable, CustomStringConvertible {
  public let file: String
  public let path: String
  public let message: String

  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }

  public var description: String {
    path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }
}
