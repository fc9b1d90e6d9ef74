import PopshotSupport

/// An audit configuration or audit baseline that cannot be used: which file, which key (a path
/// such as `rules.contrast.txt`, empty for the whole file), and what was expected.
public typealias AuditConfigError = LocatedError<AuditFile>

/// What an `AuditConfigError` is about: an audit configuration or audit baseline file.
public enum AuditFile {}
