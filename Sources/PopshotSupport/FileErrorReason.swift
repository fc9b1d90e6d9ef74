import Foundation

/// Why a file operation failed, as one line a person can act on: the operating system's reason
/// ("Permission denied", "Not a directory"), after the path it names when that is not
/// `path` (the folder that could not be made, say). Foundation's own description of the same
/// error is a dump of its domain, code and user info, with the path in it twice.
public func fileErrorReason(_ error: any Error, for path: String? = nil) -> String {
  var named: String?
  var current: (any Error)? = error
  // The POSIX error Foundation wraps, however deep, says what the system said.
  while let e = current {
    if let posix = e as? POSIXError {
      return place(named, path, String(cString: strerror(posix.code.rawValue)))
    }
    let ns = e as NSError
    if ns.domain == NSPOSIXErrorDomain {
      return place(named, path, String(cString: strerror(Int32(ns.code))))
    }
    named = named ?? (ns.userInfo[NSFilePathErrorKey] as? String)
    current = ns.userInfo[NSUnderlyingErrorKey] as? any Error
  }
  return place(named, path, (error as NSError).localizedDescription)
}

private func place(_ named: String?, _ path: String?, _ reason: String) -> String {
  guard let named, named != path else { return reason }
  return "\(named): \(reason)"
}
