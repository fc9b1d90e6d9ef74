// `openURL` (SwiftUI's OpenURLAction): opens a URL with the app's handler or the system's. A still
// opens nothing: the default action calls no handler and discards the URL; an action made with a
// handler calls it, as it would on the device.
import Foundation

/// Opens a URL (SwiftUI's OpenURLAction): call it as `openURL(url)`.
public struct OpenURLAction: @unchecked Sendable {
  /// What a handler did with a URL (SwiftUI's OpenURLAction.Result).
  public struct Result: Sendable, Equatable {
    let kind: Int
    let url: URL?
    /// The handler opened the URL.
    public static let handled = Result(kind: 0, url: nil)
    /// The handler did not open it, and the system should not either.
    public static let discarded = Result(kind: 1, url: nil)
    /// The system should open it.
    public static let systemAction = Result(kind: 2, url: nil)
    /// The system should open `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: 2, url: url) }
  }

  let handler: (URL) -> Result

  /// An action that gives each URL to `handler`.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// Opens `url`: with a handler, as it says; the default action opens nothing in a still.
  public func callAsFunction(_ url: URL) { _ = handler(url) }

  /// Opens `url` and reports whether it was opened (a system action is not, in a still).
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(handler(url) == .handled)
  }
}

private struct OpenURLKey: EnvironmentKey {
  static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
  /// Opens a URL; the default opens nothing in a still.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
