// `.onOpenURL` (SwiftUI's): runs when the app is asked to open a URL. No URL is opened while a
// still is drawn, so it never runs.
import Foundation

nonisolated extension View {
  /// Runs `action` when the app opens a URL; never in a still.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}
