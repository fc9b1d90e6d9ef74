/// An input file that cannot be used, said with its place: "file: path: message" (no path for
/// the whole file). `Input` only tells the kinds of file apart (a fixture, an audit
/// configuration), so each loader throws its own type while they share this one.
public struct LocatedError<Input>: Error, Equatable, CustomStringConvertible {
  public let file: String
  /// Where in the file (a JSON path such as `presentations[0].detents[2]`); empty for the file.
  public let path: String
  /// What was expected, or what went wrong.
  public let message: String

  public init(file: String, path: String, message: String) {
    (self.file, self.path, self.message) = (file, path, message)
  }

  public var description: String {
    path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)"
  }
}
