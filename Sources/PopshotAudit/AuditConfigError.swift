import PopshotScenes

/// An audit configuration or audit baseline that cannot be used: which file, which key (a path
/// such as `rules.contrast.txt`, empty for the whole file), and what was expected.
public struct AuditConfigError: LocatedError, Equatable {
  public let file: String
  public let path: String
  public let message: String

  public init(file: String, path: String, message: String) {
    self.file = file
    self.path = path
    self.message = message
  }
}
